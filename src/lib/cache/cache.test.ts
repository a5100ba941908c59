import { describe, expect, it, vi } from 'vitest';
import { cached, cachedUpTo } from '.';

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

describe('cachedUpTo', () => {
  it('keeps each value once and never holds more than its limit', () => {
    const cache = new Map<number, string>();
    let made = 0;
    const make = (key: number) => {
      made += 1;
      return `v${String(key)}`;
    };
    for (let key = 0; key < 10; key += 1) cachedUpTo(cache, 4, key, make);
    expect(cache.size).toBeLessThanOrEqual(4);
    expect(cachedUpTo(cache, 4, 9, make)).toBe('v9');
    expect(made).toBe(10);
  });
});
