import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** The catalogue API's own total (`X-Total-Count`) for a query: the expectation of a journey. */
export async function apiTotal(request: APIRequestContext, query: Record<string, string>) {
  const config: unknown = await (await request.get('/config.json')).json();
  if (typeof config !== 'object' || config === null || !('catalogueBaseUrl' in config)) {
    throw new Error('config.json has no catalogueBaseUrl');
  }
  const response = await request.get(`${String(config.catalogueBaseUrl)}/solutions`, {
    params: { ...query, pageSize: 1 },
  });
  expect(response.ok()).toBe(true);
  return Number(response.headers()['x-total-count']);
}
