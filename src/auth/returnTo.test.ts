import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './returnTo';

const origin = 'http://app.test';
const callback = '/auth/callback';

describe('safeReturnTo', () => {
  it('keeps a path with query and hash', () => {
    expect(safeReturnTo('/orders/7?tab=history#x', origin, callback)).toBe(
      '/orders/7?tab=history#x',
    );
  });

  it('refuses other origins, protocol-relative and odd values', () => {
    expect(safeReturnTo('https://evil.test/', origin, callback)).toBe('/');
    expect(safeReturnTo('//evil.test/x', origin, callback)).toBe('/');
    expect(safeReturnTo('/\\evil.test', origin, callback)).toBe('/');
    expect(safeReturnTo(undefined, origin, callback)).toBe('/');
    expect(safeReturnTo({ returnTo: '/x' }, origin, callback)).toBe('/');
  });

  it('refuses paths that become another host after normalisation', () => {
    for (const value of [
      '/.//evil.test',
      '/./\\evil.test',
      '/..//evil.test',
      '/a/..//evil.test/x',
      '/%2e//evil.test',
      '/\t/evil.test',
    ]) {
      const result = safeReturnTo(value, origin, callback);
      expect(new URL(result, origin).origin, value).toBe(origin);
      expect(result.startsWith('//'), value).toBe(false);
    }
    expect(safeReturnTo('/.//evil.test', origin, callback)).toBe('/');
  });

  it('keeps an ordinary path after normalising dot segments', () => {
    expect(safeReturnTo('/orders/./7', origin, callback)).toBe('/orders/7');
  });

  it('never returns to the callback route', () => {
    expect(safeReturnTo('/auth/callback?code=1', origin, callback)).toBe('/');
  });
});
