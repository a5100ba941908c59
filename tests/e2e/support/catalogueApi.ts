import type { APIRequestContext, Page } from '@playwright/test';
import * as v from 'valibot';
import { en } from './english';
import { expect } from './fixtures';

/** The catalogue API's base address, as the app's config.json names it. */
export async function catalogueBase(request: APIRequestContext): Promise<string> {
  const config = v.parse(
    v.looseObject({ catalogueBaseUrl: v.string() }),
    await (await request.get('/config.json')).json(),
  );
  return config.catalogueBaseUrl;
}

/** The catalogue API's own total (`X-Total-Count`) for a query: the expectation of a journey. */
export async function apiTotal(request: APIRequestContext, query: Record<string, string>) {
  const base = await catalogueBase(request);
  const response = await request.get(`${base}/solutions`, { params: { ...query, pageSize: 1 } });
  expect(response.ok()).toBe(true);
  return Number(response.headers()['x-total-count']);
}

/** The search page's results region (English). */
export function results(page: Page) {
  return page.getByRole('region', { name: 'Results', exact: true });
}

/** The results' count line says `total` (English). */
export async function expectTotal(page: Page, total: number) {
  const text = total === 0 ? 'No services found' : `${en(total)} services? found`;
  await expect(results(page).getByText(new RegExp(`^${text}`))).toBeVisible();
}

/** The category tree (English). */
export function tree(page: Page) {
  return page.getByRole('tree', { name: 'Categories of objects' });
}
