/**
 * `SANDBOX_SHAPES=polyglot`: the API answers as servers built on other stacks would with their
 * defaults, each choice legal where the spec says "not shown" or leaves it open. Which stack each
 * choice comes from: docs/platform-contract.md 4. One place rewrites requests' paging parameters
 * and the standard answers on their way out; the handlers stay as they are.
 *
 * - `GET /categories`: one root node object (OWL's `Thing`, as Protégé shows a class hierarchy),
 *   children under SKOS's `narrower`, ids as strings (JSON:API).
 * - `GET /solutions`: the spec's JSON array, but `pageNumber` counts from 1 (Laravel's paginator;
 *   0 or less is the first page); `Content-Range` states the items that came back.
 * - `GET /providers`: Django REST framework's page `{ count, next, previous, results }`, records
 *   named as the spec's solutions name their provider (`organizationId`, `organizationName`).
 * - `GET /orders`: GitHub's paging: a bare array, `page` from 1 and `per_page` (other paging
 *   parameters are ignored), an RFC 8288 `Link` header, no total.
 * - Orders: `createdAt` and `updatedAt` as epoch milliseconds (Jackson's default for dates).
 * - Histories: bare arrays, entries named after Jira's changelog (`from`, `to`, `author`,
 *   `created` in epoch milliseconds, `comment`).
 * - Transitions answer `{ "order": … }` (Rails' root-wrapped JSON); the draft save answers 201
 *   with a `Location` and no body (JAX-RS `Response.created`).
 * - Errors: NestJS's `{ statusCode, message, error }`; a refused body is a 400 whose `message` is
 *   an array of class-validator sentences.
 * - A 429's `Retry-After` as an HTTP date (ring-congestion's default) instead of seconds.
 * - `GET /{orgId}/service` (spec 4.3): a JSON:API document as Rails' jsonapi-serializer writes it
 *   (`data: [{ id, type, attributes }]`, snake_case attributes, `published`, no total).
 */
import type { Context, MiddlewareHandler } from 'hono';
import {
  embeddedList,
  headersWithout,
  isRecord,
  matches,
  readJson,
  replaceResponse,
  type Json,
  type RouteMatch,
} from './rewrite.ts';
import { nestError, retryAfterAsDate } from './polyglot/errors.ts';
import {
  categoryRoot,
  changeEntry,
  polyglotOrder,
  provider,
  serviceResource,
  stateEntry,
} from './polyglot/records.ts';

const ORDERS = /^\/services\/v1\/orders$/;
const ORDER = /^\/services\/v1\/orders\/[^/]+$/;
const SOLUTIONS = /^\/orgadmin\/v1\/solutions$/;
const TOTAL_HEADERS = ['x-total-count', 'content-range'];

/** GitHub's default and maximum `per_page`. */
export const ORDERS_PER_PAGE = { default: 30, max: 100 };

// ---------------------------------------------------------------------------------------------
// Requests: paging parameters in the stacks' terms, turned into the sandbox's (from 0).

/** A whole number ≥ 1 from a page parameter; `fallback` for anything else. */
function pageFromOne(raw: string | null, fallback: number): number {
  if (raw === null || !/^-?\d+$/.test(raw.trim())) return fallback;
  return Math.max(1, Number(raw));
}

/** Laravel: `pageNumber` counts from 1; 0, a negative or no number is the first page. */
function solutionsQuery(params: URLSearchParams): void {
  const raw = params.get('pageNumber');
  // A non-number stays as it is, for the handler to refuse.
  if (raw !== null && !/^-?\d+$/.test(raw.trim())) return;
  params.set('pageNumber', String(pageFromOne(raw, 1) - 1));
}

/** GitHub: `page` from 1 and `per_page`; the sandbox's own paging parameters are not known here. */
function ordersQuery(params: URLSearchParams): void {
  const page = pageFromOne(params.get('page'), 1);
  const perPage = Math.min(
    pageFromOne(params.get('per_page'), ORDERS_PER_PAGE.default),
    ORDERS_PER_PAGE.max,
  );
  for (const name of ['page', 'per_page', 'pageNumber', 'pageSize']) params.delete(name);
  params.set('pageNumber', String(page - 1));
  params.set('pageSize', String(perPage));
}

function rewriteQuery(c: Context, rewrite: (params: URLSearchParams) => void): void {
  const url = new URL(c.req.url);
  rewrite(url.searchParams);
  c.req.raw = new Request(url, c.req.raw);
}

// ---------------------------------------------------------------------------------------------
// Answers: the records' shapes in ./polyglot/records.ts, errors in ./polyglot/errors.ts.

/** The `Link` header of a GitHub-style page: first/prev and next/last where they exist. */
export function pageLinks(
  url: URL,
  page: { number: number; perPage: number; totalPages: number },
): string | null {
  const { number: current, perPage, totalPages } = page;
  if (totalPages <= 1 && current <= 1) return null;
  const href = (number: number) => {
    const target = new URL(url);
    for (const name of ['pageNumber', 'pageSize']) target.searchParams.delete(name);
    target.searchParams.set('page', String(number));
    target.searchParams.set('per_page', String(perPage));
    return `<${target.toString()}>`;
  };
  const links: string[] = [];
  if (current > 1) {
    links.push(`${href(Math.min(current - 1, Math.max(totalPages, 1)))}; rel="prev"`);
    links.push(`${href(1)}; rel="first"`);
  }
  if (current < totalPages) {
    links.push(`${href(current + 1)}; rel="next"`);
    links.push(`${href(totalPages)}; rel="last"`);
  }
  return links.join(', ');
}

interface Answer {
  body: Json;
  headers: Headers;
  status: number;
}

interface Route extends RouteMatch {
  /** The new answer for a 200 or 201 with a JSON body; `url` is the request's. */
  rewrite: (answer: Answer, url: URL) => Answer;
}

const withBody = (answer: Answer, body: Json, drop: readonly string[] = []): Answer => ({
  ...answer,
  body,
  headers: headersWithout(answer.headers, drop),
});

const ROUTES: readonly Route[] = [
  {
    method: 'GET',
    path: ORDERS,
    rewrite: (answer, url) => {
      const result = withBody(
        answer,
        embeddedList(answer.body, 'orders').map(polyglotOrder),
        TOTAL_HEADERS,
      );
      const page = isRecord(answer.body) ? answer.body['page'] : undefined;
      if (isRecord(page)) {
        const link = pageLinks(url, {
          number: Number(page['number']) + 1,
          perPage: Number(page['size']),
          totalPages: Number(page['totalPages']),
        });
        if (link !== null) result.headers.set('Link', link);
      }
      return result;
    },
  },
  { method: 'POST', path: ORDERS, rewrite: (a) => withBody(a, polyglotOrder(a.body)) },
  { method: 'GET', path: ORDER, rewrite: (a) => withBody(a, polyglotOrder(a.body)) },
  { method: 'PATCH', path: ORDER, rewrite: (a) => withBody(a, polyglotOrder(a.body)) },
  {
    method: 'POST',
    path: /^\/services\/v1\/orders\/[^/]+\/transitions\/[^/]+$/,
    rewrite: (a) => withBody(a, { order: polyglotOrder(a.body) }),
  },
  {
    method: 'PUT',
    path: /^\/services\/v1\/orders\/[^/]+\/quote-details$/,
    rewrite: (a, url) => {
      const headers = headersWithout(a.headers, ['content-type', 'etag']);
      headers.set('Location', url.pathname);
      return { status: 201, headers, body: undefined };
    },
  },
  {
    method: 'GET',
    path: /^\/services\/v1\/orders\/[^/]+\/history$/,
    rewrite: (a) => withBody(a, embeddedList(a.body, 'entries').map(stateEntry)),
  },
  {
    method: 'GET',
    path: /^\/services\/v1\/orders\/[^/]+\/change-history$/,
    rewrite: (a) => withBody(a, embeddedList(a.body, 'entries').map(changeEntry)),
  },
  {
    method: 'GET',
    path: /^\/orgadmin\/v1\/categories$/,
    rewrite: (a) =>
      withBody(a, categoryRoot(a.body, a.headers.get('Content-Language') ?? 'en'), ['etag']),
  },
  {
    method: 'GET',
    path: /^\/orgadmin\/v1\/providers$/,
    rewrite: (a) => {
      const records = Array.isArray(a.body) ? a.body.map(provider) : [];
      return withBody(a, { count: records.length, next: null, previous: null, results: records }, [
        'x-total-count',
      ]);
    },
  },
  {
    method: 'GET',
    path: /^\/orgadmin\/v1\/[^/]+\/service$/,
    rewrite: (a) => {
      const headers = headersWithout(a.headers, ['content-type', ...TOTAL_HEADERS]);
      headers.set('Content-Type', 'application/vnd.api+json');
      const records = Array.isArray(a.body) ? a.body : [];
      return { ...a, headers, body: { data: records.map(serviceResource) } };
    },
  },
];

function jsonResponse(answer: Answer): Response {
  const body = answer.body === undefined ? null : JSON.stringify(answer.body);
  return new Response(body, { status: answer.status, headers: answer.headers });
}

export function polyglotMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    const path = new URL(c.req.url).pathname;
    if (method === 'GET' && SOLUTIONS.test(path)) rewriteQuery(c, solutionsQuery);
    if (method === 'GET' && ORDERS.test(path)) rewriteQuery(c, ordersQuery);
    const url = new URL(c.req.url);
    await next();

    const response = c.res;
    const contentType = response.headers.get('Content-Type') ?? '';
    if (!contentType.includes('json')) return;
    if (response.status >= 400) {
      const { status, body } = nestError(await readJson(response), response.status);
      const headers = headersWithout(response.headers, []);
      headers.set('Content-Type', 'application/json; charset=utf-8');
      const retryAfter = retryAfterAsDate(headers.get('Retry-After'));
      if (retryAfter !== null) headers.set('Retry-After', retryAfter);
      replaceResponse(c, jsonResponse({ status, headers, body }));
      return;
    }
    if (response.status !== 200 && response.status !== 201) return;
    const route = ROUTES.find((r) => matches(r, method, path));
    if (route === undefined) return;
    const answer = {
      body: await readJson(response),
      headers: response.headers,
      status: response.status,
    };
    replaceResponse(c, jsonResponse(route.rewrite(answer, url)));
  };
}
