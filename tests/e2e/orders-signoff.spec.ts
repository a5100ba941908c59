/**
 * Orders people can sign off (issue 22): asking for a quote in one step with a message, binding
 * steps that ask first, focus on the result, the order page as a printable document, and an expired
 * quote in words on both sides (the organisation choice that survives a reload: foundation.spec.ts).
 * Orders are set up through the sandbox's API; expectations come from its answers or the page.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { expect, expectNoAxeViolations, signInAndGo, signInAt, test } from './support/fixtures';
import {
  as,
  expectOrderTitle,
  firstServiceOf,
  ORG,
  openedAt,
  stateBadge,
  step,
  unique,
} from './orders.support';

test.describe.configure({ timeout: 150_000 });

const stateOf = async (org: 'byggherre' | 'gjenbrukOslo', id: number) =>
  v.parse(v.looseObject({ state: v.string() }), await as(org, 'GET', `/services/v1/orders/${id}`))
    .state;

test('a customer asks for a quote with a message from the service page; the supplier reads it at the top', async ({
  page: customer,
  newUserPage,
}) => {
  const service = await firstServiceOf('gjenbrukOslo');
  const name = unique('Ask: oak parquet');
  const message = '40 m² of oak parquet, lifted and delivered to Storgata 1, Oslo, in May.';
  await signInAndGo(
    customer,
    'customer',
    `/services/${service.solutionId}?category=${service.categoryId}`,
  );
  await customer.getByRole('link', { name: 'Ask for a quote' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: 'Ask for a quote' })).toBeVisible();
  await customer.getByLabel('Order name').fill(name);
  await customer.getByLabel('Message to the supplier').fill(message);
  await customer.getByRole('button', { name: 'Ask for a quote' }).click();
  await expect(customer).toHaveURL(/\/orders\/\d+$/);
  const id = Number(/\/orders\/(\d+)$/.exec(customer.url())?.[1]);
  await expect(stateBadge(customer)).toHaveText('Quote requested');
  await expect(
    customer.getByRole('region', { name: 'Your request to the supplier' }),
  ).toContainText(message);
  await expectNoAxeViolations(customer);

  const supplier = await newUserPage('supplier', `/orders/${id}`);
  await expectOrderTitle(supplier, name);
  const request = supplier.getByRole('region', { name: 'The customer’s request' });
  await expect(request).toContainText(message);
  // At the top: the request comes before the quote form and the history.
  const top = await request.boundingBox();
  const form = await supplier.getByRole('region', { name: 'Your quote (draft)' }).boundingBox();
  expect(top && form && top.y < form.y).toBe(true);
  await expect(supplier.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(supplier.getByText(`Order no. ${id}`)).toBeVisible();
  await expectNoAxeViolations(supplier);
});

test('accept and approve ask first: one click does not act, a confirmed one does, focus on the result', async ({
  page,
}) => {
  const { id } = await openedAt(page, 'customer', 'QUOTED', 'Confirm: meeting chairs');
  // The heading block names the quoted amount.
  await expect(page.locator('header.orders-heading')).toContainText(/NOK\s?1,200\.00/);

  await page.getByRole('button', { name: 'Accept quote', exact: true }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(/Accept the quote of NOK\s?1,200\.00/);
  await expect(question.getByRole('button', { name: 'Yes, accept the quote' })).toBeFocused();
  await expectNoAxeViolations(page);
  expect(await stateOf('byggherre', id)).toBe('QUOTED');

  await question.getByRole('button', { name: 'Yes, accept the quote' }).click();
  const done = page.getByText('Done. The order is now: Accepted.');
  await expect(done).toBeFocused();
  expect(await stateOf('byggherre', id)).toBe('ACCEPTED');

  for (const transition of ['plan', 'start', 'complete']) {
    await step('gjenbrukOslo', id, transition);
  }
  await page.reload();
  await expect(stateBadge(page)).toHaveText('Completed');
  await page.getByRole('button', { name: 'Approve delivery', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('This closes the order');
  expect(await stateOf('byggherre', id)).toBe('COMPLETED');
  await page.getByRole('button', { name: 'Yes, approve and close the order' }).click();
  await expect(page.getByText('Done. The order is now: Approved.')).toBeFocused();
  expect(await stateOf('byggherre', id)).toBe('APPROVED');
  await expectNoAxeViolations(page);
});

test('the order page prints as an A4 document without navigation or buttons', async ({ page }) => {
  const { id, name } = await openedAt(page, 'customer', 'ACCEPTED', 'Print: reception desk');
  const service = await firstServiceOf('gjenbrukOslo');
  await expect(page.getByRole('button', { name: 'Print / save as PDF' })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('link', { name: service.name })).toBeVisible();

  const dir = mkdtempSync(path.join(tmpdir(), 'order-pdf-'));
  try {
    const file = path.join(dir, 'order.pdf');
    writeFileSync(file, await page.pdf({ format: 'A4' }));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      `Order no. ${id}`,
      name,
      ORG.byggherre.name,
      ORG.gjenbrukOslo.name,
      service.name,
      'Quoted amount',
      'Accepted',
      '(customer): Accept quote',
      '(supplier): Send quote',
    ]) {
      expect(flat, expected).toContain(expected);
    }
    expect(flat).toMatch(/NOK\s?1,200\.00/);
    for (const absent of [
      'Print / save as PDF',
      'All orders',
      'Sign out',
      'Cancel order',
      'What you can do now',
      'Skip to',
    ]) {
      expect(flat, absent).not.toContain(absent);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an expired quote reads in words on both sides', async ({ page, newUserPage }) => {
  const quoted = v.parse(
    v.looseObject({
      _embedded: v.looseObject({
        orders: v.array(v.looseObject({ id: v.number(), name: v.string() })),
      }),
    }),
    await as('byggherre', 'GET', '/services/v1/orders?role=customer&state=QUOTED&pageSize=100'),
  );
  const expired = quoted._embedded.orders.find((order) => order.name.includes('Frogner hage'));
  if (!expired) throw new Error('the seed has no expired quote');

  await signInAt(page, 'customer', `/orders/${expired.id}`);
  const customerNote = page.getByRole('note');
  await expect(customerNote).toContainText(/This quote ran out on \d{1,2} \w{3} \d{4}\./);
  await expect(customerNote).toContainText('You can cancel the order, or wait for the supplier');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  await expectNoAxeViolations(page);

  const supplier = await newUserPage('supplier', `/orders/${expired.id}`);
  await expectOrderTitle(supplier, expired.name);
  const supplierNote = supplier.getByRole('note');
  await expect(supplierNote).toContainText(/This quote ran out on \d{1,2} \w{3} \d{4}\./);
  await expect(supplierNote).toContainText('Withdraw it to revise it and send a new one');
  await expect(supplier.getByRole('button', { name: 'Withdraw quote' })).toBeEnabled();
  await expectNoAxeViolations(supplier);
});
