/**
 * How many `/solutions` requests the app's order-line lookup takes (docs/decisions/0084): the real
 * `findSolutionById` of the app, run against a freshly seeded sandbox for every line of every seed
 * order (and, for a wider picture, for the last-listed public service of every category, from that
 * category). Prints the median and the maximum.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  findSolutionById,
  type FetchLookupPage,
} from '../../src/catalogue/api/findSolutionById.ts';
import { API_KEYS } from '../../sandbox/identity/accounts.ts';
import { CategoryTreeSchema } from './category-tree.ts';
import { clientCredentials } from './oidc-flow.ts';
import { api, DEMO_ORGANIZATIONS, useSandbox } from './support.ts';

const solutionSchema = v.looseObject({
  id: v.number(),
  categoryId: v.number(),
  organizationId: v.string(),
});
const orderListSchema = v.looseObject({
  _embedded: v.looseObject({
    orders: v.array(
      v.looseObject({
        id: v.number(),
        supplier: v.looseObject({ id: v.string() }),
        lines: v.array(v.looseObject({ solutionId: v.number(), categoryId: v.number() })),
      }),
    ),
  }),
});

const ownSandbox = useSandbox({ SANDBOX_RATE_LIMIT: '1000000' });

/** `GET /solutions` as the app's `fetchSolutionsPage` sends it (same query, `X-Total-Count`). */
const fetchPage: FetchLookupPage<{ id: number }> = async (query, pageNumber, pageSize) => {
  const params = new URLSearchParams({
    ...query,
    pageNumber: String(pageNumber),
    pageSize: String(pageSize),
  });
  const response = await api(`${ownSandbox().catalogueUrl}/solutions?${params.toString()}`);
  expect(response.status).toBe(200);
  return {
    items: response.json(v.array(solutionSchema)),
    total: Number(response.headers.get('X-Total-Count')),
  };
};

async function categoryNames(): Promise<Map<number, string>> {
  const tree = (await api(`${ownSandbox().catalogueUrl}/categories`)).json(CategoryTreeSchema);
  const names = new Map<number, string>();
  const stack = [...tree];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    names.set(node.id, node.name);
    stack.push(...node.children);
  }
  return names;
}

function figures(counts: number[]) {
  const sorted = [...counts].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { lookups: sorted.length, median, max: sorted.at(-1) ?? 0 };
}

describe('order line service lookup against the seeded sandbox', () => {
  it('finds the service of every seed order line, in few requests', async () => {
    const names = await categoryNames();
    const lines: { solutionId: number; categoryId: number; supplierId: string }[] = [];
    for (const org of ['byggherre', 'nordlysEiendom'] as const) {
      const response = await api('/services/v1/orders?role=customer&pageSize=100', {
        baseUrl: ownSandbox().apiUrl,
        token: await clientTokenFor(org),
        owner: DEMO_ORGANIZATIONS[org].id,
      });
      expect(response.status).toBe(200);
      for (const order of response.json(orderListSchema)._embedded.orders) {
        lines.push(...order.lines.map((line) => ({ ...line, supplierId: order.supplier.id })));
      }
    }
    expect(lines.length).toBeGreaterThanOrEqual(6);
    const counts: number[] = [];
    for (const line of lines) {
      // A category outside the shared tree is the provider's own (spec 4.2 rule 3): the app then
      // looks through the supplier's services, as the order page does with the order's supplier.
      const result = await findSolutionById(
        fetchPage,
        line.solutionId,
        names.get(line.categoryId) ?? '',
        { organizationId: line.supplierId },
      );
      expect(result.solution?.id).toBe(line.solutionId);
      counts.push(result.requests);
    }
    const seeded = figures(counts);
    console.info(`seed order lines: ${JSON.stringify(seeded)} requests per lookup`);
    expect(seeded.max).toBeLessThanOrEqual(5);
  });

  it('finds a service of every category from that category (the usual order line)', async () => {
    const names = await categoryNames();
    // Of each category, its service listed last: the one furthest down that category's pages.
    const lastOfCategory = new Map<number, { id: number; organizationId: string }>();
    for (let page = 0; ; page += 1) {
      const result = await fetchPage({}, page, 100);
      const items = result.items.map((item) => v.parse(solutionSchema, item));
      for (const item of items) lastOfCategory.set(item.categoryId, item);
      if (items.length < 100) break;
    }
    const counts: number[] = [];
    for (const [categoryId, service] of lastOfCategory) {
      const shared = names.get(categoryId);
      const result = await findSolutionById(fetchPage, service.id, shared ?? '', {
        organizationId: shared === undefined ? service.organizationId : undefined,
      });
      expect(result.solution?.id).toBe(service.id);
      counts.push(result.requests);
    }
    expect(counts.length).toBeGreaterThan(1);
    console.info(
      `one service per category: ${JSON.stringify(figures(counts))} requests per lookup`,
    );
  });
});

/** A token from the organisation's API key, issued by this test's own sandbox. */
async function clientTokenFor(org: 'byggherre' | 'nordlysEiendom'): Promise<string> {
  const key = API_KEYS.find(
    (candidate) => candidate.organization.id === DEMO_ORGANIZATIONS[org].id,
  );
  if (key === undefined) throw new Error(`no API key for ${org}`);
  return (await clientCredentials(ownSandbox(), key.clientId, key.clientSecret)).access_token;
}
