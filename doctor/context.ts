/**
 * What every check works with: the configuration, the app's origin, a query client bound to the
 * app's own HTTP client (the one the pages use) whose answers pass through a browser's CORS view,
 * the log of exchanges, and the access, when one was given.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AppConfig } from '../src/config';
import { isApiError, type Platform } from '../src/lib/http';
import { describeExchange, type Exchange } from './exchanges';
import type { Verdict } from './verdict';

/** A judge's answer: the verdict, the facts seen, and for ◐ and ✗ what a person will miss. */
export interface Judged {
  verdict: Verdict;
  seen?: string | undefined;
  facts: string;
}

export interface DoctorContext {
  config: AppConfig;
  origin: string;
  /** Bound to {@link platform}: the app's query functions take it from here. */
  client: QueryClient;
  platform: Platform;
  /** `fetch` as the doctor sends its own requests (discovery, preflight, token): logged. */
  fetch: typeof fetch;
  log: Exchange[];
  /** Seconds a request may take. */
  timeoutSeconds: number;
  /** Aborted when the run's time is up. */
  deadline: AbortSignal;
}

/** The evidence lines of the exchanges logged since `mark` (`ctx.log.length` before a step). */
export const evidenceSince = (ctx: DoctorContext, mark: number): string[] =>
  ctx.log.slice(mark).map(describeExchange);

/** Why a read failed, in one line (a status and code, a time-out, no connection). */
export function describeFailure(error: unknown, timeoutSeconds: number): string {
  if (isApiError(error)) {
    switch (error.kind) {
      case 'http': {
        const code = error.code === undefined ? '' : ` ${error.code}`;
        const wait =
          error.retryAfterSeconds === undefined
            ? ''
            : `, Retry-After ${String(error.retryAfterSeconds)} s`;
        return `the server answered ${String(error.status)}${code}${wait}`;
      }
      case 'timeout':
        return `no answer within ${String(timeoutSeconds)} s`;
      case 'network':
        return 'no connection, or the browser would refuse the answer (CORS)';
      case 'invalid-response':
        return "an answer the app's reader cannot read";
      default:
        return error.kind;
    }
  }
  if (error instanceof Error && error.name === 'AbortError')
    return 'stopped: the run ran out of time';
  return error instanceof Error ? error.message : String(error);
}

/** What was exchanged since `mark`: the answers' bodies, and the requests' targets as sent. */
export interface Answers {
  bodies: unknown[];
  /** Path and query of each request, decoded: a value sent back shows here. */
  sent: string[];
}

const decoded = (target: string): string => {
  try {
    return decodeURIComponent(target.replaceAll('+', ' '));
  } catch {
    return target;
  }
};

/** The answers logged since `mark` (for the judges of what readers left unread). */
export const answersSince = (ctx: DoctorContext, mark: number): Answers => ({
  bodies: ctx.log.slice(mark).map((exchange) => exchange.body),
  sent: ctx.log.slice(mark).map((exchange) => decoded(exchange.target)),
});

/** What a person sees where a read fails. */
export const ERROR_SEEN = 'the page shows an error with a retry button instead of this part';

/**
 * {@link describeFailure} for a step begun at `mark`: a request answered by the server that still
 * failed as "no connection" was refused by the browser's CORS check (`browserFetch`).
 */
export function failureSince(ctx: DoctorContext, mark: number, error: unknown): string {
  if (ctx.deadline.aborted) return 'not answered before the run reached its time limit';
  const last = ctx.log.slice(mark).at(-1);
  if (isApiError(error) && error.kind === 'network' && typeof last?.status === 'number') {
    return `the answer (HTTP ${String(last.status)}) does not allow ${ctx.origin} (Access-Control-Allow-Origin): the browser refuses it`;
  }
  return describeFailure(error, ctx.timeoutSeconds);
}
