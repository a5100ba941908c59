import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInSlices, runToEnd, type Steps } from './inSlices';

function* countTo(last: number, trail: string[]): Steps<number> {
  for (let index = 1; index <= last; index += 1) {
    trail.push(`step ${String(index)}`);
    yield;
  }
  return last;
}

describe('runToEnd', () => {
  it('runs every step in the current task and gives the result', () => {
    const trail: string[] = [];
    expect(runToEnd(countTo(3, trail))).toBe(3);
    expect(trail).toEqual(['step 1', 'step 2', 'step 3']);
  });
});

describe('runInSlices', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('ends short work in the current task', async () => {
    vi.stubGlobal('scheduler', undefined);
    const trail: string[] = [];
    setTimeout(() => trail.push('next task'), 0);
    const result = await runInSlices(countTo(3, trail), { sliceMs: 1_000 });
    trail.push('done');
    expect(result).toBe(3);
    expect(trail).toEqual(['step 1', 'step 2', 'step 3', 'done']);
  });

  it('lets other tasks run once a slice has taken its time', async () => {
    vi.stubGlobal('scheduler', undefined);
    // Every step "takes" 5 ms of the clock: slices of 8 ms hold two steps each.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 5));
    const trail: string[] = [];
    const other = () => trail.push('other task');
    setTimeout(other, 0);
    const result = await runInSlices(countTo(4, trail), { sliceMs: 8 });
    expect(result).toBe(4);
    expect(trail.indexOf('other task')).toBeGreaterThan(0);
    expect(trail.indexOf('other task')).toBeLessThan(trail.indexOf('step 4'));
  });

  it('stops between slices once the answer is no longer wanted', async () => {
    vi.stubGlobal('scheduler', undefined);
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 5));
    const trail: string[] = [];
    const controller = new AbortController();
    const reading = runInSlices(countTo(10, trail), { sliceMs: 8, signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(reading).rejects.toThrow('left the page');
    expect(trail).toEqual(['step 1', 'step 2']);
  });

  it('passes a failing step on', async () => {
    function* failing(): Steps<number> {
      yield;
      throw new Error('unreadable');
    }
    await expect(runInSlices(failing())).rejects.toThrow('unreadable');
  });
});
