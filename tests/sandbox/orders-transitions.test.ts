/**
 * Spec section 3 over HTTP: every transition by its role, refused for the other role (403) and
 * from a wrong state (409); the link set per state and role; simultaneous transitions.
 * The expected tables are written here from the spec, independently of the sandbox's table.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ORDERS,
  OrderSchema,
  StateHistorySchema,
  call,
  getOrder,
  newOrder,
  orderIn,
  party,
  runStep,
  transitionRels,
  SPEC_LINKS as LINKS,
  SPEC_STATES as STATES,
  SPEC_TRANSITIONS as SPEC,
  type Order,
  type Step,
} from './orders-helpers.ts';

/** Orders in every state, made once for the file. */
const ordersByState = new Map<string, Order>();

beforeAll(async () => {
  for (const state of STATES) ordersByState.set(state, await orderIn(state));
});

function orderFor(state: string): Order {
  const order = ordersByState.get(state);
  if (order === undefined) throw new Error(`no order in ${state}`);
  return order;
}

describe('links per state and role', () => {
  it.each(STATES)('in %s each side sees exactly its legal transitions', async (state) => {
    const { id } = orderFor(state);
    for (const who of ['customer', 'supplier'] as const) {
      const order = await getOrder(id, who);
      expect(order.state).toBe(state);
      expect(transitionRels(order)).toEqual(LINKS[who][state]);
      for (const rel of transitionRels(order)) {
        const row = SPEC.find(([name]) => name === rel);
        expect(order._links[rel]).toMatchObject({
          href: `${ORDERS}/${id}/transitions/${rel}`,
          method: 'POST',
          targetState: row?.[2],
        });
      }
      expect(order._links['self']).toEqual({ href: `${ORDERS}/${id}` });
      expect(order._links['change-history']?.href).toBe(`${ORDERS}/${id}/change-history`);
      expect(order._links['history']?.href).toBe(`${ORDERS}/${id}/history`);
      expect(order._links['change-history']?.method).toBeUndefined();
    }
  });
});

describe('refused transitions', () => {
  it.each(STATES)(
    'in %s: the other role gets 403, a wrong state 409, and nothing changes',
    async (state) => {
      const { id } = orderFor(state);
      const before = await getOrder(id, 'supplier');
      const historyBefore = await call(await party('supplier'), `${ORDERS}/${id}/change-history`);
      for (const [name, from, , roles] of SPEC) {
        for (const who of ['customer', 'supplier'] as const) {
          const expected = !roles.includes(who)
            ? { status: 403, code: 'ROLE_NOT_ALLOWED' }
            : !from.includes(state)
              ? { status: 409, code: 'TRANSITION_NOT_ALLOWED' }
              : null;
          if (expected === null) continue;
          const response = await call(await party(who), `${ORDERS}/${id}/transitions/${name}`, {
            method: 'POST',
            body: {},
          });
          expect({ name, who, status: response.status, code: response.problem().code }).toEqual({
            name,
            who,
            ...expected,
          });
        }
      }
      expect(await getOrder(id, 'supplier')).toEqual(before);
      const historyAfter = await call(await party('supplier'), `${ORDERS}/${id}/change-history`);
      expect(historyAfter.body).toEqual(historyBefore.body);
    },
  );
});

describe('each transition by its role', () => {
  const cases = SPEC.flatMap(([name, from, to, roles]) =>
    roles.map((who) => ({ name, from: from[from.length - 1] ?? 'DRAFT', to, who })),
  );

  it.each(cases)('$name by the $who: $from → $to', async ({ name, from, to, who }) => {
    const order = await orderIn(from);
    const setup: Step[] =
      name === 'send-offer' || name === 'quote'
        ? [['supplier', 'draft', { quotedPrice: 10, quotedCurrency: 'EUR' }]]
        : [];
    for (const step of setup) expect((await runStep(order.id, step)).status).toBe(200);
    const response = await runStep(order.id, [who, name]);
    expect(response.status).toBe(200);
    const updated = response.json(OrderSchema);
    expect(updated.state).toBe(to);
    const history = (await call(await party(who), `${ORDERS}/${order.id}/history`)).json(
      StateHistorySchema,
    );
    expect(history._embedded.entries.at(-1)).toMatchObject({
      transition: name,
      fromState: from,
      toState: to,
      actor: { role: who.toUpperCase() },
    });
  });

  it('leads from REQUESTED through revisions to APPROVED on the main path', async () => {
    const order = await orderIn('COMPLETED');
    expect((await runStep(order.id, ['customer', 'request-revisions'])).status).toBe(200);
    expect((await runStep(order.id, ['supplier', 'complete'])).status).toBe(200);
    const approved = (await runStep(order.id, ['customer', 'approve'])).json(OrderSchema);
    expect(approved.state).toBe('APPROVED');
    const history = (await call(await party('customer'), `${ORDERS}/${order.id}/history`)).json(
      StateHistorySchema,
    );
    expect(history._embedded.entries.map((entry) => entry.transition)).toEqual([
      'request-quote',
      'quote',
      'accept',
      'plan',
      'start',
      'complete',
      'request-revisions',
      'complete',
      'approve',
    ]);
  });
});

describe('simultaneous transitions', () => {
  it('let exactly one of two win', async () => {
    const order = await newOrder('Race');
    const customer = await party('customer');
    const supplier = await party('supplier');
    expect(
      (
        await call(supplier, `${ORDERS}/${order.id}/quote-details`, {
          method: 'PUT',
          body: { quotedPrice: 5, quotedCurrency: 'NOK' },
        })
      ).status,
    ).toBe(200);
    // From DRAFT: the customer asks for a quote while the supplier sends an offer and cancels.
    const responses = await Promise.all([
      call(customer, `${ORDERS}/${order.id}/transitions/request-quote`, {
        method: 'POST',
        body: {},
      }),
      call(supplier, `${ORDERS}/${order.id}/transitions/send-offer`, { method: 'POST', body: {} }),
      call(customer, `${ORDERS}/${order.id}/transitions/request-quote`, {
        method: 'POST',
        body: {},
      }),
    ]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    const history = (await call(customer, `${ORDERS}/${order.id}/history`)).json(
      StateHistorySchema,
    );
    expect(history._embedded.entries).toHaveLength(1);
  });
});
