/**
 * The public pages beside a bare page (bench/bare-page/: the same packages, a heading, a lead and
 * the first 20 services), in Lighthouse (mobile, performance), turn about, against one sandbox;
 * what it prints, its settings and how to install Lighthouse: docs/performance.md. Scores move
 * with the machine; pages measured in one run do not. The reports are kept in a temporary folder
 * (printed). Misses (budget `lighthouse` in bench/budgets.json), for each public page: more than
 * `scoreBehindBare` points below the bare page, a total blocking time above `tbtMs`, an LCP above
 * `lcpRatio` × the bare page's.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/chromium.ts';
import { median, runBenchmark, stackUrls, startStack, waitFor } from './support.ts';

const API_PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 19580);
const { api: API, app: APP } = stackUrls(API_PORT);
const BARE = `http://127.0.0.1:${String(API_PORT + 3)}`;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** `devtools` throttles for real (each round trip waits); Lighthouse's default simulates it. */
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING;
const budget = (
  JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as {
    lighthouse: { scoreBehindBare: number; tbtMs: number; lcpRatio: number };
  }
).lighthouse;
const misses: string[] = [];
const children: ChildProcess[] = [];

interface Figures {
  score: number;
  tbt: number;
  lcp: number;
  /** The LCP in the trace Lighthouse took (no throttling), beside its simulated phone's `lcp`. */
  seenLcp: number;
  requests: number;
  kB: number;
}

function lighthouseCli(): string | undefined {
  if (process.env.LIGHTHOUSE_CLI) return path.resolve(process.env.LIGHTHOUSE_CLI);
  try {
    return createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
  } catch {
    return undefined;
  }
}

/** Builds the bare page with the project's Vite into a temporary folder. */
function buildBarePage(outDir: string): void {
  const built = spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      'bench/bare-page',
      '--outDir',
      outDir,
      '--emptyOutDir',
      // The packages' "use client" notices are not the bare page's concern.
      '--logLevel',
      'error',
    ],
    { stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('the bare page did not build');
}

function servePreview(dist: string, port: number, configFile: string): void {
  children.push(
    spawn(process.execPath, ['scripts/preview.mjs'], {
      env: {
        ...process.env,
        PREVIEW_PORT: String(port),
        PREVIEW_CONFIG: configFile,
        PREVIEW_DIST: dist,
      },
      stdio: 'ignore',
    }),
  );
}

const numberAt = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);

interface Report {
  runtimeError?: { code?: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}

/** A number field of Lighthouse's `metrics` audit (its observed, unthrottled timings). */
function metricOf(report: Report, key: string): number {
  const item = report.audits['metrics']?.details?.items?.[0];
  if (typeof item !== 'object' || item === null) return Number.NaN;
  return numberAt(Object.entries(item).find(([name]) => name === key)?.[1]);
}

function figuresOf(report: Report): Figures {
  const requests = (report.audits['network-requests']?.details?.items ?? []) as {
    transferSize?: number;
  }[];
  return {
    score: Math.round((report.categories.performance.score ?? Number.NaN) * 100),
    tbt: numberAt(report.audits['total-blocking-time']?.numericValue),
    lcp: numberAt(report.audits['largest-contentful-paint']?.numericValue),
    seenLcp: metricOf(report, 'observedLargestContentfulPaint'),
    requests: requests.length,
    kB: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1000,
  };
}

/** One Lighthouse run; `undefined` when Lighthouse reports that it could not measure the page. */
function runLighthouse(cli: string, url: string, outputPath: string): Promise<Figures | undefined> {
  const flags = ['--headless', ...chromiumArgs].join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${outputPath}`,
        '--quiet',
        ...(THROTTLING ? [`--throttling-method=${THROTTLING}`] : []),
        `--chrome-flags=${flags}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: 'inherit' },
    );
    children.push(child);
    child.on('error', reject);
    child.on('exit', (code) => {
      let report: Report | undefined;
      try {
        report = JSON.parse(readFileSync(outputPath, 'utf8')) as Report;
      } catch {
        report = undefined;
      }
      if (report?.runtimeError) {
        // E.g. NO_NAVSTART on a machine too busy to record the trace (Lighthouse then exits with
        // 1 but writes its report): that run is left out.
        console.log(`  ${url}: Lighthouse could not measure (${String(report.runtimeError.code)})`);
        resolve(undefined);
        return;
      }
      if (code !== 0 || report === undefined) {
        reject(new Error(`Lighthouse exited with ${String(code)} on ${url}`));
        return;
      }
      resolve(figuresOf(report));
    });
  });
}

/** Another build of the app, measured in the same turns (e.g. main's before a change). */
const OTHER_DIST = process.env.LIGHTHOUSE_OTHER_DIST;
const OTHER = `http://127.0.0.1:${String(API_PORT + 4)}`;

/**
 * The public pages (no sign-in): the search page, the providers and a service's page (the first
 * service the API lists, at the address a result links to), each in the app and, with LIGHTHOUSE_OTHER_DIST, in the other build.
 * `LIGHTHOUSE_PAGES=/` measures the search page alone.
 */
async function publicPages(): Promise<{ name: string; url: string }[]> {
  const answer = await fetch(`${API}/orgadmin/v1/solutions?pageSize=1`);
  const listed: unknown = await answer.json();
  const first: unknown = Array.isArray(listed) ? listed[0] : undefined;
  const field = (key: string) => String(Reflect.get(Object(first), key));
  // The address a result links to: the provider and the category find the service again.
  const service = `/services/${field('id')}?${new URLSearchParams({
    provider: field('organizationId'),
    category: field('categoryId'),
  }).toString()}`;
  const chosen = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/providers', service];
  return [
    { name: 'bare page', url: `${BARE}/` },
    ...chosen.flatMap((page) => [
      { name: page, url: `${APP}${page}` },
      ...(OTHER_DIST ? [{ name: `${page} (other)`, url: `${OTHER}${page}` }] : []),
    ]),
  ];
}
let pages: { name: string; url: string }[] = [];

function medianOf(runs: readonly Figures[]): Figures {
  const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    score: pick('score'),
    tbt: pick('tbt'),
    lcp: pick('lcp'),
    seenLcp: pick('seenLcp'),
    requests: pick('requests'),
    kB: pick('kB'),
  };
}

function printTable(results: Map<string, Figures[]>): void {
  const row = (cells: string[]) =>
    `  ${(cells[0] ?? '').padEnd(24)} ${cells
      .slice(1)
      .map((cell) => cell.padStart(12))
      .join(' ')}`;
  console.log(
    `\n  Lighthouse mobile, median of ${String(RUNS)} each, turn about (runs in brackets)`,
  );
  console.log(
    row(['page'.padEnd(24), 'score', 'TBT ms', 'LCP s', 'seen LCP ms', 'requests', 'kB']),
  );
  for (const { name } of pages) {
    const runs = results.get(name) ?? [];
    const m = medianOf(runs);
    console.log(
      row([
        name,
        String(m.score),
        String(Math.round(m.tbt)),
        (m.lcp / 1000).toFixed(2),
        String(Math.round(m.seenLcp)),
        String(m.requests),
        m.kB.toFixed(0),
      ]),
    );
    console.log(
      row([
        '',
        `(${runs.map((run) => String(run.score)).join(' ')})`,
        `(${runs.map((run) => String(Math.round(run.tbt))).join(' ')})`,
        `(${runs.map((run) => (run.lcp / 1000).toFixed(1)).join(' ')})`,
        `(${runs.map((run) => String(Math.round(run.seenLcp))).join(' ')})`,
      ]),
    );
  }
}

async function main() {
  const cli = lighthouseCli();
  if (cli === undefined) {
    console.log(
      '  Lighthouse not found: skipped. Install it outside the project and name it, e.g.\n' +
        '  npm install --prefix /tmp/lighthouse lighthouse@13.5 &&\n' +
        '  LIGHTHOUSE_CLI=/tmp/lighthouse/node_modules/lighthouse/cli/index.js npm run bench',
    );
    return;
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'lighthouse-bench-'));
  buildBarePage(path.join(scratch, 'bare'));
  console.log(`Lighthouse benchmark: sandbox on ${API}, app on ${APP}, bare page on ${BARE}`);
  const stack = startStack({
    port: API_PORT,
    name: 'lighthouse',
    children,
    sandboxEnv: { SANDBOX_APP_ORIGINS: `${APP},${BARE},${OTHER}` },
  });
  servePreview(path.join(scratch, 'bare'), API_PORT + 3, stack.configFile);
  if (OTHER_DIST) servePreview(path.resolve(OTHER_DIST), API_PORT + 4, stack.configFile);
  await waitFor(`${API}/orgadmin/v1/categories`, 180_000);
  await waitFor(`${APP}/config.json`, 30_000);
  await waitFor(`${BARE}/config.json`, 30_000);
  if (OTHER_DIST) await waitFor(`${OTHER}/config.json`, 30_000);

  pages = await publicPages();
  const results = new Map<string, Figures[]>(pages.map(({ name }) => [name, []]));
  for (let round = 0; round < RUNS; round += 1) {
    // Turn about, and the order of the pages alternates from round to round.
    const order = round % 2 === 0 ? pages : [...pages].reverse();
    for (const [at, { name, url }] of order.entries()) {
      const file = path.join(scratch, `${String(round + 1)}-${String(at + 1)}.json`);
      const figures = await runLighthouse(cli, url, file);
      if (figures) results.get(name)?.push(figures);
    }
  }
  writeFileSync(
    path.join(scratch, 'results.json'),
    JSON.stringify(Object.fromEntries(results), null, 2),
  );
  printTable(results);
  console.log(`\n  Reports: ${scratch}`);

  const bare = medianOf(results.get('bare page') ?? []);
  for (const { name } of pages) {
    if (name === 'bare page' || name.endsWith('(other)')) continue;
    const app = medianOf(results.get(name) ?? []);
    if (bare.score - app.score > budget.scoreBehindBare) {
      misses.push(`${name} scores ${String(app.score)}, the bare page ${String(bare.score)}`);
    }
    if (app.tbt > budget.tbtMs) {
      misses.push(`${name} blocks ${String(Math.round(app.tbt))} ms > ${String(budget.tbtMs)} ms`);
    }
    if (app.lcp > budget.lcpRatio * bare.lcp) {
      misses.push(`${name} LCP ${(app.lcp / bare.lcp).toFixed(2)} × the bare page's`);
    }
  }
}

runBenchmark(main, { misses, children });
