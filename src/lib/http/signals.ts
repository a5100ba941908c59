/** The client's waits and its requests' signals (caller's cancellation and time-out in one). */

/** Waits `ms`; rejects when `signal` aborts. */
export function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener('abort', abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      const reason: unknown = signal.reason;
      reject(reason instanceof Error ? reason : new DOMException('Aborted', 'AbortError'));
    }
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
}

/**
 * One signal for a request: aborted by the caller (reason passed on) or by the time-out (reason
 * {@link TIMED_OUT}). `done()` releases the timer and the listener.
 */
const TIMED_OUT = Symbol('timed out');

export function requestSignal(caller: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  const onAbort = () => controller.abort(caller?.reason);
  if (caller?.aborted) onAbort();
  else caller?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(TIMED_OUT), timeoutMs);
  return {
    signal: controller.signal,
    timedOut: () => controller.signal.aborted && controller.signal.reason === TIMED_OUT,
    done: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
    },
  };
}
