/**
 * Orders journeys (issue 5): a customer and a supplier, each in their own browser context, take
 * orders along the main path and its branches against the production build and the sandbox. The
 * buttons they press exist only because the order's `_links` offered them. The two-organisation
 * user switches on an order page.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chooseOrganization,
  expect,
  expectNoAxeViolations,
  signInAt,
  test,
} from './support/fixtures';
import {
  actTo,
  as,
  expectOrderTitle,
  firstServiceOf,
  inDays,
  newOrder,
  ORG,
  orderAt,
  stateBadge,
  unique,
} from './orders.support';

test('customer and supplier take an order from the first request to approved delivery', async ({
  page: customer,
  newUserPage,
}) => {
  // Two people, eleven steps, axe three times: long on a shared two-core machine.
  test.setTimeout(240_000);
  const service = await firstServiceOf('gjenbrukOslo');
  const name = unique('Main path: office chairs');

  // The customer places the order from the catalogue's "Ask for a quote" address.
  await signInAt(
    customer,
    'customer',
    `/orders/new?solutionId=${service.solutionId}&categoryId=${service.categoryId}`,
  );
  await expect(customer.getByRole('heading', { level: 1, name: 'Ask for a quote' })).toBeVisible();
  await expectNoAxeViolations(customer);
  await customer.getByLabel('Order name').fill(name);
  await customer.getByRole('button', { name: 'Create draft order' }).click();
  await expect(customer).toHaveURL(/\/orders\/\d+$/);
  const id = Number(/\/orders\/(\d+)$/.exec(customer.url())?.[1]);
  await expect(customer.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(stateBadge(customer)).toHaveText('Draft');
  await expect(customer.getByText('Step 1 of 8: Draft')).toBeVisible();
  await expect(customer.getByText(service.name)).toBeVisible();
  await expectNoAxeViolations(customer);

  // Rename the draft.
  await customer.getByRole('button', { name: 'Rename' }).click();
  await customer.getByLabel('Order name').fill(`${name} (renamed)`);
  await customer.getByRole('button', { name: 'Save name' }).click();
  await expect(
    customer.getByRole('heading', { level: 1, name: `${name} (renamed)` }),
  ).toBeVisible();

  await customer.getByLabel('Note to the other party (optional)').fill('Twelve chairs, floor 3');
  await actTo(customer, 'Quote requested', 'Request a quote');
  await expect(customer.getByRole('button', { name: 'Request a quote' })).toHaveCount(0);

  // The supplier sees the request; the send button is disabled until a price is saved.
  const supplier = await newUserPage('supplier', `/orders/${id}`);
  await expectOrderTitle(supplier, `${name} (renamed)`);
  await expect(stateBadge(supplier)).toHaveText('Quote requested');
  await expect(supplier.getByRole('region', { name: 'The customer’s request' })).toContainText(
    'Twelve chairs, floor 3',
  );
  const send = supplier.getByRole('button', { name: 'Send quote' });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription(
    'Save a price in the quote draft first; then you can send it.',
  );
  await expect(supplier.getByText('Private until you send it')).toBeVisible();
  await expectNoAxeViolations(supplier);

  // Typing saves the draft by itself; the server then enables the send link.
  await supplier.getByLabel('Price').fill('14500');
  await supplier.getByLabel('Estimated start').fill(inDays(10));
  await supplier.getByLabel('Estimated completion').fill(inDays(20));
  await supplier.getByLabel('Quote valid until').fill(inDays(30));
  await supplier.getByLabel('Notes for the customer').fill('Includes new castors.');
  await expect(send).toBeEnabled();
  await expect(supplier.getByText(/Draft saved/)).toBeVisible();
  await send.click();
  await supplier.getByRole('button', { name: 'Yes, send the quote' }).click();
  await expect(stateBadge(supplier)).toHaveText('Quoted');

  // The customer sees the sent quote, formatted, and accepts it.
  await customer.reload();
  await expect(stateBadge(customer)).toHaveText('Quoted');
  const quote = customer.getByRole('region', { name: 'Quote' });
  await expect(quote).toContainText(/14[\s\u00a0\u202f,]?500/);
  await expect(quote).toContainText('NOK');
  await expect(quote).toContainText('Includes new castors.');
  await actTo(customer, 'Accepted', 'Accept quote', 'Yes, accept the quote');

  // The supplier plans, starts and completes; the page tells them the customer acted meanwhile.
  await supplier.reload();
  for (const [label, state] of [
    ['Mark as planned', 'Planned'],
    ['Start work', 'In progress'],
    ['Report work done', 'Completed'],
  ] as const) {
    await actTo(supplier, state, label);
  }

  // Without a reload the customer's page catches up (interval refetch) and says it changed.
  await customer.bringToFront();
  await expect(stateBadge(customer)).toHaveText('Completed', { timeout: 30_000 });
  await expect(customer.getByText(/The other party changed this order/)).toBeVisible();
  await customer.getByRole('button', { name: 'OK' }).click();
  await actTo(customer, 'Approved', 'Approve delivery', 'Yes, approve and close the order');
  await expect(customer.getByText('Step 8 of 8: Approved')).toBeVisible();
  await expect(
    customer.getByText('There is nothing for you to do on this order right now.'),
  ).toBeVisible();

  // The state history tells who did what.
  const history = customer.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(7);
  await expect(history).toContainText(/\(supplier\): Send quote/);
  await expect(history).toContainText(/\(customer\): Approve delivery/);
  await expectNoAxeViolations(customer);

  // The picture in src/orders/README.md, renewed only when asked (E2E_DOCS_SCREENSHOTS=1): a test
  // run must not change the repository.
  if (process.env.E2E_DOCS_SCREENSHOTS) {
    const docs = path.resolve(import.meta.dirname, '../../docs');
    mkdirSync(docs, { recursive: true });
    await customer.setViewportSize({ width: 1100, height: 1400 });
    await customer.screenshot({ path: path.join(docs, 'order-page.png'), fullPage: true });
  }
});

test('switching organisation on an order page says the order is the other organisation’s', async ({
  page,
}) => {
  const name = unique('Switched shelves');
  const id = await newOrder('nordlysEiendom', 'gjenbrukOslo', name);
  await signInAt(page, 'multi', `/orders/${id}`, 'Nordlys Eiendom AS');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Ombruk Bergen is not a party to it.
  await chooseOrganization(page, 'Ombruk Bergen AS');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'This order belongs to another of your organisations',
    }),
  ).toBeVisible();
  await expect(page.getByText(/^You opened it for Nordlys Eiendom AS\./)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order not found' })).toHaveCount(0);
  await expect(page.getByText(name)).toHaveCount(0);
});

test('the multi user acts as customer in one organisation and as supplier in the other', async ({
  page,
}) => {
  const name = unique('Multi: shelving');
  const id = await newOrder('nordlysEiendom', 'ombrukBergen', name);
  await signInAt(page, 'multi', `/orders/${id}`, ORG.nordlysEiendom.name);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await actTo(page, 'Quote requested', 'Request a quote');
  await expect(page.getByLabel('Price')).toHaveCount(0);

  await chooseOrganization(page, ORG.ombrukBergen.name);
  await expect(page.getByRole('button', { name: 'Send quote' })).toBeDisabled();
  // Switching organisation is not "the other party changed the order".
  await expect(page.getByText(/The other party changed this order/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request a quote' })).toHaveCount(0);
  await page.getByLabel('Price').fill('4100');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await actTo(page, 'Quoted', 'Send quote', 'Yes, send the quote');
  await expect(page.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);

  await chooseOrganization(page, ORG.nordlysEiendom.name);
  await expect(page.getByRole('button', { name: 'Accept quote' })).toBeEnabled();
});

test('an order of another organisation is "not found" and reveals nothing', async ({ page }) => {
  const name = unique('Secret shelves');
  const id = await orderAt('DRAFT', name);
  await signInAt(page, 'multi', `/orders/${id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose an organisation' }),
  ).toBeVisible();
  await chooseOrganization(page, 'Nordlys Eiendom AS');
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(await as('byggherre', 'GET', `/services/v1/orders/${id}`)).toBeTruthy();
});
