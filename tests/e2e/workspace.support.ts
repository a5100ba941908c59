/**
 * What the workspace's journeys read the same way (workspace.spec.ts, workspace-volume.spec.ts):
 * which orders wait for an organisation, from the API's answers only, and the workspace's parts.
 */
import type { Page } from '@playwright/test';
import * as v from 'valibot';
import type { as, OrgKey } from './orders.support';
import { expect, header } from './support/fixtures';

/**
 * The journey's own reading of "needs your action", from the API's answers only: an order waits for
 * the caller when its `_links` offer, enabled, a transition (a link with `method` and
 * `targetState`) of the spec's section 3 table other than the two retractions (`cancel`, open on
 * any open order; `withdraw-offer`, the supplier's while the customer decides).
 */
const STEPS = new Set([
  'request-quote',
  'quote',
  'send-offer',
  'accept',
  'plan',
  'start',
  'complete',
  'approve',
  'request-revisions',
]);
const transitionLink = v.looseObject({
  method: v.string(),
  targetState: v.string(),
  disabled: v.optional(v.boolean()),
});
export const orderSchema = v.looseObject({
  id: v.number(),
  name: v.string(),
  updatedAt: v.string(),
  _links: v.record(v.string(), v.unknown()),
});
type ApiOrder = v.InferOutput<typeof orderSchema>;
const orderPage = v.looseObject({
  _embedded: v.optional(v.looseObject({ orders: v.optional(v.array(orderSchema)) })),
});

export function waitsFor(order: ApiOrder): boolean {
  return Object.entries(order._links).some(
    ([rel, link]) => STEPS.has(rel) && v.is(transitionLink, link) && link.disabled !== true,
  );
}

/** Every order of `org` (both roles, all states), read page after page through the API. */
export async function allOrders(call: typeof as, org: OrgKey): Promise<ApiOrder[]> {
  const orders: ApiOrder[] = [];
  for (let pageNumber = 0; ; pageNumber += 1) {
    const path = `/services/v1/orders?pageNumber=${pageNumber}&pageSize=100`;
    const page = v.parse(orderPage, await call(org, 'GET', path))._embedded?.orders ?? [];
    orders.push(...page);
    if (page.length < 100) return orders;
  }
}

/** The orders that wait for `org`, the one waiting longest (oldest change) first. */
export function oldestFirst(orders: ApiOrder[]): ApiOrder[] {
  return orders
    .filter(waitsFor)
    .sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt) || a.id - b.id);
}

export function section(page: Page, name: RegExp) {
  return page.getByRole('region', { name });
}

export const NEEDS = /^(Needs your action|Venter på dere)/;
export const WAITING = /^(Waiting for the other party|Venter på den andre parten)/;

/** In-app navigation to the workspace home (the header's main navigation). */
export async function openWorkspace(page: Page) {
  await header(page)
    .getByRole('link', { name: /^(Workspace|Arbeidsområde)$/ })
    .click();
}

/** The header count, read from the link "Needs your action <n>". */
export async function headerCount(page: Page): Promise<number> {
  const link = header(page).getByRole('link', { name: /^Needs your action \d+$/ });
  await expect(link).toBeVisible();
  return Number((await link.textContent())?.replace(/\D+/g, ''));
}
