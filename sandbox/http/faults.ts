/**
 * Injected faults for the API (catalogue + orders), from `SANDBOX_FAULTS`: slow answers, 500/503,
 * dropped connections and 429 with `Retry-After`, so the app can be tried against a bad network.
 *
 * Syntax: comma-separated `key=value` entries, e.g.
 * `seed=42,latency=800ms,error=0.1,reset=0.05,ratelimit=20/10s`.
 *
 * - `seed=N`            seeds the random faults: the same requests in the same order meet the
 *                       same faults.
 * - `latency=800ms`     every answer waits this long (`200-800ms` picks from the range).
 * - `error=P`           with probability P an error (500 or 503) is answered *before* the request
 *                       is handled: nothing was applied.
 * - `reset=P`           with probability P the connection is dropped, half the time before the
 *                       request is handled and half the time after (the change is applied and the
 *                       answer is lost).
 * - `ratelimit=N/Ws`    more than N requests within W seconds are answered 429 with `Retry-After`.
 * - `error@PATH=1+3`    aimed faults: the 1st and 3rd request whose path contains PATH get the
 *   `reset@PATH=2`      fault (`error` = 503 before handling, `reset` = dropped before handling,
 *   `lose@PATH=1`       `lose` = handled, then the connection is dropped: the answer is lost).
 *                       PATH may start with a method and end with `$` (the path ends there):
 *                       `lose@POST/services/v1/orders$=1` aims at the first order creation only.
 * - `hang@PATH=1`       the request gets no answer at all until the client gives up (the
 *                       connection is then dropped; nothing was handled): a hung request.
 *
 * A fault never answers an error after applying a change: the only fault after handling is a lost
 * answer. CORS preflights (OPTIONS) are never faulted.
 */
import { Prng } from '../store/seed/prng.ts';

export type AimedKind = 'error' | 'reset' | 'lose' | 'hang';

export interface AimedFault {
  kind: AimedKind;
  /** Substring of the request path (its end when `atEnd`). */
  path: string;
  /** Only requests with this method (e.g. `POST`); any method when absent. */
  method?: string;
  /** The path ends with `path` (written `…$`). */
  atEnd?: boolean;
  /** 1-based positions among the requests whose path contains `path`. */
  nth: number[];
}

export interface FaultSettings {
  seed: number;
  latencyMs: { min: number; max: number };
  errorRate: number;
  resetRate: number;
  rateLimit: { requests: number; windowMs: number } | null;
  aimed: AimedFault[];
}

/** No fault at all: what `SANDBOX_FAULTS` entries change one by one. */
export function noFaults(): FaultSettings {
  return {
    seed: 1,
    latencyMs: { min: 0, max: 0 },
    errorRate: 0,
    resetRate: 0,
    rateLimit: null,
    aimed: [],
  };
}

const DURATION = /^(\d+)(ms|s)$/;

function durationMs(text: string): number | null {
  const match = DURATION.exec(text);
  if (!match) return null;
  return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
}

function probability(text: string): number | null {
  if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(text)) return null;
  return Number(text);
}

/** Parses `SANDBOX_FAULTS`; problems are pushed (every one), the result is null when unset. */
export function parseFaults(raw: string | undefined, problems: string[]): FaultSettings | null {
  const text = raw?.trim();
  if (text === undefined || text === '') return null;
  const settings = noFaults();
  const bad = (entry: string, why: string) => problems.push(`SANDBOX_FAULTS: "${entry}" ${why}`);
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const eq = entry.indexOf('=');
    if (eq <= 0) {
      bad(entry, 'must be key=value.');
      continue;
    }
    const key = entry.slice(0, eq).trim();
    const value = entry.slice(eq + 1).trim();
    const at = key.indexOf('@');
    if (at > 0) {
      const kind = key.slice(0, at);
      const target = /^(GET|POST|PUT|PATCH|DELETE)?(.*?)(\$)?$/.exec(key.slice(at + 1));
      const method = target?.[1];
      const path = target?.[2] ?? '';
      const nth = value.split('+').map((n) => (/^\d+$/.test(n) ? Number(n) : 0));
      if (kind !== 'error' && kind !== 'reset' && kind !== 'lose' && kind !== 'hang') {
        bad(entry, 'aims an unknown fault (use error@, reset@, lose@ or hang@).');
      } else if (!path.startsWith('/')) {
        bad(entry, 'must aim at a path part starting with "/".');
      } else if (nth.some((n) => n < 1)) {
        bad(entry, 'must list request numbers from 1, joined by "+" (e.g. 1+3).');
      } else {
        settings.aimed.push({
          kind,
          path,
          nth,
          ...(method === undefined ? {} : { method }),
          ...(target?.[3] === undefined ? {} : { atEnd: true }),
        });
      }
      continue;
    }
    switch (key) {
      case 'seed':
        if (/^\d{1,9}$/.test(value)) settings.seed = Number(value);
        else bad(entry, 'must be a whole number (up to 9 digits).');
        break;
      case 'latency': {
        const match = /^(\d+)(ms|s)?(?:-(\d+)(ms|s))?$/.exec(value);
        const highUnit = match?.[4];
        const lowUnit = match?.[2] ?? highUnit;
        const min = match && lowUnit ? durationMs(`${match[1]}${lowUnit}`) : null;
        const max = match?.[3] && highUnit ? durationMs(`${match[3]}${highUnit}`) : min;
        if (min === null || max === null || min > max || max > 60_000) {
          bad(entry, 'must be a duration up to 60s like 800ms, 2s or 200-800ms.');
        } else settings.latencyMs = { min, max };
        break;
      }
      case 'error':
      case 'reset': {
        const p = probability(value);
        if (p === null) bad(entry, 'must be a probability from 0 to 1, e.g. 0.1.');
        else if (key === 'error') settings.errorRate = p;
        else settings.resetRate = p;
        break;
      }
      case 'ratelimit': {
        const match = /^(\d+)\/(\d+(?:ms|s))$/.exec(value);
        const windowMs = match ? durationMs(match[2] ?? '') : null;
        if (!match || windowMs === null || Number(match[1]) < 1 || windowMs < 1) {
          bad(entry, 'must be requests/window like 20/10s.');
        } else settings.rateLimit = { requests: Number(match[1]), windowMs };
        break;
      }
      default:
        bad(entry, 'is not a known fault (seed, latency, error, reset, ratelimit, KIND@PATH).');
    }
  }
  return settings;
}

/** The seed data's generator (mulberry32): reproducible, no dependency. */
export function seededRandom(seed: number): () => number {
  const prng = new Prng(seed);
  return () => prng.next();
}

/** What happens to one request. */
export type FaultDecision =
  | { kind: 'pass'; delayMs: number }
  | { kind: 'error'; status: 500 | 503; delayMs: number }
  | { kind: 'reset-before'; delayMs: number }
  | { kind: 'lose-answer'; delayMs: number }
  | { kind: 'hang'; delayMs: number }
  | { kind: 'rate-limited'; retryAfterSeconds: number; delayMs: number };

/** Decides each request's fault, in arrival order. `now` is injectable for tests. */
export function createFaultPlan(settings: FaultSettings, now: () => number = Date.now) {
  const random = seededRandom(settings.seed);
  // Counted per entry: two identical entries each count a request once.
  const seen = new Map<AimedFault, number>();
  let windowStart = Number.NEGATIVE_INFINITY;
  let windowCount = 0;

  const matches = (fault: AimedFault, path: string, method: string) =>
    (fault.method === undefined || fault.method === method) &&
    (fault.atEnd === true ? path.endsWith(fault.path) : path.includes(fault.path));

  return function decide(path: string, method = 'GET'): FaultDecision {
    const { min, max } = settings.latencyMs;
    const delayMs = min === max ? min : Math.round(min + random() * (max - min));
    // Aimed faults count every request whose path matches, whatever else happens to it.
    let aimed: AimedKind | null = null;
    for (const fault of settings.aimed) {
      if (!matches(fault, path, method)) continue;
      const count = (seen.get(fault) ?? 0) + 1;
      seen.set(fault, count);
      if (aimed === null && fault.nth.includes(count)) aimed = fault.kind;
    }
    if (aimed === 'error') return { kind: 'error', status: 503, delayMs };
    if (aimed === 'reset') return { kind: 'reset-before', delayMs };
    if (aimed === 'lose') return { kind: 'lose-answer', delayMs };
    if (aimed === 'hang') return { kind: 'hang', delayMs };

    if (settings.rateLimit) {
      const at = now();
      if (at - windowStart >= settings.rateLimit.windowMs) {
        windowStart = at;
        windowCount = 0;
      }
      windowCount += 1;
      if (windowCount > settings.rateLimit.requests) {
        const waitMs = settings.rateLimit.windowMs - (at - windowStart);
        return {
          kind: 'rate-limited',
          retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
          delayMs,
        };
      }
    }
    // Always draw both numbers so one fault's rate does not shift the other's sequence.
    const errorDraw = random();
    const resetDraw = random();
    const coin = random();
    if (errorDraw < settings.errorRate) {
      return { kind: 'error', status: coin < 0.5 ? 500 : 503, delayMs };
    }
    if (resetDraw < settings.resetRate) {
      return coin < 0.5 ? { kind: 'reset-before', delayMs } : { kind: 'lose-answer', delayMs };
    }
    return { kind: 'pass', delayMs };
  };
}
