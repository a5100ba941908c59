import type { APIRequestContext } from '@playwright/test';
import * as v from 'valibot';
import { apiTotal, catalogueBase, results } from './support/catalogueApi';
import { en } from './support/english';
import { DEMO_ORGANIZATIONS } from '../../sandbox/store/seed/types.ts';
import { as, orderAt, unique } from './orders.support';
import { expect, expectNoAxeViolations, signInAt, test } from './support/fixtures';

/**
 * No screen contradicts itself (issue 21, docs/decisions/0131): a figure shown is the figure of
 * what is on screen now, or the screen says it is old. Each journey sets up the state a person met
 * (a failed map, offline after a filter change, a page beyond the last, a link without its
 * category, a customer on the planning tab) and reads the page; expectations come from the API.
 */

test.use({ viewport: { width: 1440, height: 1000 } });

interface CategoryNode {
  name: string;
  children?: CategoryNode[];
}
const categoryNode: v.GenericSchema<CategoryNode> = v.looseObject({
  name: v.string(),
  children: v.optional(v.array(v.lazy(() => categoryNode))),
});

/** A category with between 2 and 20 services of its own (one page of results), and its total. */
async function categoryWithOnePage(request: APIRequestContext) {
  const base = await catalogueBase(request);
  const tree = v.parse(
    v.array(categoryNode),
    await (await request.get(`${base}/categories`)).json(),
  );
  const names: string[] = [];
  const walk = (nodes: CategoryNode[]) =>
    nodes.forEach((node) => {
      names.push(node.name);
      walk(node.children ?? []);
    });
  walk(tree);
  for (const name of names) {
    const total = await apiTotal(request, { category: name });
    if (total >= 2 && total <= 20) return { name, total };
  }
  throw new Error('no category with one page of services');
}

const servicesFound = (total: number) =>
  total === 0 ? /^No services found/ : new RegExp(`^${en(total)} services? found`);

test('the results never show a figure of what is not on screen', async ({
  page,
  context,
  request,
}) => {
  const category = await categoryWithOnePage(request);

  // A page beyond the last says so, with a way to the last page, not a total and "none" together.
  await page.goto(`/?category=${category.name}&page=2`);
  await expect(
    results(page).getByText('Page 2 is beyond the last page: there is only 1 page of results.'),
  ).toBeVisible();
  await expect(results(page).getByText('No services found.')).toHaveCount(0);
  await expect(results(page).getByText(servicesFound(category.total))).toHaveCount(0);
  await expectNoAxeViolations(page);
  await results(page).getByRole('button', { name: 'Go to the last page (1)' }).click();
  await expect(results(page).getByText(servicesFound(category.total))).toBeVisible();
  await expect(results(page).getByRole('article')).toHaveCount(category.total);
  // Every link to a service carries the category that finds it again.
  const hrefs = await results(page)
    .getByRole('article')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs.filter((h) => h.startsWith('/services/'))) {
    expect(href).toMatch(/[?&]category=\d+/);
  }

  // Offline, a filter change keeps the old results, and says they are the previous choice's.
  const narrowed = await apiTotal(request, {
    category: category.name,
    type: 'RETAIN_VALUE',
  });
  await context.setOffline(true);
  await page.getByLabel('Kind of service').selectOption({ label: 'Repair and maintenance' });
  await expect(
    results(page).getByText(/^You are offline\. These are the results of your/),
  ).toBeVisible();
  await expect(
    results(page).getByText(new RegExp(`^Previous choice: ${en(category.total)} services found`)),
  ).toBeVisible();
  await expect(results(page).getByText(servicesFound(category.total))).toHaveCount(0);
  await context.setOffline(false);
  await expect(results(page).getByText(servicesFound(narrowed))).toBeVisible();
  await expect(results(page).getByText(/Previous choice/)).toHaveCount(0);
});

test('a failed map says so without an area progress that never ends', async ({ page }) => {
  // The map's own reads (every /solutions but the list's page of 20) fail on the server.
  await page.route(/\/solutions\?/, async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('pageSize') === '20') return route.continue();
    return route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      body: JSON.stringify({ type: 'about:blank', title: 'Unavailable', status: 503 }),
    });
  });
  await page.goto('/');
  await expect(page.getByText('The results for the map could not be loaded.')).toBeVisible();
  await expect(page.getByText(/^Loading the map/)).toHaveCount(0);
  // The list, read apart from the map, still gives its own figure.
  await expect(results(page).getByText(/^[\d,]+ services found/)).toBeVisible();
});

test('a service link without its category says why it cannot be shown, under an h1', async ({
  page,
}) => {
  await page.goto('/services/1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link cannot find the service' }),
  ).toBeVisible();
  await expect(page.getByText(/^The link names service 1 but not its category\./)).toBeVisible();
  await expect(page.getByText(/may have been removed/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Search the catalogue for it' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find a circular service' }),
  ).toBeVisible();
});

test('a customer-only organisation’s planning tab says what it shows, and where its orders are', async ({
  page,
}) => {
  const name = unique('Accepted as customer');
  await orderAt('ACCEPTED', name);
  // The API's own answer: the customer has accepted work, as the customer.
  const accepted = v.parse(
    v.looseObject({
      _embedded: v.looseObject({ orders: v.array(v.looseObject({ name: v.string() })) }),
    }),
    await as('byggherre', 'GET', '/services/v1/orders?role=customer&state=ACCEPTED&pageSize=100'),
  );
  expect(accepted._embedded.orders.map((order) => order.name)).toContain(name);

  await signInAt(page, 'customer', '/workspace');
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: 'Planning' })
    .click();
  const organization = DEMO_ORGANIZATIONS.byggherre.name;
  await expect(
    page.getByText(
      `No accepted, planned or in-progress orders where ${organization} is the supplier.`,
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Open the order list' }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();
});
