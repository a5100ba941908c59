/**
 * What the browser benchmarks share: starting a sandbox and the preview server of the production
 * build, waiting for a server they started, running `main` so that servers are stopped, misses
 * are listed and the exit code follows `BENCH_STRICT`, and summing up the timings.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/chromium.ts';

export interface StackOptions {
  /** The API's port; the identity provider listens on `port + 1`, the app on `port + 2`. */
  port: number;
  /** Names the temporary folder of the sandbox's data and the app's config.json. */
  name: string;
  /** More sandbox settings (e.g. `SANDBOX_SCALE`). */
  sandboxEnv?: Record<string, string>;
  /** Both processes are added here, so that the caller stops them. */
  children: ChildProcess[];
}

/** The production build the benchmarks serve (`BENCH_DIST`, else dist/). */
export const benchDist = path.resolve(process.env.BENCH_DIST ?? 'dist');

/** Where a stack started on `port` answers. */
export function stackUrls(port: number): { api: string; app: string; authority: string } {
  return {
    api: `http://127.0.0.1:${String(port)}`,
    app: `http://127.0.0.1:${String(port + 2)}`,
    /** The identity provider's issuer. */
    authority: `http://127.0.0.1:${String(port + 1)}/realms/sandbox`,
  };
}

export interface Stack extends ReturnType<typeof stackUrls> {
  sandbox: ChildProcess;
  preview: ChildProcess;
  /** The config.json the preview server serves (another preview can serve it too). */
  configFile: string;
}

function startProcess(args: string[], env: Record<string, string>, children: ChildProcess[]) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
  children.push(child);
  return child;
}

/**
 * Starts a sandbox without a rate limit to speak of and the preview server of `benchDist` with a
 * config.json that points at it. The servers take a while: `waitFor` what the benchmark needs.
 */
export function startStack(options: StackOptions): Stack {
  const { port, name, children } = options;
  const { api, app, authority } = stackUrls(port);
  const scratch = mkdtempSync(path.join(tmpdir(), `${name}-bench-`));
  const sandbox = startProcess(
    ['--import', 'tsx', 'sandbox/main.ts'],
    {
      SANDBOX_API_PORT: String(port),
      SANDBOX_AUTH_PORT: String(port + 1),
      SANDBOX_DATA_DIR: path.join(scratch, 'data'),
      SANDBOX_APP_ORIGINS: app,
      SANDBOX_RATE_LIMIT: '100000',
      ...options.sandboxEnv,
    },
    children,
  );
  const configFile = path.join(scratch, 'config.json');
  const config = {
    catalogueBaseUrl: `${api}/orgadmin/v1`,
    ordersBaseUrl: `${api}/services/v1`,
    oidc: { authority, clientId: 'circular-web', resource: api },
    // No network here: the tiles fail quietly and the map keeps its plain background.
    map: {
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      center: [63.4, 10.4],
      zoom: 5,
    },
  };
  writeFileSync(configFile, JSON.stringify(config));
  const preview = startProcess(
    ['scripts/preview.mjs'],
    { PREVIEW_PORT: String(port + 2), PREVIEW_CONFIG: configFile, PREVIEW_DIST: benchDist },
    children,
  );
  return { api, app, authority, sandbox, preview, configFile };
}

/** The value at quantile `q` (for 0.5 the upper of the middle two); NaN when there is none. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);

/** Median, 95th percentile and maximum of a series of timings. */
export function stats(values: readonly number[]): { median: number; p95: number; max: number } {
  return { median: median(values), p95: quantile(values, 0.95), max: quantile(values, 1) };
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(3000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs)} ms`);
}

/**
 * Runs a benchmark: a failure always fails the process; a missed budget (`misses`) only with
 * `BENCH_STRICT=1`. The servers in `children` are stopped either way.
 */
export function runBenchmark(
  main: () => Promise<void>,
  state: { misses: string[]; children: readonly ChildProcess[] },
): void {
  main()
    .catch((error: unknown) => {
      console.error(error);
      state.misses.push('benchmark failed');
    })
    .finally(() => {
      for (const child of state.children) child.kill('SIGTERM');
      if (state.misses.length > 0) console.log(`\n  Missed: ${state.misses.join('; ')}`);
      process.exitCode = state.misses.length > 0 && process.env.BENCH_STRICT === '1' ? 1 : 0;
      if (state.misses.includes('benchmark failed')) process.exitCode = 1;
    });
}

/**
 * Headless Chromium with the journeys' flags and a desktop context (1440 × 1000, en-GB). The
 * benchmarks wait for page conditions with scripts given as strings; the app's CSP (rightly)
 * forbids evaluating them, hence `bypassCSP`.
 */
export async function launchDesktop(): Promise<{ browser: Browser; context: BrowserContext }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 1000 },
      locale: 'en-GB',
      bypassCSP: true,
    });
    return { browser, context };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/**
 * Watches the catalogue page from the outside, for the benchmarks (added with `context.addInitScript`): a
 * mark `bench:map-draw` each time the map's canvas is cleared for a new frame, and a mark
 * `bench:map-complete` each time the map's status line comes to say how many services the whole
 * view holds (every area answered and drawn), and `bench:tree-shown` when the category tree's
 * first row is on the page. The app's code carries no marks for them.
 */
export const CATALOGUE_OBSERVER_SCRIPT = `(() => {
  const clearRect = CanvasRenderingContext2D.prototype.clearRect;
  CanvasRenderingContext2D.prototype.clearRect = function (...args) {
    if (this.canvas.closest('.results-map')) performance.mark('bench:map-draw');
    return clearRect.apply(this, args);
  };
  let complete = false;
  let tree = false;
  const check = () => {
    const text = document.querySelector('.results-map .map-status')?.textContent ?? '';
    const now = /in this map area/.test(text);
    if (now && !complete) performance.mark('bench:map-complete');
    complete = now;
    if (!tree && document.querySelector('[role="tree"] [role="treeitem"]')) {
      tree = true;
      performance.mark('bench:tree-shown');
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
})();`;
