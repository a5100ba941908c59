import * as v from 'valibot';

/**
 * Answers of the sandbox, recorded by `tests/sandbox/record-page-answers.ts` (run it again when
 * the sandbox's answers change), played back to the app's HTTP client in page tests: a small
 * stand-in server that knows only what the sandbox really answered.
 *
 * The recording is a story in phases: a change (any method but GET) answered in phase p moves the
 * server to phase p + 1, and a read answers as it was recorded in the latest phase up to the
 * current one. A test moves the story on by itself with `advance()` (the other party acted).
 */
const exchangeSchema = v.object({
  phase: v.number(),
  method: v.string(),
  url: v.string(),
  status: v.number(),
  headers: v.record(v.string(), v.string()),
  body: v.unknown(),
});

export const recordingSchema = v.object({
  /** The origin the recorded URLs and links are written against. */
  origin: v.string(),
  /** What the recorder noted for the tests (ids, names), by key. */
  facts: v.record(v.string(), v.unknown()),
  exchanges: v.array(exchangeSchema),
});

export type Recording = v.InferOutput<typeof recordingSchema>;
type Exchange = Recording['exchanges'][number];

/** How a change request fails instead of being answered: before or after it was applied. */
export type Failure = 'no-answer-not-applied' | 'no-answer-applied';

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** Method and URL with the query's parameters sorted: the order a client writes them in is free. */
export function requestKey(method: string, url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.sort();
  return `${method.toUpperCase()} ${parsed.pathname}${parsed.search}`;
}

async function bodyOf(init: RequestInit | undefined): Promise<unknown> {
  if (init?.body === undefined || init.body === null) return undefined;
  const text = await new Response(init.body).text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function playback(recording: Recording) {
  let phase = 0;
  const sent: SentRequest[] = [];
  const missed: string[] = [];
  const failures = new Map<string, Failure>();
  const byKey = new Map<string, Exchange[]>();
  for (const exchange of recording.exchanges) {
    const key = requestKey(exchange.method, new URL(exchange.url, recording.origin).href);
    byKey.set(key, [...(byKey.get(key) ?? []), exchange]);
  }

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    const method = (init?.method ?? 'GET').toUpperCase();
    sent.push({ method, url, body: await bodyOf(init) });
    const key = requestKey(method, url);
    const candidates = (byKey.get(key) ?? []).filter((e) => e.phase <= phase);
    const exchange =
      method === 'GET'
        ? candidates.at(-1)
        : (candidates.find((e) => e.phase === phase) ?? candidates.at(-1));
    if (exchange === undefined) {
      missed.push(key);
      throw new Error(`no recorded answer for ${key} in phase ${String(phase)}`);
    }
    const failure = failures.get(key);
    if (failure !== undefined) failures.delete(key);
    if (method !== 'GET' && failure !== 'no-answer-not-applied') phase += 1;
    if (failure !== undefined) throw new TypeError('Failed to fetch');
    const text = exchange.body === null ? null : JSON.stringify(exchange.body);
    return new Response(exchange.status === 204 ? null : text, {
      status: exchange.status,
      headers: exchange.headers,
    });
  };

  return {
    fetch,
    /** Every request the app sent, in order (method, absolute URL, parsed body). */
    sent,
    /** Requests the recording had no answer for (a test asserts it is empty). */
    missed,
    /** The other party acted: the story moves to its next phase. */
    advance: () => {
      phase += 1;
    },
    /** The next `method url` request loses its answer, before or after it was applied. */
    fail: (method: string, url: string, failure: Failure) => {
      failures.set(requestKey(method, new URL(url, recording.origin).href), failure);
    },
  };
}

/** A recording read through its schema (the JSON files are data, not types). */
export function loadRecording(json: unknown): Recording {
  return v.parse(recordingSchema, json);
}

/** The recorded answers to `method url` (relative to the recording's origin), in phase order. */
export function answersTo(recording: Recording, method: string, url: string): unknown[] {
  return recording.exchanges.filter((e) => e.method === method && e.url === url).map((e) => e.body);
}
