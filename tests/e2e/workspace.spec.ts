/**
 * Journeys of the organisation's workspace (issue 6): the home's "Needs your action" and
 * "Waiting for the other party", the header count, the organisation switch, our services and the
 * climate summary. Orders the journeys act on are made for the test through the sandbox's API
 * (API keys, client_credentials), so parallel journeys never share them.
 */
import type { Page, Request } from '@playwright/test';
import { DEMO_ORGANIZATIONS } from '../../sandbox/store/seed/types.ts';
import { TRANSITION_RELATIONS } from '../../src/orders/model/relations.ts';
import { readCollection } from '../../src/lib/api-shapes/index.ts';
import { orderListItemSchema } from '../../src/orders/api/orderListItem.ts';
import { countNeedsAction } from '../../src/workspace/model/homeModel.ts';
import { as, newOrder, step } from './orders.support';
import {
  chooseOrganization,
  expect,
  expectNoAxeViolations,
  header,
  signIn,
  test,
} from './support/fixtures';

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

function section(page: Page, name: RegExp) {
  return page.getByRole('region', { name });
}

const NEEDS = /^(Needs your action|Venter på dere)/;
const WAITING = /^(Waiting for the other party|Venter på den andre parten)/;

/** In-app navigation to the workspace home (the header's main navigation). */
async function openWorkspace(page: Page) {
  await header(page)
    .getByRole('link', { name: /^(Workspace|Arbeidsområde)$/ })
    .click();
}

/** A page of the workspace, through its own navigation. */
async function openWorkspacePage(page: Page, name: string) {
  await openWorkspace(page);
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name }).click();
}

/** The header count, read from the link "Needs your action <n>". */
async function headerCount(page: Page): Promise<number> {
  const link = header(page).getByRole('link', { name: /^Needs your action \d+$/ });
  await expect(link).toBeVisible();
  return Number((await link.textContent())?.replace(/\D+/g, ''));
}

/**
 * Runs `act` (an action on an order) and returns the count that the app's first read of the order
 * list after the transition's answer gives, with that answer's orders. Other journeys create and
 * move orders of the same organisation at the same time, so a count taken earlier says nothing;
 * this one is what the header must show once it has refreshed.
 */
async function countReadAfterTransition(page: Page, act: () => Promise<void>) {
  const seen: ({ kind: 'transition' } | { kind: 'list'; request: Request })[] = [];
  const onResponse = (response: { request: () => Request; url: () => string }) => {
    if (response.request().method() === 'POST' && response.url().includes('/transitions/'))
      seen.push({ kind: 'transition' });
  };
  const onRequest = (request: Request) => {
    if (request.method() === 'GET' && /\/services\/v1\/orders\?/.test(request.url()))
      seen.push({ kind: 'list', request });
  };
  page.on('response', onResponse);
  page.on('request', onRequest);
  try {
    await act();
    const firstListAfterTransition = () => {
      const answered = seen.findIndex((event) => event.kind === 'transition');
      const next = answered < 0 ? undefined : seen.slice(answered).find((e) => e.kind === 'list');
      return next?.kind === 'list' ? next.request : undefined;
    };
    await expect.poll(() => firstListAfterTransition() !== undefined).toBe(true);
    const request = firstListAfterTransition();
    const response = await request?.response();
    if (!request || !response) throw new Error('The order list was not read after the action');
    const orders = readCollection(await response.json(), new Headers(), orderListItemSchema, {
      what: 'GET /orders',
      preferredKeys: ['orders'],
    }).items;
    const apiBase = new URL('/services/v1', request.url()).href;
    return { count: countNeedsAction(orders, TRANSITION_RELATIONS, apiBase), orders, apiBase };
  } finally {
    page.off('response', onResponse);
    page.off('request', onRequest);
  }
}

test('a supplier sees an order waiting for it, acts on it, and it moves to waiting', async ({
  page,
}) => {
  const name = unique('Workspace journey: chairs');
  const id = await orderInProgress(name);

  await page.goto('/');
  await signIn(page, 'supplier');
  const before = await headerCount(page);
  expect(before).toBeGreaterThan(0);
  await header(page)
    .getByRole('link', { name: /^Needs your action/ })
    .click();
  await expect(page).toHaveURL(/\/workspace$/);
  await expect(page.getByRole('heading', { level: 1, name: 'What needs doing' })).toBeVisible();

  const needs = section(page, NEEDS);
  const card = needs.getByRole('article').filter({ hasText: name });
  await expect(card).toContainText('Next step: Report work done');
  await expect(card).toContainText('We are the supplier. Customer: Byggherre Vest AS');
  await expect(section(page, WAITING).getByText(name)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'workspace-home.png');

  // Act on it on the order page.
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const read = await countReadAfterTransition(page, () =>
    page.getByRole('button', { name: 'Report work done' }).click(),
  );
  await expect(page.getByRole('button', { name: 'Report work done' })).toHaveCount(0);
  // The list read after the action no longer counts this order, and the header shows that read.
  const ours = read.orders.filter((order) => order.id === id);
  expect(ours).toHaveLength(1);
  expect(countNeedsAction(ours, TRANSITION_RELATIONS, read.apiBase)).toBe(0);
  await expect.poll(() => headerCount(page)).toBe(read.count);

  // Back home: it now waits for the customer, and the count is that of the home's list.
  await header(page)
    .getByRole('link', { name: /^Needs your action/ })
    .click();
  await expect(section(page, NEEDS).getByText(name)).toHaveCount(0);
  await expect
    .poll(async () => (await headerCount(page)) - (await needs.getByRole('article').count()))
    .toBe(0);
  await expect(section(page, WAITING).getByRole('article').filter({ hasText: name })).toContainText(
    'Waiting for the customer, Byggherre Vest AS',
  );
});

test('the multi user’s home changes with the organisation switch', async ({ page }) => {
  // One order between the multi user's own two organisations: customer Nordlys, supplier Ombruk.
  const name = unique('Workspace journey: shelves');
  await newOrder('nordlysEiendom', 'ombrukBergen', name);

  await page.goto('/');
  await signIn(page, 'multi');
  await openWorkspace(page);
  // Two organisations and no default: the workspace asks which one first.
  await chooseOrganization(page, DEMO_ORGANIZATIONS.nordlysEiendom.name);
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
  await page.goto('/');
  await signIn(page, 'supplier');
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
  await page.goto('/');
  await signIn(page, 'customer');
  await openWorkspacePage(page, 'Our services');
  await expect(page.getByText('Your organisation has no services yet.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the climate summary adds up the savings of approved orders per unit, with a table', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'supplier');
  await openWorkspacePage(page, 'Climate summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Climate summary' })).toBeVisible();
  await page.getByRole('radio', { name: /Delivered by us/ }).check();
  await expect(page).toHaveURL(/side=supplier/);
  await expect(page.getByRole('radio', { name: /Delivered by us/ })).toBeChecked();
  await expect(page.getByText(/^Based on \d+ approved orders?\.$/)).toBeVisible();
  const measure = page.getByRole('region', { name: /^Savings in / }).first();
  await expect(measure.getByText('Total saving')).toBeVisible();
  await expect(measure.getByRole('img', { name: /By kind of service: bar chart/ })).toBeVisible();
  await expect(measure.getByRole('table', { name: 'By kind of service' })).toBeVisible();
  await expect(measure.getByRole('table', { name: 'By month of approval' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'workspace-climate.png');

  // Keyboard: the side switch is a radio group.
  await page.getByRole('radio', { name: /Delivered by us/ }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('radio', { name: /Ordered by us/ })).toBeChecked();
  await expect(page).not.toHaveURL(/side=/);
  await expect(page.getByText('No approved orders yet where you are the customer.')).toBeVisible();
});
