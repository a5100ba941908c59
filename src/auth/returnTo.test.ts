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

  it('never returns to the callback route', () => {
    expect(safeReturnTo('/auth/callback?code=1', origin, callback)).toBe('/');
  });
});
