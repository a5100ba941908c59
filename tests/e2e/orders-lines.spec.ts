/**
 * Order lines and their service (issue: ordering from a broader search, lines leading back to their
 * service, server field errors without a field). Against the production build and the sandbox.
 */
import * as v from 'valibot';
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures';
import { API, firstServiceOf, newOrder, openOrder, unique } from './orders.support';

interface Category {
  id: number;
  name: string;
}
const categoriesSchema = v.array(v.looseObject({ id: v.number(), name: v.string() }));
const servicesSchema = v.array(
  v.looseObject({
    id: v.number(),
    name: v.string(),
    categoryId: v.number(),
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
async function serviceBelowARoot(): Promise<{ root: Category; service: Service }> {
  const roots = await getJson('/categories', categoriesSchema);
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

test('a customer orders a service found under a root category ("everything under it")', async ({
  page,
}) => {
  const { root, service } = await serviceBelowARoot();
  await page.goto('/');
  await signIn(page, 'customer');
  await page.goto(`/?category=${root.name}&match=descendants`);
  await page.getByRole('link', { name: service.name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
  await page.getByRole('link', { name: 'Order this service' }).click();

  // The line names the service's own category, not the root the customer searched from.
  await expect(page).toHaveURL(
    new RegExp(`/orders/new\\?solutionId=${service.id}&categoryId=${service.categoryId}$`),
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

test('an order line leads back to its service, also after a reload', async ({ page }) => {
  const service = await firstServiceOf('gjenbrukOslo');
  const name = unique('Line to service');
  const id = await newOrder('byggherre', 'gjenbrukOslo', name);
  await page.goto('/');
  await signIn(page, 'customer');
  await openOrder(page, id, name);
  await page.getByRole('link', { name: service.name }).click();
  await expect(page).toHaveURL(new RegExp(`/services/${service.solutionId}\\?`));
  await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();

  // A fresh load has no search caches: the page finds the service from the line's category alone.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
  await expect(page.getByText('This service could not be found')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Order this service' })).toHaveAttribute(
    'href',
    `/orders/new?solutionId=${service.solutionId}&categoryId=${service.categoryId}`,
  );
});

test('a refusal with no field on the page is listed in words with its code', async ({ page }) => {
  // The supplier tries to order one of its own services: the server refuses the lines.
  const own = await firstServiceOf('gjenbrukOslo');
  await page.goto('/');
  await signIn(page, 'supplier');
  await page.goto(`/orders/new?solutionId=${own.solutionId}&categoryId=${own.categoryId}`);
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
