/**
 * The app against randomised legal servers (`SANDBOX_SHAPES=random`, sandbox/http/random.ts,
 * docs/platform-contract.md 5): for each seed of `E2E_SHAPE_SEEDS` (default 2, 8, 12) one extra
 * stack, and the catalogue, the order list, the order page with both histories, and the quote
 * journeys (the supplier sends a quote, the customer accepts), each named with its seed so that a
 * failure reproduces with `E2E_SHAPE_SEEDS=<seed>`. Every expectation comes from the API's own
 * answers, read by the seed's choices; figures the browser cannot read (headers CORS does not
 * expose) must not appear as if they were known.
 */
import type { Locator, Page } from '@playwright/test';
import { field, isRecord, itemsOf } from '../support/random-lists.ts';
import { expect, signInAt, testWithExtraStack, type RunningStack } from './support/fixtures';
import { actTo, inDays, signInAndOpen, stateBadge, unique, type Until } from './orders.support';
import { randomApi, seedChoices, shapeSeeds, stackOffset } from './random-shapes.support';

/** A step answered with 202 is applied 1.5 s later; the app reads again with back-off. */
const STEP_SETTLED = { timeout: 20_000 };

const en = (value: number) => value.toLocaleString('en-GB');

/** The paths a list of links points at, read from the page. */
async function pathsOf(links: Locator): Promise<string[]> {
  const hrefs = await links.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('href') ?? ''),
  );
  return hrefs.map((href) => new URL(href, 'http://app.invalid').pathname);
}

/** Nothing on the page claims a number of orders other than `total`. */
async function expectNoOtherOrderCount(page: Page, total: number) {
  const other = new RegExp(`(^|[^\\d,])(?!${total}\\b)\\d[\\d,]* orders\\b`);
  await expect(page.getByText(other)).toHaveCount(0);
}

shapeSeeds().forEach((seed, index) => {
  const choices = seedChoices(seed);
  const test = testWithExtraStack(stackOffset(index), {
    SANDBOX_SHAPES: 'random',
    SANDBOX_SHAPES_SEED: String(seed),
  });

  /** The seed's API, and an order of the journey's own (named after it) walked to `until`. */
  async function journeyOrder(stack: RunningStack, journey: string, until: Until) {
    const api = randomApi(stack, choices);
    const name = unique(`Random ${seed}: ${journey}`);
    return { api, name, id: await api.orderAt(until, name) };
  }
  /** Figures the browser can read: a count in the body, or headers CORS exposes. */
  const countReadable =
    choices.count === 'body' || (choices.count === 'headers' && choices.cors === 'expose');

  test.describe(`seed ${seed}`, () => {
    test.describe.configure({ timeout: 120_000 });

    test(`seed ${seed}: catalogue – a category's search shows what the API says for it`, async ({
      page,
      stack,
    }) => {
      const api = randomApi(stack, choices);
      const catalogue = `${api.API}/orgadmin/v1`;
      const tree: unknown = await (await fetch(`${catalogue}/categories`)).json();
      const top: unknown = Array.isArray(tree) ? tree[0] : undefined;
      const children = field(top, 'children', choices);
      const node: unknown = Array.isArray(children) ? children[0] : undefined;
      if (!isRecord(node)) throw new Error('no nested category');
      const uri = String(node['uri']);

      await page.goto(stack.appUrl);
      const displayName = String(node['displayName']);
      await page.getByLabel('Filter categories').fill(displayName);
      await page
        .getByRole('tree', { name: 'Categories of objects' })
        .getByRole('treeitem', { name: displayName, exact: true })
        .click();
      // The search is for that category (not dropped, not all categories).
      await expect(page.getByRole('region', { name: 'Filters' })).toContainText(displayName);
      // The mode the page chose, read from the page; the API's answer for it is what counts.
      const modes = {
        ancestors: 'Everything for this kind of object',
        descendants: 'This category and everything under it',
        exact: 'Only this exact category',
      } as const;
      await expect(page.getByRole('radio', { name: modes.ancestors })).toBeVisible();
      let mode: keyof typeof modes | undefined;
      for (const [key, label] of Object.entries(modes)) {
        if (await page.getByRole('radio', { name: label }).isChecked()) {
          mode = key as keyof typeof modes;
        }
      }
      if (mode === undefined) throw new Error('no match mode checked');
      const query = `category=${encodeURIComponent(uri)}&categoryMatch=${mode}`;
      const answer = await fetch(`${catalogue}/solutions?${query}&pageSize=100`);
      const total = Number(answer.headers.get('X-Total-Count'));
      const solutions: unknown = await answer.json();
      const first: unknown = Array.isArray(solutions) ? solutions[0] : undefined;
      expect(total).toBeGreaterThan(0);

      const results = page.getByRole('region', { name: 'Results', exact: true });
      await expect(
        results.getByRole('link', { name: String(field(first, 'name', choices)) }).first(),
      ).toBeVisible();
      if (choices.cors === 'expose') {
        await expect(results.getByText(new RegExp(`^${en(total)} services? found`))).toBeVisible();
      } else {
        // X-Total-Count and Content-Range are not readable: no total may be shown but the true
        // one, and where more may follow, the page says so.
        await expect(
          results.getByText(new RegExp(`^(?!${en(total)} )[\\d,]+ services? found`)),
        ).toHaveCount(0);
        // Nor a page count or "of N" worked out from a total that was never read.
        await expect(results.getByText(new RegExp(`\\bof (?!${en(total)}\\b)[\\d,]+`))).toHaveCount(
          0,
        );
        if (total > 20) await expect(results.getByText(/more may follow|at least/i)).toBeVisible();
      }
    });

    test(`seed ${seed}: order list – every order once, counted only as the API counts`, async ({
      page,
      stack,
    }) => {
      const api = randomApi(stack, choices);
      const orders = await api.allItems('byggherre', '/services/v1/orders', 'orders');
      const ids = orders.map((order) => (isRecord(order) ? Number(order['id']) : NaN));
      expect(ids.length).toBeGreaterThan(20);

      await signInAt(page, 'customer', `${stack.appUrl}/orders`);
      const table = page.getByRole('table');
      const pager = page.getByRole('navigation', { name: 'Orders', exact: true });
      const next = pager.getByRole('button', { name: 'Next page' });
      const seen: string[] = [];
      for (let number = 1; number <= 20; number += 1) {
        await expect(page.locator('section[aria-busy]')).toHaveAttribute('aria-busy', 'false');
        await expect(table.getByRole('link').first()).toBeVisible();
        if (number === 1) {
          if (countReadable)
            await expect(page.getByText(new RegExp(`\\b${ids.length} orders\\b`))).toBeVisible();
          await expectNoOtherOrderCount(page, ids.length);
        }
        seen.push(...(await pathsOf(table.getByRole('link'))));
        if (!(await next.isVisible()) || (await next.isDisabled())) break;
        await next.click();
        await expect(pager.getByText(new RegExp(`^Page ${number + 1}\\b`))).toBeVisible();
      }
      expect(seen.toSorted()).toEqual(ids.map((id) => `/orders/${id}`).toSorted());
    });

    test(`seed ${seed}: order page – both histories as the API tells them`, async ({
      page,
      stack,
    }) => {
      const { api, name, id } = await journeyOrder(stack, 'histories', 'ACCEPTED');
      const history = await api.get('byggherre', `/services/v1/orders/${id}/history`);
      const entries = itemsOf(history.body, 'history', choices);
      expect(entries).toHaveLength(3);
      const accepted = entries.find((entry) => field(entry, 'transition', choices) === 'accept');
      const actor = field(field(accepted, 'actor', choices), 'name', choices);
      if (typeof actor !== 'string') throw new Error('no actor name in the history');

      await signInAndOpen(page, 'customer', id, name, stack.appUrl);
      await expect(stateBadge(page)).toHaveText('Accepted');
      await expect(page.getByRole('region', { name: 'Quote' })).toContainText(
        /1[\s\u00a0\u202f,]?200/,
      );
      const region = page.getByRole('region', { name: 'History' });
      await expect(region.getByRole('listitem')).toHaveCount(entries.length);
      await expect(
        region.getByRole('listitem').filter({ hasText: actor }).filter({ hasText: 'Accept quote' }),
      ).toBeVisible();
      await region.getByRole('button', { name: 'Show field changes' }).click();
      await expect(region.getByText('Status changed from Quoted to Accepted')).toBeVisible();
    });

    test(`seed ${seed}: quote – the supplier sends a quote, the customer accepts it`, async ({
      page,
      stack,
      newUserPage,
    }) => {
      const { api, name, id } = await journeyOrder(stack, 'quote', 'REQUESTED');

      await signInAndOpen(page, 'supplier', id, name, stack.appUrl);
      // A step's link in the server's own words: why it waits, and what a step does.
      const asked = await api.get('gjenbrukOslo', `/services/v1/orders/${id}`);
      const linkTitle = (rel: string) => {
        const links = isRecord(asked.body) ? asked.body['_links'] : undefined;
        const link = isRecord(links) ? links[rel] : undefined;
        return isRecord(link) && typeof link['title'] === 'string' ? link['title'] : '';
      };
      await expect(page.getByRole('button', { name: 'Send quote' })).toHaveAccessibleDescription(
        choices.linkWords === 'own'
          ? linkTitle('quote')
          : 'Save a price in the quote draft first; then you can send it.',
      );
      await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveAccessibleDescription(
        linkTitle('cancel'),
      );
      await page.getByLabel('Price').fill('980.50');
      await page.getByLabel('Estimated start').fill(inDays(5));
      await page.getByLabel('Estimated completion').fill(inDays(9));
      await page.getByLabel('Quote valid until').fill(inDays(20));
      const send = page.getByRole('button', { name: 'Send quote' });
      await expect(send).toBeEnabled();
      await send.click();
      await page.getByRole('button', { name: 'Yes, send the quote' }).click();
      await expect(stateBadge(page)).toHaveText('Quoted', STEP_SETTLED);
      await expect(page.getByRole('region', { name: 'Quote' })).toContainText(/980[.,]50/);

      const customer = await newUserPage('customer', `${stack.appUrl}/orders/${id}`);
      await expect(customer.getByRole('heading', { level: 1, name })).toBeVisible();
      await actTo(customer, 'Accepted', 'Accept quote', 'Yes, accept the quote', STEP_SETTLED);
      // Our own step is never reported as the other party's change.
      await expect(customer.getByText(/other party changed/i)).toHaveCount(0);
      await expect
        .poll(async () => {
          const order = await api.get('byggherre', `/services/v1/orders/${id}`);
          return isRecord(order.body) ? order.body['state'] : undefined;
        })
        .toBe('ACCEPTED');
    });
  });
});
