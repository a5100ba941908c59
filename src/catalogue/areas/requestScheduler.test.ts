import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { createRequestScheduler, MAX_IN_FLIGHT, type Task } from './requestScheduler';

/** A task the test finishes by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the map request scheduler', () => {
  it('runs at most 6 tasks at a time and starts the next when one ends', async () => {
    const scheduler = createRequestScheduler();
    const gates = Array.from({ length: 10 }, () => deferred<number>());
    let running = 0;
    let most = 0;
    const results = gates.map((gate, index) =>
      scheduler.run(async () => {
        running += 1;
        most = Math.max(most, running);
        const value = await gate.promise;
        running -= 1;
        return value + index;
      }),
    );
    expect(MAX_IN_FLIGHT).toBe(6);
    expect(scheduler.inFlight).toBe(6);
    expect(scheduler.waiting).toBe(4);
    gates[0]?.resolve(100);
    await results[0];
    await tick();
    expect(scheduler.inFlight).toBe(6);
    expect(scheduler.waiting).toBe(3);
    for (const gate of gates) gate.resolve(0);
    expect(await Promise.all(results)).toEqual([100, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(6);
  });

  it('drops a waiting task whose signal aborts: it never starts', async () => {
    const scheduler = createRequestScheduler({ maxInFlight: 1 });
    const gate = deferred<string>();
    const started: string[] = [];
    const task =
      (name: string): Task<string> =>
      async () => {
        started.push(name);
        return name === 'first' ? gate.promise : name;
      };
    const first = scheduler.run(task('first'));
    const controller = new AbortController();
    const dropped = scheduler.run(task('dropped'), controller.signal);
    const last = scheduler.run(task('last'));
    controller.abort();
    await expect(dropped).rejects.toThrow();
    expect(scheduler.waiting).toBe(1);
    gate.resolve('first');
    expect(await first).toBe('first');
    expect(await last).toBe('last');
    expect(started).toEqual(['first', 'last']);
  });

  it('aborts a running task whose signal aborts and frees its slot', async () => {
    const scheduler = createRequestScheduler({ maxInFlight: 1 });
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    const running = scheduler.run(
      (signal) =>
        new Promise<string>((_resolve, reject) => {
          seen = signal;
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
      controller.signal,
    );
    const next = scheduler.run(() => Promise.resolve('next'));
    controller.abort();
    await expect(running).rejects.toThrow();
    expect(seen?.aborted).toBe(true);
    expect(await next).toBe('next');
  });

  it('on a 429 waits Retry-After before any task starts, then retries the task first', async () => {
    const timers: { callback: () => void; ms: number }[] = [];
    const scheduler = createRequestScheduler({
      maxInFlight: 2,
      setTimer: (callback, ms) => timers.push({ callback, ms }),
    });
    const calls: string[] = [];
    let limited = true;
    const limitedTask = scheduler.run(() => {
      calls.push('limited');
      if (limited) {
        limited = false;
        return Promise.reject(new ApiError({ kind: 'http', status: 429, retryAfterSeconds: 7 }));
      }
      return Promise.resolve('limited ok');
    });
    const blocker = deferred<string>();
    const other = scheduler.run(() => {
      calls.push('other');
      return blocker.promise;
    });
    const later = scheduler.run(() => {
      calls.push('later');
      return Promise.resolve('later ok');
    });
    await tick();
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBe(7000);
    // Paused: the free slot stays unused until the time is up.
    expect(calls).toEqual(['limited', 'other']);
    expect(scheduler.waiting).toBe(2);
    timers[0]?.callback();
    expect(await limitedTask).toBe('limited ok');
    expect(calls).toEqual(['limited', 'other', 'limited', 'later']);
    blocker.resolve('other ok');
    expect(await Promise.all([other, later])).toEqual(['other ok', 'later ok']);
  });

  it('gives up after three 429s and reports the last one', async () => {
    const timers: (() => void)[] = [];
    const scheduler = createRequestScheduler({ setTimer: (callback) => timers.push(callback) });
    let attempts = 0;
    const result = scheduler.run(() => {
      attempts += 1;
      return Promise.reject(new ApiError({ kind: 'http', status: 429 }));
    });
    for (let i = 0; i < 2; i += 1) {
      await tick();
      timers.shift()?.();
    }
    await expect(result).rejects.toMatchObject({ status: 429 });
    expect(attempts).toBe(3);
  });

  it('passes other errors straight through', async () => {
    const scheduler = createRequestScheduler();
    await expect(
      scheduler.run(() => Promise.reject(new ApiError({ kind: 'http', status: 500 }))),
    ).rejects.toMatchObject({ status: 500 });
    expect(scheduler.inFlight).toBe(0);
  });
});
