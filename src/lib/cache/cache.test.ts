import { describe, expect, it, vi } from 'vitest';
import { cached } from '.';

describe('cached', () => {
  it('creates a value once per key and keeps it', () => {
    const cache = new Map<string, { key: string }>();
    const create = vi.fn((key: string) => ({ key }));
    const first = cached(cache, 'nb', create);
    expect(cached(cache, 'nb', create)).toBe(first);
    expect(cached(cache, 'en', create)).toEqual({ key: 'en' });
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('works with a WeakMap keyed by an object', () => {
    const cache = new WeakMap<object, number>();
    const key = {};
    expect(cached(cache, key, () => 1)).toBe(1);
    expect(cached(cache, key, () => 2)).toBe(1);
  });
});
