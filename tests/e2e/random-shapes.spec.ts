/**
 * The app against randomised legal servers (`SANDBOX_SHAPES=random`, sandbox/http/random.ts,
 * docs/platform-contract.md 5): for each seed of `E2E_SHAPE_SEEDS` (default 8, 15, 310) one extra
 * stack, and the catalogue, the order list and its filters, the planning board, the order page
 * with both histories, and the quote journeys (the supplier sends a quote, the customer accepts),
 * each named with its seed so that a failure reproduces with `E2E_SHAPE_SEEDS=<seed>`. Every
 * expectation comes from the API's own answers, read by the seed's choices; figures the browser
 * cannot read (headers CORS does not expose) must not appear as if they were known.
 */
import { field, isRecord, itemsOf, organizationIdOf } from '../support/random-lists.ts';
import { expect, signInAt, testWithExtraStack, type RunningStack } from './support/fixtures';
import { actTo, inDays, openOrder, stateBadge, unique, type Until } from './orders.support';
import { randomApi, seedChoices, shapeSeeds, stackOffset } from './random-shapes.support';
import { DEMO_ORGANIZATIONS } from '../../sandbox/store/seed/types.ts';
import { runDoctorOn } from './doctor.support';
import { en } from './support/english';
import {
  everyListedOrder,
  expectEveryOrderOnce,
  expectNoOtherOrderCount,
  pathsOf,
} from './orderList.support';

const BYGGHERRE = DEMO_ORGANIZATIONS.byggherre.id;
const OSLO = DEMO_ORGANIZATIONS.gjenbrukOslo.id;
/** The states of the planning board (accepted, planned, under way), as the spec names them. */
const WORK = ['ACCEPTED', 'PLANNED', 'IN_PROGRESS'];

/** A step answered with 202 is applied 1.5 s later; the app reads again with back-off. */
const STEP_SETTLED = { timeout: 20_000 };

shapeSeeds().forEach((seed, index) => {
  const choices = seedChoices(seed);

  /** Who made a state-history entry, as the page must say it: the name the API gives, else the role. */
  function whoOf(entry: unknown): string {
    const name = {
      object: field(field(entry, 'actor', choices), 'name', choices),
      'display-name': field(field(entry, 'author', choices), 'displayName', choices),
      text: field(entry, 'changedBy', choices),
      unnamed: field(entry, 'role', choices) === 'CUSTOMER' ? 'Someone (customer)' : undefined,
    }[choices.historyActor];
    if (typeof name !== 'string') throw new Error(`no actor in ${JSON.stringify(entry)}`);
    return name;
  }
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

    test(`seed ${seed}: order list – every order once, counted only as the API counts, and its filters`, async ({
      page,
      stack,
    }) => {
      const api = randomApi(stack, choices);
      const orders = await api.allItems('byggherre', '/services/v1/orders', 'orders');
      const ids = orders.map((order) => (isRecord(order) ? Number(order['id']) : NaN));
      expect(ids.length).toBeGreaterThan(20);

      await signInAt(page, 'customer', `${stack.appUrl}/orders`);
      // A server that pages only by a link the browser may not read (a `Link` header CORS hides)
      // and ignores page numbers gives no way past its first page: the list ends saying so. A
      // continuation value in the body (any choice but none) is a way on.
      const noWayOn =
        choices.nextMember !== 'standard' &&
        choices.envelope === 'array' &&
        choices.cors === 'hide' &&
        choices.continuation === 'none';
      const { seen, endedInWords } = await everyListedOrder(page, async () => {
        if (countReadable)
          await expect(page.getByText(new RegExp(`\\b${ids.length} orders\\b`))).toBeVisible();
        await expectNoOtherOrderCount(page, ids.length);
        // Every order the API lists has its times, under whatever names: none reads as unknown.
        await expect(
          page.getByRole('table').getByRole('cell', { name: '–', exact: true }),
        ).toHaveCount(0);
      });
      expectEveryOrderOnce(
        seen,
        ids.map((id) => `/orders/${id}`),
        endedInWords,
      );
      expect(endedInWords).toBe(noWayOn);

      // Its filters: only the orders asked for, each once.
      const records = orders.filter(isRecord);
      // The state most orders are in, short of all: what the list must keep, from the API.
      const stateOf = (order: Record<string, unknown>) => String(order['state']);
      const counts = new Map<string, number>();
      for (const order of records)
        counts.set(stateOf(order), (counts.get(stateOf(order)) ?? 0) + 1);
      const [state] = [...counts].toSorted((a, b) => b[1] - a[1])[0] ?? [''];
      const inState = records
        .filter((order) => stateOf(order) === state)
        .map((order) => `/orders/${String(order['id'])}`);
      expect(inState.length).toBeLessThan(records.length);

      await page.goto(`${stack.appUrl}/orders?state=${state}`);
      const filtered = await everyListedOrder(page, () =>
        expectNoOtherOrderCount(page, inState.length),
      );
      expectEveryOrderOnce(filtered.seen, inState, filtered.endedInWords);

      // The customer supplies none of its orders (as the API says): the supplier side is empty.
      const supplied = records.filter(
        (order) => organizationIdOf(field(order, 'supplier', choices), choices) === BYGGHERRE,
      );
      expect(supplied).toEqual([]);
      await page.goto(`${stack.appUrl}/orders?role=supplier`);
      await expect(page.getByText('No orders match these filters.')).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    });

    test(`seed ${seed}: doctor – where it says read the page shows the figure, else the loss`, async ({
      page,
      stack,
    }) => {
      const findings = await runDoctorOn(stack);
      const verdict = (id: string) => findings.get(id)?.verdict;

      // The catalogue's total: a count, or "more may follow" where the browser may not read it.
      const api = randomApi(stack, choices);
      const query = 'category=SteelStructures&categoryMatch=descendants';
      const answer = await fetch(`${api.API}/orgadmin/v1/solutions?${query}&pageSize=1`);
      const total = Number(answer.headers.get('X-Total-Count'));
      await page.goto(`${stack.appUrl}/?category=SteelStructures&match=descendants`);
      const results = page.getByRole('region', { name: 'Results', exact: true });
      if (verdict('catalogue.search.total') === 'read') {
        await expect(results.getByText(new RegExp(`^${en(total)} services? found`))).toBeVisible();
      } else {
        expect(verdict('catalogue.search.total')).toBe('loss');
        if (total > 20) await expect(results.getByText(/more may follow/)).toBeVisible();
      }

      // The order list: its total, and its "Last change" column.
      await signInAt(page, 'customer', `${stack.appUrl}/orders`);
      const table = page.getByRole('table');
      await expect(table.getByRole('link').first()).toBeVisible();
      const pager = page.getByRole('navigation', { name: 'Orders', exact: true });
      // Other journeys add orders to this stack meanwhile: the page's count is a count, not the same.
      if (verdict('orders.list.total') === 'read') {
        await expect(pager.getByText(/\(\d+ orders\)/)).toBeVisible();
      } else {
        expect(verdict('orders.list.total')).toBe('loss');
        await expect(pager.getByText(/more may follow|orders \d+–\d+/)).toBeVisible();
        await expect(pager.getByText(/\(\d+ orders\)/)).toHaveCount(0);
      }
      const unread = table.getByRole('cell', { name: /^(not readable|–)$/ });
      if (verdict('orders.list.fields') === 'read') await expect(unread).toHaveCount(0);
      else await expect(unread.first()).toBeVisible();

      // The state history of the order the doctor read: as many entries on the page.
      const history = findings.get('orders.history');
      expect(history?.verdict).not.toBe('not-read');
      const evidence = history?.evidence.join(' ') ?? '';
      const orderId = /\/orders\/(\d+)\/history/.exec(evidence)?.[1];
      const entries = Number(/(\d+) entries/.exec(evidence)?.[1]);
      if (history?.verdict === 'read' && orderId !== undefined) {
        await page.goto(`${stack.appUrl}/orders/${orderId}`);
        const region = page.getByRole('region', { name: 'History' });
        await expect(region.getByRole('listitem')).toHaveCount(entries);
      }
    });

    test(`seed ${seed}: planning board, then the quote – the supplier sends it, the customer accepts it; both histories as the API tells them`, async ({
      page,
      stack,
      newUserPage,
    }) => {
      const { api, name, id } = await journeyOrder(stack, 'quote', 'REQUESTED');

      // The planning board first: the supplier's work and nothing else. From the API: the orders
      // Oslo supplies that are accepted, planned or under way.
      const supplied = await api.allItems('gjenbrukOslo', '/services/v1/orders', 'orders');
      const work = supplied
        .filter(isRecord)
        .filter((order) => WORK.includes(String(order['state'])))
        .filter((order) => organizationIdOf(field(order, 'supplier', choices), choices) === OSLO)
        .map((order) => `/orders/${String(order['id'])}`);
      expect(work.length).toBeGreaterThan(0);
      expect(work.length).toBeLessThan(supplied.length);
      await signInAt(page, 'supplier', `${stack.appUrl}/workspace/planning?view=table`);
      const table = page.getByRole('table', { name: 'Planned work as a table' });
      await expect(table.getByRole('link').first()).toBeVisible();
      const shown = (await pathsOf(page.getByRole('main').getByRole('link'))).filter((path) =>
        /^\/orders\/\d+$/.test(path),
      );
      expect([...new Set(shown)].toSorted()).toEqual(work.toSorted());

      await openOrder(page, id, name, stack.appUrl);
      // A step's link in the server's own words: why it waits, and what a step does.
      const asked = await api.get('gjenbrukOslo', `/services/v1/orders/${id}`);
      const linkWord = (rel: string, key = 'title') => {
        const links = isRecord(asked.body) ? asked.body['_links'] : undefined;
        const link = isRecord(links) ? links[rel] : undefined;
        return isRecord(link) && typeof link[key] === 'string' ? link[key] : '';
      };
      const linkTitle = (rel: string) => linkWord(rel);
      // A code of the server's own in words ("Draft price missing."), its title as well.
      const code = linkWord('quote', 'disabledReason').toLowerCase().replace(/_/g, ' ');
      const reason = code
        ? `${code.charAt(0).toUpperCase()}${code.slice(1)}.`
        : 'Not available now.';
      // `codes`: an unknown code in words; a title that only labels the link (in the server's
      // language, `Send tilbud`) is no reason.
      await expect(page.getByRole('button', { name: 'Send quote' })).toHaveAccessibleDescription(
        {
          own: `${reason} ${linkTitle('quote')}`,
          codes: reason,
          ours: 'Save a price in the quote draft first; then you can send it.',
        }[choices.linkWords],
      );
      // Titles that only label their steps ("Cancel the order", "Avbryt bestillingen"): said once.
      await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveAccessibleDescription(
        choices.linkWords === 'own' ? linkTitle('cancel') : '',
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

      // The order page, read afresh: both histories as the API tells them.
      const history = await api.get('byggherre', `/services/v1/orders/${id}/history`);
      const entries = itemsOf(history.body, 'history', choices);
      expect(entries).toHaveLength(3);
      const actor = whoOf(
        entries.find((entry) => field(entry, 'transition', choices) === 'accept'),
      );
      await customer.goto(`${stack.appUrl}/orders/${id}`);
      await expect(stateBadge(customer)).toHaveText('Accepted');
      await expect(customer.getByRole('region', { name: 'Quote' })).toContainText(/980[.,]50/);
      const region = customer.getByRole('region', { name: 'History' });
      await expect(region.getByRole('listitem')).toHaveCount(entries.length);
      await expect(
        region.getByRole('listitem').filter({ hasText: actor }).filter({ hasText: 'Accept quote' }),
      ).toBeVisible();
      await region.getByRole('button', { name: 'Show field changes' }).click();
      await expect(region.getByText('Status changed from Quoted to Accepted')).toBeVisible();
      await expect(region.getByText(/^Price (set to|changed from) /).first()).toBeVisible();
      // Nothing internal: no placeholder, no field path, no id for a name, no key of a reader.
      await expect(region).not.toContainText(
        /\(\?\)|Other field|not readable|Also:|quote_?details/i,
      );
      for (const term of ['Created', 'Last change'])
        await expect(customer.getByRole('term').filter({ hasText: term })).toBeVisible();
    });
  });
});
