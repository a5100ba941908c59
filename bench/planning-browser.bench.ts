/**
 * Browser benchmark of the planning board at 500 open orders, run by `npm run bench` (or alone:
 * `BENCH_DIST=dist node --import tsx bench/planning-browser.bench.ts`). Starts a sandbox and the
 * preview server on their own ports, signs in as the supplier through the real login form, and
 * serves the supplier's orders (`GET /services/v1/orders?role=supplier&state=…`: the supplier's
 * step read, which the header count shares and of which the board keeps its work) from the benchmark:
 * 500 orders in the sandbox's exact shape (HAL links per state, quote dates spread over a year,
 * 5 % without dates), in pages of 100. Measures in headless Chromium:
 *
 * - render: last response of the board's list → board committed and painted (timeline, then table);
 * - filter: click on a state checkbox or a period radio → board re-rendered and painted.
 *
 * Budgets in bench/budgets.json (`planningBoard`); exits non-zero on a miss only with
 * BENCH_STRICT=1 (timings on a shared 2-core machine vary).
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import * as v from 'valibot';
import { DEMO_ORGANIZATIONS } from '../sandbox/store/seed/types.ts';
import { launchDesktop, median, runBenchmark, stackUrls, startStack, waitFor } from './support.ts';

const API_PORT = Number(process.env.BENCH_PLANNING_PORT ?? 19495);
const { api: API, app: APP } = stackUrls(API_PORT);
const ORDERS = 500;

const budgets = v.parse(
  v.looseObject({
    planningBoard: v.optional(
      v.object({ renderMs: v.optional(v.number()), filterMs: v.optional(v.number()) }),
    ),
  }),
  JSON.parse(readFileSync('bench/budgets.json', 'utf8')),
);
const targets = {
  render: budgets.planningBoard?.renderMs ?? 500,
  filter: budgets.planningBoard?.filterMs ?? 200,
};
const misses: string[] = [];
const children: ChildProcess[] = [];

const STATES = ['ACCEPTED', 'PLANNED', 'IN_PROGRESS'] as const;
const NEXT = { ACCEPTED: 'plan', PLANNED: 'start', IN_PROGRESS: 'complete' } as const;
const TARGET = { plan: 'PLANNED', start: 'IN_PROGRESS', complete: 'COMPLETED' } as const;
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** One order as the sandbox would list it for the supplier. */
function syntheticOrder(index: number) {
  const id = 100_000 + index;
  const state = STATES[index % 3] ?? 'ACCEPTED';
  const next = NEXT[state];
  const self = `/services/v1/orders/${String(id)}`;
  const start = ((index * 37) % 360) - 90;
  const undated = index % 20 === 7;
  const { byggherre, gjenbrukOslo, nordlysEiendom } = DEMO_ORGANIZATIONS;
  const customer = index % 2 === 0 ? byggherre : nordlysEiendom;
  return {
    id,
    name: `Benchmark order ${String(index + 1)} – site ${String((index % 40) + 1)}`,
    state,
    customer: { id: customer.id, name: customer.name },
    supplier: { id: gjenbrukOslo.id, name: gjenbrukOslo.name },
    lines: [
      {
        solutionId: 1000 + (index % 50),
        categoryId: 10,
        solutionName: `Service ${String(index % 50)}`,
        categoryName: 'Office chairs',
        type: 'RETAIN_VALUE',
        co2eData: null,
        functionalUnit: null,
      },
    ],
    quoteDetails: {
      quotedPrice: 5000 + index * 13,
      quotedCurrency: 'NOK',
      ...(undated
        ? {}
        : {
            estimatedStartDate: day(start),
            estimatedCompletionDate: day(start + 3 + (index % 25)),
          }),
      quoteValidUntil: day(30),
    },
    createdAt: new Date(Date.now() - 86_400_000 * 30).toISOString(),
    updatedAt: new Date(Date.now() - index * 60_000).toISOString(),
    _links: {
      self: { href: self },
      history: { href: `${self}/history`, title: 'State history' },
      'change-history': { href: `${self}/change-history`, title: 'Change history' },
      [next]: {
        href: `${self}/transitions/${next}`,
        method: 'POST',
        targetState: TARGET[next],
        title: next,
      },
      cancel: { href: `${self}/transitions/cancel`, method: 'POST', targetState: 'CANCELLED' },
    },
  };
}

const ALL_ORDERS = Array.from({ length: ORDERS }, (_, index) => syntheticOrder(index));

async function serveOrders(page: Page) {
  await page.route(`${API}/services/v1/orders?*`, async (route) => {
    const url = new URL(route.request().url());
    // Our orders as the supplier (every benchmark order) or on both sides; as the customer, the
    // sandbox's.
    if (url.searchParams.get('role') === 'customer') return route.fallback();
    const size = Number(url.searchParams.get('pageSize') ?? 20);
    const number = Number(url.searchParams.get('pageNumber') ?? 0);
    // The state filter as the sandbox reads it (repeated or comma-separated).
    const states = url.searchParams.getAll('state').flatMap((state) => state.split(','));
    const listed = ALL_ORDERS.filter(
      (order) => states.length === 0 || states.includes(order.state),
    );
    const orders = listed.slice(number * size, (number + 1) * size);
    await route.fulfill({
      status: 200,
      contentType: 'application/hal+json',
      headers: {
        'Access-Control-Allow-Origin': APP,
        'Access-Control-Expose-Headers': 'X-Total-Count, Content-Range',
        'X-Total-Count': String(listed.length),
      },
      body: JSON.stringify({
        _embedded: { orders },
        _links: { self: { href: url.pathname + url.search } },
        page: {
          number,
          size,
          totalElements: listed.length,
          totalPages: Math.ceil(listed.length / size),
        },
      }),
    });
  });
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
function report(label: string, value: number, target?: number) {
  const over = target !== undefined && value > target;
  if (over) misses.push(`${label}: ${ms(value)} > ${String(target)} ms`);
  const note =
    target === undefined ? '' : `  (budget < ${String(target)} ms${over ? ': MISSED' : ''})`;
  console.log(`  ${label.padEnd(50)} ${ms(value).padStart(10)}${note}`);
}

/**
 * In the page, from the outside: after each change to the page, a 'bench:painted' mark once it has
 * been painted, with the number of order rows then on the board (table or timeline).
 */
const PAINT_OBSERVER = `
  let scheduled = false;
  new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => setTimeout(() => {
      scheduled = false;
      const orders = document.querySelectorAll('main [data-order-id]').length;
      performance.mark('bench:painted', { detail: { orders } });
    }));
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
`;

async function measureRender(page: Page, search: string): Promise<number> {
  await page.evaluate('performance.clearMarks(); performance.clearResourceTimings()');
  await page.goto(`${APP}/workspace/planning${search}`);
  await page.waitForFunction(
    `performance.getEntriesByName('bench:painted').some((e) => e.detail && e.detail.orders > 400)`,
    undefined,
    { timeout: 60_000 },
  );
  const value: unknown = await page.evaluate(`(() => {
    // The board's read (the supplier's step read, with the work's states); others not waited for.
    const responses = performance.getEntriesByType('resource').filter((e) => e.name.includes('/services/v1/orders?') && e.name.includes('state=ACCEPTED'));
    const last = Math.max(...responses.map((e) => e.responseEnd));
    const painted = performance.getEntriesByName('bench:painted').find((e) => e.detail.orders > 400);
    return painted.startTime - last;
  })()`);
  return typeof value === 'number' ? value : Number.NaN;
}

/** Clicks a control and waits for the board's next render and paint. */
async function measureClick(page: Page, selector: string): Promise<number> {
  const value: unknown = await page.evaluate(`(async () => {
    const before = performance.getEntriesByName('bench:painted').length;
    const started = performance.now();
    document.querySelector(${JSON.stringify(selector)}).click();
    while (performance.getEntriesByName('bench:painted').length === before) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    return performance.getEntriesByName('bench:painted').at(-1).startTime - started;
  })()`);
  return typeof value === 'number' ? value : Number.NaN;
}

/** One view of the board: its render, then a click on each of `clicks` (a filter) until painted. */
async function measureView(page: Page, view: string, search: string, clicks: readonly string[]) {
  report(
    `render, ${view} (last response → painted)`,
    await measureRender(page, search),
    targets.render,
  );
  const times: number[] = [];
  for (const selector of clicks) times.push(await measureClick(page, selector));
  report(`filter, ${view} (click → painted), median`, median(times));
  report(`filter, ${view} (click → painted), max`, Math.max(...times), targets.filter);
}

async function main() {
  console.log(
    `Planning board benchmark: ${String(ORDERS)} orders, sandbox on ${API}, app on ${APP}`,
  );
  const { authority } = startStack({ port: API_PORT, name: 'planning', children });
  await waitFor(`${authority}/.well-known/openid-configuration`, 180_000);
  await waitFor(`${APP}/config.json`, 30_000);

  const { browser, context } = await launchDesktop();
  try {
    const page = await context.newPage();
    await page.addInitScript(PAINT_OBSERVER);
    await serveOrders(page);
    await page.goto(APP);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Username').fill('supplier');
    await page.getByLabel('Password').fill(process.env.SANDBOX_DEMO_PASSWORD ?? 'demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).waitFor();

    console.log('');
    await measureView(page, 'timeline', '', [
      ...Array.from({ length: 6 }, () => 'input[type="checkbox"][value="ACCEPTED"]'),
      ...['month', 'quarter', 'all', 'month', 'all'].map(
        (range) => `input[type="radio"][value="${range}"]`,
      ),
    ]);
    await measureView(
      page,
      'table',
      '?view=table',
      Array.from({ length: 6 }, () => 'input[type="checkbox"][value="PLANNED"]'),
    );
  } finally {
    await browser.close();
  }
}

runBenchmark(main, { misses, children });
