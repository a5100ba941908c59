/**
 * Order lines and their service (issue: ordering from a broader search, lines leading back to their
 * service, server field errors without a field). Against the production build and the sandbox.
 */
import * as v from 'valibot';
import { expect, expectNoAxeViolations, signInAndGo, signInAt, test } from './support/fixtures';
import { CategoryTreeSchema, type CategoryNode } from '../sandbox/category-tree.ts';
import { API, firstServiceOf, newOrder, ORG, signInAndOpen, unique } from './orders.support';

const servicesSchema = v.array(
  v.looseObject({
    id: v.number(),
    name: v.string(),
    categoryId: v.number(),
    organizationId: v.string(),
    organizationName: v.optional(v.string()),
  }),
);
type Service = v.InferOutput<typeof servicesSchema>[number];

async function getJson<S extends v.GenericSchema>(path: string, schema: S) {
  const response = await fetch(`${API}/orgadmin/v1${path}`, {
    headers: { 'Accept-Language': 'en' },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return v.parse(schema, await response.json());
}

/** A root category and the first service a `descendants` search from it lists, registered below it. */
async function serviceBelowARoot(): Promise<{ root: CategoryNode; service: Service }> {
  const roots = await getJson('/categories', CategoryTreeSchema);
  for (const root of roots) {
    const services = await getJson(
      `/solutions?category=${root.name}&categoryMatch=descendants&pageSize=20`,
      servicesSchema,
    );
    const first = services[0];
    if (first && first.categoryId !== root.id) return { root, service: first };
  }
  throw new Error('no root category lists a service registered below it');
}

/**
 * A service registered on a category with children, and a child category whose `ancestors` search
 * (narrowed to the service's provider) lists it among the first ten.
 */
async function serviceAboveALeaf(): Promise<{ narrower: CategoryNode; service: Service }> {
  const stack = [...(await getJson('/categories', CategoryTreeSchema))];
  for (let tries = 0; tries < 100 && stack.length > 0; tries += 1) {
    const category = stack.shift();
    const child = category?.children[0];
    if (!category || !child) continue;
    stack.push(...category.children);
    const [service] = await getJson(
      `/solutions?category=${category.name}&categoryMatch=exact&pageSize=1`,
      servicesSchema,
    );
    if (!service) continue;
    const listed = await getJson(
      `/solutions?category=${child.name}&organizationIds=${service.organizationId}&pageSize=10`,
      servicesSchema,
    );
    if (listed.some((item) => item.id === service.id)) return { narrower: child, service };
  }
  throw new Error('no service on a category with children found');
}

test('a customer orders a service found under a root category ("everything under it")', async ({
  page,
}) => {
  const { root, service } = await serviceBelowARoot();
  await signInAndGo(page, 'customer', `/?category=${root.name}&match=descendants`);
  await page.getByRole('link', { name: service.name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a quote' }).click();

  // The line names the service's own category, not the root the customer searched from.
  await expect(page).toHaveURL(
    new RegExp(
      `/orders/new\\?solutionId=${service.id}&categoryId=${service.categoryId}&provider=${service.organizationId}$`,
    ),
  );
  const line = page.getByRole('heading', { level: 3, name: service.name });
  await expect(line).toBeVisible();
  await expect(page.getByText('Kind of service')).toBeVisible();
  // The name starts as the service's name; the customer may change it.
  const nameField = page.getByLabel('Order name');
  await expect(nameField).toHaveValue(service.name);
  const name = unique('Broader search');
  await nameField.fill(name);
  await page.getByRole('button', { name: 'Create draft order' }).click();

  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const orderLine = page.getByRole('region', { name: 'Order line' });
  await expect(orderLine.getByRole('link', { name: service.name })).toBeVisible();
  await expect(orderLine.getByText(service.organizationName ?? '')).toBeVisible();
  await expect(orderLine.getByRole('figure')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a customer orders from a narrower category: the line keeps it, and leads back to the service', async ({
  page,
}) => {
  const { narrower, service } = await serviceAboveALeaf();
  await signInAndGo(
    page,
    'customer',
    `/?category=${narrower.name}&providers=${service.organizationId}`,
  );
  await page.getByRole('link', { name: service.name, exact: true }).first().click();
  await page.getByRole('link', { name: 'Ask for a quote' }).click();
  // The narrower category the customer searched from: the service covers it.
  await expect(page).toHaveURL(
    new RegExp(
      `/orders/new\\?solutionId=${service.id}&categoryId=${narrower.id}&provider=${service.organizationId}$`,
    ),
  );
  await expect(page.getByRole('heading', { level: 3, name: service.name })).toBeVisible();
  const name = unique('Narrower search');
  await page.getByLabel('Order name').fill(name);
  await page.getByRole('button', { name: 'Create draft order' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The line's service is found from the narrower category too, also on a fresh load.
  await page.reload();
  const orderLine = page.getByRole('region', { name: 'Order line' });
  await orderLine.getByRole('link', { name: service.name }).click();
  // The router moves to the service's address once its page is ready: reload that page.
  await expect(page).toHaveURL(new RegExp(`/services/${String(service.id)}\\?`));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
});

test('an order line leads back to its service, also after a reload', async ({ page }) => {
  const service = await firstServiceOf('gjenbrukOslo');
  const name = unique('Line to service');
  const id = await newOrder('byggherre', 'gjenbrukOslo', name);
  await signInAndOpen(page, 'customer', id, name);
  await page.getByRole('link', { name: service.name }).click();
  await expect(page).toHaveURL(new RegExp(`/services/${service.solutionId}\\?`));
  await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();

  // A fresh load has no search caches: the page finds the service from the line's category alone.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
  await expect(page.getByText('This service could not be found')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ask for a quote' })).toHaveAttribute(
    'href',
    `/orders/new?solutionId=${service.solutionId}&categoryId=${service.categoryId}&provider=${ORG.gjenbrukOslo.id}`,
  );
});

test('a refusal with no field on the page is listed in words with its code', async ({ page }) => {
  // The supplier tries to order one of its own services: the server refuses the lines.
  const own = await firstServiceOf('gjenbrukOslo');
  await signInAt(
    page,
    'supplier',
    `/orders/new?solutionId=${own.solutionId}&categoryId=${own.categoryId}`,
  );
  await expect(page.getByLabel('Order name')).toHaveValue(own.name);
  await page.getByRole('button', { name: 'Create draft order' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Some fields need attention.');
  await expect(alert).toContainText(
    'Order lines: This is a service of your own organisation; you cannot order it from yourselves. (OWN_ORGANIZATION)',
  );
  await expect(alert).not.toContainText('See the messages at the fields');
  await expect(page).toHaveURL(/\/orders\/new\?/);
  await expectNoAxeViolations(page);
});
