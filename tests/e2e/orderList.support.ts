/**
 * Reading the order list page in a journey: every order it lists, page after page, and the counts
 * it claims. Expectations stay with the journeys (random-shapes.spec.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './support/fixtures';

/** The paths a list of links points at, read from the page. */
export async function pathsOf(links: Locator): Promise<string[]> {
  const hrefs = await links.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('href') ?? ''),
  );
  return hrefs.map((href) => new URL(href, 'http://app.invalid').pathname);
}

/**
 * Nothing on the page claims a number of orders other than `total`; the links to compare quotes
 * count the orders of one category or request, not the list's.
 */
export async function expectNoOtherOrderCount(page: Page, total: number) {
  const other = new RegExp(`(^|[^\\d,])(?!${total}\\b)\\d[\\d,]* orders\\b`);
  // A link that names a group of orders ("Compare the quotes of … (3 orders)") counts that group.
  await expect(page.getByText(other).and(page.locator(':not(a, a *)'))).toHaveCount(0);
}

/** The list's words when the server gave no way past the pages shown. */
const NO_WAY_ON = /(\d+) orders? shown; the server gave no way to further orders\./;

/**
 * The paths of every order the order list shows, page after page by its "Next page" button (at
 * most 20 pages), and whether it ended saying the server gave no way on; `onFirstPage` checks the
 * first page's figures.
 */
export async function everyListedOrder(
  page: Page,
  onFirstPage: () => Promise<void>,
): Promise<{ seen: string[]; endedInWords: boolean }> {
  const table = page.getByRole('table');
  const pager = page.getByRole('navigation', { name: 'Orders', exact: true });
  const next = pager.getByRole('button', { name: 'Next page' });
  const noWay = page.getByText(NO_WAY_ON);
  const seen: string[] = [];
  for (let number = 1; number <= 20; number += 1) {
    await expect(page.locator('section[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    await expect(table.getByRole('link').first()).toBeVisible();
    if (number === 1) await onFirstPage();
    seen.push(...(await pathsOf(table.getByRole('link'))));
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    await next.click();
    await expect(pager.getByText(new RegExp(`^Page ${number + 1}\\b`)).or(noWay)).toBeVisible();
    if (await noWay.isVisible()) break;
  }
  const endedInWords = await noWay.isVisible();
  if (endedInWords)
    await expect(page.getByText(`${seen.length} orders shown;`, { exact: false })).toBeVisible();
  return { seen, endedInWords };
}

/**
 * Every expected order shown once; where the list ended in words (a server that pages only by a
 * link the browser may not read, and ignores page numbers), the orders shown are some of them.
 */
export function expectEveryOrderOnce(seen: string[], expected: string[], endedInWords: boolean) {
  expect(new Set(seen).size).toBe(seen.length);
  if (endedInWords) {
    expect(seen.length).toBeLessThan(expected.length);
    expect(expected).toEqual(expect.arrayContaining(seen));
  } else expect(seen.toSorted()).toEqual(expected.toSorted());
}
