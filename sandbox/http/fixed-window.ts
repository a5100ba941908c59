/**
 * A fixed one-minute window counter per key (an IP address): `hit(key)` counts one request and
 * says whether it is over the limit and how many seconds remain until the window ends.
 */
const WINDOW_MS = 60_000;

export interface WindowHit {
  limited: boolean;
  count: number;
  retryAfterSeconds: number;
}

export function fixedWindowCounter(limitPerMinute: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return {
    hit(key: string): WindowHit {
      const time = now();
      if (time - lastSweep > WINDOW_MS) {
        for (const [other, window] of windows) {
          if (time - window.start >= WINDOW_MS) windows.delete(other);
        }
        lastSweep = time;
      }
      let window = windows.get(key);
      if (window === undefined || time - window.start >= WINDOW_MS) {
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      const retryAfterSeconds = Math.max(1, Math.ceil((window.start + WINDOW_MS - time) / 1000));
      return { limited: window.count > limitPerMinute, count: window.count, retryAfterSeconds };
    },
  };
}
