import { isApiError } from '../../lib/http';

/** At most this many map requests are in flight (what a browser opens per host over HTTP/1.1). */
export const MAX_IN_FLIGHT = 6;
/** Waited after a 429 without a readable `Retry-After`. */
export const DEFAULT_BACKOFF_SECONDS = 5;
/** A task rate-limited this many times fails (the caller shows the 429). */
export const MAX_RATE_LIMITED_ATTEMPTS = 3;

export type Task<T> = (signal: AbortSignal) => Promise<T>;

export interface SchedulerOptions {
  maxInFlight?: number;
  /** For tests: the clock and the timer. */
  setTimer?: (callback: () => void, ms: number) => unknown;
}

export interface RequestScheduler {
  /**
   * Runs the task when a slot is free. Aborting `signal` drops a waiting task (it never starts) or
   * aborts a running one; both reject with the signal's reason. A 429 pauses every task for its
   * `Retry-After` and puts this one back at the front of the queue.
   */
  run<T>(task: Task<T>, signal?: AbortSignal): Promise<T>;
  /** Tasks running now / waiting (for tests and the benchmark). */
  readonly inFlight: number;
  readonly waiting: number;
}

interface Entry {
  start: () => void;
  signal: AbortSignal | undefined;
  drop: () => void;
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

function isRateLimited(error: unknown): error is { retryAfterSeconds?: number | undefined } {
  return isApiError(error) && error.kind === 'http' && error.status === 429;
}

export function createRequestScheduler(options: SchedulerOptions = {}): RequestScheduler {
  const maxInFlight = options.maxInFlight ?? MAX_IN_FLIGHT;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const queue: Entry[] = [];
  let inFlight = 0;
  let paused = false;

  const pump = () => {
    while (!paused && inFlight < maxInFlight) {
      const entry = queue.shift();
      if (!entry) return;
      if (entry.signal?.aborted) {
        entry.drop();
        continue;
      }
      entry.start();
    }
  };

  const pause = (seconds: number) => {
    if (paused) return;
    paused = true;
    setTimer(
      () => {
        paused = false;
        pump();
      },
      Math.max(0, seconds) * 1000,
    );
  };

  function run<T>(task: Task<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortReason(signal));
        return;
      }
      let rateLimited = 0;
      const entry: Entry = {
        signal,
        drop: () => reject(abortReason(signal ?? new AbortController().signal)),
        start: () => {
          inFlight += 1;
          const controller = new AbortController();
          const onAbort = () => controller.abort(signal ? abortReason(signal) : undefined);
          signal?.addEventListener('abort', onAbort, { once: true });
          const finish = () => {
            signal?.removeEventListener('abort', onAbort);
            inFlight -= 1;
          };
          task(controller.signal).then(
            (value) => {
              finish();
              resolve(value);
              pump();
            },
            (error: unknown) => {
              finish();
              if (isRateLimited(error) && !signal?.aborted) {
                rateLimited += 1;
                if (rateLimited < MAX_RATE_LIMITED_ATTEMPTS) {
                  queue.unshift(entry);
                  pause(error.retryAfterSeconds ?? DEFAULT_BACKOFF_SECONDS);
                  return;
                }
              }
              reject(signal?.aborted ? abortReason(signal) : asError(error));
              pump();
            },
          );
        },
      };
      // A waiting task whose signal aborts leaves the queue at once.
      signal?.addEventListener(
        'abort',
        () => {
          const at = queue.indexOf(entry);
          if (at >= 0) {
            queue.splice(at, 1);
            entry.drop();
          }
        },
        { once: true },
      );
      queue.push(entry);
      pump();
    });
  }

  return {
    run,
    get inFlight() {
      return inFlight;
    },
    get waiting() {
      return queue.length;
    },
  };
}
