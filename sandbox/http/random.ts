/**
 * `SANDBOX_SHAPES=random` (`SANDBOX_SHAPES_SEED=n`): a legal server nobody chose. At each point
 * where the spec leaves the answer open, the seed picks one legal choice for the whole run
 * (sandbox/http/random/choices.ts; the list and each choice's source stack:
 * docs/platform-contract.md 5). One place rewrites requests' parameters in and the standard
 * answers out; the handlers stay as they are.
 */
import type { Context, MiddlewareHandler } from 'hono';
import {
  headersWithout,
  matches,
  readJson,
  replaceResponse,
  selfHref,
  type Json,
} from './rewrite.ts';
import { retryAfterAsDate } from './polyglot/errors.ts';
import type { Choices } from './random/choices.ts';
import { readContinuation } from './random/continuation.ts';
import { errorIn } from './random/errors.ts';
import { withOrderTimes } from './random/histories.ts';
import { hrefIn, withHrefs } from './random/hrefs.ts';
import { withLinkWords } from './random/linkWords.ts';
import {
  readOffsetPaging,
  readPaging,
  ignoreParams,
  readRepeatedOnly,
  type ListAnswer,
} from './random/lists.ts';
import { readOrgRefs, withOrgRefs } from './random/organizations.ts';
import { listIn, ORDERS, ORDERS_CAP, ROUTES, SOLUTIONS, TRANSITION } from './random/routes.ts';
import {
  withDateTimes,
  withDecimalStrings,
  withInt64Strings,
  withKeyCase,
  withLabelNames,
  withNulls,
  withoutEmptyLists,
} from './random/values.ts';

export { choicesFor, describeChoices, type Choices } from './random/choices.ts';

/** How long a step answered with 202 waits before it is applied. */
export const DEFERRED_STEP_MS = 1500;
/** Headers a browser may read only when CORS exposes them. */
const PAGING_HEADERS = ['x-total-count', 'content-range', 'link'];

/** The value rules every JSON answer of a 2xx goes through; the key case last. */
export function withValueRules(body: Json, url: URL, choices: Choices): Json {
  let result = withOrderTimes(body, choices.orderTimes);
  result = withOrgRefs(result, choices.orgRefs, url);
  if (choices.unset === 'null') result = withNulls(result);
  if (choices.decimals === 'string') result = withDecimalStrings(result);
  if (choices.int64 === 'string') result = withInt64Strings(result);
  if (choices.empties === 'omit') result = withoutEmptyLists(result);
  result = withDateTimes(result, choices.dateTime, choices.fractionDigits);
  if (choices.linkWords !== 'ours') result = withLinkWords(result, choices.linkWords);
  result = withHrefs(result, url, choices.hrefs);
  return withKeyCase(result, choices.keyCase);
}

function rewriteQuery(c: Context, rewrite: (params: URLSearchParams) => void): void {
  const url = new URL(c.req.url);
  rewrite(url.searchParams);
  c.req.raw = new Request(url, c.req.raw);
}

function readRequest(c: Context, choices: Choices, method: string, path: string): void {
  if (method !== 'GET') return;
  const repeated = choices.listParams === 'repeated';
  if (SOLUTIONS.test(path)) {
    rewriteQuery(c, (params) => {
      readPaging(params, choices.pageBase);
      if (choices.orgRefs !== 'id') readOrgRefs(params, 'organizationIds');
      if (repeated) readRepeatedOnly(params, ['organizationIds']);
    });
  }
  if (ORDERS.test(path)) {
    rewriteQuery(c, (params) => {
      if (choices.continuation !== 'none')
        readContinuation(params, choices.continuation, ORDERS_CAP);
      else if (choices.nextMember === 'standard') readPaging(params, choices.pageBase);
      else readOffsetPaging(params, choices.nextMember);
      if (repeated) readRepeatedOnly(params, ['state']);
      if (choices.ignoredFilters === 'orders') ignoreParams(params, ['state', 'role']);
    });
  }
}

/** The headers every answer leaves with: paging headers exposed or not, `Retry-After`. */
function finalHeaders(headers: Headers, choices: Choices): Headers {
  const result = headersWithout(headers, []);
  const exposed = result.get('Access-Control-Expose-Headers');
  if (choices.cors === 'hide' && exposed !== null) {
    const kept = exposed
      .split(',')
      .map((name) => name.trim())
      .filter((name) => !PAGING_HEADERS.includes(name.toLowerCase()));
    result.set('Access-Control-Expose-Headers', kept.join(', '));
  }
  const retryAfter = result.get('Retry-After');
  if (retryAfter !== null && choices.retryAfter === 'none') result.delete('Retry-After');
  if (retryAfter !== null && choices.retryAfter === 'date') {
    result.set('Retry-After', retryAfterAsDate(retryAfter) ?? retryAfter);
  }
  return result;
}

/** A transition's answer in the chosen form (all but 202, which never reaches the handler). */
function transitionAnswer(order: Json, headers: Headers, url: URL, choices: Choices): Response {
  const empty = headersWithout(headers, ['content-type', 'etag']);
  switch (choices.transition) {
    case '200-empty':
      return new Response(null, { status: 200, headers: empty });
    case '201-empty': {
      const self = selfHref(order);
      if (self !== undefined) empty.set('Location', hrefIn(self, url, choices.hrefs));
      return new Response(null, { status: 201, headers: empty });
    }
    case '204':
      return new Response(null, { status: 204, headers: empty });
    default:
      return new Response(JSON.stringify(withValueRules(order, url, choices)), {
        status: 200,
        headers,
      });
  }
}

export interface RandomOptions {
  choices: Choices;
  /** Sends a request through the whole API again (a step accepted with 202, applied later). */
  replay: (request: Request) => Promise<Response>;
  /** The API's CORS middleware: the 202 of a deferred step never reaches it otherwise. */
  cors: MiddlewareHandler;
  log?: (message: string) => void;
}

/** Answers 202 now and applies the step `DEFERRED_STEP_MS` later; the replay is remembered. */
async function deferStep(c: Context, options: RandomOptions, replays: WeakSet<Request>) {
  const raw = c.req.raw;
  const body = await raw.text();
  const request = new Request(raw.url, { method: raw.method, headers: raw.headers, body });
  replays.add(request);
  const log = options.log ?? console.warn;
  setTimeout(() => {
    options.replay(request).then(
      async (response) => {
        if (!response.ok)
          log(`deferred ${raw.method} ${raw.url}: ${response.status} ${await response.text()}`);
      },
      (error: unknown) => log(`deferred ${raw.method} ${raw.url}: ${String(error)}`),
    );
  }, DEFERRED_STEP_MS).unref();
  return new Response(null, { status: 202 });
}

export function randomMiddleware(options: RandomOptions): MiddlewareHandler {
  const { choices } = options;
  const replays = new WeakSet<Request>();
  return async (c, next) => {
    const method = c.req.method;
    const url = new URL(c.req.url);
    const path = url.pathname;
    const deferred =
      choices.transition === '202-later' &&
      method === 'POST' &&
      TRANSITION.test(path) &&
      !replays.has(c.req.raw) &&
      c.req.header('Authorization') !== undefined;
    if (deferred) {
      const accepted = await deferStep(c, options, replays);
      await options.cors(c, () => {
        c.res = accepted;
        return Promise.resolve();
      });
      replaceResponse(
        c,
        new Response(null, { status: 202, headers: finalHeaders(c.res.headers, choices) }),
      );
      return;
    }
    readRequest(c, choices, method, path);
    await next();

    const response = c.res;
    const contentType = response.headers.get('Content-Type') ?? '';
    const headers = finalHeaders(response.headers, choices);
    if (response.status >= 400 && contentType.includes('json')) {
      const where = method === 'GET' ? 'query' : 'body';
      const error = errorIn(await readJson(response), response.status, choices.errors, where);
      if (error !== undefined) headers.set('Content-Type', error.contentType);
      const body = error === undefined ? await response.clone().text() : error.text;
      replaceResponse(c, new Response(body, { status: error?.status ?? response.status, headers }));
      return;
    }
    const route = ROUTES.find((r) => matches(r, method, path));
    if (route === undefined || !response.ok || !contentType.includes('json')) {
      replaceResponse(c, new Response(response.body, { status: response.status, headers }));
      return;
    }
    const body = await readJson(response);
    if (TRANSITION.test(path)) {
      replaceResponse(c, transitionAnswer(body, headers, url, choices));
      return;
    }
    let answer: ListAnswer = { body, set: {}, drop: [] };
    if (route.list !== undefined) answer = listIn(route, body, url, choices);
    const rewritten =
      route.tree && choices.categoryName === 'label' ? withLabelNames(answer.body) : answer.body;
    for (const name of answer.drop) headers.delete(name);
    for (const [name, value] of Object.entries(answer.set)) headers.set(name, value);
    const text = JSON.stringify(withValueRules(rewritten, url, choices));
    replaceResponse(c, new Response(text, { status: response.status, headers }));
  };
}
