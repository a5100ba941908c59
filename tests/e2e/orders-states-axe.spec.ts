/**
 * axe on the order page in every state of the spec's section 3 (and a supplier's quote draft, an
 * expired quote), as the customer and as the supplier. Orders are set up through the sandbox's
 * API; each person signs in once and moves from order to order inside the app (no reload), so the
 * whole page is checked once per person and `main` (what changes with the state) on every order.
 */
import type { Page } from '@playwright/test';
import * as v from 'valibot';
import { expect, expectNoAxeViolations, signInAt, test } from './support/fixtures';
import { QUOTE, as, newOrder, orderAt, step, unique, type OrgKey } from './orders.support';

// Two sign-ins and 22 order pages: generous on a loaded machine (it takes far less alone).
test.describe.configure({ timeout: 240_000 });

const OrderList = v.looseObject({
  _embedded: v.looseObject({
    orders: v.array(v.looseObject({ id: v.number(), name: v.string() })),
  }),
});

interface Case {
  state: string;
  id: number;
  name: string;
}

/** One order in each state, made through the API at the same time. */
async function ordersInEveryState(): Promise<Case[]> {
  const label = unique('Every state');
  const made = async (state: string, make: (name: string) => Promise<number>) => {
    const name = `${label}: ${state}`;
    return { state, id: await make(name), name };
  };
  const cases = await Promise.all([
    made('DRAFT', (name) => newOrder('byggherre', 'gjenbrukOslo', name)),
    made('REQUESTED', (name) => orderAt('REQUESTED', name)),
    made('REQUESTED with a quote draft', async (name) => {
      const id = await orderAt('REQUESTED', name);
      await as('gjenbrukOslo', 'PUT', `/services/v1/orders/${id}/quote-details`, QUOTE);
      return id;
    }),
    made('QUOTED', (name) => orderAt('QUOTED', name)),
    made('ACCEPTED', (name) => orderAt('ACCEPTED', name)),
    made('PLANNED', (name) => orderAt('PLANNED', name)),
    made('IN_PROGRESS', (name) => orderAt('IN_PROGRESS', name)),
    made('COMPLETED', (name) => orderAt('COMPLETED', name)),
    made('APPROVED', async (name) => {
      const id = await orderAt('COMPLETED', name);
      await step('byggherre', id, 'approve');
      return id;
    }),
    made('CANCELLED', async (name) => {
      const id = await orderAt('QUOTED', name);
      await step('byggherre', id, 'cancel');
      return id;
    }),
  ]);
  // The seed's quote that ran out (the sandbox cannot send one with a past validity).
  const quoted = v.parse(
    OrderList,
    await as('byggherre', 'GET', '/services/v1/orders?role=customer&state=QUOTED&pageSize=100'),
  );
  const expired = quoted._embedded.orders.find((order) => order.name.includes('Frogner hage'));
  if (!expired) throw new Error('the seed has no expired quote');
  return [...cases, { state: 'QUOTED, expired', id: expired.id, name: expired.name }];
}

/** Whether `org` may open the order at all (a supplier may not see a customer's draft). */
async function visibleTo(org: OrgKey, id: number): Promise<boolean> {
  try {
    await as(org, 'GET', `/services/v1/orders/${id}`);
    return true;
  } catch {
    return false;
  }
}

/** Goes to `path` inside the running app, as a link would (the router hears `popstate`). */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Opens each order in turn and runs axe on it; the first one on the whole page. */
async function checkEvery(page: Page, org: OrgKey, cases: readonly Case[]): Promise<string[]> {
  const checked: string[] = [];
  for (const { state, id, name } of cases) {
    if (!(await visibleTo(org, id))) continue;
    await goInApp(page, `/orders/${id}`);
    await expect(page.getByRole('heading', { level: 1, name }), state).toBeVisible();
    // The page has settled: its history has been read (or said it could not be).
    await expect(page.getByRole('heading', { name: 'History' }).first()).toBeVisible();
    if (checked.length === 0) await expectNoAxeViolations(page);
    else await expectNoAxeViolations(page, 'main');
    checked.push(state);
  }
  return checked;
}

test('axe finds nothing on the order page in any state, for the customer and the supplier', async ({
  page,
  newUserPage,
}) => {
  const cases = await ordersInEveryState();

  await signInAt(page, 'customer', '/orders');
  expect(await checkEvery(page, 'byggherre', cases)).toEqual(cases.map((one) => one.state));

  const supplier = await newUserPage('supplier', '/orders');
  const supplierStates = await checkEvery(supplier, 'gjenbrukOslo', cases);
  // Every state after the customer's request, at least.
  expect(supplierStates).toEqual(
    expect.arrayContaining(cases.filter((one) => one.state !== 'DRAFT').map((one) => one.state)),
  );
});
