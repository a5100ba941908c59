import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yieldToBrowser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resumes in a later task, not within the current one', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    const done = yieldToBrowser().then(() => order.push('resumed'));
    queueMicrotask(() => order.push('rest of the current task'));
    await done;
    expect(order).toEqual(['rest of the current task', 'task queued before', 'resumed']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldSpy });
    await yieldToBrowser();
    expect(yieldSpy).toHaveBeenCalledOnce();
  });
});
