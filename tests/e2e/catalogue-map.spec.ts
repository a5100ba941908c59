import type { Page, Response } from '@playwright/test';
import { apiTotal } from './support/catalogueApi';
import { en } from './support/english';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

/**
 * The map's journeys: its area queries against the production build and the sandbox (2,400 services).
 * The map's background tiles never load here (no network); the services are drawn on a canvas, so
 * the journeys read the map's status line, its list of what it shows and the requests it makes.
 */

test.use({ viewport: { width: 1440, height: 1000 } });

/** The result list's page of `/solutions` (20 at a time), not one of the map's. */
const isListPage = (url: URL) =>
  url.pathname.endsWith('/solutions') && url.searchParams.get('pageSize') === '20';

/** The map's own requests: `/solutions` with a box but not the list's page of 20. */
function recordAreaRequests(page: Page) {
  const urls: string[] = [];
  const counts: { url: string; total: number }[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('/solutions') || isListPage(url)) return;
    urls.push(url.search);
    if (url.searchParams.get('pageSize') === '1') {
      counts.push({ url: url.search, total: Number(response.headers()['x-total-count']) });
    }
  });
  return { urls, counts };
}

const map = (page: Page) => page.getByRole('region', { name: 'Map of the results' });
const status = (page: Page) => page.getByText(/services? in this map area/);

/**
 * Opens `url` with the map's area requests recorded from the first one (recording must start before
 * the navigation), and waits until the map has drawn its first view.
 */
async function openMap(page: Page, url: string) {
  const requests = recordAreaRequests(page);
  await page.goto(url);
  await expect(status(page)).toBeVisible();
  return requests;
}

async function mapTotal(page: Page): Promise<number> {
  await expect(status(page)).toBeVisible();
  const text = (await status(page).textContent()) ?? '';
  const match = /([\d,]+) services? in this map area/.exec(text);
  return Number((match?.[1] ?? 'NaN').replace(/,/g, ''));
}

test('at a low zoom the map counts every service, and the counts add up to the total', async ({
  page,
  request,
}) => {
  const requests = await openMap(page, '/');
  // Zoom out until the whole country is in view.
  await map(page).getByRole('button', { name: 'Zoom out' }).click();
  await map(page).getByRole('button', { name: 'Zoom out' }).click();
  const total = await apiTotal(request, {});
  await expect(status(page)).toHaveText(new RegExp(`^${en(total)} services in this map area`));
  await expect(page.getByText(/the map shades the area they lie in/)).toBeVisible();

  // The counted areas are listed too; they and the points add up to the same total.
  const areas = page.locator('.map-contents');
  await areas.getByText(/What the map shows/).click();
  const labels = await areas.getByRole('button').allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  const counted = labels.reduce(
    (sum, label) =>
      sum + Number((/on ([\d,]+) services/.exec(label)?.[1] ?? '0').replace(/,/g, '')),
    0,
  );
  expect(counted).toBeLessThanOrEqual(total);
  // Every count the map asked for is an honest X-Total-Count of its area: no area twice.
  const asked = requests.counts.map((entry) => entry.url);
  expect(new Set(asked).size).toBe(asked.length);
  // At most 16 areas a view: a first visit plus two zooms stays far below the old 24 requests.
  expect(requests.urls.length).toBeLessThanOrEqual(3 * 16 * 2);
  await expectNoAxeViolations(page);
});

test('zoomed in, the map draws points and a point opens its services', async ({
  page,
  request,
}) => {
  // Around Trondheim at street level: few services per area, so points, not counts.
  const requests = await openMap(page, '/?box=63.40,10.35,63.45,10.45');
  const shown = await mapTotal(page);
  expect(shown).toBeGreaterThan(0);
  await page
    .locator('.map-contents')
    .getByText(/What the map shows/)
    .click();
  await expect(page.getByRole('button', { name: /^Zoom in on [\d,]+ services/ })).toHaveCount(0);
  expect(requests.urls.some((url) => url.includes('pageSize=100'))).toBe(true);
  // The list searched the same box; the map's view is at least as large.
  const listed = await apiTotal(request, {
    minLatitude: '63.4',
    maxLatitude: '63.45',
    minLongitude: '10.35',
    maxLongitude: '10.45',
  });
  expect(shown).toBeGreaterThanOrEqual(listed);

  // A point (or services at one address): find the points' green on the canvas and click it.
  const spot = await page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.service-points-canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return null;
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    const rect = canvas.getBoundingClientRect();
    for (let y = 0; y < height; y += 2) {
      for (let x = 0; x < width; x += 2) {
        const i = (y * width + x) * 4;
        if (
          Math.abs((data[i] ?? 0) - 31) <= 4 &&
          Math.abs((data[i + 1] ?? 0) - 111) <= 4 &&
          Math.abs((data[i + 2] ?? 0) - 74) <= 4 &&
          (data[i + 3] ?? 0) >= 200
        ) {
          return {
            x: rect.left + (x * rect.width) / width,
            y: rect.top + (y * rect.height) / height,
          };
        }
      }
    }
    return null;
  });
  if (!spot) throw new Error('no point drawn on the map');
  await page.mouse.click(spot.x, spot.y);
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByRole('link').first()).toBeVisible();
  // The popup is panned into view clear of the zoom buttons: nothing of it lies under them.
  const zoomButtons = map(page).getByRole('button', { name: 'Zoom in' }).locator('..');
  await expect
    .poll(async () => {
      const [a, b] = await Promise.all([popup.boundingBox(), zoomButtons.boundingBox()]);
      if (!a || !b) return 'not drawn';
      const apart =
        a.x >= b.x + b.width ||
        b.x >= a.x + a.width ||
        a.y >= b.y + b.height ||
        b.y >= a.y + a.height;
      return apart ? 'apart' : 'overlapping';
    })
    .toBe('apart');
  await popup.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/services\/\d+/);
});

test('a pan asks only the new areas; coming back asks nothing', async ({ page }) => {
  const requests = await openMap(page, '/?box=59.5,9.5,60.5,11.5');
  const firstVisit = [...requests.urls];
  expect(firstVisit.length).toBeGreaterThan(0);
  // What the map lists for the view on screen: it tells which view the map has settled on.
  const areas = () => page.locator('.map-contents').textContent();
  const firstAreas = await areas();

  const frame = map(page).locator('.leaflet-container');
  const box = await frame.boundingBox();
  if (!box) throw new Error('no map');
  const y = box.y + box.height / 2;
  const drag = async (from: number, to: number) => {
    await page.mouse.move(from, y);
    await page.mouse.down();
    await page.mouse.move(to, y, { steps: 10 });
    // Held still before letting go, as a person placing the map does: Leaflet's inertia reads only
    // the last 50 ms of movement, so the map stops where it was let go and two drags cancel out
    // exactly (with inertia, how far it glides depends on how fast the machine is).
    await page.waitForTimeout(150);
    await page.mouse.up();
  };
  // Half the map's width to the east. Once the map has asked for the new view, it is done when
  // its progress line has gone.
  await drag(box.x + box.width * 0.75, box.x + box.width * 0.25);
  await expect.poll(() => requests.urls.length).toBeGreaterThan(firstVisit.length);
  await expect(page.getByText(/^Loading the map: /)).toHaveCount(0);
  await expect(status(page)).toBeVisible();
  expect(await areas()).not.toBe(firstAreas);
  const afterPan = requests.urls.slice(firstVisit.length);
  // Only new areas: none of the first visit's URLs again, and fewer than a whole view.
  expect(afterPan.filter((url) => firstVisit.includes(url))).toEqual([]);
  expect(afterPan.length).toBeLessThan(firstVisit.length + 1);

  // Back where we started: the first view's areas again, all from the cache.
  const before = requests.urls.length;
  await drag(box.x + box.width * 0.25, box.x + box.width * 0.75);
  await expect.poll(areas).toBe(firstAreas);
  await expect(status(page)).toBeVisible();
  expect(requests.urls.slice(before)).toEqual([]);
});

test('the map works from the keyboard, and its counts and points have list equivalents', async ({
  page,
}) => {
  await page.goto('/');
  await expect(status(page)).toBeVisible();
  const searchArea = page.getByRole('button', { name: 'Search this area' });
  await expect(searchArea).toBeDisabled();

  // The map takes focus and pans with the arrow keys (a user's move: the area can be searched).
  const container = map(page).locator('.leaflet-container');
  await container.focus();
  await page.keyboard.press('ArrowRight');
  await expect(searchArea).toBeEnabled();
  await page.keyboard.press('+');
  await expect(status(page)).toBeVisible();

  // A counted area is a button: it zooms the map in on that area.
  const areas = page.locator('.map-contents');
  await areas.getByText(/What the map shows/).click();
  const first = areas.getByRole('button').first();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(status(page)).toBeVisible();
  // The list searches the area: its cards are replaced once that page arrives and is shown.
  const listPage = page.waitForResponse((response) => isListPage(new URL(response.url())));
  await searchArea.click();
  await expect(page).toHaveURL(/box=/);
  await listPage;
  const results = page.getByRole('region', { name: 'Results', exact: true });
  await expect(results.locator('[aria-busy]')).toHaveAttribute('aria-busy', 'false');

  // The list is the points' equivalent: focusing a card marks it (and its point on the map).
  const card = results.getByRole('article').first();
  await card.getByRole('link').first().focus();
  await expect(card).toHaveClass(/is-highlighted/);
});
