/**
 * What the app's requests carry (docs/connecting.md 3): the methods, the headers the spec names
 * (always sent where they apply) and the headers beyond the spec (`EXTRA_HEADERS`), each optional:
 * a platform whose CORS preflight refuses one gets every request without it (`createHttpClient`).
 * The doctor reads these lists to ask the platform's preflight for each (doctor/checks/cors.ts).
 */

/** Every method a request may use (a HAL link may ask for any of them). */
export const REQUEST_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type RequestMethod = (typeof REQUEST_METHODS)[number];

/**
 * The request headers the spec names that a CORS preflight asks for. `Accept` and
 * `Accept-Language` are sent too, with values the Fetch standard safelists: no preflight asks.
 */
export const SPEC_HEADERS = ['Authorization', 'X-auth-owner', 'Content-Type'];

export interface ExtraHeader {
  name: string;
  /** The methods whose requests carry it. */
  methods: readonly RequestMethod[];
  /** What works without it, and what a person then misses (the doctor says this). */
  without: string;
}

/** Headers the spec does not name: sent only where the platform allows them. */
export const EXTRA_HEADERS: readonly ExtraHeader[] = [
  {
    name: 'Idempotency-Key',
    methods: ['POST'],
    without:
      'asking for a quote works without the idempotency key: a step sent twice by a lost answer is not recognised as the same (the app looks for the order just made instead)',
  },
];

const lower = (name: string) => name.toLowerCase();

/** The extra headers among `headers`, by their declared names. */
export function extraHeadersIn(headers: Headers): string[] {
  return EXTRA_HEADERS.filter((extra) => headers.has(extra.name)).map((extra) => extra.name);
}

/**
 * Which extra headers each API origin refused, learnt once per origin for the session (in memory,
 * like everything the client knows).
 */
export function createRefusals() {
  const refused = new Map<string, Set<string>>();
  return {
    has: (origin: string, header: string) => refused.get(origin)?.has(lower(header)) ?? false,
    add(origin: string, headers: readonly string[]) {
      const set = refused.get(origin) ?? new Set<string>();
      for (const header of headers) set.add(lower(header));
      refused.set(origin, set);
    },
  };
}

/**
 * Did the preflight refuse the extra headers of a request that failed without an answer? Found
 * out with GET requests to the same URL, never by sending a step again: with the extras (an answer
 * means they pass, and the failure was the network's) and, failing that, without them (an answer
 * now means they were refused). Any answer counts, whatever its status.
 */
export async function extrasRefused(
  doFetch: typeof fetch,
  target: URL,
  init: {
    headers: Headers;
    extras: readonly string[];
    signal: AbortSignal;
    redirect: RequestRedirect;
  },
): Promise<boolean> {
  const answers = (without: readonly string[]) => {
    const headers = new Headers(init.headers);
    for (const name of ['Content-Type', ...without]) headers.delete(name);
    return doFetch(target, {
      method: 'GET',
      headers,
      signal: init.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      redirect: init.redirect,
    }).then(
      (response) => {
        void response.body?.cancel();
        return true;
      },
      () => false,
    );
  };
  return !(await answers([])) && answers(init.extras);
}
