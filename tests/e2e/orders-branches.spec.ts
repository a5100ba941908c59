/**
 * Orders journeys off the straight path (issue 5): revisions, offers without a request, withdrawn
 * quotes, cancelling, draft privacy, double clicks, two sessions at once and the list. Each journey
 * sets its own order up through the sandbox's API.
 */
import { expect, expectNoAxeViolations, signInAt, test } from './support/fixtures';
import {
  act,
  actTo,
  expectOrderTitle,
  newOrder,
  openedAt,
  openOrder,
  orderAt,
  signInAndOpen,
  stateBadge,
  unique,
  inDays,
} from './orders.support';

// Two browser contexts and several page loads per journey: more than the default minute when the
// machine is shared.
test.describe.configure({ timeout: 150_000 });

test('the customer asks for revisions, the supplier completes again, the customer approves', async ({
  page: customer,
  newUserPage,
}) => {
  const order = await openedAt(customer, 'customer', 'COMPLETED', 'Revisions: kitchen fronts');
  await customer.getByLabel('Note to the other party (optional)').fill('Two doors are scratched.');
  await actTo(customer, 'In progress', 'Ask for revisions', 'Yes, ask for revisions');

  const supplier = await newUserPage('supplier', `/orders/${order.id}`);
  await expectOrderTitle(supplier, order.name);
  await expect(supplier.getByText('Two doors are scratched.')).toBeVisible();
  await actTo(supplier, 'Completed', 'Report work done');

  await customer.reload();
  await actTo(customer, 'Approved', 'Approve delivery', 'Yes, approve and close the order');
});

test('the supplier sends an offer from a draft without a request', async ({
  page: supplier,
  newUserPage,
}) => {
  const name = unique('Offer: reception desk');
  const id = await newOrder('byggherre', 'gjenbrukOslo', name);
  await signInAndOpen(supplier, 'supplier', id, name);
  await expect(stateBadge(supplier)).toHaveText('Draft');
  const send = supplier.getByRole('button', { name: 'Send offer' });
  await expect(send).toBeDisabled();
  await supplier.getByLabel('Price').fill('3200');
  await supplier.getByLabel('Quote valid until').fill(inDays(14));
  await supplier.getByRole('button', { name: 'Save draft' }).click();
  await expect(send).toBeEnabled();
  await send.click();
  await supplier.getByRole('button', { name: 'Yes, send the offer' }).click();
  await expect(stateBadge(supplier)).toHaveText('Quoted');

  const customer = await newUserPage('customer', `/orders/${id}`);
  await expectOrderTitle(customer, name);
  await expect(customer.getByRole('region', { name: 'Quote' })).toContainText(
    /3[\s,.\u00a0\u202f]?200/,
  );
  await expect(customer.getByRole('button', { name: 'Accept quote' })).toBeEnabled();
});

test('the supplier withdraws a quote and sends a revised one', async ({
  page: supplier,
  newUserPage,
}) => {
  const { id, name } = await openedAt(supplier, 'supplier', 'QUOTED', 'Withdraw: meeting tables');
  await actTo(supplier, 'Quote requested', 'Withdraw quote');
  const price = supplier.getByLabel('Price');
  await expect(price).toHaveValue('1200');
  await price.fill('1500');
  await supplier.getByRole('button', { name: 'Save draft' }).click();
  await expect(supplier.getByText(/Draft saved/)).toBeVisible();
  await actTo(supplier, 'Quoted', 'Send quote', 'Yes, send the quote');

  const customer = await newUserPage('customer', `/orders/${id}`);
  await expectOrderTitle(customer, name);
  await expect(customer.getByRole('region', { name: 'Quote' })).toContainText(
    /1[\s,.\u00a0\u202f]?500/,
  );
  const history = customer.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Withdraw quote');
});

test('each role cancels from several states, after a confirmation', async ({
  page: customer,
  newUserPage,
}) => {
  const draft = unique('Cancel draft');
  const planned = unique('Cancel planned');
  const requested = unique('Cancel requested');
  const quoted = unique('Cancel quoted');
  const ids = {
    draft: await orderAt('DRAFT', draft),
    planned: await orderAt('PLANNED', planned),
    requested: await orderAt('REQUESTED', requested),
    quoted: await orderAt('QUOTED', quoted),
  };

  await signInAndOpen(customer, 'customer', ids.draft, draft);
  await actTo(customer, 'Draft', 'Cancel order', 'No, go back');
  await actTo(customer, 'Cancelled', 'Cancel order', 'Yes, cancel the order');
  await expect(customer.getByText('The order was cancelled.').first()).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expectNoAxeViolations(customer);

  await openOrder(customer, ids.planned, planned);
  await actTo(customer, 'Cancelled', 'Cancel order', 'Yes, cancel the order');

  const supplier = await newUserPage('supplier', '/orders');
  for (const [id, name] of [
    [ids.requested, requested],
    [ids.quoted, quoted],
  ] as const) {
    await openOrder(supplier, id, name);
    await actTo(supplier, 'Cancelled', 'Cancel order', 'Yes, cancel the order');
  }
});

test('the server’s field errors show at the quote fields and go away once fixed; the draft stays private: the customer sees no values, not even in change history', async ({
  page: supplier,
  newUserPage,
}) => {
  const { id, name } = await openedAt(supplier, 'supplier', 'REQUESTED', 'Privacy: lamps');
  await supplier.getByLabel('Price').fill('98765');
  await supplier.getByLabel('Notes for the customer').fill('Secret margin note');
  await supplier.getByLabel('Estimated start').fill(inDays(20));
  await supplier.getByLabel('Estimated completion').fill(inDays(10));
  await supplier.getByRole('button', { name: 'Save draft' }).click();
  const completion = supplier.getByLabel('Estimated completion');
  await expect(completion).toHaveAttribute('aria-invalid', 'true');
  await expect(completion).toHaveAccessibleDescription(
    'The completion date must not be before the start date.',
  );
  await expect(supplier.getByRole('alert')).toContainText('Some fields need attention.');
  await expectNoAxeViolations(supplier);

  await completion.fill(inDays(30));
  await supplier.getByRole('button', { name: 'Save draft' }).click();
  await expect(completion).not.toHaveAttribute('aria-invalid', 'true');
  await expect(supplier.getByText(/Draft saved/)).toBeVisible();
  await expect(supplier.getByRole('button', { name: 'Send quote' })).toBeEnabled();

  const customer = await newUserPage('customer', `/orders/${id}`);
  await expectOrderTitle(customer, name);
  await expect(stateBadge(customer)).toHaveText('Quote requested');
  await expect(customer.getByRole('region', { name: 'Quote' })).toHaveCount(0);
  await customer.getByRole('button', { name: 'Show field changes' }).click();
  await expect(customer.getByRole('heading', { name: 'Field changes' })).toBeVisible();
  await expect(customer.locator('main')).not.toContainText('98765');
  await expect(customer.locator('main')).not.toContainText(/98[\s,.\u00a0\u202f]?765/);
  await expect(customer.locator('main')).not.toContainText('Secret margin note');
  await expectNoAxeViolations(customer);
});

test('a double click on an action sends one request', async ({ page }) => {
  const { id } = await openedAt(page, 'customer', 'DRAFT', 'Double click');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(`/orders/${id}/transitions/`)) {
      posts.push(request.url());
    }
  });
  await page.getByRole('button', { name: 'Request a quote' }).dblclick();
  await expect(stateBadge(page)).toHaveText('Quote requested');
  expect(posts).toHaveLength(1);
});

test('two sessions act at once: the second gets a clear message and the fresh state', async ({
  page: customer,
  newUserPage,
}) => {
  const name = unique('Race: sofas');
  const id = await orderAt('QUOTED', name);
  const supplier = await newUserPage('supplier', `/orders/${id}`);
  await expectOrderTitle(supplier, name);
  await signInAndOpen(customer, 'customer', id, name);
  await expect(customer.getByRole('button', { name: 'Accept quote' })).toBeEnabled();

  await actTo(supplier, 'Quote requested', 'Withdraw quote');

  await customer.getByLabel('Note to the other party (optional)').fill('Go ahead!');
  await act(customer, 'Accept quote', 'Yes, accept the quote');
  await expect(customer.getByRole('alert')).toContainText(
    'The order changed meanwhile and is now: Quote requested.',
  );
  await expect(stateBadge(customer)).toHaveText('Quote requested');
  await expect(customer.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
  await expect(customer.getByLabel('Note to the other party (optional)')).toHaveValue('Go ahead!');
});

test('the order list shows the organisation’s orders with filters in the address', async ({
  page,
}) => {
  const name = unique('List: filing cabinets');
  const id = await orderAt('REQUESTED', name);
  await signInAt(page, 'customer', '/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Quote requested');
  await expect(row).toContainText('Gjenbruk Oslo AS (supplier)');
  await expectNoAxeViolations(page);

  await page.getByLabel('State').selectOption({ label: 'Approved' });
  await expect(page).toHaveURL(/state=APPROVED/);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.getByLabel('Role').selectOption({ label: 'As supplier' });
  await expect(page.getByText('No orders match these filters.')).toBeVisible();

  // The state filter read from the address keeps the order in the list, and its row opens it.
  await page.goto('/orders?state=REQUESTED');
  await expect(page.getByLabel('State')).toHaveValue('REQUESTED');
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${String(id)}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(stateBadge(page)).toHaveText('Quote requested');
});
