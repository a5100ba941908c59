import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { orderListItemSchema } from './orderListItem';
import type { OrderPages } from './orderLists';
import { joinParts } from './useOrderReads';

const order = (id: number, state: string, updatedAt: string) =>
  v.parse(orderListItemSchema, { id, state, updatedAt, _links: {} });

/** A part as read: one order, the server's total, capped or not, requests made. */
const part = (
  listed: ReturnType<typeof order>,
  total = 1,
  capped = false,
  pagesRead = 1,
): OrderPages => ({ orders: [listed], total, capped, pagesRead, filteredHere: false });

describe('joinParts', () => {
  it('adds the parts: every order, their totals and requests, capped when one part is', () => {
    const joined = joinParts([
      part(order(1, 'PLANNED', '2026-11-20T10:00:00Z')),
      part(order(2, 'QUOTED', '2026-11-20T10:00:00Z'), 5, true, 3),
    ]);
    expect(joined.orders.map((one) => one.id)).toEqual([1, 2]);
    expect(joined).toMatchObject({ total: 6, capped: true, pagesRead: 4 });
  });

  it('keeps an order that moved between the parts while they were read once, as last changed', () => {
    const joined = joinParts([
      part(order(7, 'ACCEPTED', '2026-11-20T12:00:00Z')),
      part(order(7, 'QUOTED', '2026-11-20T11:00:00Z')),
    ]);
    expect(joined.orders.map((one) => [one.id, one.state])).toEqual([[7, 'ACCEPTED']]);
    expect(joined.total).toBe(1);
  });
});
