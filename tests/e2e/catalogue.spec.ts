import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, header, test } from './support/fixtures';

/**
 * The visitor's catalogue journeys against the production build and the sandbox. Counts are
 * checked against what the sandbox's API says for the same query; nothing depends on map tiles
 * (there is no network here, so they never load).
 */

async function catalogueBase(request: APIRequestContext): Promise<string> {
  const config: unknown = await (await request.get('/config.json')).json();
  if (typeof config !== 'object' || config === null || !('catalogueBaseUrl' in config)) {
    throw new Error('config.json has no catalogueBaseUrl');
  }
  return String(config.catalogueBaseUrl);
}

/** What the API says the total is for a query (X-Total-Count). */
async function apiTotal(request: APIRequestContext, query: Record<string, string>) {
  const base = await catalogueBase(request);
  const response = await request.get(`${base}/solutions`, { params: { ...query, pageSize: 1 } });
  expect(response.ok()).toBe(true);
  return Number(response.headers()['x-total-count']);
}

function results(page: Page) {
  return page.getByRole('region', { name: 'Results', exact: true });
}

const en = (value: number) => value.toLocaleString('en-GB');

async function expectTotal(page: Page, total: number) {
  const text = total === 0 ? 'No services found' : `${en(total)} services? found`;
  await expect(results(page).getByText(new RegExp(`^${text}`))).toBeVisible();
}

function tree(page: Page) {
  return page.getByRole('tree', { name: 'Categories of objects' });
}

test.use({ viewport: { width: 1440, height: 1000 } });

test('a visitor filters the tree, picks a category and switches the match mode', async ({
  page,
  request,
}) => {
  const counts = {
    ancestors: await apiTotal(request, { category: 'SteelBeams', categoryMatch: 'ancestors' }),
    descendants: await apiTotal(request, { category: 'SteelBeams', categoryMatch: 'descendants' }),
    exact: await apiTotal(request, { category: 'SteelBeams', categoryMatch: 'exact' }),
  };
  // The seed gives three different answers here; the journey is only meaningful if it does.
  expect(new Set(Object.values(counts)).size).toBe(3);

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find a circular service' }),
  ).toBeVisible();
  await page.getByLabel('Filter categories').fill('steel beam');
  await expect(page.getByRole('status').filter({ hasText: /match/ })).toBeVisible();
  const item = tree(page).getByRole('treeitem', { name: 'Steel beams', exact: true });
  await expect(item.locator('mark')).toHaveText('Steel beam');
  // The ancestors of the match stay visible.
  await expect(tree(page).getByRole('treeitem', { name: 'Steel structures' })).toBeVisible();
  await expect(tree(page).getByRole('treeitem', { name: 'Load-bearing structures' })).toBeVisible();
  await item.click();
  // "Steel beams" has narrower categories: a click searches what is under it.
  // The address names the category by its URI (…#SteelBeams), as the API is asked.
  await expect(page).toHaveURL(/[?&]category=[^&]*%23SteelBeams&match=descendants/);
  await expectTotal(page, counts.descendants);
  await expectNoAxeViolations(page);

  // The spec's modes stay one click away.
  await page.getByRole('radio', { name: 'Everything for this kind of object' }).check();
  await expectTotal(page, counts.ancestors);
  // Rule 1: services on the broader "Steel structures" say so.
  await expect(
    results(page).getByText('Offered for the broader category “Steel structures”.').first(),
  ).toBeVisible();

  await page.getByRole('radio', { name: 'Only this exact category' }).check();
  await expect(page).toHaveURL(/match=exact/);
  await expectTotal(page, counts.exact);
  await expect(results(page).getByText(/broader category/)).toHaveCount(0);

  await page.getByRole('radio', { name: 'This category and everything under it' }).check();
  await expectTotal(page, counts.descendants);

  // Back restores the previous search from the URL.
  await page.goBack();
  await expectTotal(page, counts.exact);
  await expect(page.getByRole('radio', { name: 'Only this exact category' })).toBeChecked();
});

test('the tree works with the keyboard and a shared link opens the same search', async ({
  page,
  request,
}) => {
  const total = await apiTotal(request, { category: 'CltPanels', categoryMatch: 'ancestors' });
  await page.goto('/?category=CltPanels');
  await expectTotal(page, total);
  await expect(tree(page).getByRole('treeitem', { name: 'CLT panels' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await tree(page).focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/category=[^&]*%23SteelStructures/);
});

test('a visitor filters by type and provider, and pages through results', async ({
  page,
  request,
}) => {
  const base = await catalogueBase(request);
  const providers: unknown = await (
    await request.get(`${base}/providers`, { params: { name: 'Gjenbruk Oslo' } })
  ).json();
  expect(Array.isArray(providers)).toBe(true);
  const oslo = Array.isArray(providers) ? (providers[0] as { id: string; name: string }) : null;
  if (!oslo) throw new Error('no provider');

  const all = await apiTotal(request, {});
  const byType = await apiTotal(request, { type: 'RETAIN_VALUE' });
  const byTypeAndProvider = await apiTotal(request, {
    type: 'RETAIN_VALUE',
    organizationIds: oslo.id,
  });
  const servicesOnly = await apiTotal(request, { excludeType: 'PRODUCTION' });

  await page.goto('/');
  await expectTotal(page, all);
  await page.getByLabel('Kind of service').selectOption({ label: 'Repair and maintenance' });
  await expect(page).toHaveURL(/type=RETAIN_VALUE/);
  await expectTotal(page, byType);

  const picker = page.getByLabel('Add a provider');
  await picker.fill('G');
  await expect(page.getByText('Type at least 2 characters to search.')).toBeVisible();
  await picker.fill('Gjenbruk Oslo');
  await page.getByRole('button', { name: /^Gjenbruk Oslo AS/ }).click();
  await expect(page.getByRole('button', { name: 'Remove Gjenbruk Oslo AS' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`providers=${oslo.id}`));
  await expectTotal(page, byTypeAndProvider);

  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await page.getByLabel('Services only (leave out new production)').check();
  await expectTotal(page, servicesOnly);

  // Paging: 20 per page, the URL keeps the page.
  const pages = Math.ceil(servicesOnly / 20);
  const pagination = page.getByRole('navigation', { name: 'Result pages' });
  await expect(pagination.getByText(`Page 1 of ${pages}`)).toBeVisible();
  const firstOnPage1 = await results(page)
    .getByRole('article')
    .first()
    .getAttribute('aria-labelledby');
  await pagination.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pagination.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(results(page).getByText(`Showing 21–40 of ${en(servicesOnly)}`)).toBeVisible();
  await expect(results(page).getByRole('article').first()).not.toHaveAttribute(
    'aria-labelledby',
    firstOnPage1 ?? '',
  );
  await page.reload();
  await expect(pagination.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a visitor moves the map and searches the area, then searches as the map moves', async ({
  page,
}) => {
  await page.goto('/?category=SteelBeams&match=descendants');
  const map = page.getByRole('region', { name: 'Map of the results' });
  await expect(map).toBeVisible();
  await expect(page.getByText(/services? in this map area/)).toBeVisible();
  const searchArea = page.getByRole('button', { name: 'Search this area' });
  await expect(searchArea).toBeDisabled();

  // Zoom in with the map's own control, then drag: a user's move.
  await map.getByRole('button', { name: 'Zoom in' }).click();
  const box = await map.boundingBox();
  if (!box) throw new Error('no map');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 + 40, { steps: 8 });
  await page.mouse.up();
  await expect(searchArea).toBeEnabled();
  await searchArea.click();
  await expect(page).toHaveURL(/box=/);
  const url = new URL(page.url());
  const [minLat, minLng, maxLat, maxLng] = (url.searchParams.get('box') ?? '').split(',');
  const total = await apiTotal(page.request, {
    category: 'SteelBeams',
    categoryMatch: 'descendants',
    minLatitude: minLat ?? '',
    maxLatitude: maxLat ?? '',
    minLongitude: minLng ?? '',
    maxLongitude: maxLng ?? '',
  });
  await expectTotal(page, total);
  await expect(page.getByText('Map area', { exact: true })).toBeVisible();

  // Live: one search after the map settles, no button needed.
  // check() reads the box right after its click: the choice must show at once (decision 0064).
  const liveSwitch = page.getByRole('checkbox', { name: 'Search as I move the map' });
  await liveSwitch.check();
  await expect(page).toHaveURL(/live=1/);
  const before = page.url();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => page.url()).not.toBe(before);
  expect(page.url()).toMatch(/live=1/);

  // Back to everywhere.
  await page.getByRole('button', { name: 'Search everywhere' }).click();
  await expect(page).not.toHaveURL(/box=/);
});

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
