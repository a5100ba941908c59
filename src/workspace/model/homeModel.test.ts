import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { isClosedState, orderListItemSchema } from '../../orders';
import { buildHomeModel, needsActionOf } from './homeModel';

const API = 'http://127.0.0.1:8080/services/v1';
const KNOWN = ['quote', 'accept', 'plan', 'approve', 'cancel'];
const US = 'org-us';

const transition = (id: number, rel: string, extra: Record<string, unknown> = {}) => ({
  href: `/services/v1/orders/${id}/transitions/${rel}`,
  method: 'POST',
  targetState: 'NEXT',
  ...extra,
});

function order(id: number, state: string, updatedAt: string, rels: string[], weSupply = true) {
  const us = { id: US, name: 'Us AS' };
  const them = { id: 'org-them', name: 'Them AS' };
  return v.parse(orderListItemSchema, {
    id,
    name: `Order ${id}`,
    state,
    customer: weSupply ? them : us,
    supplier: weSupply ? us : them,
    updatedAt,
    _links: {
      self: { href: `/services/v1/orders/${id}` },
      ...Object.fromEntries(rels.map((rel) => [rel, transition(id, rel)])),
    },
  });
}

const [o1, o2, o3, o4, o5] = [
  order(1, 'REQUESTED', '2026-11-20T10:00:00Z', ['quote', 'cancel']),
  order(2, 'QUOTED', '2026-11-21T10:00:00Z', ['cancel']),
  order(3, 'ACCEPTED', '2026-11-19T10:00:00Z', ['plan', 'cancel']),
  order(4, 'APPROVED', '2026-11-22T10:00:00Z', []),
  order(5, 'COMPLETED', '2026-11-18T10:00:00Z', ['approve', 'cancel'], false),
] as const;
const orders = [o1, o2, o3, o4, o5];

describe('buildHomeModel', () => {
  const model = buildHomeModel(orders, {
    organization: US,
    knownRelations: KNOWN,
    isClosed: isClosedState,
    apiBase: API,
    recentLimit: 3,
  });

  it('puts orders with a next step first, longest waiting first, with our role', () => {
    expect(model.needsAction.map((o) => [o.order.id, o.role, o.actions.map((a) => a.rel)])).toEqual(
      [
        [5, 'customer', ['approve']],
        [3, 'supplier', ['plan']],
        [1, 'supplier', ['quote']],
      ],
    );
  });

  it('lists open orders without a next step as waiting, and leaves closed ones out', () => {
    expect(model.waiting.map((o) => o.order.id)).toEqual([2]);
    expect(model.waitingTotal).toBe(1);
  });

  it('lists at most `waitingLimit` waiting orders, changed last first, and counts them all', () => {
    const quoted = [6, 7, 8].map((id) =>
      order(id, 'QUOTED', `2026-11-2${String(id - 4)}T10:00:00Z`, ['cancel']),
    );
    const limited = buildHomeModel([o2, ...quoted], {
      organization: US,
      knownRelations: KNOWN,
      isClosed: isClosedState,
      apiBase: API,
      waitingLimit: 2,
    });
    expect(limited.waiting.map((o) => o.order.id)).toEqual([8, 7]);
    expect(limited.waitingTotal).toBe(4);
  });

  it('beside a page of the newest, lists the waiting changed since and counts every open one', () => {
    // The newest page holds orders 8 and 7; 6 (older, quoted) waits too but is not listed: an
    // older order waiting in a state where we have no step would not have been read.
    const quotedAt = (id: number) =>
      order(id, 'QUOTED', `2026-11-2${String(id - 4)}T10:00:00Z`, ['cancel']);
    const [six, seven, eight] = [quotedAt(6), quotedAt(7), quotedAt(8)];
    const quoted = [six, seven, eight];
    const newest = { orders: [eight, seven], total: 9, capped: true, exact: true };
    const model = buildHomeModel([o1, six, seven, eight], {
      organization: US,
      knownRelations: KNOWN,
      isClosed: isClosedState,
      apiBase: API,
      newest,
    });
    expect(model.waiting.map((o) => o.order.id)).toEqual([8, 7]);
    // Nine open orders, one of which needs us.
    expect(model).toMatchObject({ waitingTotal: 8, waitingAtLeast: false });
    const inexact = buildHomeModel([o1, ...quoted], {
      organization: US,
      knownRelations: KNOWN,
      isClosed: isClosedState,
      apiBase: API,
      newest: { ...newest, exact: false },
    });
    expect(inexact.waitingAtLeast).toBe(true);
  });

  it('shows the most recent changes of the orders read', () => {
    expect(model.recent.map((o) => o.order.id)).toEqual([4, 2, 1]);
  });
});

describe('needsActionOf', () => {
  const options = { organization: US, knownRelations: KNOWN, apiBase: API };

  it('keeps the orders with an enabled step of ours, oldest first', () => {
    const blocked = order(6, 'REQUESTED', '2026-11-10T10:00:00Z', []);
    const disabled = v.parse(orderListItemSchema, {
      ...blocked,
      _links: { quote: transition(6, 'quote', { disabled: true, disabledReason: 'X' }) },
    });
    const read = needsActionOf({ orders: [o1, o2, disabled, o3, o5], capped: false }, options);
    expect(read.orders.map((o) => o.order.id)).toEqual([5, 3, 1]);
    expect(read.exact).toBe(true);
  });

  it('is not exact when the open orders were not read to their end', () => {
    const read = needsActionOf({ orders: [o1], capped: true }, options);
    expect(read).toMatchObject({ exact: false });
    expect(read.orders).toHaveLength(1);
  });
});
