/**
 * Helpers of the quote-comparison journeys (issue 37): three providers with a service on the same
 * category, found from the catalogue's answers, and each provider's own API session (its API
 * key), whatever the organisation. Expectations come from the sandbox's answers, never from
 * the app's code.
 */
import * as v from 'valibot';
import { THIRD_PROVIDER } from '../../sandbox/identity/accounts.ts';
import { DEMO_ORGANIZATIONS } from '../../sandbox/store/seed/types.ts';
import { OrderSchema, type Order } from '../sandbox/order-schema.ts';
import { apiKeyToken, apiKeyTokens } from '../support/api-key-token.ts';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { StackPorts } from './support/stack';

export const PROVIDERS = [
  DEMO_ORGANIZATIONS.gjenbrukOslo,
  DEMO_ORGANIZATIONS.ombrukBergen,
  THIRD_PROVIDER,
] as const;

const Solutions = v.array(
  v.looseObject({
    id: v.number(),
    name: v.string(),
    categoryId: v.number(),
    organizationId: v.string(),
    organizationName: v.string(),
  }),
);
export type Service = v.InferOutput<typeof Solutions>[number];

interface CategoryNode {
  id: number;
  name: string;
  children?: CategoryNode[] | undefined;
}
const CategoryNodeSchema: v.GenericSchema<CategoryNode> = v.looseObject({
  id: v.number(),
  name: v.string(),
  children: v.optional(v.lazy(() => v.array(CategoryNodeSchema))),
});

export type ApiOrder = Order;
const OrderList = v.looseObject({ _embedded: v.looseObject({ orders: v.array(OrderSchema) }) });
const History = v.looseObject({
  _embedded: v.looseObject({
    entries: v.array(
      v.looseObject({
        transition: v.string(),
        toState: v.string(),
        notes: v.optional(v.nullable(v.string())),
        actor: v.looseObject({ organizationId: v.string(), role: v.string() }),
      }),
    ),
  }),
});
export type HistoryEntry = v.InferOutput<typeof History>['_embedded']['entries'][number];

export function compareApi(ports: StackPorts) {
  const API = `http://127.0.0.1:${ports.api}`;
  const TOKEN_URL = `http://127.0.0.1:${ports.auth}/realms/sandbox/protocol/openid-connect/token`;
  const tokens = apiKeyTokens();

  /** A call as the organisation `orgId`, with its own API key's token; fails on non-2xx. */
  async function asOrg(orgId: string, method: string, path: string, body?: unknown) {
    const token = await apiKeyToken(tokens, { api: API, tokenUrl: TOKEN_URL }, orgId);
    const response = await fetch(`${API}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        'X-auth-owner': orgId,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as unknown) : undefined;
  }

  async function servicesOf(orgId: string): Promise<Service[]> {
    const response = await fetch(
      `${API}/orgadmin/v1/solutions?organizationIds=${orgId}&pageSize=100&excludeType=PRODUCTION`,
    );
    return v.parse(Solutions, await response.json());
  }

  /**
   * A category (id and class name) on which each of the three providers has a public service,
   * not one of `avoid`, and each provider's first service there.
   */
  async function threeProviders(avoid: readonly number[]) {
    const lists = await Promise.all(PROVIDERS.map((provider) => servicesOf(provider.id)));
    const shared = [...new Set(lists[0]?.map((service) => service.categoryId))]
      .filter((id) => !avoid.includes(id))
      .filter((id) => lists.every((list) => list.some((service) => service.categoryId === id)))
      .sort((a, b) => a - b);
    const categoryId = shared[0];
    if (categoryId === undefined) throw new Error('no category shared by the three providers');
    const services = lists.map((list) => {
      const service = list
        .filter((candidate) => candidate.categoryId === categoryId)
        .sort((a, b) => a.id - b.id)[0];
      if (!service) throw new Error('no service');
      return service;
    });
    const tree = v.parse(
      v.array(CategoryNodeSchema),
      await (await fetch(`${API}/orgadmin/v1/categories`)).json(),
    );
    const find = (nodes: CategoryNode[]): CategoryNode | undefined =>
      nodes
        .map((node) => (node.id === categoryId ? node : find(node.children ?? [])))
        .find(Boolean);
    const category = find(tree);
    if (!category) throw new Error(`category ${categoryId} not in the tree`);
    return { categoryId, className: category.name, services };
  }

  /** The customer's orders (newest 100, in `states` when given) whose name starts with `prefix`. */
  async function customerOrders(
    customerId: string,
    prefix: string,
    states = '',
  ): Promise<ApiOrder[]> {
    const filter = states ? `&state=${states}` : '';
    const list = v.parse(
      OrderList,
      await asOrg(customerId, 'GET', `/services/v1/orders?role=customer&pageSize=100${filter}`),
    );
    return list._embedded.orders.filter((order) => order.name.startsWith(prefix));
  }

  async function order(orgId: string, id: number): Promise<ApiOrder> {
    return v.parse(OrderSchema, await asOrg(orgId, 'GET', `/services/v1/orders/${id}`));
  }

  async function history(orgId: string, id: number): Promise<HistoryEntry[]> {
    return v.parse(History, await asOrg(orgId, 'GET', `/services/v1/orders/${id}/history`))
      ._embedded.entries;
  }

  /** The supplier drafts and sends its quote, from its own session. */
  async function quote(supplierId: string, id: number, fields: Record<string, unknown>) {
    await asOrg(supplierId, 'PUT', `/services/v1/orders/${id}/quote-details`, fields);
    await asOrg(supplierId, 'POST', `/services/v1/orders/${id}/transitions/quote`, fields);
  }

  return { API, asOrg, threeProviders, customerOrders, order, history, quote };
}

/**
 * What each row of a comparison table names as best, read from the page: `row → ["column:
 * words"]`, each column named by its supplier (the head row) and its price as shown.
 */
export async function bestByRow(table: Locator): Promise<Record<string, string[]>> {
  const suppliers = (await table.getByRole('columnheader').allInnerTexts()).slice(1);
  const rows = await table.getByRole('row').all();
  const read = async (row: Locator) =>
    Promise.all(
      (await row.getByRole('cell').all()).map(async (cell) => {
        const best = await cell.locator('strong').allInnerTexts();
        let text = (await cell.innerText()).replace(/\s+/g, ' ');
        for (const words of best) text = text.replace(words, '');
        return { text: text.trim(), best };
      }),
    );
  const parsed: { label: string; cells: Awaited<ReturnType<typeof read>> }[] = [];
  for (const row of rows) {
    const [label] = await row.getByRole('rowheader').allInnerTexts();
    if (label !== undefined) parsed.push({ label, cells: await read(row) });
  }
  const prices = parsed.find((row) => ['Price', 'Pris'].includes(row.label))?.cells ?? [];
  const named: Record<string, string[]> = {};
  for (const { label, cells } of parsed)
    named[label] = cells.flatMap((cell, index) =>
      cell.best.length === 0
        ? []
        : [`${suppliers[index] ?? ''} (${prices[index]?.text ?? ''}): ${cell.best.join(', ')}`],
    );
  return named;
}

/** The comparison's notes on quotes left out of a row's ranking, as the page says them. */
export async function leftOutNotes(page: Page): Promise<string[]> {
  return page
    .getByText(/left out of the ranking|not ranked|ikke med i rangeringen|rangeres ikke/)
    .allInnerTexts();
}

/** The words of a comparison a journey reads, in the language it runs in. */
export interface ComparisonWords {
  caption: RegExp;
  price: string;
  lowest: (currency: string) => string;
}

/** The order with the lowest quoted price, as the API gives them. */
export const lowest = (orders: readonly ApiOrder[]) =>
  orders.reduce((best, order) =>
    (order.quoteDetails?.quotedPrice ?? Infinity) < (best.quoteDetails?.quotedPrice ?? Infinity)
      ? order
      : best,
  );

/**
 * The comparison on screen holds exactly `quotes` (a column or a card each, found by order name)
 * and names "Lowest price in NOK" once, beside `best`. Table at 1440 px, cards at 390 px.
 */
export async function expectCompared(
  page: Page,
  words: ComparisonWords,
  quotes: readonly ApiOrder[],
  best: ApiOrder,
) {
  const names = quotes.map((order) => order.name).sort();
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    const table = page.getByRole('table', { name: words.caption });
    await expect(table.getByRole('columnheader')).toHaveCount(quotes.length + 1);
    const orderLinks = await table.getByRole('link').allInnerTexts();
    expect([...orderLinks].sort()).toEqual(names);
    const priceRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: words.price, exact: true }) });
    await expect(priceRow.getByRole('cell').nth(orderLinks.indexOf(best.name))).toContainText(
      words.lowest('NOK'),
    );
    await expect(priceRow.getByText(/Lowest price|Lavest pris/)).toHaveCount(1);
    test.info().annotations.push({
      type: 'best by row',
      description: `${quotes.length} quotes: ${JSON.stringify(await bestByRow(table))}`,
    });
    return;
  }
  const cards = page.getByRole('list', { name: words.caption });
  await expect(cards.getByRole('article')).toHaveCount(quotes.length);
  for (const name of names)
    await expect(cards.getByRole('link', { name, exact: true })).toBeVisible();
  const card = cards
    .getByRole('article', { name: best.supplier.name })
    .filter({ has: page.getByRole('link', { name: best.name, exact: true }) });
  await expect(card).toContainText(words.lowest('NOK'));
  await expect(cards.getByText(/Lowest price|Lavest pris/)).toHaveCount(1);
}
