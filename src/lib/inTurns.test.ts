import { describe, expect, it } from 'vitest';
import { inTurns } from './inTurns';

describe('inTurns', () => {
  it('runs at most `limit` tasks at a time and keeps the results in index order', async () => {
    const state = { running: 0, most: 0, started: [] as number[] };
    const task = async (index: number) => {
      state.started.push(index);
      state.running += 1;
      state.most = Math.max(state.most, state.running);
      // Later indexes finish sooner: the order of the results must not depend on it.
      await new Promise((resolve) => setTimeout(resolve, 7 - index));
      state.running -= 1;
      return index * 10;
    };
    const done = inTurns(7, 3, task);
    expect(state.started).toEqual([0, 1, 2]);
    await expect(done).resolves.toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(state.most).toBe(3);
    expect(state.started.toSorted((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('starts no task after the first failure', async () => {
    const started: number[] = [];
    const task = async (index: number) => {
      started.push(index);
      await Promise.resolve();
      if (index === 1) throw new Error('page 1 failed');
      return index;
    };
    await expect(inTurns(10, 2, task)).rejects.toThrow('page 1 failed');
    expect(started).toEqual([0, 1, 2]);
  });

  it('with nothing to do, does nothing', async () => {
    await expect(inTurns(0, 3, () => Promise.reject(new Error('called')))).resolves.toEqual([]);
  });
});
