/**
 * Ends the current task and goes on in a new one, so that the browser can paint and answer input
 * in between: long start-up work is cut into short tasks (docs/performance.md). Uses the
 * browser's `scheduler.yield()`, which resumes ahead of other queued tasks, where there is one;
 * elsewhere a zero-delay timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler: unknown = Reflect.get(globalThis, 'scheduler');
  const yieldFn: unknown =
    typeof scheduler === 'object' && scheduler !== null
      ? Reflect.get(scheduler, 'yield')
      : undefined;
  if (typeof yieldFn === 'function') {
    return Promise.resolve(Reflect.apply(yieldFn, scheduler, [])).then(() => undefined);
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
