import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, header, test } from './support/fixtures';

/**
 * The first paint written into the built index.html (docs/decisions/0006-routing-and-feature-routes.md):
 * on screen before any of the app's code has arrived, in the visitor's language, and replaced by
 * the app with the same header and heading once its code is there.
 */

/** The header's link to the page on screen (marked as the current page). */
const currentLink = (page: Page) =>
  header(page).getByRole('link').and(page.locator('[aria-current="page"]'));

/** The app's entry: the module script the served index.html names. */
async function entryScript(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const src = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('index.html names no module script');
  return new URL(src, 'http://app.invalid').pathname;
}

/**
 * Opens `path` with the entry's answer held until `release` is called: till then the app's code
 * has not arrived, and what is on screen is the first paint.
 */
async function openWithEntryHeld(page: Page, request: APIRequestContext, path: string) {
  const entry = await entryScript(request);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(
    (url) => url.pathname === entry,
    async (route) => {
      asked = true;
      await released;
      await route.continue();
    },
  );
  await page.goto(path, { waitUntil: 'commit' });
  return { release, wasAsked: () => asked };
}

/** Opens `path` with the entry held, and the first paint's heading once it is on screen. */
async function heldWithHeading(page: Page, request: APIRequestContext, path: string) {
  const entry = await openWithEntryHeld(page, request, path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  return { entry, heading, drawnFirst: (await heading.textContent()) ?? '' };
}

test.describe('in Norwegian (the browser’s language)', () => {
  test.use({ locale: 'nb-NO' });

  test('the header and the heading are drawn before the app’s code, then the app takes over', async ({
    page,
    request,
  }) => {
    const { entry, heading } = await heldWithHeading(page, request, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(currentLink(page)).toBeVisible();
    await expect(header(page).getByRole('status')).toBeVisible();
    expect(entry.wasAsked()).toBe(true);
    await expectNoAxeViolations(page);
    const drawnFirst = {
      heading: await heading.textContent(),
      currentLink: await currentLink(page).textContent(),
    };

    entry.release();
    // The app's own search page: results, with the same header and heading as the first paint.
    const results = page.getByRole('region', { name: 'Resultater', exact: true });
    await expect(results.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(drawnFirst.heading ?? '');
    await expect(currentLink(page)).toHaveText(drawnFirst.currentLink ?? '');
    await expect(page.locator('template')).toHaveCount(0);
  });
});

test('the providers page’s first paint is its heading and lead; another page’s says it is loading', async ({
  page,
  request,
}) => {
  const providers = await heldWithHeading(page, request, '/providers');
  const { heading } = providers;
  await expect(currentLink(page)).toHaveText('Providers');
  await expect(page.getByLabel('Provider name')).toHaveCount(0);
  providers.entry.release();
  // The app keeps the heading and adds the page's search.
  await expect(page.getByLabel('Provider name')).toBeVisible();
  await expect(heading).toHaveText(providers.drawnFirst);
  await expect(page.locator('template')).toHaveCount(0);

  // A service's page without the category that finds it: the app says so under a heading.
  await page.unrouteAll();
  const other = await openWithEntryHeld(page, request, '/services/1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(header(page).getByRole('link', { name: 'Providers' })).toBeVisible();
  const loading = page.getByRole('main').getByRole('status');
  await expect(loading).toBeVisible();
  await expect(heading).toHaveCount(0);
  const loadingText = (await loading.textContent()) ?? '';
  other.release();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('main').getByText(loadingText, { exact: true })).toHaveCount(0);
});
