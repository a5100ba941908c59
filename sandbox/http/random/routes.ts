/**
 * The answers `SANDBOX_SHAPES=random` rewrites (sandbox/http/random.ts): each route, the list it
 * holds, and how the chosen server writes and pages that list.
 */
import { embeddedList, type Json, type RouteMatch } from '../rewrite.ts';
import type { Choices } from './choices.ts';
import { pageHere, withContinuation } from './continuation.ts';
import { changeEntryIn, stateEntryIn } from './histories.ts';
import { listAnswer, standardPage, type ListAnswer } from './lists.ts';

export const ORDERS = /^\/services\/v1\/orders$/;
export const ORDER = /^\/services\/v1\/orders\/[^/]+$/;
export const TRANSITION = /^\/services\/v1\/orders\/[^/]+\/transitions\/[^/]+$/;
export const SOLUTIONS = /^\/orgadmin\/v1\/solutions$/;

export interface Route extends RouteMatch {
  /** A list answer: the items and the key of the list under `_embedded`. */
  list?: (body: Json) => { items: unknown[]; key: string };
  /** Category nodes. */
  tree?: true;
  /** Each item of the list as the chosen stack writes it. */
  entry?: (item: unknown, choices: Choices) => unknown;
  /** The most items a page holds when the server pages by a continuation value. */
  cap?: number;
}

/** The most orders a page holds when the server pages by a continuation value. */
export const ORDERS_CAP = 25;

const bareList = (key: string) => (body: Json) => ({
  items: Array.isArray(body) ? body : [],
  key,
});

export const ROUTES: readonly Route[] = [
  {
    method: 'GET',
    path: ORDERS,
    list: (body) => ({ items: embeddedList(body, 'orders'), key: 'orders' }),
  },
  { method: 'POST', path: ORDERS },
  { method: 'GET', path: ORDER },
  { method: 'PATCH', path: ORDER },
  { method: 'PUT', path: /^\/services\/v1\/orders\/[^/]+\/quote-details$/ },
  { method: 'POST', path: TRANSITION },
  {
    method: 'GET',
    path: /^\/services\/v1\/orders\/[^/]+\/history$/,
    list: (body) => ({ items: embeddedList(body, 'entries'), key: 'history' }),
    entry: stateEntryIn,
    cap: 5,
  },
  {
    method: 'GET',
    path: /^\/services\/v1\/orders\/[^/]+\/change-history$/,
    list: (body) => ({ items: embeddedList(body, 'entries'), key: 'changes' }),
    entry: changeEntryIn,
    cap: 5,
  },
  { method: 'GET', path: SOLUTIONS },
  { method: 'GET', path: /^\/orgadmin\/v1\/categories$/, tree: true },
  { method: 'GET', path: /^\/orgadmin\/v1\/providers$/, list: bareList('providers'), cap: 25 },
  {
    method: 'GET',
    path: /^\/orgadmin\/v1\/[^/]+\/service$/,
    list: bareList('services'),
    cap: 10,
  },
];

/**
 * A list answer as the chosen server writes it: paged as the handler paged it (`/orders`), or
 * here when the server pages by a continuation value; in the chosen envelope.
 */
export function listIn(route: Route, body: Json, url: URL, choices: Choices): ListAnswer {
  const { items, key } = route.list?.(body) ?? { items: [], key: '' };
  const { continuation } = choices;
  const here =
    continuation !== 'none' && route.cap !== undefined
      ? pageHere(items, url, continuation, route.cap)
      : undefined;
  const page = ORDERS.test(url.pathname) ? standardPage(body) : here?.page;
  const { entry } = route;
  const shown = here?.items ?? items;
  const written = entry ? shown.map((item) => entry(item, choices)) : shown;
  const answer = listAnswer(written, key, url, page, choices);
  if (continuation === 'none') return answer;
  // One page of a list the handler answered whole: its validator no longer fits the page.
  const drop = here === undefined ? answer.drop : [...answer.drop, 'etag'];
  return { ...answer, drop, body: withContinuation(answer.body, key, page, continuation) };
}
