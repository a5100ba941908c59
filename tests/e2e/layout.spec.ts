import type { Page } from '@playwright/test';
import {
  E2E_DEMO_PASSWORD,
  expect,
  expectNoAxeViolations,
  fillLoginForm,
  header,
  test,
} from './support/fixtures';
import { results } from './support/catalogueApi';

/**
 * The layout at a phone's size (390 × 844) and a desktop's (1440 × 900): nothing scrolls
 * sideways, the header is one line, results come first, and no code the app knows is shown raw.
 * Expectations come from the page and the API, never from the app's code.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const MAX_HEADER = 72;
/** Codes the catalogue sends that must be read in words (spec 2.6, and the sandbox's values). */
const RAW_CODES =
  /\b(VERIFIED|ESTIMATED|SELF_DECLARED|REMANUFACTURE|REFURBISH|RECYCLE|REUSE|REPAIR|NEW_PRODUCTION|RECOVER_VALUE|RETAIN_VALUE|ADD_VALUE|climateChange|kgCO2e|tCO2e|m2|\d piece)\b/;

async function expectFits(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(clientWidth);
  const box = await header(page).boundingBox();
  expect(box?.height ?? Infinity).toBeLessThanOrEqual(MAX_HEADER);
}

async function cardsInView(page: Page, height: number) {
  const boxes = await results(page)
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
  return boxes.filter((box) => box.top >= 0 && box.bottom <= height).length;
}

test('on a phone: one-line header with a menu, results first, filters in a sheet', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(results(page).getByRole('article').first()).toBeVisible();
  await expectFits(page);
  expect(await cardsInView(page, PHONE.height)).toBeGreaterThanOrEqual(1);

  // The sheet's button names the list's own total.
  const total = await results(page)
    .getByText(/services? found/)
    .textContent();
  const count = /^([\d,]+) services? found/.exec(total ?? '')?.[1];
  await results(page).getByRole('button', { name: 'Categories and filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Categories and filters' });
  await expect(sheet.getByRole('tree', { name: 'Categories of objects' })).toBeVisible();
  await expectNoAxeViolations(page);
  await sheet.getByRole('treeitem', { name: 'Furniture', exact: true }).click();
  // A broad category means what is under it.
  await expect(page).toHaveURL(/category=[^&]*%23Furniture&match=descendants/);
  await expect(sheet.getByRole('button', { name: /^Show [\d,]+ results$/ })).not.toHaveText(
    `Show ${count} results`,
  );
  await sheet.getByRole('button', { name: /^Show [\d,]+ results$/ }).click();
  await expect(sheet).toBeHidden();
  // The chosen category is a chip above the results; removing it searches everything again.
  const chips = page.getByRole('list', { name: 'Chosen filters' });
  await chips.getByRole('button', { name: /^Remove filter: Furniture/ }).click();
  await expect(results(page).getByText(/services? found/)).toHaveText(new RegExp(`^${count}`));
  await expectFits(page);

  // The service page fits too, and reads its codes in words, in both languages.
  await results(page).getByRole('article').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFits(page);
  await expect(page.getByRole('main')).not.toHaveText(RAW_CODES);
  // The provider's place map, below the first screen, is drawn once a person scrolls to it.
  const place = page.getByRole('figure', { name: /The provider’s place/ });
  await place.scrollIntoViewIfNeeded();
  await expect(place.locator('.leaflet-container')).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await header(page).getByRole('combobox', { name: 'Language' }).selectOption('nb');
  await expect(page.getByRole('main')).toContainText('CO₂e');
  await expect(page.getByRole('main')).not.toHaveText(RAW_CODES);
  await expectNoAxeViolations(page);
});

test('on a phone, signed in: the header stays one line, orders fit', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const menu = header(page).getByRole('button', { name: 'Menu' });
  await menu.click();
  await header(page).getByRole('button', { name: 'Sign in' }).click();
  await fillLoginForm(page, 'customer', E2E_DEMO_PASSWORD);
  // Signed in, the name and "Sign out" are behind the menu (the app's own header: the first
  // paint's static one has a Menu button too); closed again, the header stays one line.
  await menu.click();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expectFits(page);
  await page.goto('/orders');
  const firstOrder = page.getByRole('table', { name: 'Orders' }).getByRole('link').first();
  await expect(firstOrder).toBeVisible();
  await expectFits(page);
  await firstOrder.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFits(page);
});

test('on a desktop, a member of two organisations in Bokmål: the header stays one line', async ({
  newUserPage,
}) => {
  const page = await newUserPage('multi', '/workspace', 'nb-NO');
  // The organisation with the longest name, as the chooser shows them.
  const choices = page.getByRole('main').getByRole('list').getByRole('button');
  const names = await choices.allTextContents();
  const longest = names.reduce((a, b) => (b.length > a.length ? b : a), '');
  await choices.filter({ hasText: longest }).first().click();
  await expect(header(page).getByRole('combobox', { name: 'Organisasjon' })).toBeVisible();
  for (const width of [DESKTOP.width, 1280]) {
    await page.setViewportSize({ width, height: DESKTOP.height });
    await expectFits(page);
  }
});

test('on a desktop: five results and the map on the first screen; hiding filters keeps them', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect(results(page).getByRole('article').nth(4)).toBeVisible();
  await expectFits(page);
  expect(await cardsInView(page, DESKTOP.height)).toBeGreaterThanOrEqual(5);
  const map = await page.getByRole('region', { name: 'Map of the results' }).boundingBox();
  expect(map?.width ?? 0).toBeGreaterThanOrEqual(DESKTOP.width / 2);
  await expect(results(page)).not.toHaveText(RAW_CODES);

  const toggle = page.getByRole('button', { name: 'Hide categories and filters' });
  await toggle.click();
  await expect(page.getByRole('tree', { name: 'Categories of objects' })).toBeHidden();
  expect(await cardsInView(page, DESKTOP.height)).toBeGreaterThanOrEqual(5);
});
