/**
 * `SANDBOX_SHAPES=alternate`: the API answers with other shapes the spec allows just as well
 * (docs/platform-contract.md 3), so that the app is tried against choices that are not ours.
 * One place rewrites the standard answers on their way out; the handlers stay as they are.
 *
 * - `GET /orders`: a Spring page `{ content, page: { totalElements, … } }`, no total headers.
 * - Orders: `id` as a string, `quotedPrice` and line climate figures as decimal strings.
 * - Histories under `_embedded.history` and `_embedded.changes` (not `entries`).
 * - Transitions and the draft save: 204 without a body.
 * - `GET /categories`: child nodes under `subcategories`.
 * - `GET /providers`: `{ items, total }`; the 4.3 services: `{ content, page }`, no total header.
 * - Errors: Spring's `{ timestamp, status, error, message, path }` (no `code`), field errors as
 *   `violations: [{ field, code, message }]`, `Content-Type: application/json`.
 * `GET /solutions` keeps the shape spec 4.2 shows (a JSON array and the total headers).
 */
import type { MiddlewareHandler } from 'hono';
import { STATUS_CODES } from 'node:http';
import type { ShapesMode } from '../config.ts';
import { polyglotMiddleware } from './polyglot.ts';
import type { Json, RouteMatch } from './rewrite.ts';
import { embeddedList, headersWithout, isRecord, matches, readJson } from './rewrite.ts';
import { replaceResponse } from './rewrite.ts';

type Rewrite = (body: Json) => Json;

const decimalText = (value: unknown): unknown =>
  typeof value === 'number' ? value.toFixed(2) : value;

function alternateOrder(order: Json): Json {
  if (!isRecord(order)) return order;
  const quote = order['quoteDetails'];
  const lines = order['lines'];
  return {
    ...order,
    id: String(order['id']),
    ...(isRecord(quote)
      ? { quoteDetails: { ...quote, quotedPrice: decimalText(quote['quotedPrice']) } }
      : {}),
    ...(Array.isArray(lines)
      ? {
          lines: lines.map((line: unknown) => {
            if (!isRecord(line) || !isRecord(line['co2eData'])) return line;
            const co2e = line['co2eData'];
            return {
              ...line,
              co2eData: {
                ...co2e,
                total: decimalText(co2e['total']),
                savings: decimalText(co2e['savings']),
              },
            };
          }),
        }
      : {}),
  };
}

function springPage(items: unknown[], page: unknown): Json {
  return {
    content: items,
    page: isRecord(page)
      ? page
      : { number: 0, size: items.length, totalElements: items.length, totalPages: 1 },
  };
}

function renameHistory(to: string): Rewrite {
  return (body) => {
    if (!isRecord(body)) return body;
    const { _embedded: _dropped, ...rest } = body;
    return { ...rest, _embedded: { [to]: embeddedList(body, 'entries') } };
  };
}

function subcategories(node: Json): Json {
  if (Array.isArray(node)) return node.map(subcategories);
  if (!isRecord(node)) return node;
  const { children, ...rest } = node;
  return { ...rest, subcategories: Array.isArray(children) ? children.map(subcategories) : [] };
}

interface Route extends RouteMatch {
  rewrite: Rewrite;
  /** Response headers the rewritten answer leaves out. */
  drop?: readonly string[];
}

const TOTAL_HEADERS = ['x-total-count', 'content-range'];

const ROUTES: readonly Route[] = [
  {
    method: 'GET',
    path: /^\/services\/v1\/orders$/,
    rewrite: (body) =>
      springPage(
        embeddedList(body, 'orders').map(alternateOrder),
        isRecord(body) ? body['page'] : undefined,
      ),
    drop: TOTAL_HEADERS,
  },
  { method: 'POST', path: /^\/services\/v1\/orders$/, rewrite: alternateOrder },
  { method: 'GET', path: /^\/services\/v1\/orders\/[^/]+$/, rewrite: alternateOrder },
  { method: 'PATCH', path: /^\/services\/v1\/orders\/[^/]+$/, rewrite: alternateOrder },
  {
    method: 'GET',
    path: /^\/services\/v1\/orders\/[^/]+\/history$/,
    rewrite: renameHistory('history'),
  },
  {
    method: 'GET',
    path: /^\/services\/v1\/orders\/[^/]+\/change-history$/,
    rewrite: renameHistory('changes'),
  },
  { method: 'GET', path: /^\/orgadmin\/v1\/categories$/, rewrite: subcategories },
  {
    method: 'GET',
    path: /^\/orgadmin\/v1\/providers$/,
    rewrite: (body) => (Array.isArray(body) ? { items: body, total: body.length } : body),
  },
  {
    method: 'GET',
    path: /^\/orgadmin\/v1\/[^/]+\/service$/,
    rewrite: (body) => (Array.isArray(body) ? springPage(body, undefined) : body),
    drop: TOTAL_HEADERS,
  },
];

/** Answers that become 204 without a body. */
const NO_CONTENT = [
  { method: 'POST', path: /^\/services\/v1\/orders\/[^/]+\/transitions\/[^/]+$/ },
  { method: 'PUT', path: /^\/services\/v1\/orders\/[^/]+\/quote-details$/ },
];

/** A problem+json body as Spring Boot's default error, field errors as Zalando's `violations`. */
export function springError(problem: Json, status: number, path: string): Json {
  const p = isRecord(problem) ? problem : {};
  const errors = Array.isArray(p['errors']) ? p['errors'] : [];
  const message = typeof p['detail'] === 'string' ? p['detail'] : p['title'];
  return {
    timestamp: new Date().toISOString(),
    status,
    error: STATUS_CODES[status] ?? 'Error',
    message,
    path,
    ...(errors.length > 0
      ? {
          violations: errors.map((e: unknown) =>
            isRecord(e)
              ? {
                  field: e['field'],
                  code: e['code'],
                  message: `${String(e['field'])} is not valid`,
                }
              : e,
          ),
        }
      : {}),
  };
}

/**
 * The middleware; `standard` passes every answer through untouched, `polyglot` is
 * sandbox/http/polyglot.ts.
 */
export function shapesMiddleware(mode: ShapesMode): MiddlewareHandler {
  if (mode === 'polyglot') return polyglotMiddleware();
  return async (c, next) => {
    await next();
    if (mode === 'standard') return;
    const method = c.req.method;
    const path = new URL(c.req.url).pathname;
    const response = c.res;
    const contentType = response.headers.get('Content-Type') ?? '';

    let replacement: Response | undefined;
    if (response.status >= 400 && contentType.includes('json')) {
      const body = springError(await readJson(response), response.status, path);
      const headers = headersWithout(response.headers, []);
      headers.set('Content-Type', 'application/json');
      replacement = new Response(JSON.stringify(body), { status: response.status, headers });
    } else if (response.ok && NO_CONTENT.some((r) => matches(r, method, path))) {
      const headers = headersWithout(response.headers, []);
      headers.delete('Content-Type');
      replacement = new Response(null, { status: 204, headers });
    } else if (response.status === 200 || response.status === 201) {
      const route = ROUTES.find((r) => matches(r, method, path));
      if (route && contentType.includes('json')) {
        const body = route.rewrite(await readJson(response));
        const headers = headersWithout(response.headers, route.drop ?? []);
        replacement = new Response(JSON.stringify(body), { status: response.status, headers });
      }
    }
    if (replacement) replaceResponse(c, replacement);
  };
}
