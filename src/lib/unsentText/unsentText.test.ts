import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetTyped, keepTyped, readTyped } from './index';

const schema = v.object({ name: v.string() });

describe('typed text in sessionStorage', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps, reads and forgets the typed text under its key', () => {
    keepTyped('new-order:1:2', { name: 'Office chairs' });
    expect(readTyped('new-order:1:2', schema)).toEqual({ name: 'Office chairs' });
    expect(sessionStorage.getItem('circular.typed.new-order:1:2')).toBe('{"name":"Office chairs"}');
    forgetTyped('new-order:1:2');
    expect(readTyped('new-order:1:2', schema)).toBeNull();
  });

  it('ignores what does not match the schema or is not JSON', () => {
    sessionStorage.setItem('circular.typed.a', '{"name":3}');
    sessionStorage.setItem('circular.typed.b', '{not json');
    expect(readTyped('a', schema)).toBeNull();
    expect(readTyped('b', schema)).toBeNull();
  });
});
