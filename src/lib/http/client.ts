import * as v from 'valibot';
import { ApiError } from './ApiError';
import { decodeAnswer } from './decode';
import { createRefusals, extraHeadersIn, extrasRefused, type RequestMethod } from './extraHeaders';
import { parseProblem, parseRetryAfter } from './problem';
import { defaultSleep, requestSignal } from './signals';

/** What the auth layer hands the client for a protected request. */
export interface Credentials {
  accessToken: string;
  /** Goes into `X-auth-owner`. */
  organizationId: string;
}

export interface HttpClientOptions {
  /**
   * Origins (scheme://host:port) that may receive `Authorization` and `X-auth-owner`.
   * Every other origin is refused for authenticated requests.
   */
  apiOrigins: readonly string[];
  /** The UI language, sent as `Accept-Language`. */
  getLanguage: () => string;
  /** Current credentials, renewed by the auth layer before expiry; null when signed out. */
  getCredentials?: () => Promise<Credentials | null>;
  /** Called once on a 401; resolves true when new credentials are available (then the request is retried once). */
  onUnauthorized?: () => Promise<boolean>;
  fetch?: typeof fetch;
  /** Longest `Retry-After` the client waits by itself before retrying a GET (seconds). */
  maxAutoRetryAfterSeconds?: number;
  /** How long a request may take, answer body included, unless the call says otherwise (ms). */
  timeoutMs?: number;
  /** Waits `ms`; rejects when `signal` aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** Default time a request may take before it fails with kind `timeout`. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** `Retry-After` is honoured up to this many seconds; a longer ask is treated as this. */
export const MAX_RETRY_AFTER_SECONDS = 30;

export interface RequestOptions<TSchema extends v.GenericSchema | undefined> {
  method?: RequestMethod;
  /**
   * Query parameters; undefined and empty values are left out, an array is sent in the repeated
   * form (`ids=a&ids=b`), which every common server framework reads (decision 0110).
   */
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  /** JSON body. */
  body?: unknown;
  /** Send the user's credentials (only to a configured API origin). */
  auth?: boolean;
  /** Validates the response body; unknown fields pass through when the schema is loose. */
  schema?: TSchema;
  /** The caller's cancellation (e.g. TanStack Query's); aborting rejects with an AbortError. */
  signal?: AbortSignal | undefined;
  /** Overrides the client's timeout for this request (ms). */
  timeoutMs?: number;
  /** Extra headers (`EXTRA_HEADERS`) are left out where the API origin refuses them. */
  headers?: Record<string, string>;
  /**
   * Called before the request is sent without an extra header the origin refuses: a step's caller
   * notes what exists, to look for what the step made should its answer be lost.
   */
  beforeWithoutExtras?: () => Promise<void>;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
  /** The URL the answer came from (after redirects): what its relative references resolve against. */
  url: string;
  /**
   * The body as sent, before `decodeAnswer`: only where a member's own spelling matters (a
   * continuation value goes back as a parameter in the server's case style, `readPaging`).
   */
  sent?: unknown;
}

type Output<TSchema> = TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : undefined;

export interface HttpClient {
  request<TSchema extends v.GenericSchema | undefined = undefined>(
    url: string,
    options?: RequestOptions<TSchema>,
  ): Promise<HttpResponse<Output<TSchema>>>;
  /** Whether a request to `url` is sent with extra header `header` (not refused by its origin). */
  sends(url: string, header: string): boolean;
}

/** `Retry-After` in seconds, capped at {@link MAX_RETRY_AFTER_SECONDS}. */
function retryAfterOf(response: Response): number | undefined {
  const seconds = parseRetryAfter(response.headers.get('Retry-After'));
  return seconds === undefined ? undefined : Math.min(seconds, MAX_RETRY_AFTER_SECONDS);
}

function buildUrl(url: string, query: RequestOptions<undefined>['query']): URL {
  const target = new URL(url, globalThis.location.href);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === '') continue;
    const values = Array.isArray(value) ? value.map(String) : [String(value)];
    target.searchParams.delete(key);
    for (const one of values) if (one !== '') target.searchParams.append(key, one);
  }
  return target;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 304) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON: plain text (an error's words, docs/platform-contract.md 3), or HTML.
    return text;
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const apiOrigins = new Set(options.apiOrigins.map((origin) => new URL(origin).origin));
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  const maxAutoRetry = options.maxAutoRetryAfterSeconds ?? 5;
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const refusals = createRefusals();

  /** One attempt (and its own retries) under one signal: the caller's, ended by the time-out. */
  async function sendWithTimeout<TSchema extends v.GenericSchema | undefined>(
    url: string,
    opts: RequestOptions<TSchema>,
    attempt: { unauthorizedRetried: boolean; rateLimitRetried: boolean },
  ): Promise<HttpResponse<Output<TSchema>>> {
    const guard = requestSignal(opts.signal, opts.timeoutMs ?? defaultTimeout);
    try {
      return await send(url, opts, attempt, guard.signal);
    } catch (error) {
      if (guard.timedOut()) throw new ApiError({ kind: 'timeout' });
      throw error;
    } finally {
      guard.done();
    }
  }

  async function send<TSchema extends v.GenericSchema | undefined>(
    url: string,
    opts: RequestOptions<TSchema>,
    attempt: { unauthorizedRetried: boolean; rateLimitRetried: boolean },
    signal: AbortSignal,
  ): Promise<HttpResponse<Output<TSchema>>> {
    const method = opts.method ?? 'GET';
    const target = buildUrl(url, opts.query);
    const headers = new Headers(opts.headers);
    headers.set('Accept', 'application/json, application/problem+json');
    headers.set('Accept-Language', options.getLanguage());
    if (opts.body !== undefined) headers.set('Content-Type', 'application/json');

    if (opts.auth) {
      if (!apiOrigins.has(target.origin)) {
        throw new ApiError({ kind: 'refused-origin', url: target.origin });
      }
      const credentials = await options.getCredentials?.();
      if (!credentials) throw new ApiError({ kind: 'not-signed-in' });
      headers.set('Authorization', `Bearer ${credentials.accessToken}`);
      headers.set('X-auth-owner', credentials.organizationId);
    }
    const extras = extraHeadersIn(headers);
    const left = extras.filter((name) => refusals.has(target.origin, name));
    for (const name of left) headers.delete(name);
    if (left.length > 0) await opts.beforeWithoutExtras?.();

    // A redirect would carry Authorization and X-auth-owner to wherever it points: an
    // authenticated call never follows one (the fetch fails; reported as a network error).
    const redirect = opts.auth ? 'error' : 'follow';
    let response: Response;
    try {
      response = await doFetch(target, {
        method,
        headers,
        body: opts.body === undefined ? null : JSON.stringify(opts.body),
        signal,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        redirect,
      });
    } catch {
      // Aborted (by the caller or the time-out): the caller's reason, or `timeout` above.
      if (signal.aborted) throw signal.reason;
      // No answer to a request with extra headers: a refused preflight looks the same. Found out
      // once per origin; refused, the request was never sent, and goes again without them.
      const sent = extras.filter((name) => !left.includes(name));
      const init = { headers, extras: sent, signal, redirect } as const;
      if (sent.length > 0 && (await extrasRefused(doFetch, target, init))) {
        refusals.add(target.origin, sent);
        return send(url, opts, attempt, signal);
      }
      signal.throwIfAborted();
      throw new ApiError({ kind: 'network' });
    }

    // Defence in depth: a followed redirect must not have left the API origins.
    if (opts.auth && response.redirected && !apiOrigins.has(new URL(response.url).origin)) {
      throw new ApiError({ kind: 'refused-origin', url: new URL(response.url).origin });
    }

    if (
      response.status === 401 &&
      opts.auth &&
      !attempt.unauthorizedRetried &&
      options.onUnauthorized
    ) {
      if (await options.onUnauthorized()) {
        return send(url, opts, { ...attempt, unauthorizedRetried: true }, signal);
      }
    }

    // Only a safe request (GET) is sent again by the client itself.
    if (response.status === 429) {
      const retryAfter = retryAfterOf(response);
      const canWait = method === 'GET' && !attempt.rateLimitRetried && retryAfter !== undefined;
      if (canWait && retryAfter <= maxAutoRetry) {
        await sleep(retryAfter * 1000, signal);
        return send(url, opts, { ...attempt, rateLimitRetried: true }, signal);
      }
    }

    // Relative references in the answer resolve against where it came from (RFC 3986 §5).
    const answerUrl = response.url || target.href;
    let body: unknown;
    let sent: unknown;
    try {
      sent = await readBody(response);
      body = decodeAnswer(sent, answerUrl);
    } catch {
      // The connection dropped while the body was on its way.
      if (signal.aborted) throw signal.reason;
      throw new ApiError({ kind: 'network' });
    }

    if (!response.ok) {
      const problem = parseProblem(body);
      throw new ApiError({
        kind: 'http',
        status: response.status,
        code: problem.code,
        title: problem.title,
        detail: problem.detail,
        fieldErrors: problem.fieldErrors,
        retryAfterSeconds: retryAfterOf(response),
      });
    }

    if (!opts.schema) {
      return {
        data: undefined as Output<TSchema>,
        status: response.status,
        headers: response.headers,
        url: answerUrl,
        sent,
      };
    }
    const parsed = v.safeParse(opts.schema, body);
    if (!parsed.success) {
      throw new ApiError({ kind: 'invalid-response', status: response.status });
    }
    return {
      data: parsed.output as Output<TSchema>,
      status: response.status,
      headers: response.headers,
      url: answerUrl,
      sent,
    };
  }

  return {
    request: (url, opts = {}) =>
      sendWithTimeout(url, opts, { unauthorizedRetried: false, rateLimitRetried: false }),
    sends: (url, header) => !refusals.has(buildUrl(url, {}).origin, header),
  };
}
