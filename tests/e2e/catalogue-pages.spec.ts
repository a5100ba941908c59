import { expect, expectNoAxeViolations, header, test } from './support/fixtures';
import * as v from 'valibot';
import { apiTotal, catalogueBase, expectTotal, results, tree } from './support/catalogueApi';
import { en } from './support/english';

/**
 * The visitor's catalogue journeys beyond the search (a service's page, languages, providers,
 * narrow screens, edge categories, the first load) against the production build and the sandbox. Counts are
 * checked against what the sandbox's API says for the same query; nothing depends on map tiles
 * (there is no network here, so they never load).
 */

test.use({ viewport: { width: 1440, height: 1000 } });

test('a visitor opens a service and finds the way to order it, also after a reload', async ({
  page,
}) => {
  await page.goto('/?category=SteelBeams');
  const first = results(page).getByRole('article').first();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const order = page.getByRole('link', { name: 'Ask for a quote' });
  await expect(order).toHaveAttribute(
    'href',
    /^\/orders\/new\?solutionId=\d+&categoryId=\d+&provider=[\w-]+$/,
  );
  await expect(
    page.getByText('You will be asked to sign in first, then brought back here.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // A reload (no cached search) finds the service again through its provider and category.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the search' }).click();
  await expect(page).toHaveURL(/category=[^&]*SteelBeams/);
});

test('in Norwegian the tree and the results use Norwegian names', async ({ page, request }) => {
  const base = await catalogueBase(request);
  const nb: unknown = await (
    await request.get(`${base}/categories`, { headers: { 'Accept-Language': 'nb' } })
  ).json();
  const firstRoot = Array.isArray(nb) ? (nb[0] as { displayName: string }) : null;
  if (!firstRoot) throw new Error('no categories');

  await page.goto('/');
  await header(page).getByRole('combobox', { name: 'Language' }).selectOption('nb');
  const norwegianTree = page.getByRole('tree', { name: 'Kategorier av objekter' });
  await expect(
    norwegianTree.getByRole('treeitem', { name: firstRoot.displayName, exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Finn en sirkulær tjeneste' }),
  ).toBeVisible();
  await page.getByLabel('Filtrer kategorier').fill('stålbjelk');
  await norwegianTree
    .getByRole('treeitem', { name: /^Stålbjelker/ })
    .first()
    .click();
  await expect(page.getByText(/^Fant \d+ tjenester/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a visitor searches providers and sees a provider’s services', async ({ page, request }) => {
  await page.goto('/providers');
  // The sandbox lists every provider when asked without a name: they are there before typing,
  // and typing narrows them (counted against the API in tests/e2e/choosing.spec.ts).
  await expect(page.getByText(/^\d+ providers$/)).toBeVisible();
  await page.getByLabel('Provider name').fill('O');
  await expect(page.getByText('Type at least 2 characters to search.')).toHaveCount(0);
  await page.getByLabel('Provider name').fill('Gjenbruk Oslo');
  const card = page.getByRole('article', { name: 'Gjenbruk Oslo AS' });
  await expect(card).toBeVisible();
  // The place is a link to the map around it, never raw coordinates.
  await expect(
    card.getByRole('link', { name: 'See where, and what is nearby, on the map' }),
  ).toHaveAttribute('href', /box=59\.8\d*(,|%2C)10\.\d+(,|%2C)59\.9\d*(,|%2C)10\.\d+/);
  await expect(card.getByText(/\d+[.,]\d+, \d+[.,]\d+/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: 'See their services' }).click();
  await expect(page).toHaveURL(/providers=/);
  const id = new URL(page.url()).searchParams.get('providers') ?? '';
  await expectTotal(page, await apiTotal(request, { organizationIds: id }));
  await expect(page.getByRole('button', { name: 'Remove Gjenbruk Oslo AS' })).toBeVisible();
});

test('on a narrow screen the list and the map are switched', async ({ page }) => {
  await page.setViewportSize({ width: 420, height: 900 });
  await page.goto('/?category=CltPanels');
  const view = page.getByRole('group', { name: 'Show results as' });
  await expect(view.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Map of the results' })).toHaveCount(0);
  await view.getByRole('button', { name: 'Map' }).click();
  await expect(page.getByRole('region', { name: 'Map of the results' })).toBeVisible();
  await expect(page).toHaveURL(/view=map/);
  await expect(results(page).getByRole('article')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an unknown category finds no services and is not an error', async ({ page }) => {
  await page.goto('/?category=NoSuchThing');
  await expect(results(page).getByText('No services found.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a broad category says how many services lie under it and widens in one click', async ({
  page,
  request,
}) => {
  const own = await apiTotal(request, { category: 'Furniture', categoryMatch: 'ancestors' });
  const under = await apiTotal(request, { category: 'Furniture', categoryMatch: 'descendants' });
  expect(under).toBeGreaterThan(own);
  await page.goto('/?category=Furniture');
  // The root has few services of its own (often none: then the list says so).
  if (own === 0) await expect(results(page).getByText('No services found.')).toBeVisible();
  else await expectTotal(page, own);
  const hint = page.getByRole('note');
  await expect(hint).toContainText(`${en(under)} services lie under “Furniture”`);
  await hint.getByRole('button', { name: 'Show this category and everything under it' }).click();
  await expect(page).toHaveURL(/match=descendants/);
  await expectTotal(page, under);
  await expect(page.getByRole('note')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the first load asks for its data while the page’s code is still on its way, once', async ({
  page,
  request,
}) => {
  const type = 'RETAIN_VALUE';
  const total = await apiTotal(request, { type });
  const listPage = (url: string) => /\/solutions\?/.test(url) && url.includes('pageSize=20');
  const asked = { categories: 0, list: 0 };
  page.on('request', (req) => {
    if (/\/categories(\?|$)/.test(req.url())) asked.categories += 1;
    if (listPage(req.url())) asked.list += 1;
  });
  // The search page's code is held back until the tree and the list's first page have been asked
  // for: only a prefetch that does not wait for the code lets the page load at all.
  const dataAsked = Promise.all([
    page.waitForRequest((req) => /\/categories(\?|$)/.test(req.url())),
    page.waitForRequest((req) => listPage(req.url()) && req.url().includes(`type=${type}`)),
  ]);
  let codeHeld = false;
  await page.route(/\/assets\/SearchPage-[\w-]+\.js$/, async (route) => {
    codeHeld = true;
    await dataAsked;
    await route.continue();
  });

  await page.goto(`/?type=${type}`);
  await dataAsked;
  await expectTotal(page, total);
  await expect(tree(page)).toBeVisible();
  expect(codeHeld).toBe(true);
  // The page found the prefetched queries: nothing was asked twice.
  expect(asked).toEqual({ categories: 1, list: 1 });
});

test('a service’s page asks for its settings beside the entry and for its data beside its code, once each', async ({
  page,
  request,
}) => {
  const base = await catalogueBase(request);
  const listed = v.parse(
    v.tuple([
      v.looseObject({
        id: v.number(),
        name: v.string(),
        organizationId: v.string(),
        categoryId: v.number(),
      }),
    ]),
    await (await request.get(`${base}/solutions`, { params: { pageSize: 1 } })).json(),
  );
  const [service] = listed;
  const asked = { config: 0, categories: 0 };
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/config.json') asked.config += 1;
    if (/\/categories(\?|$)/.test(req.url())) asked.categories += 1;
  });
  // Each is held back until what index.html and the route ask for beside it has been asked for:
  // the entry until config.json and the services' module, the page's code until the tree.
  const beforeEntry = Promise.all([
    page.waitForRequest((req) => new URL(req.url()).pathname === '/config.json'),
    page.waitForRequest((req) => /\/assets\/services-[\w-]+\.js$/.test(req.url())),
  ]);
  const beforeCode = page.waitForRequest((req) => /\/categories(\?|$)/.test(req.url()));
  const held: string[] = [];
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    held.push('entry');
    await beforeEntry;
    await route.continue();
  });
  await page.route(/\/assets\/ServicePage-[\w-]+\.js$/, async (route) => {
    held.push('code');
    await beforeCode;
    await route.continue();
  });

  await page.goto(
    `/services/${String(service.id)}?provider=${service.organizationId}&category=${String(service.categoryId)}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
  expect(held).toEqual(['entry', 'code']);
  expect(asked).toEqual({ config: 1, categories: 1 });
});
