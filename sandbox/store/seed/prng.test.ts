import { describe, expect, it } from 'vitest';
import { Prng } from './prng.ts';

function sequence(seed: number, length: number): number[] {
  const prng = new Prng(seed);
  return Array.from({ length }, () => prng.next());
}

describe('Prng', () => {
  it('repeats the same sequence for the same seed and another for another seed', () => {
    expect(sequence(42, 20)).toEqual(sequence(42, 20));
    expect(sequence(42, 20)).not.toEqual(sequence(43, 20));
  });

  it('stays in range and covers it', () => {
    const prng = new Prng(7);
    const ints = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const x = prng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      const n = prng.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
      ints.add(n);
    }
    expect([...ints].sort()).toEqual([3, 4, 5, 6]);
  });

  it('picks by weight', () => {
    const prng = new Prng(1);
    let heavy = 0;
    for (let i = 0; i < 10_000; i++) {
      if (
        prng.weighted([
          ['heavy', 9],
          ['light', 1],
        ] as const) === 'heavy'
      )
        heavy++;
    }
    expect(heavy / 10_000).toBeCloseTo(0.9, 1);
  });

  it('shuffles into a permutation', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = new Prng(3).shuffle([...items]);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
  });

  it('forks into independent, reproducible streams', () => {
    const a = new Prng(5).fork(1);
    const b = new Prng(5).fork(1);
    const c = new Prng(5).fork(2);
    const first = a.next();
    expect(b.next()).toBe(first);
    expect(c.next()).not.toBe(first);
  });
});
