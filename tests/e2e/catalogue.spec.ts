import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { apiTotal, catalogueBase, expectTotal, results, tree } from './support/catalogueApi';
import { en } from './support/english';

/**
 * The visitor's catalogue journeys against the production build and the sandbox. Counts are
 * checked against what the sandbox's API says for the same query; nothing depends on map tiles
 * (there is no network here, so they never load).
 */

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
