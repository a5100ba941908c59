/**
 * The workspace at volume (issue 6), on a stack of its own: its own spec, so that Playwright can
 * run it on the other worker while workspace.spec.ts runs.
 */
import * as v from 'valibot';
import { sandboxApi, type OrgKey } from './orders.support';
import {
  expect,
  header,
  signIn,
  signInAt,
  testWithExtraStack,
  type DemoUsername,
} from './support/fixtures';
import {
  allOrders,
  headerCount,
  NEEDS,
  oldestFirst,
  openWorkspace,
  orderSchema,
  section,
} from './workspace.support';

/**
 * A stack of its own with 1,500 more orders between the demo customer and supplier; the first read
 * of order 1 (the oldest of them, the customer's draft) hangs.
 */
const volumeTest = testWithExtraStack(50, {
  SANDBOX_EXTRA_ORDERS: '1500',
  SANDBOX_FAULTS: 'hang@GET/services/v1/orders/1$=1',
});

volumeTest(
  'with 1,500 more orders, the header counts every order that waits, and the home starts with the oldest',
  async ({ browser, stack }) => {
    volumeTest.setTimeout(240_000);
    const api = sandboxApi(stack.ports);
    const people: [DemoUsername, OrgKey][] = [
      ['supplier', 'gjenbrukOslo'],
      ['customer', 'byggherre'],
    ];
    for (const [user, org] of people) {
      const all = await allOrders(api.as, org);
      expect(all.length).toBeGreaterThanOrEqual(1500);
      const waiting = oldestFirst(all);
      // Far beyond one page of 100: the count cannot come from the newest page alone.
      expect(waiting.length).toBeGreaterThan(100);

      const context = await browser.newContext({ baseURL: stack.appUrl });
      const page = await context.newPage();
      await signInAt(page, user, '/workspace');
      await expect(header(page).getByRole('link', { name: /^Needs your action/ })).toBeVisible({
        timeout: 60_000,
      });
      expect(await headerCount(page)).toBe(waiting.length);

      await openWorkspace(page);
      const needs = section(page, NEEDS);
      await expect(needs.getByRole('heading', { level: 2 })).toHaveText(
        `Needs your action ${waiting.length}`,
      );
      const first = needs.getByRole('article').first();
      await expect(first.getByRole('link', { name: waiting[0]?.name, exact: true })).toBeVisible();
      // Paged: the next page goes on with the next oldest.
      await needs.getByRole('button', { name: 'Next page' }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(
        needs
          .getByRole('article')
          .first()
          .getByRole('link', { name: waiting[20]?.name, exact: true }),
      ).toBeVisible();
      await context.close();
    }
  },
);

volumeTest(
  'an order page whose read hangs says so within 10 s, and its retry shows the order',
  async ({ browser, stack }) => {
    const api = sandboxApi(stack.ports);
    const context = await browser.newContext({ baseURL: stack.appUrl });
    const page = await context.newPage();
    await page.goto('/');
    await signIn(page, 'customer');
    await page.goto('/orders/1');
    await expect(page.getByText('Loading the order…')).toBeVisible();
    // The product's promise: within 10 s (the expect time-out of the journeys), in words.
    await expect(
      page.getByText(/^This is taking longer than usual\. The answer may still come/),
    ).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Try again' }).click();
    const order = v.parse(orderSchema, await api.as('byggherre', 'GET', '/services/v1/orders/1'));
    await expect(page.getByRole('heading', { level: 1, name: order.name })).toBeVisible();
    await expect(page.getByText(/taking longer than usual/)).toHaveCount(0);
    await context.close();
  },
);
