/**
 * The app against a sandbox that answers with the defaults of several real server stacks
 * (`SANDBOX_SHAPES=polyglot`, sandbox/http/polyglot.ts, docs/platform-contract.md 4): one root
 * category node with children under `narrower`, search pages counted from 1, providers as a Django
 * REST framework page, the order list paged by an RFC 8288 `Link` header, epoch-millisecond dates,
 * Jira-style histories, `{ order }` transitions, 201 draft saves, NestJS errors, the 4.3 services
 * as a JSON:API document, and the organisation claim as a plain string (customer) or only in
 * userinfo (supplier). Every expectation comes from the API's own answers. A second stack (offset 40) serves the same build.
 */
import type { Locator } from '@playwright/test';
import * as v from 'valibot';
import { ORDERS_PER_PAGE } from '../../sandbox/http/polyglot.ts';
import { demoUser, expect, header, testWithExtraStack } from './support/fixtures';
import {
  actTo,
  inDays,
  openOrder,
  orderSetUp,
  signInAndOpen,
  stateBadge,
  unique,
} from './orders.support';

const test = testWithExtraStack(40, { SANDBOX_SHAPES: 'polyglot' });

test.describe.configure({ timeout: 120_000 });

const ProvidersPage = v.object({
  results: v.array(
    v.object({
      organizationId: v.string(),
      organizationName: v.string(),
      serviceCount: v.number(),
    }),
  ),
});
const HistoryEntries = v.array(
  v.object({ transition: v.string(), author: v.object({ displayName: v.string() }) }),
);
const NestError = v.object({ statusCode: v.literal(400), message: v.array(v.string()) });
const OrderIds = v.array(v.object({ id: v.number() }));
/** Spec 4.3 as a JSON:API document (Rails' jsonapi-serializer). */
const ServiceDocument = v.object({
  data: v.array(v.object({ attributes: v.object({ published: v.boolean() }) })),
});

/** The `next` target of an RFC 8288 `Link` header, if any. */
function nextLink(link: string | null): string | undefined {
  return /<([^>]+)>;\s*rel="next"/.exec(link ?? '')?.[1];
}

/** The paths a list of links points at, read from the page. */
async function hrefsOf(links: Locator): Promise<string[]> {
  const hrefs = await links.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('href') ?? ''),
  );
  return hrefs.map((href) => new URL(href, 'http://app.invalid').pathname);
}

/**
 * Walks a list page by page with its "Next page" button, collecting the paths its rows link to;
 * `settled` waits until page `number` (from 1) is shown and read.
 */
async function walkPages(
  links: Locator,
  next: Locator,
  settled: (number: number) => Promise<void>,
): Promise<string[]> {
  const seen: string[] = [];
  for (let number = 1; number <= 50; number += 1) {
    await settled(number);
    seen.push(...(await hrefsOf(links)));
    if (await next.isDisabled()) return seen;
    await next.click();
  }
  throw new Error('more than 50 pages');
}

test('a visitor finds a provider, pages through all its services and reads the tree', async ({
  page,
  stack,
}) => {
  const catalogue = `http://127.0.0.1:${stack.ports.api}/orgadmin/v1`;
  // A provider with more services than one page of results holds, read from the API.
  const providers = v.parse(
    ProvidersPage,
    await (await fetch(`${catalogue}/providers?name=gjenbruk`)).json(),
  );
  const provider = providers.results.find((p) => p.serviceCount > 20 && p.serviceCount <= 100);
  if (provider === undefined) throw new Error('no provider with 21 to 100 services');
  const solutions = await fetch(
    `${catalogue}/solutions?organizationIds=${provider.organizationId}&pageSize=1`,
  );
  const total = Number(solutions.headers.get('X-Total-Count'));
  expect(total).toBeGreaterThan(20);

  await page.goto(`${stack.appUrl}/providers`);
  await page.getByLabel('Provider name').fill(provider.organizationName);
  const card = page.getByRole('article', { name: provider.organizationName });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'See their services' }).click();
  await expect(page).toHaveURL(new RegExp(`providers=${provider.organizationId}`));

  const results = page.getByRole('region', { name: 'Results', exact: true });
  await expect(results.getByText(new RegExp(`^${total} services found`))).toBeVisible();
  const pagination = page.getByRole('navigation', { name: 'Result pages' });
  const seen = await walkPages(
    results.getByRole('article').getByRole('heading').getByRole('link'),
    pagination.getByRole('button', { name: 'Next page' }),
    async (number) => {
      await expect(pagination.getByText(new RegExp(`^Page ${number} of`))).toBeVisible();
      await expect(results.locator('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    },
  );
  // Every service once: none twice, none skipped.
  expect(seen).toHaveLength(total);
  expect(new Set(seen).size).toBe(total);

  // The tree: one root node; its first top category's first child, picked by name in the URL.
  const root = v.parse(
    v.object({
      narrower: v.array(
        v.object({
          displayName: v.string(),
          narrower: v.array(v.object({ name: v.string(), displayName: v.string() })),
        }),
      ),
    }),
    await (await fetch(`${catalogue}/categories`)).json(),
  );
  const top = root.narrower[0];
  const child = top?.narrower[0];
  if (top === undefined || child === undefined) throw new Error('no nested categories');
  await page.goto(`${stack.appUrl}/?category=${child.name}`);
  const tree = page.getByRole('tree', { name: 'Categories of objects' });
  await expect(tree.getByRole('treeitem', { name: top.displayName }).first()).toBeVisible();
  await expect(
    tree.getByRole('treeitem', { name: child.displayName, exact: true }),
  ).toHaveAttribute('aria-selected', 'true');
});

test('a customer with the organisation as a plain string pages through all orders and accepts a quote', async ({
  page,
  stack,
}) => {
  const { api, name, id } = await orderSetUp('QUOTED', 'Polyglot: accept', stack);

  /** The customer organisation's orders, page after page along the `Link` header. */
  async function apiOrderIds(): Promise<number[]> {
    const ids: number[] = [];
    let url: string | undefined = '/services/v1/orders';
    while (url !== undefined) {
      const response = await api.fetchAs('byggherre', 'GET', url);
      expect(response.status).toBe(200);
      ids.push(...v.parse(OrderIds, await response.json()).map((order) => order.id));
      url = nextLink(response.headers.get('Link'));
    }
    return ids;
  }
  // More orders than one page of the server's holds.
  let ids = await apiOrderIds();
  for (let extra = ids.length; extra <= ORDERS_PER_PAGE.default; extra += 1) {
    await api.newOrder('byggherre', 'gjenbrukOslo', unique(`Polyglot: filler ${extra}`));
  }
  ids = await apiOrderIds();
  expect(ids.length).toBeGreaterThan(ORDERS_PER_PAGE.default);

  await signInAndOpen(page, 'customer', id, name, stack.appUrl);
  await expect(page.getByText('No organisation')).toHaveCount(0);

  // The transition answers `{ "order": … }`.
  await actTo(page, 'Accepted', 'Accept quote', 'Yes, accept the quote');

  // Both histories, in words: entries as the API lists them, values under `from` and `to`.
  const historyAnswer = await api.fetchAs('byggherre', 'GET', `/services/v1/orders/${id}/history`);
  const entries = v.parse(HistoryEntries, await historyAnswer.json());
  const accepted = entries.find((entry) => entry.transition === 'accept');
  if (accepted === undefined) throw new Error('no accept in the history');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(entries.length);
  await expect(
    history
      .getByRole('listitem')
      .filter({ hasText: accepted.author.displayName })
      .filter({ hasText: 'Accept quote' }),
  ).toBeVisible();
  await history.getByRole('button', { name: 'Show field changes' }).click();
  await expect(history.getByText('Status changed from Quoted to Accepted')).toBeVisible();

  // The order list: every order once, over all pages the `Link` header leads to.
  await page.goto(`${stack.appUrl}/orders`);
  const table = page.getByRole('table');
  const pager = page.getByRole('navigation', { name: 'Orders', exact: true });
  const seen = await walkPages(
    table.getByRole('link'),
    pager.getByRole('button', { name: 'Next page' }),
    async (number) => {
      await expect(pager.getByText(new RegExp(`^Page ${number}\\b`))).toBeVisible();
      await expect(page.locator('section[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    },
  );
  expect(seen.toSorted()).toEqual(ids.map((orderId) => `/orders/${orderId}`).toSorted());
});

test('a supplier whose organisation is only in userinfo sees the server’s reasons, then sends the quote', async ({
  page,
  stack,
}) => {
  const { api, name, id } = await orderSetUp('REQUESTED', 'Polyglot: quote', stack);
  const invalid = {
    quotedPrice: 980.5,
    quotedCurrency: 'NOK',
    estimatedStartDate: inDays(9),
    estimatedCompletionDate: inDays(5),
    quoteValidUntil: inDays(20),
  };
  // What the server says about these dates, in its own words.
  const refused = await api.fetchAs(
    'gjenbrukOslo',
    'PUT',
    `/services/v1/orders/${id}/quote-details`,
    invalid,
  );
  expect(refused.status).toBe(400);
  const reasons = v.parse(NestError, await refused.json()).message;
  expect(reasons.length).toBeGreaterThan(0);

  await signInAndOpen(page, 'supplier', id, name, stack.appUrl);
  const organization = demoUser('supplier').organizations[0] ?? '';
  await expect(header(page).getByText(organization).first()).toBeVisible();

  await page.getByLabel('Price').fill('980.50');
  await page.getByLabel('Estimated start').fill(invalid.estimatedStartDate);
  await page.getByLabel('Estimated completion').fill(invalid.estimatedCompletionDate);
  await page.getByLabel('Quote valid until').fill(invalid.quoteValidUntil);
  for (const reason of reasons) await expect(page.getByText(reason).first()).toBeVisible();

  // Put right, the draft save answers 201 with no body, and the quote goes out.
  await page.getByLabel('Estimated completion').fill(inDays(12));
  const send = page.getByRole('button', { name: 'Send quote' });
  await expect(send).toBeEnabled();
  await send.click();
  await page.getByRole('button', { name: 'Yes, send the quote' }).click();
  await expect(stateBadge(page)).toHaveText('Quoted');
  await openOrder(page, id, name, stack.appUrl);
  await expect(page.getByRole('region', { name: 'Quote' })).toContainText(/980[.,]50/);

  // Our services (spec 4.3) as JSON:API resources: counted as the server's own answer says.
  const organizationId = demoUser('supplier').organizationIds[0] ?? '';
  const services = v.parse(
    ServiceDocument,
    await (
      await api.fetchAs('gjenbrukOslo', 'GET', `/orgadmin/v1/${organizationId}/service`)
    ).json(),
  ).data;
  const published = services.filter((one) => one.attributes.published).length;
  await header(page).getByRole('link', { name: 'Workspace' }).click();
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: 'Our services' })
    .click();
  await expect(
    page.getByText(
      `${services.length} services: ${published} public, ${services.length - published} not public.`,
    ),
  ).toBeVisible();
});
