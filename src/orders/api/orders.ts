import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { readCollection } from '../../lib/api-shapes';
import type { HttpClient, HttpResponse } from '../../lib/http';
import { subResourceHref, type TransitionAction } from '../../lib/hal';
import { orderKeys, type OrderListFilters } from './keys';
import {
  changeHistoryEntrySchema,
  orderSchema,
  stateHistoryEntrySchema,
  type Order,
  type QuoteFields,
} from './schemas';

/** What every orders call needs: the one HTTP client, the API base and the chosen organisation. */
export interface OrdersApi {
  client: HttpClient;
  /** `ordersBaseUrl` from config, e.g. `http://127.0.0.1:8080/services/v1`. */
  baseUrl: string;
  organizationId: string;
}

const ordersUrl = (api: OrdersApi) => `${api.baseUrl.replace(/\/$/, '')}/orders`;
const orderUrl = (api: OrdersApi, id: number) => `${ordersUrl(api)}/${id}`;

export async function fetchOrder(api: OrdersApi, id: number, signal?: AbortSignal) {
  const response = await api.client.request(orderUrl(api, id), {
    auth: true,
    schema: orderSchema,
    signal,
  });
  return response.data;
}

export function orderQueryOptions(api: OrdersApi, id: number) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- The key names the organisation and the order; the client and base URL are not data.
  return queryOptions({
    queryKey: orderKeys.detail(api.organizationId, id),
    queryFn: ({ signal }) => fetchOrder(api, id, signal),
  });
}

/**
 * The one reader of `GET /orders` answers, shared with the workspace (docs/platform-contract.md 3):
 * the orders under any `_embedded` key (`orders` preferred), a plain array, `content` or `items`;
 * the total from the headers or the body, else what this page holds. Unreadable → `ApiError`.
 */
export function readOrderList<TSchema extends v.GenericSchema>(
  response: HttpResponse<unknown>,
  itemSchema: TSchema,
) {
  const list = readCollection(response.data, response.headers, itemSchema, {
    what: 'GET /orders',
    preferredKeys: ['orders'],
  });
  return { orders: list.items, total: list.total, totalPages: list.totalPages };
}

export async function fetchOrders(api: OrdersApi, filters: OrderListFilters, signal?: AbortSignal) {
  const response = await api.client.request(ordersUrl(api), {
    auth: true,
    schema: v.unknown(),
    signal,
    query: {
      role: filters.role === 'all' ? undefined : filters.role,
      state: filters.states.length ? filters.states : undefined,
      pageNumber: filters.page,
      pageSize: filters.pageSize,
    },
  });
  const list = readOrderList(response, orderSchema);
  const total = list.total ?? filters.page * filters.pageSize + list.orders.length;
  const totalPages = list.totalPages ?? Math.ceil(total / filters.pageSize);
  return { orders: list.orders, total, totalPages };
}

export function orderListQueryOptions(api: OrdersApi, filters: OrderListFilters) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- The key names the organisation and the order; the client and base URL are not data.
  return queryOptions({
    queryKey: orderKeys.list(api.organizationId, filters),
    queryFn: ({ signal }) => fetchOrders(api, filters, signal),
  });
}

export interface NewOrderInput {
  name: string;
  lines: { solutionId: number; categoryId: number }[];
}

/**
 * Creates a draft. With an idempotency key the request carries `Idempotency-Key` (an RFC 8941
 * string, as the IETF draft writes it): a repeat after a lost answer gets the same order back
 * instead of a second draft (decision 0112, docs/platform-contract.md).
 */
export async function createOrder(
  api: OrdersApi,
  input: NewOrderInput,
  options: { idempotencyKey?: string } = {},
): Promise<Order> {
  const response = await api.client.request(ordersUrl(api), {
    method: 'POST',
    auth: true,
    body: input,
    schema: orderSchema,
    ...(options.idempotencyKey === undefined
      ? {}
      : { headers: { 'Idempotency-Key': `"${options.idempotencyKey}"` } }),
  });
  return response.data;
}

export async function renameOrder(api: OrdersApi, id: number, name: string): Promise<void> {
  await api.client.request(orderUrl(api, id), { method: 'PATCH', auth: true, body: { name } });
}

/** Saves the supplier's private quote draft. The caller re-reads the order afterwards. */
export async function saveQuoteDraft(api: OrdersApi, id: number, fields: QuoteFields) {
  await api.client.request(`${orderUrl(api, id)}/quote-details`, {
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
  api: OrdersApi,
  action: TransitionAction,
  body: Record<string, unknown>,
) {
  await api.client.request(action.href, { method: action.method, auth: true, body });
}

/** State history: the order's `history` link, else the stable path of spec 4.1. */
export function historyUrl(api: OrdersApi, order: Order): string {
  return (
    subResourceHref(order._links, 'history', api.baseUrl) ?? `${orderUrl(api, order.id)}/history`
  );
}

export function stateHistoryQueryOptions(api: OrdersApi, order: Order) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- The key names the organisation and the order; the client and base URL are not data.
  return queryOptions({
    queryKey: orderKeys.history(api.organizationId, order.id),
    queryFn: async ({ signal }) => {
      const response = await api.client.request(historyUrl(api, order), {
        auth: true,
        schema: v.unknown(),
        signal,
      });
      return readCollection(response.data, response.headers, stateHistoryEntrySchema, {
        what: 'GET /orders/{id}/history',
        preferredKeys: ['entries', 'history'],
      }).items;
    },
  });
}

/** Change history, only through the order's `change-history` link (null when absent). */
export function changeHistoryQueryOptions(api: OrdersApi, orderId: number, href: string) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- The key names the organisation and the order; the client and base URL are not data.
  return queryOptions({
    queryKey: orderKeys.changeHistory(api.organizationId, orderId),
    queryFn: async ({ signal }) => {
      const response = await api.client.request(href, {
        auth: true,
        schema: v.unknown(),
        signal,
      });
      return readCollection(response.data, response.headers, changeHistoryEntrySchema, {
        what: 'GET /orders/{id}/change-history',
        preferredKeys: ['entries', 'changes'],
      }).items;
    },
  });
}
