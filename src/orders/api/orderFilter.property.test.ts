import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { pagingServer } from '../../test/pagingServer';
import type { OrderRoleFilter } from './keys';
import { orderListQueryOptions } from './orderListPage';
import { fetchOrderPages } from './orderLists';

const BASE = 'https://orders.test/services/v1';
const US = 'org-1';
const STATES = ['REQUESTED', 'QUOTED', 'PLANNED', 'APPROVED'] as const;

interface Stored {
  id: number;
  state: (typeof STATES)[number];
  side: 'customer' | 'supplier';
}

const asListed = ({ id, state, side }: Stored) => ({
  id,
  state,
  customer: { id: side === 'customer' ? US : 'org-2' },
  supplier: { id: side === 'supplier' ? US : 'org-2' },
  _links: { self: { href: `/services/v1/orders/${id}` } },
});

/**
 * A server over `orders` that pages by `pageNumber`/`pageSize` and either keeps to `state` and
 * `role` or ignores them, with or without a total header; it counts the requests.
 */
function server(orders: readonly Stored[], honours: boolean, withTotal: boolean) {
  const keep = (order: Stored, params: URLSearchParams) => {
    const states = params.getAll('state');
    const role = params.get('role');
    return (
      (states.length === 0 || states.includes(order.state)) &&
      (role === null || order.side === role)
    );
  };
  return pagingServer({
    base: BASE,
    items: orders,
    withTotal,
    write: asListed,
    credentials: { accessToken: 'token', organizationId: US },
    ...(honours ? { keep } : {}),
  });
}

const storedOrders = fc
  .array(
    fc.record({
      state: fc.constantFrom(...STATES),
      side: fc.constantFrom('customer' as const, 'supplier' as const),
    }),
    { maxLength: 260 },
  )
  .map((orders) => orders.map((order, index) => ({ ...order, id: index + 1 })));
const wanted = fc.subarray([...STATES]);
const role = fc.constantFrom<OrderRoleFilter>('all', 'customer', 'supplier');

const matching = (orders: readonly Stored[], states: readonly string[], side: OrderRoleFilter) =>
  orders
    .filter((order) => states.length === 0 || states.includes(order.state))
    .filter((order) => side === 'all' || order.side === side)
    .map((order) => order.id);

/**
 * Checks `check` over generated orders, filters and servers (keeping to the filters or not, with
 * or without a total), against a client bound to that server.
 */
const forEveryServer = (
  check: (
    client: QueryClient,
    orders: readonly Stored[],
    states: readonly string[],
    side: OrderRoleFilter,
  ) => Promise<void>,
) =>
  fc.assert(
    fc.asyncProperty(
      storedOrders,
      wanted,
      role,
      fc.boolean(),
      fc.boolean(),
      async (orders, states, side, honours, withTotal) => {
        await check(server(orders, honours, withTotal).client, orders, states, side);
      },
    ),
    { numRuns: 60 },
  );

/** Property: whatever the server does with a filter, a list holds each match once and no other. */
describe('order filters (property)', () => {
  it('the workspace reads reach every match once, and count only matches', async () => {
    await forEveryServer(async (client, orders, states, side) => {
      const filter = { role: side === 'all' ? undefined : side, states };
      const read = await fetchOrderPages(client, US, filter, { maxPages: 30 });
      const ids = read.orders.map((order) => order.id);
      expect(ids).toEqual(matching(orders, states, side));
      expect(read.capped).toBe(false);
      expect(read.total).toBe(ids.length);
    });
  });

  it('the order list shows every match once over its pages, and nothing else', async () => {
    await forEveryServer(async (client, orders, states, side) => {
      const shown: number[] = [];
      for (let page = 0; page < 30; page += 1) {
        const filters = { role: side, states, page, pageSize: 20 };
        const read = await client.query(orderListQueryOptions(US, filters));
        shown.push(...read.orders.map((order) => order.id));
        if (read.totalGiven) expect(read.total).toBe(matching(orders, states, side).length);
        const last =
          read.totalPages !== undefined ? page + 1 >= read.totalPages : read.more === false;
        if (last || read.orders.length === 0) break;
      }
      expect(shown).toEqual(matching(orders, states, side));
    });
  });
});
