/**
 * What the map costs a visitor (`npm run bench`, or alone:
 * `BENCH_DIST=dist node --import tsx bench/map-cost.bench.ts`). For each catalogue size
 * (SANDBOX_SCALE 2,400, 50,000 and 500,000; `MAP_BENCH_SCALES=2400,50000` picks others) it starts
 * a sandbox and the preview server of the production build, then in headless Chromium at
 * 1440 × 900 (a desktop) measures, with an empty browser cache:
 *
 * - the first visit to `/`: requests to `/solutions`, kB of JSON received, and the time from
 *   navigation until every area of the view is drawn;
 * - a pan of half the map's width (a mouse drag): the same figures for what the pan adds.
 *
 * Budgets in bench/budgets.json (`mapCost`); exits non-zero when one is exceeded.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/chromium.ts';
import { benchDist, CATALOGUE_OBSERVER_SCRIPT, startStack, waitFor } from './support.ts';

const BASE_PORT = Number(process.env.BENCH_MAP_PORT ?? 19520);
const scales = (process.env.MAP_BENCH_SCALES ?? '2400,50000,500000')
  .split(',')
  .map((value) => Number(value.trim()))
  .filter((value) => Number.isInteger(value) && value > 0);

interface Budget {
  requests: number;
  jsonKb: number;
}
const budgetsFile: unknown = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));
function budgetOf(name: 'firstVisit' | 'pan'): Budget {
  const mapCost =
    typeof budgetsFile === 'object' && budgetsFile !== null && 'mapCost' in budgetsFile
      ? budgetsFile.mapCost
      : undefined;
  const entry =
    typeof mapCost === 'object' && mapCost !== null && name in mapCost
      ? (mapCost as Record<string, unknown>)[name]
      : undefined;
  const read = (key: string) =>
    typeof entry === 'object' && entry !== null && key in entry
      ? Number((entry as Record<string, unknown>)[key])
      : Number.POSITIVE_INFINITY;
  return { requests: read('requests'), jsonKb: read('jsonKb') };
}

const children: ChildProcess[] = [];
function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Cost {
  requests: number;
  jsonKb: number;
  ms: number;
}

/** Counts /solutions requests and their JSON bodies from now on. */
function meter(page: Page) {
  const state = { requests: 0, bytes: 0, pending: [] as Promise<void>[] };
  page.on('response', (response) => {
    if (!response.url().includes('/solutions?')) return;
    state.requests += 1;
    state.pending.push(
      response.body().then(
        (body) => {
          state.bytes += body.length;
        },
        () => undefined,
      ),
    );
  });
  return state;
}

const completeMarks = `performance.getEntriesByName('bench:map-complete')`;

async function lastComplete(page: Page, after: number) {
  await page.waitForFunction(`${completeMarks}.length > ${String(after)}`, undefined, {
    timeout: 180_000,
    polling: 100,
  });
  // Let late responses of this step arrive (a settled map asks nothing more).
  await page.waitForTimeout(300);
  const value: unknown = await page.evaluate(`(() => {
    const mark = ${completeMarks}.at(-1);
    return { count: ${completeMarks}.length, at: mark.startTime };
  })()`);
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  return {
    count: Number(record.count),
    at: Number(record.at),
  };
}

async function measure(browser: Browser, app: string): Promise<{ first: Cost; pan: Cost }> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'en-GB',
    // waitForFunction evaluates strings in the page; the app's CSP (rightly) forbids that.
    bypassCSP: true,
  });
  try {
    await context.addInitScript(CATALOGUE_OBSERVER_SCRIPT);
    const page = await context.newPage();
    let counter = meter(page);
    await page.goto(`${app}/`);
    const first = await lastComplete(page, 0);
    await Promise.all(counter.pending);
    const firstCost: Cost = {
      requests: counter.requests,
      jsonKb: counter.bytes / 1000,
      ms: first.at,
    };

    page.removeAllListeners('response');
    counter = meter(page);
    const map = page.locator('.leaflet-container');
    const box = await map.boundingBox();
    if (!box) throw new Error('no map on the page');
    const y = box.y + box.height / 2;
    const fromX = box.x + box.width * 0.75;
    await page.mouse.move(fromX, y);
    await page.mouse.down();
    await page.mouse.move(fromX - box.width / 2, y, { steps: 12 });
    const released = Number(await page.evaluate('performance.now()'));
    await page.mouse.up();
    const panned = await lastComplete(page, first.count);
    await Promise.all(counter.pending);
    return {
      first: firstCost,
      pan: {
        requests: counter.requests,
        jsonKb: counter.bytes / 1000,
        ms: panned.at - released,
      },
    };
  } finally {
    await context.close();
  }
}

async function runScale(browser: Browser, scale: number, port: number) {
  const started = Date.now();
  const { api, app, sandbox, preview } = startStack({
    port,
    name: `map-cost-${String(scale)}`,
    sandboxEnv: { SANDBOX_SCALE: String(scale) },
    children,
  });
  try {
    await waitFor(`${api}/orgadmin/v1/categories`, 600_000);
    const startup = (Date.now() - started) / 1000;
    await waitFor(`${app}/config.json`, 30_000);
    const result = await measure(browser, app);
    return { scale, startup, ...result };
  } finally {
    await stop(preview);
    await stop(sandbox);
  }
}

async function main() {
  console.log(`Map cost: production build (${benchDist}) against the sandbox, desktop 1440 × 900`);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const failures: string[] = [];
  const rows: string[] = [];
  try {
    for (const [at, scale] of scales.entries()) {
      const result = await runScale(browser, scale, BASE_PORT + at * 10);
      for (const [name, cost] of [
        ['first visit', result.first],
        ['pan ½ width', result.pan],
      ] as const) {
        const budget = budgetOf(name === 'first visit' ? 'firstVisit' : 'pan');
        const over: string[] = [];
        if (cost.requests > budget.requests) over.push(`requests > ${String(budget.requests)}`);
        if (cost.jsonKb > budget.jsonKb) over.push(`JSON > ${String(budget.jsonKb)} kB`);
        if (over.length > 0) failures.push(`${String(scale)} ${name}: ${over.join(', ')}`);
        rows.push(
          `| ${scale.toLocaleString('en-US').padStart(7)} | ${name.padEnd(11)} | ${String(cost.requests).padStart(8)} | ${cost.jsonKb.toFixed(1).padStart(7)} | ${cost.ms.toFixed(0).padStart(12)} |`,
        );
      }
      console.log(
        `  SANDBOX_SCALE=${String(scale)}: sandbox ready in ${result.startup.toFixed(0)} s`,
      );
    }
  } finally {
    await browser.close();
  }
  console.log('');
  console.log('|   scale | step        | requests | JSON kB | all drawn ms |');
  console.log('| ------: | ----------- | -------: | ------: | -----------: |');
  for (const row of rows) console.log(row);
  const first = budgetOf('firstVisit');
  const pan = budgetOf('pan');
  console.log(
    `\nBudgets (bench/budgets.json): first visit ≤ ${String(first.requests)} requests and ${String(first.jsonKb)} kB, pan ≤ ${String(pan.requests)} requests and ${String(pan.jsonKb)} kB.`,
  );
  if (failures.length > 0) {
    console.error(`Over budget:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('All map-cost budgets met.');
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  });
