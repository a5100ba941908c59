/**
 * Journeys of the supplier's planning board and of the order page read as a document (issue 7).
 * Orders the journeys act on are made through the sandbox's API (API keys), so parallel journeys
 * never share them; the board's completeness is checked against the API around the page load.
 */
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import * as v from 'valibot';
import { API, QUOTE, as, inDays, newOrder, step, unique } from './orders.support';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations, signInAt } from './support/fixtures';

const BOARD = '/workspace/planning';

/** A new order of Byggherre Vest for Gjenbruk Oslo, requested and quoted with `quote`. */
async function quotedOrder(name: string, quote: Record<string, unknown>): Promise<number> {
  const id = await newOrder('byggherre', 'gjenbrukOslo', name);
  await step('byggherre', id, 'request-quote');
  await as('gjenbrukOslo', 'PUT', `/services/v1/orders/${String(id)}/quote-details`, QUOTE);
  await step('gjenbrukOslo', id, 'quote', quote);
  return id;
}

/** A new order of Byggherre Vest for Gjenbruk Oslo, quoted with work dates and accepted. */
async function acceptedOrder(name: string, start: number, end: number): Promise<number> {
  const id = await quotedOrder(name, {
    quotedPrice: 4200,
    quotedCurrency: 'NOK',
    estimatedStartDate: inDays(start),
    estimatedCompletionDate: inDays(end),
    quoteValidUntil: inDays(10),
  });
  await step('byggherre', id, 'accept', { notes: 'Go ahead.' });
  return id;
}

const listSchema = v.looseObject({
  _embedded: v.optional(
    v.looseObject({
      orders: v.optional(v.array(v.looseObject({ id: v.number(), name: v.string() })), []),
    }),
  ),
});
const orderSchema = v.looseObject({ state: v.string() });

/** Ids of the supplier's orders in these states, straight from the API (all pages). */
async function supplierOrderIds(states: string): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let pageNumber = 0; pageNumber < 50; pageNumber += 1) {
    const body = v.parse(
      listSchema,
      await as(
        'gjenbrukOslo',
        'GET',
        `/services/v1/orders?role=supplier&state=${states}&pageSize=100&pageNumber=${String(pageNumber)}`,
      ),
    );
    const orders = body._embedded?.orders ?? [];
    for (const order of orders) ids.add(order.id);
    if (orders.length < 100) break;
  }
  return ids;
}

async function orderState(id: number): Promise<string> {
  return v.parse(orderSchema, await as('gjenbrukOslo', 'GET', `/services/v1/orders/${String(id)}`))
    .state;
}

async function boardIds(page: Page): Promise<Set<number>> {
  const ids = await page
    .locator('main [data-order-id]')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-order-id'))));
  return new Set(ids);
}

async function openBoard(page: Page, search = '') {
  await page.goto(`${BOARD}${search}`);
  await expectBoard(page);
}

async function expectBoard(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Planning' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /orders?:/ })).toBeVisible();
}

/**
 * An accepted order with work from `days[0]` to `days[1]` days from today, and the supplier on
 * the board (`search`: its query).
 */
async function onBoard(
  page: Page,
  label: string,
  days: [number, number],
  search = '',
): Promise<{ id: number; name: string }> {
  const name = unique(label);
  const id = await acceptedOrder(name, ...days);
  await signInAt(page, 'supplier', `${BOARD}${search}`);
  await expectBoard(page);
  return { id, name };
}

test('the board shows every accepted and planned order of the supplier', async ({ page }) => {
  const accepted = await acceptedOrder(unique('Board: benches'), 2, 9);
  const planned = await acceptedOrder(unique('Board: shelving'), 5, 12);
  await step('gjenbrukOslo', planned, 'plan');

  await signInAt(page, 'supplier', '/workspace');
  // From the workspace's navigation, then the table of accepted and planned orders, all periods.
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: 'Planning' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Planning' })).toBeVisible();
  const before = await supplierOrderIds('ACCEPTED,PLANNED');
  await openBoard(page, '?state=ACCEPTED,PLANNED&view=table');
  const shown = await boardIds(page);
  const after = await supplierOrderIds('ACCEPTED,PLANNED');
  // An order in these states before and after the page read them was in them while it did.
  const steady = [...before].filter((id) => after.has(id));
  expect(steady.length).toBeGreaterThanOrEqual(15);
  expect(steady.filter((id) => !shown.has(id))).toEqual([]);
  expect(shown.has(accepted) && shown.has(planned)).toBe(true);

  // The seed's board: overlapping work, work without dates and one late order are marked.
  await openBoard(page);
  await expect(page.getByText('Overlaps', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Without dates' })).toBeVisible();
  await expect(page.getByText('Late', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'Table' }).check();
  await expect(page.getByRole('table', { name: 'Planned work as a table' })).toBeVisible();
  await expectNoAxeViolations(page);
  if (process.env.PLANNING_SCREENSHOTS) {
    await page.goto(`${BOARD}?range=quarter`);
    await expect(page.getByRole('region', { name: /Timeline/ })).toBeVisible();
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.screenshot({ path: 'docs/planning-board.png', fullPage: false });
  }
});

test('a supplier plans an order from the board, and the choice shows at once', async ({ page }) => {
  const { id, name } = await onBoard(page, 'Board plan: cabinets', [3, 8], '?range=quarter');
  const row = page.locator(`li[data-order-id="${String(id)}"]`);
  await expect(row).toContainText('Byggherre Vest AS');
  await expect(row).toContainText(/NOK\s?4,200\.00/);
  await row.getByRole('button', { name: 'Mark as planned' }).click();
  await expect(page.getByText(`${name}: now Planned.`)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Start work' })).toBeVisible();
  expect(await orderState(id)).toBe('PLANNED');

  // The state filter: unticking "Accepted" shows at once and goes into the URL.
  const acceptedBox = page.getByRole('checkbox', { name: 'Accepted' });
  await acceptedBox.uncheck();
  await expect(acceptedBox).not.toBeChecked();
  await expect(page).toHaveURL(/state=PLANNED%2CIN_PROGRESS|state=PLANNED,IN_PROGRESS/);
  await expect(row).toBeVisible();

  // The order page agrees.
  await row.getByRole('link', { name }).click();
  await expect(page.getByTestId('order-state')).toHaveText('Planned');
});

test('the table works by keyboard', async ({ page }) => {
  const { id, name } = await onBoard(page, 'Board keys: lockers', [4, 6]);
  await page.getByRole('radio', { name: 'Timeline' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Table' })).toBeChecked();
  const table = page.getByRole('table', { name: 'Planned work as a table' });
  await expect(table).toBeVisible();
  const row = table.locator(`tr[data-order-id="${String(id)}"]`);
  await row.getByRole('link', { name }).focus();
  await page.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: 'Mark as planned' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('cell', { name: 'Planned', exact: true })).toBeVisible();
  expect(await orderState(id)).toBe('PLANNED');
});

test('the calendar export holds one valid event per dated order', async ({ page }) => {
  const { id, name } = await onBoard(page, 'Board export: desks, chairs; and more', [6, 20]);
  const dated = await page
    .getByRole('region', { name: /Timeline/ })
    .locator('li[data-order-id]')
    .count();
  expect(dated).toBeGreaterThan(10);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download calendar (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^planning-\d{4}-\d{2}-\d{2}\.ics$/);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
    true,
  );
  const parsed: unknown = ICAL.parse(text);
  if (!Array.isArray(parsed)) throw new Error('not one calendar');
  const events = new ICAL.Component(parsed)
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component));
  expect(events).toHaveLength(dated);
  expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
  const ours = events.find((event) => event.uid === `order-${String(id)}@${new URL(API).host}`);
  expect(ours?.summary).toBe(`[Accepted] ${name}`);
  expect(ours?.startDate.toString()).toBe(inDays(6));
  expect(ours?.endDate.toString()).toBe(inDays(21));
  expect(ours?.sequence).toBeGreaterThan(0);
  expect(ours?.description).toContain(`/orders/${String(id)}`);
});

test('the customer is warned before a quote runs out, and the history reads in words', async ({
  page,
}) => {
  const name = unique('Quote deadline: tables');
  const id = await quotedOrder(name, {
    quotedPrice: 1200,
    quotedCurrency: 'NOK',
    estimatedStartDate: inDays(5),
    quoteValidUntil: inDays(1),
  });
  await signInAt(page, 'customer', `/orders/${String(id)}`);
  await expect(page.getByRole('note')).toContainText('This quote runs out in 1 day');
  await page.getByRole('button', { name: 'Show field changes' }).click();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText(/Price set to NOK\s?1,200\.00/);
  await expect(history).toContainText('Status changed from Quote requested to Quoted');
  // Done through the API key: the actor is the organisation itself, named once.
  await expect(history).toContainText('Gjenbruk Oslo AS (supplier): Send quote');
  await expect(history).not.toContainText('Gjenbruk Oslo AS, Gjenbruk Oslo AS');
  await expect(history).not.toContainText(/quotedPrice|quoteValidUntil|\d{4}-\d{2}-\d{2}/);
  await expectNoAxeViolations(page);

  // The seed's quote that has run out: said plainly, and the platform's reason at Accept.
  const quoted = v.parse(
    listSchema,
    await as('byggherre', 'GET', '/services/v1/orders?role=customer&state=QUOTED&pageSize=100'),
  );
  const expired = quoted._embedded?.orders.find((order) => order.name.includes('Frogner hage'));
  if (!expired) throw new Error('the seed has no expired quote');
  await page.goto(`/orders/${String(expired.id)}`);
  await expect(page.getByRole('note')).toContainText('ran out on');
  await expect(page.getByRole('button', { name: 'Accept quote' })).toBeDisabled();
  await expect(
    page.getByText('The quote has run out. Ask the supplier for a new one.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
