/**
 * The workspace at volume (issue 6), on a stack of its own: its own spec, so that Playwright can
 * run it on the other worker while workspace.spec.ts runs.
 */
import type { Page } from '@playwright/test';
import * as v from 'valibot';
import { sandboxApi, type OrgKey } from './orders.support';
import {
  expect,
  header,
  signIn,
  signInAt,
  testWithExtraStack,
  type DemoUsername,
} from './support/fixtures';
import {
  allOrders,
  headerCount,
  NEEDS,
  oldestFirst,
  openWorkspace,
  orderSchema,
  section,
} from './workspace.support';

/**
 * A stack of its own with 1,500 more orders between the demo customer and supplier; the first read
 * of order 1 (the oldest of them, the customer's draft) hangs.
 */
const volumeTest = testWithExtraStack(50, {
  SANDBOX_EXTRA_ORDERS: '1500',
  SANDBOX_FAULTS: 'hang@GET/services/v1/orders/1$=1',
});

volumeTest(
  'with 1,500 more orders, the header counts every order that waits, and the home starts with the oldest',
  async ({ browser, stack }) => {
    volumeTest.setTimeout(240_000);
    const api = sandboxApi(stack.ports);
    const people: [DemoUsername, OrgKey][] = [
      ['supplier', 'gjenbrukOslo'],
      ['customer', 'byggherre'],
    ];
    for (const [user, org] of people) {
      const all = await allOrders(api.as, org);
      expect(all.length).toBeGreaterThanOrEqual(1500);
      const waiting = oldestFirst(all);
      // Far beyond one page of 100: the count cannot come from the newest page alone.
      expect(waiting.length).toBeGreaterThan(100);

      const context = await browser.newContext({ baseURL: stack.appUrl });
      const page = await context.newPage();
      await signInAt(page, user, '/workspace');
      await expect(header(page).getByRole('link', { name: /^Needs your action/ })).toBeVisible({
        timeout: 60_000,
      });
      expect(await headerCount(page)).toBe(waiting.length);

      await openWorkspace(page);
      const needs = section(page, NEEDS);
      await expect(needs.getByRole('heading', { level: 2 })).toHaveText(
        `Needs your action ${waiting.length}`,
      );
      const first = needs.getByRole('article').first();
      await expect(first.getByRole('link', { name: waiting[0]?.name, exact: true })).toBeVisible();
      // Paged: the next page goes on with the next oldest.
      await needs.getByRole('button', { name: 'Next page' }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(
        needs
          .getByRole('article')
          .first()
          .getByRole('link', { name: waiting[20]?.name, exact: true }),
      ).toBeVisible();
      await context.close();
    }
  },
);

volumeTest(
  'an order page whose read hangs says so within 10 s, and its retry shows the order',
  async ({ browser, stack }) => {
    const api = sandboxApi(stack.ports);
    const context = await browser.newContext({ baseURL: stack.appUrl });
    const page = await context.newPage();
    await page.goto('/');
    await signIn(page, 'customer');
    await page.goto('/orders/1');
    await expect(page.getByText('Loading the order…')).toBeVisible();
    // The product's promise: within 10 s (the expect time-out of the journeys), in words.
    await expect(
      page.getByText(/^This is taking longer than usual\. The answer may still come/),
    ).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Try again' }).click();
    const order = v.parse(orderSchema, await api.as('byggherre', 'GET', '/services/v1/orders/1'));
    await expect(page.getByRole('heading', { level: 1, name: order.name })).toBeVisible();
    await expect(page.getByText(/taking longer than usual/)).toHaveCount(0);
    await context.close();
  },
);

const totalSchema = v.looseObject({ page: v.looseObject({ totalElements: v.number() }) });

volumeTest(
  'with 1,500 more orders, each workspace page reads the states it shows for its side, and the header, the home, the board and the climate page share their reads',
  async ({ browser, stack }) => {
    volumeTest.setTimeout(240_000);
    const api = sandboxApi(stack.ports);
    const totalOf = async (query: string) =>
      v.parse(
        totalSchema,
        await api.as('gjenbrukOslo', 'GET', `/services/v1/orders?pageSize=1${query}`),
      ).page.totalElements;
    const pagesOf = (total: number) => Math.max(1, Math.ceil(total / 100));
    const stateQuery = (states: readonly string[]) => states.map((s) => `&state=${s}`).join('');
    // The expectations from the API and the spec's table (section 3): on each side, one read of the
    // orders in the states where that side has a move, 100 a page. The supplier: send-offer,
    // quote, withdraw-offer, plan, start, complete; the customer: request-quote, accept, approve
    // or request revisions. The board keeps the work (accepted, planned, under way) of the
    // supplier's.
    const work = ['ACCEPTED', 'PLANNED', 'IN_PROGRESS'];
    const supplierSteps = ['DRAFT', 'REQUESTED', 'QUOTED', ...work];
    const workOrders = await totalOf(`&role=supplier${stateQuery(work)}`);
    const asSupplier = await totalOf(`&role=supplier${stateQuery(supplierSteps)}`);
    const asCustomer = await totalOf(
      `&role=customer${stateQuery(['DRAFT', 'QUOTED', 'COMPLETED'])}`,
    );
    const boardPages = pagesOf(asSupplier);
    // The customer's step read only where the identity provider does not say that the
    // organisation supplies only: without that, nothing tells an empty side beforehand.
    const roles = await api.orderRolesOf('gjenbrukOslo');
    const customerPages = roles?.includes('customer') === false ? 0 : pagesOf(asCustomer);
    const stepPages = boardPages + customerPages;
    // The home reads one page of the open orders changed last beside them.
    const homePages = stepPages + 1;
    // The climate page reads our approved orders as the customer (as the supplier where the claim
    // says it does not order) and, only when there are none, on the other side.
    const [first, other] =
      roles?.includes('customer') === false ? ['supplier', 'customer'] : ['customer', 'supplier'];
    const approved = await totalOf(`&role=${first}&state=APPROVED`);
    const approvedPages =
      pagesOf(approved) +
      (approved === 0 ? pagesOf(await totalOf(`&role=${other}&state=APPROVED`)) : 0);
    expect(workOrders).toBeGreaterThan(500);

    /** Every `GET /orders` list request the page sends, by its query. */
    const listRequests = (page: Page) => {
      const asked: URLSearchParams[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.method() === 'GET' && url.pathname === '/services/v1/orders')
          asked.push(url.searchParams);
      });
      return asked;
    };
    const isOpenRead = (query: URLSearchParams) => !query.getAll('state').includes('APPROVED');
    const isBoardRead = (query: URLSearchParams) =>
      query.get('role') === 'supplier' &&
      [...query.getAll('state')].sort().join() === [...supplierSteps].sort().join();
    const workspaceNav = (page: Page) => page.getByRole('navigation', { name: 'Workspace' });

    // A fresh load of the planning board: the header's count reads the states where we have a
    // move, and the board keeps its work from the supplier's read; nothing else.
    const boardContext = await browser.newContext({ baseURL: stack.appUrl });
    const board = await boardContext.newPage();
    const boardAsked = listRequests(board);
    await signInAt(board, 'supplier', '/workspace/planning');
    await expect(board.getByRole('button', { name: 'Download calendar (.ics)' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(header(board).getByRole('link', { name: /^Needs your action/ })).toBeVisible();
    await expect.poll(() => boardAsked.length).toBe(stepPages);
    expect(boardAsked.filter(isBoardRead)).toHaveLength(boardPages);
    expect(boardAsked.every(isOpenRead)).toBe(true);
    // Every order of the work on the board, none of the supplier's other moves.
    await expect(board.getByText(new RegExp(`^${String(workOrders)} orders:`))).toBeVisible();
    volumeTest.info().annotations.push({
      type: 'planning board, fresh load',
      description: `${String(stepPages)} list requests: ${String(boardPages)} for ${String(asSupplier)} orders where the supplier has a move (${String(workOrders)} in work, on the board), ${String(customerPages)} for ${String(asCustomer)} as the customer`,
    });
    await boardContext.close();

    // Home → planning → climate → home within a minute: each read once.
    const context = await browser.newContext({ baseURL: stack.appUrl });
    const page = await context.newPage();
    const asked = listRequests(page);
    await signInAt(page, 'supplier', '/workspace');
    await expect(section(page, NEEDS).getByRole('heading', { level: 2 })).toBeVisible({
      timeout: 60_000,
    });
    await expect(header(page).getByRole('link', { name: /^Needs your action/ })).toBeVisible();
    await expect.poll(() => asked.length).toBe(homePages);

    await workspaceNav(page).getByRole('link', { name: 'Planning' }).click();
    await expect(page.getByRole('button', { name: 'Download calendar (.ics)' })).toBeVisible();
    expect(asked).toHaveLength(homePages);

    // The climate report reads at its floor: one request per 100 approved orders of the side
    // shown (plus the one that found none ordered by us), every approved order read.
    await workspaceNav(page).getByRole('link', { name: 'Climate report' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Climate report' })).toBeVisible();
    await expect.poll(() => asked.length).toBe(homePages + approvedPages);
    await expect(page.getByText('Reading the approved orders…')).toHaveCount(0);
    await expect(page.getByText(/most recent of|there may be more/)).toHaveCount(0);
    // Its own list, the approved orders; no open orders again.
    expect(asked.slice(homePages).every((query) => query.get('state') === 'APPROVED')).toBe(true);
    expect(asked).toHaveLength(homePages + approvedPages);

    await workspaceNav(page).getByRole('link', { name: 'What needs doing' }).click();
    await expect(section(page, NEEDS).getByRole('heading', { level: 2 })).toBeVisible();
    expect(asked).toHaveLength(homePages + approvedPages);
    // A revisit (a reload: a new query client, the browser's cache kept) asks again with the
    // validators the server gave: every page of the open orders carries its ETag as If-None-Match
    // (the browser answers the page from its cache on the 304 and shows the app a 200).
    const revisit: { status: number; conditional: boolean }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname !== '/services/v1/orders' || !isOpenRead(url.searchParams)) return;
      void response
        .request()
        .allHeaders()
        .then((headers) =>
          revisit.push({ status: response.status(), conditional: 'if-none-match' in headers }),
        );
    });
    await page.reload();
    await expect(header(page).getByRole('link', { name: /^Needs your action/ })).toBeVisible({
      timeout: 60_000,
    });
    await expect.poll(() => revisit.length).toBe(homePages);
    expect(revisit.filter((entry) => !entry.conditional)).toEqual([]);
    volumeTest.info().annotations.push({
      type: 'home → planning → climate → home',
      description: `${String(homePages)} open-order requests, then ${String(approvedPages)} for the approved orders, then none; on a reload ${JSON.stringify(revisit)}`,
    });
    await context.close();
  },
);
