import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { journeyChromiumArgs, journeyChromiumPath } from './tests/e2e/support/chromium';
import {
  appOrigin,
  basePort,
  distDir,
  runDir,
  SANDBOX_NODE_ARGS,
  sandboxEnv,
  stackPorts,
  writeAppConfig,
} from './tests/e2e/support/stack';

/**
 * Browser journeys against the production build and the sandbox, each on this run's own ports
 * (see tests/e2e/support/stack.ts). Debian's Chromium headless shell: E2E_CHROMIUM_PATH, default
 * /usr/bin/chromium-headless-shell.
 * E2E_DIST=dist serves an existing build instead of building one for the run (npm test does that).
 */
if (!existsSync(journeyChromiumPath)) {
  throw new Error(
    `No Chromium headless shell at ${journeyChromiumPath}: install it with "apt-get install chromium-headless-shell" or set E2E_CHROMIUM_PATH.`,
  );
}

const base = basePort();
const ports = stackPorts(base);
const dir = runDir(base);
const dist = distDir(base);
const configFile = writeAppConfig(ports, path.join(dir, 'config.json'));
const previewCommand = process.env.E2E_DIST
  ? 'node scripts/preview.mjs'
  : `npx vite build --outDir "${dist}" --emptyOutDir --logLevel warn && node scripts/preview.mjs`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Bounds on liveness, not on speed: a slow or one-core machine must pass too (a journey that
  // checks a promise the product makes about time says so with its own timeout).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: path.join(dir, 'report.json') }]]
    : 'list',
  // Per run: Playwright empties its output directory at start, and runs may overlap.
  outputDir: `test-results/run-${base}`,
  use: {
    baseURL: appOrigin(ports),
    locale: 'en-GB',
    // Locally a failed journey keeps its trace (DOM snapshots, network, console), without the
    // screencast, which made each journey about 1.6 times slower. CI keeps no files, only what the
    // run prints, so it records no trace: about 1.1 CPU s less per journey (decision 0007).
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: journeyChromiumPath,
      args: journeyChromiumArgs,
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      command: ['node', ...SANDBOX_NODE_ARGS].join(' '),
      // Its start-up banner, not a URL: a request that arrives while it starts can hang.
      wait: { stdout: /sandbox is running/ },
      env: sandboxEnv(ports, path.join(dir, 'data')),
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: previewCommand,
      url: `${appOrigin(ports)}/config.json`,
      env: { PREVIEW_PORT: String(ports.app), PREVIEW_CONFIG: configFile, PREVIEW_DIST: dist },
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
