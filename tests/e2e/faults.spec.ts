/**
 * Journeys under faults: a second stack whose API runs with `SANDBOX_FAULTS` (seeded latency plus
 * faults aimed at specific requests, so every run meets the same faults). A customer orders, a
 * supplier quotes and sends, the customer accepts; answers are lost after the change was applied,
 * connections drop before it, the server fails. The state history then shows each transition once.
 */
import type { Browser, Page } from '@playwright/test';
import * as v from 'valibot';
import { sandboxApi, stateBadge, unique, inDays } from './orders.support';
import { attachGuard, type GuardReport } from './support/guard';
import {
  expect,
  signIn,
  testWithExtraStack,
  type RunningStack,
  type DemoUsername,
} from './support/fixtures';

/**
 * Seeded latency on every API request; then, counted per path:
 * - the answers of the 1st and 3rd order creation are lost after the draft was created (a retry
 *   carries the same `Idempotency-Key`, so it answers that draft instead of making a second one;
 *   a retry with a changed name is refused, and the form says a draft already exists);
 * - the answer of the first `request-quote` is lost after the transition was applied;
 * - the first draft save (`quote-details`) fails with 503 before it is applied;
 * - the answer of the first `quote` (send) is lost after it was applied;
 * - the first `accept` loses its connection before it is applied;
 * - the first state-history read loses its connection (a GET: retried by the query by itself).
 */
const FAULTS = [
  'seed=42',
  'latency=20-120ms',
  'lose@POST/services/v1/orders$=1+3',
  'lose@/transitions/request-quote=1',
  'error@/quote-details=1',
  'lose@/transitions/quote=1',
  'reset@/transitions/accept=1',
  'reset@/history=1',
].join(',');

const test = testWithExtraStack(20, { SANDBOX_FAULTS: FAULTS });

async function personOn(
  browser: Browser,
  stack: RunningStack,
  username: DemoUsername,
): Promise<{ page: Page; report: GuardReport; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: stack.appUrl });
  const report = await attachGuard(context);
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page, username);
  return { page, report, close: () => context.close() };
}

test('customer orders, supplier quotes, customer accepts: nothing lost, nothing applied twice', async ({
  browser,
  stack,
}) => {
  test.setTimeout(180_000);
  const api = sandboxApi(stack.ports);
  const service = await api.firstServiceOf('gjenbrukOslo');
  const name = unique('Faults: shelving');

  const customer = await personOn(browser, stack, 'customer');
  const supplier = await personOn(browser, stack, 'supplier');
  const c = customer.page;
  const s = supplier.page;

  // The customer orders.
  await c.goto(`/orders/new?solutionId=${service.solutionId}&categoryId=${service.categoryId}`);
  await c.getByLabel('Order name').fill(name);
  // The draft is created, its answer lost: the form says so and keeps what was typed.
  await c.getByRole('button', { name: 'Create draft order' }).click();
  await expect(
    c.getByText(/^No answer came back, so the draft may already have been created/),
  ).toBeVisible();
  await expect(c.getByLabel('Order name')).toHaveValue(name);
  // Sending again answers the same draft.
  await c.getByRole('button', { name: 'Create draft order' }).click();
  await expect(c).toHaveURL(/\/orders\/\d+$/);
  const id = Number(/\/orders\/(\d+)$/.exec(c.url())?.[1]);
  await expect(stateBadge(c)).toHaveText('Draft');

  // Request a quote: applied, its answer lost. The page reads the order again and says so.
  await c.getByRole('button', { name: 'Request a quote', exact: true }).click();
  await expect(c.getByText('Your change was saved.')).toBeVisible();
  await expect(stateBadge(c)).toHaveText('Quote requested');
  await expect(c.getByRole('button', { name: 'Request a quote' })).toHaveCount(0);

  // The supplier types a price; saving it by itself fails (503) before it was applied.
  await s.goto(`/orders/${id}`);
  await expect(stateBadge(s)).toHaveText('Quote requested');
  await s.getByLabel('Price').fill('9800');
  await expect(s.getByText('Your change was not saved; try again.')).toBeVisible();
  await expect(s.getByLabel('Price')).toHaveValue('9800');
  // Trying again saves it; what is typed next is saved by itself.
  await s.getByRole('button', { name: 'Save draft' }).click();
  await expect(s.getByText(/Draft saved/)).toBeVisible();
  await s.getByLabel('Estimated start').fill(inDays(5));
  await s.getByLabel('Estimated completion').fill(inDays(9));
  await s.getByLabel('Notes for the customer').fill('Eight shelves, reused steel.');
  await expect(s.getByText(/Draft saved/)).toBeVisible();

  // Send: applied, its answer lost.
  const send = s.getByRole('button', { name: 'Send quote' });
  await expect(send).toBeEnabled();
  await send.click();
  await s.getByRole('button', { name: 'Yes, send the quote' }).click();
  await expect(s.getByText('Your change was saved.')).toBeVisible();
  await expect(stateBadge(s)).toHaveText('Quoted');

  // The customer accepts; the connection drops before the server got it: not saved, try again.
  await c.reload();
  await expect(stateBadge(c)).toHaveText('Quoted');
  await c.getByRole('button', { name: 'Accept quote', exact: true }).click();
  await c.getByRole('button', { name: 'Yes, accept the quote' }).click();
  await expect(c.getByText('Your change was not saved; try again.')).toBeVisible();
  await expect(stateBadge(c)).toHaveText('Quoted');
  await c.getByRole('button', { name: 'Accept quote', exact: true }).click();
  await c.getByRole('button', { name: 'Yes, accept the quote' }).click();
  await expect(stateBadge(c)).toHaveText('Accepted');

  // Applied once each: one state-history entry per transition.
  const history = await api.as('byggherre', 'GET', `/services/v1/orders/${id}/history`);
  const { _embedded } = v.parse(
    v.object({ _embedded: v.object({ entries: v.array(v.object({ transition: v.string() })) }) }),
    history,
  );
  expect(_embedded.entries.map((entry) => entry.transition)).toEqual([
    'request-quote',
    'quote',
    'accept',
  ]);
  // One draft for the two creates.
  expect(await api.customerOrdersNamed('byggherre', name)).toEqual([id]);

  // A second form fill: its create is made, the answer lost; the customer changes the name and
  // presses again. The same key with another body is refused, and the form says a draft exists.
  const second = unique('Faults: benches');
  await c.goto(`/orders/new?solutionId=${service.solutionId}&categoryId=${service.categoryId}`);
  await c.getByLabel('Order name').fill(second);
  await c.getByRole('button', { name: 'Create draft order' }).click();
  await expect(c.getByText(/^No answer came back/)).toBeVisible();
  await c.getByLabel('Order name').fill(`${second} (renamed)`);
  await c.getByRole('button', { name: 'Create draft order' }).click();
  await expect(c.getByText(/^A draft was already created from this form/)).toBeVisible();
  await expect(c.getByLabel('Order name')).toHaveValue(`${second} (renamed)`);
  expect(await api.customerOrdersNamed('byggherre', second)).toHaveLength(1);
  expect(await api.customerOrdersNamed('byggherre', `${second} (renamed)`)).toEqual([]);
  // A new key now: pressing again creates the renamed draft, because the customer asked for it.
  await c.getByRole('button', { name: 'Create draft order' }).click();
  await expect(c).toHaveURL(/\/orders\/\d+$/);
  await expect(c.getByRole('heading', { level: 1 })).toHaveText(`${second} (renamed)`);

  for (const [who, person] of [
    ['customer', customer],
    ['supplier', supplier],
  ] as const) {
    await person.close();
    expect(person.report.pageErrors, `uncaught page errors (${who})`).toEqual([]);
    expect(person.report.cspViolations, `CSP violations (${who})`).toEqual([]);
  }
});
