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
import { STATUS_CODES } from 'node:http';
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
// Answers.

const epochMillis = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : time;
};

/** An order as Jackson writes `java.util.Date` fields by default: epoch milliseconds. */
export function polyglotOrder(order: Json): Json {
  if (!isRecord(order)) return order;
  return {
    ...order,
    createdAt: epochMillis(order['createdAt']),
    updatedAt: epochMillis(order['updatedAt']),
  };
}

/** Jira's changelog author: `displayName` and the account's other fields. */
function author(actor: unknown): Json {
  if (!isRecord(actor)) return actor;
  return {
    accountId: actor['userId'],
    displayName: actor['name'],
    organizationId: actor['organizationId'],
    role: actor['role'],
  };
}

/** Who made a history entry and when, as Jira writes both on every changelog entry. */
function authored(entry: Record<string, unknown>): Record<string, Json> {
  return { author: author(entry['actor']), created: epochMillis(entry['occurredAt']) };
}

/** A state history entry: the states under `from` and `to`. */
function stateEntry(entry: unknown): Json {
  if (!isRecord(entry)) return entry;
  const { transition, fromState: from, toState: to, notes: comment } = entry;
  return { transition, from, to, ...authored(entry), comment };
}

/** A change history entry: the field's values under `from` and `to`. */
function changeEntry(entry: unknown): Json {
  if (!isRecord(entry)) return entry;
  const { field, oldValue: from, newValue: to } = entry;
  return {
    field,
    from,
    to,
    ...authored(entry),
    ...('draft' in entry ? { draft: entry['draft'] } : {}),
  };
}

/** The top node's label (OWL's `owl:Thing`), in the answer's language. */
const ROOT_LABEL: Record<string, string> = { en: 'All categories', nb: 'Alle kategorier' };

function narrowerNode(node: unknown): Json {
  if (!isRecord(node)) return node;
  const { children, id, ...rest } = node;
  return {
    ...rest,
    id: String(id),
    narrower: Array.isArray(children) ? children.map(narrowerNode) : [],
  };
}

/** The taxonomy as one root node whose children are the spec's top categories. */
export function categoryRoot(body: Json, language: string): Json {
  if (!Array.isArray(body)) return narrowerNode(body);
  return {
    id: 'Thing',
    uri: 'http://www.w3.org/2002/07/owl#Thing',
    name: 'Thing',
    displayName: ROOT_LABEL[language] ?? ROOT_LABEL['en'],
    narrower: body.map(narrowerNode),
  };
}

/** Rails' column names (snake_case), also inside the JSON columns (`co2e_data`). */
function snakeCase(value: unknown): Json {
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      snakeCase(item),
    ]),
  );
}

/**
 * One of an organisation's services as a JSON:API resource (jsonapi-serializer: `id` a string,
 * the record's `type` under another name because JSON:API keeps `type` for the resource's kind,
 * a Rails boolean column `published` for `public`).
 */
export function serviceResource(record: unknown): Json {
  if (!isRecord(record)) return record;
  const { id, type, public: published, ...rest } = record;
  return {
    id: String(id),
    type: 'service',
    attributes: snakeCase({ ...rest, serviceType: type, published }),
  };
}

function provider(record: unknown): Json {
  if (!isRecord(record)) return record;
  const { id, name, ...rest } = record;
  return { organizationId: id, organizationName: name, ...rest };
}

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

// ---------------------------------------------------------------------------------------------
// Errors: NestJS's HttpException body.

/** class-validator's default sentences for the sandbox's field error codes. */
const SENTENCES: Record<string, (field: string) => string> = {
  REQUIRED: (f) => `${f} should not be empty`,
  INVALID_TYPE: (f) => `${f} must be a value of the right type`,
  INVALID_DATE: (f) => `${f} must be a valid ISO 8601 date string`,
  MUST_BE_POSITIVE: (f) => `${f} must be a positive number`,
  INVALID_CURRENCY: (f) => `${f} must be a valid ISO4217 currency code`,
  TOO_LONG: (f) => `${f} is too long`,
  TOO_SHORT: (f) => `${f} must be longer than or equal to 2 characters`,
  INVALID_CHARACTERS: (f) => `${f} contains characters that are not allowed`,
  START_AFTER_COMPLETION: (f) => `${f} must not be before estimatedStartDate`,
  IN_THE_PAST: (f) => `${f} must not be in the past`,
};

export function fieldSentence(field: unknown, code: unknown): string {
  const name = typeof field === 'string' ? field : 'value';
  const sentence = typeof code === 'string' ? SENTENCES[code] : undefined;
  return sentence ? sentence(name) : `${name} is not valid`;
}

/** A problem answer as NestJS writes it: a refused body becomes a 400 with sentences. */
export function nestError(problem: Json, status: number): { status: number; body: Json } {
  const p = isRecord(problem) ? problem : {};
  const errors = Array.isArray(p['errors']) ? p['errors'] : [];
  if (errors.length > 0 && (status === 400 || status === 422)) {
    return {
      status: 400,
      body: {
        statusCode: 400,
        message: errors.map((e: unknown) =>
          isRecord(e) ? fieldSentence(e['field'], e['code']) : String(e),
        ),
        error: 'Bad Request',
      },
    };
  }
  const message = typeof p['detail'] === 'string' ? p['detail'] : p['title'];
  return {
    status,
    body: {
      statusCode: status,
      message: typeof message === 'string' ? message : (STATUS_CODES[status] ?? 'Error'),
      error: STATUS_CODES[status] ?? 'Error',
    },
  };
}

/**
 * `Retry-After` as an HTTP date (RFC 9110 10.2.3 allows it beside seconds), as ring-congestion
 * writes it from the time the limit ends; other values as they are.
 */
export function retryAfterAsDate(value: string | null, now = Date.now()): string | null {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return value;
  // Whole seconds up: an HTTP date has no fraction, and the client must not come back early.
  return new Date(Math.ceil((now + Number(value) * 1000) / 1000) * 1000).toUTCString();
}

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
