/**
 * Journeys of the organisation's workspace (issue 6): the home's "Needs your action" and
 * "Waiting for the other party", the header count, the organisation switch and our services (the
 * climate report: climate-report.spec.ts). Orders the journeys act on are made for the test through the sandbox's API
 * (API keys, client_credentials), so parallel journeys never share them.
 */
import type { Locator, Page } from '@playwright/test';
import * as v from 'valibot';
import { DEMO_ORGANIZATIONS } from '../../sandbox/store/seed/types.ts';
import { as, newOrder, step } from './orders.support';
import {
  chooseOrganization,
  expect,
  expectNoAxeViolations,
  header,
  signInAt,
  test,
} from './support/fixtures';
import {
  headerCount,
  NEEDS,
  openWorkspace,
  orderSchema,
  section,
  waitsFor,
  WAITING,
} from './workspace.support';

/** Drives a new order to IN_PROGRESS: the supplier's next step is "complete". */
async function orderInProgress(name: string): Promise<number> {
  const id = await newOrder('byggherre', 'gjenbrukOslo', name);
  await step('byggherre', id, 'request-quote');
  const quote = { quotedPrice: 1200, quotedCurrency: 'NOK' };
  await as('gjenbrukOslo', 'PUT', `/services/v1/orders/${id}/quote-details`, quote);
  await step('gjenbrukOslo', id, 'quote', quote);
  await step('byggherre', id, 'accept');
  await step('gjenbrukOslo', id, 'plan');
  await step('gjenbrukOslo', id, 'start');
  return id;
}

/** `WORKSPACE_SCREENSHOTS=1` refreshes the README's screenshots in docs/ from a journey. */
async function screenshot(page: Page, file: string) {
  if (!process.env.WORKSPACE_SCREENSHOTS) return;
  await page.screenshot({ path: `docs/${file}`, fullPage: true });
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

/** A page of the workspace, through its own navigation. */
async function openWorkspacePage(page: Page, name: string) {
  await openWorkspace(page);
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name }).click();
}

/** Pages the home's "Needs your action" on to its last page (the newest waiting orders). */
async function toLastPage(needs: Locator) {
  await expect(needs.getByRole('heading', { level: 2 })).toBeVisible();
  const next = needs.getByRole('button', { name: 'Next page' });
  while ((await next.count()) > 0 && (await next.isEnabled())) {
    const at = await needs.locator('[aria-current="page"]').textContent();
    await next.click();
    await expect(needs.locator('[aria-current="page"]')).not.toHaveText(at ?? '');
  }
}

test('a supplier sees an order waiting for it, acts on it, and it moves to waiting', async ({
  page,
}) => {
  // Several pages of the home and two axe checks: on a loaded 2-core machine over a minute.
  test.setTimeout(120_000);
  const name = unique('Workspace journey: chairs');
  const id = await orderInProgress(name);

  await signInAt(page, 'supplier', '/workspace');
  const before = await headerCount(page);
  expect(before).toBeGreaterThan(0);
  await header(page)
    .getByRole('link', { name: /^Needs your action/ })
    .click();
  await expect(page).toHaveURL(/\/workspace$/);
  await expect(page.getByRole('heading', { level: 1, name: 'What needs doing' })).toBeVisible();

  // Oldest first: the order just made is on the last page.
  const needs = section(page, NEEDS);
  await toLastPage(needs);
  const card = needs.getByRole('article').filter({ hasText: name });
  await expect(card).toContainText('Next step: Report work done');
  await expect(card).toContainText('We are the supplier. Customer: Byggherre Vest AS');
  await expect(section(page, WAITING).getByText(name)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'workspace-home.png');

  // Act on it on the order page.
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await page.getByRole('button', { name: 'Report work done' }).click();
  // The button goes as soon as the step is sent; the answer is the page's word that it is done.
  await expect(page.getByText(/^Done\. The order is now: /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report work done' })).toHaveCount(0);
  // The API no longer offers the supplier a step on it.
  const after = v.parse(orderSchema, await as('gjenbrukOslo', 'GET', `/services/v1/orders/${id}`));
  expect(waitsFor(after)).toBe(false);

  // Back home: it now waits for the customer, and the count is that of the home's list.
  await header(page)
    .getByRole('link', { name: /^Needs your action/ })
    .click();
  await toLastPage(needs);
  await expect(needs.getByText(name)).toHaveCount(0);
  // The header and the home count the same orders.
  await expect
    .poll(async () => `Needs your action ${await headerCount(page)}`)
    .toBe(await needs.getByRole('heading', { level: 2 }).textContent());
  await expect(section(page, WAITING).getByRole('article').filter({ hasText: name })).toContainText(
    'Waiting for the customer, Byggherre Vest AS',
  );
});

test('the multi user’s home changes with the organisation switch', async ({ page }) => {
  // One order between the multi user's own two organisations: customer Nordlys, supplier Ombruk.
  const name = unique('Workspace journey: shelves');
  await newOrder('nordlysEiendom', 'ombrukBergen', name);

  // Two organisations and no default: the workspace asks which one first.
  await signInAt(page, 'multi', '/workspace', DEMO_ORGANIZATIONS.nordlysEiendom.name);
  await expect(page.getByRole('heading', { level: 1, name: 'What needs doing' })).toBeVisible();
  await expect(page.getByText(/Orders of Nordlys Eiendom AS/)).toBeVisible();
  await expect(section(page, NEEDS).getByRole('article').filter({ hasText: name })).toContainText(
    'Next step: Request a quote',
  );
  const nordlysCount = await headerCount(page);

  await chooseOrganization(page, DEMO_ORGANIZATIONS.ombrukBergen.name);
  await expect(page.getByText(/Orders of Ombruk Bergen AS/)).toBeVisible();
  await expect(section(page, NEEDS).getByText(name)).toHaveCount(0);
  const asSupplier = section(page, WAITING).getByRole('article').filter({ hasText: name });
  await expect(asSupplier).toContainText('We are the supplier. Customer: Nordlys Eiendom AS');
  await expect(asSupplier).toContainText(
    'Send offer is not possible yet: Save a price in the quote draft first',
  );
  expect(await headerCount(page)).not.toBeNaN();
  expect(nordlysCount).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});

test('our services show public and private services, marked in words', async ({ page }) => {
  await signInAt(page, 'supplier', '/workspace');
  await openWorkspacePage(page, 'Our services');
  await expect(page.getByRole('heading', { level: 1, name: 'Our services' })).toBeVisible();
  await expect(page.getByText(/^\d+ services: \d+ public, [1-9]\d* not public\.$/)).toBeVisible();
  await expect(
    page.getByText('Shown in the public catalogue.', { exact: true }).first(),
  ).toBeVisible();

  // Only the private ones (the whole list is long; axe runs on the filtered one).
  await page.getByRole('radio', { name: 'Not public' }).check();
  await expect(page).toHaveURL(/show=private/);
  await expect(page.getByText('Shown in the public catalogue.', { exact: true })).toHaveCount(0);
  const privateCard = page
    .getByRole('article')
    .filter({ hasText: 'Not visible in the public catalogue' })
    .first();
  await expect(privateCard.getByText('Not public', { exact: true })).toBeVisible();
  await expect(privateCard.getByText('Functional unit')).toBeVisible();
  await expect(privateCard.getByText('Saving against buying new')).toBeVisible();
  await expectNoAxeViolations(page);

  await header(page).getByRole('combobox', { name: 'Language' }).selectOption('nb');
  await expect(page.getByRole('heading', { level: 1, name: 'Våre tjenester' })).toBeVisible();
  await expect(page.getByText(/Vises ikke i den offentlige katalogen/).first()).toBeVisible();
});

test('an organisation without services sees the empty state of our services', async ({ page }) => {
  await signInAt(page, 'customer', '/workspace');
  await openWorkspacePage(page, 'Our services');
  await expect(page.getByText('Your organisation has no services yet.')).toBeVisible();
  await expectNoAxeViolations(page);
});
