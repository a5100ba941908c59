import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { RequireOrganization } from '../auth';
import { STEP_STATES, WORK_STATES } from '../orders';
import { renderApp, testConfig, testQueryClient, type TestOrganization } from '../test/renderApp';
import { NeedsActionCount } from './components/NeedsActionCount';
import { HomePage } from './home/HomePage';
import { PlanningPage } from './planning/PlanningPage';

/**
 * What each workspace page costs at volume: its `GET /orders` requests against a server of 1,500
 * orders between one customer and one supplier that keeps to `role`, `state` and the paging
 * (newest change first, `X-Total-Count`). A page reads the states it shows, for the side it shows,
 * 100 a page (docs/decisions/0102): the figures are computed from the fixture, not from the app.
 */
const CUSTOMER = { id: 'cust-org', name: 'Byggherre AS' };
const SUPPLIER = { id: 'supp-org', name: 'Gjenbruk AS' };
const ORDERS_BASE = 'https://orders.test/services/v1';
// 667 orders in the work's states and 501 in the supplier's other step states: read apart, 7 + 6
// requests; as one read, 12.
const CYCLE = ['DRAFT', 'REQUESTED', 'QUOTED', 'ACCEPTED', 'PLANNED', 'IN_PROGRESS', 'IN_PROGRESS'];
const STATES = [...CYCLE, 'COMPLETED', 'APPROVED'];

const ORDERS = Array.from({ length: 1_500 }, (_, index) => ({
  id: index + 1,
  name: `Volume order ${String(index + 1)}`,
  state: STATES[index % STATES.length] ?? 'DRAFT',
  customer: CUSTOMER,
  supplier: SUPPLIER,
  // One minute apart, the last the newest.
  updatedAt: new Date(Date.UTC(2026, 10, 1) + index * 60_000).toISOString(),
  _links: { self: { href: `/services/v1/orders/${String(index + 1)}` } },
}));
const newestFirst = [...ORDERS].reverse();

/** The fixture's orders in `states` (every state when none is given): each is on both sides. */
const ordersOf = (states: readonly string[]) =>
  newestFirst.filter((order) => states.length === 0 || states.includes(order.state));

/** The caller's step in each state, as the server's links offer it (spec section 3). */
const STEP_OF: Record<string, Partial<Record<string, string>>> = {
  [CUSTOMER.id]: { DRAFT: 'request-quote', QUOTED: 'accept', COMPLETED: 'approve' },
  [SUPPLIER.id]: {
    REQUESTED: 'quote',
    ACCEPTED: 'plan',
    PLANNED: 'start',
    IN_PROGRESS: 'complete',
  },
};

/** An order as the caller sees it: with the link of its step, when it has one. */
function withStep(order: (typeof ORDERS)[number], organizationId: string) {
  const rel = STEP_OF[organizationId]?.[order.state];
  if (rel === undefined) return order;
  const href = `/services/v1/orders/${String(order.id)}/transitions/${rel}`;
  return {
    ...order,
    _links: { ...order._links, [rel]: { href, method: 'POST', targetState: 'NEXT' } },
  };
}

/** How many orders wait for the organisation: those with a step link. */
const waitingFor = (organizationId: string) =>
  ORDERS.filter((order) => STEP_OF[organizationId]?.[order.state] !== undefined).length;

/** One customer and one supplier: an organisation has no orders on the other side. */
const onSide = (side: string | null, organizationId: string) =>
  side === null || (side === 'customer' ? CUSTOMER : SUPPLIER).id === organizationId;

/** The orders API over the fixture; `ignoresFilters`: it answers as if no role or state was sent. */
function volumeServer(organizationId: string, ignoresFilters = false) {
  const asked: URL[] = [];
  const fetch: typeof globalThis.fetch = (input) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    asked.push(url);
    const role = ignoresFilters ? null : url.searchParams.get('role');
    const states = ignoresFilters
      ? []
      : url.searchParams.getAll('state').flatMap((value) => value.split(','));
    const matches = onSide(role, organizationId) ? ordersOf(states) : [];
    const size = Number(url.searchParams.get('pageSize'));
    const from = Number(url.searchParams.get('pageNumber')) * size;
    const page = matches.slice(from, from + size).map((order) => withStep(order, organizationId));
    const body = JSON.stringify({ _embedded: { orders: page } });
    const headers = {
      'Content-Type': 'application/hal+json',
      'X-Total-Count': `${matches.length}`,
    };
    return Promise.resolve(new Response(body, { headers }));
  };
  return { fetch, asked };
}

/** Requests to read `count` orders 100 a page: at least one. */
const pagesOf = (count: number) => Math.max(1, Math.ceil(count / 100));

/** A request in words: its side (or both), its states, its page. */
const described = (role: string | null, states: readonly string[], page: number) =>
  `${role ?? 'both sides'} ${[...states].sort().join(',')} page ${String(page)}`;

/** The requests of a read of `orders` orders (`pages` of them at most), 100 a page. */
const read = (role: string | null, states: readonly string[], orders: number, pages = Infinity) =>
  Array.from({ length: Math.min(pages, pagesOf(orders)) }, (_, page) =>
    described(role, states, page),
  );

async function visit(
  organization: TestOrganization,
  page: 'home' | 'planning',
  ignoresFilters = false,
) {
  const server = volumeServer(organization.id, ignoresFilters);
  const queryClient = testQueryClient(server.fetch, {
    baseUrl: ORDERS_BASE,
    organizationId: organization.id,
  });
  renderApp(
    <RequireOrganization>
      <NeedsActionCount />
      {page === 'home' ? <HomePage /> : <PlanningPage />}
    </RequireOrganization>,
    { config: testConfig, queryClient, organizations: [organization] },
  );
  // The header count, exact: every order with a step link of ours, whatever the server filtered.
  const count = `Needs your action ${String(waitingFor(organization.id))}`;
  await screen.findByRole('link', { name: count }, { timeout: 30_000 });
  const shown = page === 'home' ? 'Recent changes' : 'Planning';
  await screen.findByRole('heading', { name: shown }, { timeout: 20_000 });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  const urls = server.asked.map((url) => url.href);
  // Nothing read twice.
  expect(new Set(urls).size).toBe(urls.length);
  return server.asked
    .map(({ searchParams: query }) =>
      described(
        query.get('role'),
        query.getAll('state').flatMap((value) => value.split(',')),
        Number(query.get('pageNumber')),
      ),
    )
    .sort();
}

const OPEN_STATES = [...new Set(STATES)].filter((state) => state !== 'APPROVED');
const { customer: CUSTOMER_STEPS, supplier: SUPPLIER_STEPS } = STEP_STATES;
/** The open orders changed last: one page, both sides. */
const NEWEST = read(null, OPEN_STATES, ORDERS.length, 1);

/**
 * Each side's step read when the organisation acts on the other side only: one request that finds
 * nothing. The spec does not show how a caller's sides are known, so only this answer tells.
 */
const emptyRead = (role: string, states: readonly string[]) => read(role, states, 0);

const expected = (...reads: string[][]) => reads.flat().sort();

describe('each workspace page reads what it shows, at 1,500 orders', { timeout: 60_000 }, () => {
  it.each([
    ['customer', CUSTOMER, CUSTOMER_STEPS, 'supplier', SUPPLIER_STEPS],
    ['supplier', SUPPLIER, SUPPLIER_STEPS, 'customer', CUSTOMER_STEPS],
  ] as const)(
    "the %s's home: the orders where it has a step in one read, and one page",
    async (side, organization, steps, other, otherSteps) => {
      const count = ordersOf(steps).length;
      const asked = await visit(organization, 'home');
      expect(asked).toEqual(
        expected(read(side, steps, count), emptyRead(other, otherSteps), NEWEST),
      );
      // The floor (one request per 100 orders where it has a step, plus one) and the empty read.
      // The supplier's work and its other step states apart would round up twice (7 + 6).
      expect(asked).toHaveLength(pagesOf(count) + 1 + 1);
    },
  );

  it.each([
    ['customer', CUSTOMER, CUSTOMER_STEPS],
    ['supplier', SUPPLIER, SUPPLIER_STEPS],
  ] as const)(
    "the %s's home at its floor when its claim names the side it acts on",
    async (side, organization, steps) => {
      const count = ordersOf(steps).length;
      const asked = await visit({ ...organization, attributes: { orderRoles: [side] } }, 'home');
      expect(asked).toEqual(expected(read(side, steps, count), NEWEST));
      expect(asked).toHaveLength(pagesOf(count) + 1);
    },
  );

  it('reads the other side too once the newest orders show us on a side the claim left out', async () => {
    // The claim says supplier; the orders name this organisation as their customer.
    const customerOrg = { ...CUSTOMER, attributes: { orderRoles: ['supplier'] } };
    expect(await visit(customerOrg, 'home')).toEqual(
      expected(
        emptyRead('supplier', SUPPLIER_STEPS),
        NEWEST,
        read('customer', CUSTOMER_STEPS, ordersOf(CUSTOMER_STEPS).length),
      ),
    );
  });

  it('the planning board: its work kept from the supplier’s step read, which the header shares', async () => {
    const steps = ordersOf(SUPPLIER_STEPS).length;
    const asked = await visit(SUPPLIER, 'planning');
    expect(asked).toEqual(
      expected(read('supplier', SUPPLIER_STEPS, steps), emptyRead('customer', CUSTOMER_STEPS)),
    );
    // Every order of the work, and no other: the fixture's orders are undated.
    const work = ordersOf(WORK_STATES).length;
    expect(screen.getByRole('status')).toHaveTextContent(
      `${String(work)} orders: 0 overlapping, 0 late, ${String(work)} without dates.`,
    );
  });

  it('keeps the count exact when the server ignores the side and states asked', async () => {
    // Each step read then reads every order and keeps only what it asked for; the newest, one page.
    const all = ORDERS.length;
    expect(await visit(CUSTOMER, 'home', true)).toEqual(
      expected(
        read('customer', CUSTOMER_STEPS, all),
        read('supplier', SUPPLIER_STEPS, all),
        NEWEST,
      ),
    );
  });

  it('keeps the board to its work when the server ignores the side and states asked', async () => {
    const all = ORDERS.length;
    expect(await visit(SUPPLIER, 'planning', true)).toEqual(
      expected(read('customer', CUSTOMER_STEPS, all), read('supplier', SUPPLIER_STEPS, all)),
    );
    const work = ordersOf(WORK_STATES).length;
    expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`^${String(work)} orders:`));
  });
});
