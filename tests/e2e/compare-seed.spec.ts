/**
 * The seeded quotes to compare (issue 37): on a fresh start the customer's three quotes on one
 * category, from three providers (one in EUR, one running out), each made on its own, so chosen
 * from the category's quotes (issue 50), then side by side at 390 and 1440 px.
 * Expectations come from the API's answers; nothing is accepted (the seed stays as it is).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { expect, expectNoAxeViolations, signInAt, test } from './support/fixtures';
import { as } from './orders.support';
import { bestByRow, leftOutNotes } from './compare.support';

/** A directory for pictures of the comparison (none are taken without it). */
const SHOTS = process.env.E2E_COMPARE_SCREENSHOTS;

const SeedOrders = v.looseObject({
  _embedded: v.looseObject({
    orders: v.array(
      v.looseObject({
        id: v.number(),
        name: v.string(),
        supplier: v.looseObject({ name: v.string() }),
        lines: v.array(v.looseObject({ categoryId: v.number(), categoryName: v.string() })),
        quoteDetails: v.looseObject({ quotedCurrency: v.string(), quotedPrice: v.number() }),
      }),
    ),
  }),
});

test('the seeded quotes compare side by side on a phone and a desktop', async ({ page }) => {
  const quoted = v
    .parse(
      SeedOrders,
      await as('byggherre', 'GET', '/services/v1/orders?role=customer&state=QUOTED&pageSize=100'),
    )
    ._embedded.orders.filter((order) => order.name.endsWith('Nygårdsgaten 12'));
  expect(quoted).toHaveLength(3);
  const category = quoted[0]?.lines[0];
  if (!category) throw new Error('the seed orders have no line');

  const caption = `Quotes for ${category.categoryName}, one column per quote`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAt(page, 'customer', '/orders');
  // Orders made one at a time: the person chooses which to compare from the category's quotes.
  await page
    .getByRole('link', {
      name: new RegExp(`^Choose quotes to compare on ${category.categoryName} \\(\\d+ orders\\)$`),
    })
    .click();
  await expect(
    page.getByText('Nothing is compared yet: tick the quotes to compare below.'),
  ).toBeVisible();
  for (const order of quoted)
    await page.getByRole('checkbox', { name: `${order.name} (${order.supplier.name})` }).check();
  await expect(
    page.getByRole('heading', { level: 1, name: `Compare quotes: ${category.categoryName}` }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: caption });
  // Exactly the three chosen, each found by its name, its supplier in the head row.
  await expect(table.getByRole('columnheader')).toHaveCount(quoted.length + 1);
  for (const order of quoted) {
    await expect(table.getByRole('link', { name: order.name })).toBeVisible();
    await expect(table.getByRole('row').first()).toContainText(order.supplier.name);
  }
  // Each price is ranked only against prices in its own currency, never converted: the lowest
  // of a currency held by two or more quotes is named; a quote alone in its currency is named once
  // as left out. (The seed: EUR from one provider, NOK from two.)
  const orderLinks = await table.getByRole('link').allInnerTexts();
  const priceRow = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Price', exact: true }) });
  const byCurrency = new Map<string, typeof quoted>();
  for (const order of quoted) {
    const currency = order.quoteDetails.quotedCurrency;
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), order]);
  }
  expect(byCurrency.size).toBeGreaterThan(1);
  for (const [currency, orders] of byCurrency) {
    if (orders.length === 1) {
      const [alone] = orders;
      await expect(
        page.getByText(
          `Price: ${alone?.supplier.name ?? ''} (${currency}) left out of the ranking`,
        ),
      ).toBeVisible();
      continue;
    }
    const lowest = orders.reduce((best, order) =>
      order.quoteDetails.quotedPrice < best.quoteDetails.quotedPrice ? order : best,
    );
    await expect(priceRow.getByRole('cell').nth(orderLinks.indexOf(lowest.name))).toContainText(
      `Lowest price in ${currency}`,
    );
  }
  test.info().annotations.push({
    type: 'best by row',
    description: `seeded comparison: ${JSON.stringify(await bestByRow(table))}; notes: ${JSON.stringify(await leftOutNotes(page))}`,
  });
  await expect(table.getByText(/runs out (today|in \d+ days?)/).first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/compare-1440.png`, fullPage: true });
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: caption });
  for (const order of quoted)
    await expect(
      cards
        .getByRole('article', { name: order.supplier.name })
        .filter({ has: page.getByRole('link', { name: order.name }) }),
    ).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/compare-390.png`, fullPage: true });
  await expectNoAxeViolations(page);

  // Printed: the quotes as a document (A4 is as wide as the table), without the app's navigation
  // or the buttons. Read in the PDF's own order, cell by cell, so that names are not split.
  const dir = mkdtempSync(path.join(tmpdir(), 'compare-pdf-'));
  try {
    const file = path.join(dir, 'compare.pdf');
    writeFileSync(file, await page.pdf({ format: 'A4' }));
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Compare quotes: ${category.categoryName}`);
    for (const order of quoted) expect(flat).toContain(order.supplier.name);
    for (const absent of ['Accept the quote from', 'Print / save as PDF', 'All orders'])
      expect(flat).not.toContain(absent);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
