import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { walkPages } from '../../lib/api-shapes';
import { platformOf, type Platform } from '../../lib/http';
import { subResourceHref, type TransitionAction } from '../../lib/hal';
import { orderKeys } from './keys';
import {
  flattenChanges,
  readChangeHistoryEntry,
  readStateHistoryEntry,
  type ChangeHistoryEntry,
  type StateHistoryEntry,
} from './historyEntries';
import { orderSchema, type Order, type QuoteFields } from './schemas';

/**
 * The orders API (spec 4.1). Every function takes the platform (the one HTTP client and the API
 * bases); query functions take it from their context (`platformOf(client)`), so a query's options
 * depend only on what its key names. The organisation goes into `X-auth-owner` through the client.
 */
export const ordersUrl = (platform: Platform) => `${platform.ordersBaseUrl}/orders`;
const orderUrl = (platform: Platform, id: number) => `${ordersUrl(platform)}/${id}`;

export async function fetchOrder(platform: Platform, id: number, signal?: AbortSignal) {
  const response = await platform.http.request(orderUrl(platform, id), {
    auth: true,
    schema: orderSchema,
    signal,
  });
  return response.data;
}

export function orderQueryOptions(organizationId: string, id: number) {
  return queryOptions({
    queryKey: orderKeys.detail(organizationId, id),
    queryFn: ({ client, signal }) => fetchOrder(platformOf(client), id, signal),
  });
}

export async function renameOrder(platform: Platform, id: number, name: string): Promise<void> {
  await platform.http.request(orderUrl(platform, id), {
    method: 'PATCH',
    auth: true,
    body: { name },
  });
}

/** Saves the supplier's private quote draft. The caller re-reads the order afterwards. */
export async function saveQuoteDraft(platform: Platform, id: number, fields: QuoteFields) {
  await platform.http.request(`${orderUrl(platform, id)}/quote-details`, {
    method: 'PUT',
    auth: true,
    body: fields,
  });
}

/**
 * Follows a transition link: its own `href` (already resolved on the API origin) with its own
 * method. Any 2xx body is accepted; the caller re-reads the order.
 */
export async function followTransition(
  platform: Platform,
  action: TransitionAction,
  body: Record<string, unknown>,
) {
  await platform.http.request(action.href, { method: action.method, auth: true, body });
}

/** State history: the order's `history` link, else the stable path of spec 4.1. */
export function historyUrl(platform: Platform, order: Order): string {
  return (
    subResourceHref(order._links, 'history', platform.ordersBaseUrl) ??
    `${orderUrl(platform, order.id)}/history`
  );
}

/** The order as cached (the page's own query), read once when it is not: its links are the way on. */
const orderOf = (client: QueryClient, organizationId: string, id: number) =>
  client.query({ ...orderQueryOptions(organizationId, id), staleTime: 'static' });

/** How one of an order's histories is found (from the order) and read, entry by entry. */
interface HistoryReading<TEntry> {
  url: (platform: Platform, order: Order) => string | null;
  /** Reads the list's raw entries (historyEntries.ts: any field names). */
  read: (entries: unknown[]) => TEntry[];
  what: string;
  preferredKeys: readonly string[];
}

const STATE_HISTORY: HistoryReading<StateHistoryEntry> = {
  url: historyUrl,
  read: (entries) => entries.map(readStateHistoryEntry),
  what: 'GET /orders/{id}/history',
  preferredKeys: ['entries', 'history'],
};

/** Only through the order's `change-history` link: without one there is nothing to read. */
const CHANGE_HISTORY: HistoryReading<ChangeHistoryEntry> = {
  url: (platform, order) => subResourceHref(order._links, 'change-history', platform.ordersBaseUrl),
  read: (entries) => entries.flatMap(flattenChanges).map(readChangeHistoryEntry),
  what: 'GET /orders/{id}/change-history',
  preferredKeys: ['entries', 'changes'],
};

/** Pages of one history read at most; past it the history says it shows "at least" so many. */
export const HISTORY_MAX_PAGES = 50;

/** A history as read: every entry, each once, unless `capped` (the pages read stopped short). */
export interface HistoryRead<TEntry> {
  entries: TEntry[];
  /** Not every entry was read (`PagesRead.capped`): the count shown is "at least". */
  capped: boolean;
}

/**
 * One of the order's histories, where the order (as cached) says; empty without a link. Every
 * page, however the server continues it (`walkPages`), up to {@link HISTORY_MAX_PAGES}.
 */
async function readHistory<TEntry>(
  client: QueryClient,
  organizationId: string,
  orderId: number,
  { url, read, ...reading }: HistoryReading<TEntry>,
  signal: AbortSignal,
): Promise<HistoryRead<TEntry>> {
  const platform = platformOf(client);
  const href = url(platform, await orderOf(client, organizationId, orderId));
  if (href === null) return { entries: [], capped: false };
  const list = await walkPages(platform.http, href, v.unknown(), {
    ...reading,
    auth: true,
    signal,
    maxPages: HISTORY_MAX_PAGES,
  });
  return { entries: read(list.items), capped: list.capped };
}

export function stateHistoryQueryOptions(organizationId: string, orderId: number) {
  return queryOptions({
    queryKey: orderKeys.history(organizationId, orderId),
    queryFn: ({ client, signal }) =>
      readHistory(client, organizationId, orderId, STATE_HISTORY, signal),
  });
}

/** Enable it only when the order has a `change-history` link. */
export function changeHistoryQueryOptions(organizationId: string, orderId: number) {
  return queryOptions({
    queryKey: orderKeys.changeHistory(organizationId, orderId),
    queryFn: ({ client, signal }) =>
      readHistory(client, organizationId, orderId, CHANGE_HISTORY, signal),
  });
}
