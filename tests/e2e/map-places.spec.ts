import type { Page, Response } from '@playwright/test';
import { apiTotal } from './support/catalogueApi';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

/**
 * The map's counts tell the truth about place, and keyboard and screen-reader users reach what the
 * map shows (issue 24), on a desktop and on a phone. Every expectation comes from the catalogue
 * API's answers (the map's own area requests and X-Total-Count) or from the page.
 */

interface Box {
  minLat: number;
  minLng: number;
  maxLat: number;
  maxLng: number;
}

/** Every count the map asked for (`pageSize=1`): its box, as the request named it, and its total. */
function recordCounts(page: Page) {
  const counts: { box: Box; total: number }[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('/solutions') || url.searchParams.get('pageSize') !== '1') return;
    const read = (name: string) => Number(url.searchParams.get(name));
    if (!url.searchParams.has('minLatitude')) return;
    counts.push({
      box: {
        minLat: read('minLatitude'),
        minLng: read('minLongitude'),
        maxLat: read('maxLatitude'),
        maxLng: read('maxLongitude'),
      },
      total: Number(response.headers()['x-total-count']),
    });
  });
  return counts;
}

const status = (page: Page) => page.getByText(/services? in this map area/);

async function shownTotal(page: Page): Promise<number> {
  const text = (await status(page).textContent()) ?? '';
  return Number((/([\d,]+) services? in this map area/.exec(text)?.[1] ?? 'NaN').replace(/,/g, ''));
}

/** The URL's box after "Search this area": the map's view as the page itself names it. */
async function searchedView(page: Page): Promise<Box> {
  await page.getByRole('button', { name: 'Search this area' }).click();
  await expect(page).toHaveURL(/box=/);
  const [minLat = 0, minLng = 0, maxLat = 0, maxLng = 0] = (
    new URL(page.url()).searchParams.get('box') ?? ''
  )
    .split(',')
    .map(Number);
  return { minLat, minLng, maxLat, maxLng };
}

/** Web Mercator: a place's position across the view, 0 at the west/north edge, 1 at the east/south. */
function mercatorY(lat: number): number {
  const phi = (lat * Math.PI) / 180;
  return (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2;
}
function fractionIn(view: Box, lat: number, lng: number) {
  return {
    x: (lng - view.minLng) / (view.maxLng - view.minLng),
    y:
      (mercatorY(lat) - mercatorY(view.maxLat)) / (mercatorY(view.minLat) - mercatorY(view.maxLat)),
  };
}

/** The canvas pixel at a fraction of the map: red, green, blue and alpha. */
async function canvasPixel(page: Page, at: { x: number; y: number }) {
  return page.evaluate(({ x, y }) => {
    const canvas = document.querySelector<HTMLCanvasElement>('.service-points-canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return null;
    const data = context.getImageData(
      Math.round(x * canvas.width),
      Math.round(y * canvas.height),
      1,
      1,
    ).data;
    return { r: data[0] ?? 0, g: data[1] ?? 0, b: data[2] ?? 0, a: data[3] ?? 0 };
  }, at);
}

const inside = (inner: Box, outer: Box, slack: number) =>
  inner.minLat >= outer.minLat - slack &&
  inner.maxLat <= outer.maxLat + slack &&
  inner.minLng >= outer.minLng - slack &&
  inner.maxLng <= outer.maxLng + slack;

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${String(size.width)} × ${String(size.height)}`, () => {
    test.use({ viewport: size });

    test('a count is drawn as the area it counts, and zooming in at it shows its services there', async ({
      page,
      request,
    }) => {
      const counts = recordCounts(page);
      // Southern Norway: the sandbox's towns hold more services than an area draws as points.
      await page.goto('/?view=map&box=58.5,8,61,12.5');
      await expect(status(page)).toBeVisible();
      await expect(
        page.getByText(
          'The list counts every service of the search; the map counts only those in its area.',
        ),
      ).toBeVisible();
      await expect(page.getByText(/the map shades the area they lie in/)).toBeVisible();

      // The map's view as the page names it (a small keyboard pan makes the area searchable).
      await page
        .getByRole('region', { name: 'Map of the results' })
        .locator('.leaflet-container')
        .focus();
      await page.keyboard.press('ArrowDown');
      const view = await searchedView(page);

      // A counted area (more services than one page of the API) whose part in view is large.
      const part = (box: Box): Box => ({
        minLat: Math.max(box.minLat, view.minLat),
        minLng: Math.max(box.minLng, view.minLng),
        maxLat: Math.min(box.maxLat, view.maxLat),
        maxLng: Math.min(box.maxLng, view.maxLng),
      });
      const visibleShare = (box: Box) => {
        const seen = part(box);
        return Math.max(0, seen.maxLat - seen.minLat) * Math.max(0, seen.maxLng - seen.minLng);
      };
      const counted = counts
        .filter((entry) => entry.total > 100)
        .sort((a, b) => visibleShare(b.box) - visibleShare(a.box))[0];
      if (!counted || visibleShare(counted.box) === 0) throw new Error('no counted area in view');
      const area = counted.box;
      const seen = part(area);

      // The area is shaded near its corner, away from its label: the mark covers the place counted.
      const corner = fractionIn(
        view,
        seen.maxLat - (seen.maxLat - seen.minLat) * 0.15,
        seen.minLng + (seen.maxLng - seen.minLng) * 0.15,
      );
      const shade = await canvasPixel(page, corner);
      expect(shade?.a ?? 0).toBeGreaterThan(0);
      expect((shade?.b ?? 0) > (shade?.r ?? 0)).toBe(true);

      // Zoom in at the count (there, near its corner): the map now shows the whole area.
      const frame = await page.locator('.service-points-canvas').boundingBox();
      if (!frame) throw new Error('no canvas');
      await page.mouse.click(frame.x + corner.x * frame.width, frame.y + corner.y * frame.height);
      const zoomed = await searchedView(page);
      expect(inside(area, zoomed, 0.001)).toBe(true);
      expect(zoomed.maxLng - zoomed.minLng).toBeLessThan(3 * (area.maxLng - area.minLng));

      // Its services are there: the API counts as many in the area, and the map shows them all.
      const inArea = await apiTotal(request, {
        minLatitude: String(area.minLat),
        minLongitude: String(area.minLng),
        maxLatitude: String(area.maxLat),
        maxLongitude: String(area.maxLng),
      });
      expect(inArea).toBe(counted.total);
      await expect(status(page)).toBeVisible();
      expect(await shownTotal(page)).toBeGreaterThanOrEqual(counted.total);
    });

    test('the skip link reaches the list of what the map shows; the map traps no keyboard', async ({
      page,
    }) => {
      await page.goto('/?view=map&box=58.5,8,61,12.5');
      await expect(page.locator('.leaflet-container')).toBeVisible();

      // From before the map (the live switch), the next stop is the skip link.
      await page.getByLabel('Search as I move the map').focus();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', {
        name: 'Skip the map: go to the list of what it shows',
      });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      const summary = page.getByText(/^What the map shows: /);
      await expect(summary).toBeFocused();
      const contents = page.locator('details.map-contents');
      await expect(contents).toHaveAttribute('open', '');
      // The counted areas in words, each a way to zoom in.
      const area = contents
        .getByRole('button', { name: /^Zoom in on [\d,]+ services in the / })
        .first();
      await expect(area).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(area).toBeFocused();
      await expectNoAxeViolations(page);

      // Into the map and out again with Tab alone.
      const container = page
        .getByRole('region', { name: 'Map of the results' })
        .locator('.leaflet-container');
      await container.focus();
      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press('Tab');
        const left = await page.evaluate(
          () => !document.activeElement?.closest('.results-map__frame'),
        );
        if (left) break;
      }
      expect(
        await page.evaluate(() => !document.activeElement?.closest('.results-map__frame')),
      ).toBe(true);
    });
  });
}
