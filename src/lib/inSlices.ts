/**
 * Work that can stop between its steps: a generator that yields after each step and returns the
 * result. `runToEnd` runs it at once; `runInSlices` lets the browser paint and answer input
 * between slices, so reading a large answer never blocks the page for long, whatever its size.
 */
export type Steps<T> = Generator<void, T, void>;

/** Resolves in a task of its own (a zero-delay timer): what follows lets the browser paint first. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs every step at once, in the current task. */
export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Runs the steps in slices of about `sliceMs` milliseconds, each in a task of its own
 * (a zero-delay timer between them). Short work still ends in the current task. Once `signal` is aborted (the
 * answer is no longer wanted), no further slice runs and the promise rejects with its reason.
 */
export async function runInSlices<T>(
  steps: Steps<T>,
  { sliceMs = 8, signal }: { sliceMs?: number; signal?: AbortSignal } = {},
): Promise<T> {
  let sliceEnd = performance.now() + sliceMs;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() >= sliceEnd) {
      await nextTask();
      signal?.throwIfAborted();
      sliceEnd = performance.now() + sliceMs;
    }
  }
}
