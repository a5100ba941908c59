/**
 * The app against a sandbox that answers with other shapes the spec allows (`SANDBOX_SHAPES=
 * alternate`, sandbox/http/shapes.ts): Spring pages instead of HAL lists, histories under
 * `_embedded.history` / `_embedded.changes`, category children under `subcategories`, string ids
 * and decimals, transitions answering 204, Spring errors. A second stack (offset 10) serves the
 * same build; only these journeys meet it.
 */
import type { Page } from '@playwright/test';
import { expect, testWithExtraStack } from './support/fixtures';
import { inDays, openedAt, stateBadge } from './orders.support';

const test = testWithExtraStack(10, { SANDBOX_SHAPES: 'alternate' });

/** Reads the app's console warnings: an answer it could not read is logged there. */
function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('Could not read')) {
      warnings.push(message.text());
    }
  });
  return warnings;
}

test('the catalogue reads subcategories, and the services and their total', async ({
  page,
  stack,
}) => {
  const warnings = collectWarnings(page);
  await page.goto(`${stack.appUrl}/?category=SteelStructures`);
  const tree = page.getByRole('tree', { name: 'Categories of objects' });
  // Children come from `subcategories`: the node under "Load-bearing structures" is there.
  await expect(tree.getByRole('treeitem', { name: 'Steel structures' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const results = page.getByRole('region', { name: 'Results', exact: true });
  await expect(results.getByText(/^[\d,]+ services? found/)).toBeVisible();
  await expect(results.getByRole('link').first()).toBeVisible();
  expect(warnings).toEqual([]);
});

test('an order page shows both histories and the list finds the order', async ({ page, stack }) => {
  const label = 'Alternate shapes: histories';
  const warnings = collectWarnings(page);
  const { name } = await openedAt(page, 'customer', 'ACCEPTED', label, stack);
  await expect(stateBadge(page)).toHaveText('Accepted');

  // Before the readers, both said "nothing" here: the answers sit under history and changes.
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history).toContainText(/\(customer\): Accept quote/);
  await expect(history.getByText('Nothing has happened yet.')).toHaveCount(0);
  await history.getByRole('button', { name: 'Show field changes' }).click();
  await expect(history.getByText('Status changed from Quoted to Accepted')).toBeVisible();
  await expect(history.getByText('No fields have changed.')).toHaveCount(0);

  // The quote's price came as the string "1200.00".
  await expect(page.getByRole('region', { name: 'Quote' })).toContainText(/1[\s\u00a0\u202f,]?200/);

  // The order list is a Spring page without X-Total-Count.
  await page.goto(`${stack.appUrl}/orders`);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByText(/^Page 1 of \d+ \(\d+ orders\)$/)).toBeVisible();
  await expect(page.getByText('No orders here yet.')).toHaveCount(0);
  expect(warnings).toEqual([]);
});

test('a supplier saves and sends a quote through 204 answers', async ({ page, stack }) => {
  const label = 'Alternate shapes: quote';
  const warnings = collectWarnings(page);
  await openedAt(page, 'supplier', 'REQUESTED', label, stack);
  const send = page.getByRole('button', { name: 'Send quote' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Price').fill('980.50');
  await page.getByLabel('Estimated start').fill(inDays(5));
  await page.getByLabel('Estimated completion').fill(inDays(9));
  await page.getByLabel('Quote valid until').fill(inDays(20));
  // The draft save answers 204; the app re-reads the order, whose link is now enabled.
  await expect(send).toBeEnabled();
  await send.click();
  await page.getByRole('button', { name: 'Yes, send the quote' }).click();
  await expect(stateBadge(page)).toHaveText('Quoted');
  await expect(page.getByRole('region', { name: 'Quote' })).toContainText(/980[.,]50/);
  expect(warnings).toEqual([]);
});
