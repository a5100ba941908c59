import * as v from 'valibot';
import { orderSchema, type Order } from '../api/schemas';

export const API_BASE = 'http://127.0.0.1:8080/services/v1';

const link = (
  id: number,
  rel: string,
  targetState: string,
  extra: Record<string, unknown> = {},
) => ({
  href: `/services/v1/orders/${id}/transitions/${rel}`,
  method: 'POST',
  targetState,
  title: `Server title for ${rel}`,
  ...extra,
});

/** Raw `_links` as a server might send them, with relations and fields the app does not know. */
export function rawLinks(id: number, transitions: Record<string, unknown>) {
  return {
    self: { href: `/services/v1/orders/${id}` },
    history: { href: `/services/v1/orders/${id}/history` },
    'change-history': { href: `/services/v1/orders/${id}/change-history` },
    'x-attachments': { href: `/services/v1/orders/${id}/attachments` },
    ...transitions,
  };
}

export const transitionLink = link;

/** An order record parsed through the real schema (fixture data, not a fake API). */
export function orderFixture(overrides: Record<string, unknown> = {}): Order {
  return v.parse(orderSchema, {
    id: 7,
    name: 'Office chairs, Bryggen',
    state: 'QUOTED',
    customer: { id: 'cust-org', name: 'Byggherre Vest AS' },
    supplier: { id: 'supp-org', name: 'Gjenbruk Oslo AS' },
    lines: [
      {
        solutionId: 11,
        categoryId: 22,
        solutionName: 'Chair refurbishing',
        categoryName: 'Office chairs',
        type: 'RETAIN_VALUE',
      },
    ],
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-21T10:00:00Z',
    somethingNew: { nested: true },
    _links: rawLinks(7, {
      accept: link(7, 'accept', 'ACCEPTED'),
      cancel: link(7, 'cancel', 'CANCELLED'),
    }),
    ...overrides,
  });
}

/** Order 41's `quote` link as the page's actions hold it, enabled. */
export const QUOTE_LINK = {
  rel: 'quote',
  href: 'https://api.test/services/v1/orders/41/transitions/quote',
  method: 'POST' as const,
  targetState: 'QUOTED',
  title: undefined,
  disabled: false,
  disabledReason: undefined,
};
