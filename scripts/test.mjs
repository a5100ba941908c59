#!/usr/bin/env node
// `npm test`: the production build, then side by side the repo-paths check, types and lint (zero
// warnings, one process: scripts/check-types-and-lint.mjs), Prettier, every Vitest project and
// the Playwright journeys (only after a good build).
// Runs every step, then prints a plain summary line "N passed, N failed" counting both runners.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'circular-test-'));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = [];
let passed = 0;
let failed = 0;

function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = result.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

/**
 * Runs the steps at once; prints each one's output, under its name, once it has ended. A step
 * with a `nice` runs at that lower priority: it takes the cores the others leave.
 */
async function stepsTogether(steps) {
  const runs = steps.map(([name, command, args, env = {}, { nice = 0 } = {}]) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    if (nice > 0 && child.pid !== undefined) {
      try {
        setPriority(child.pid, nice);
      } catch {
        // A machine that refuses is only slower.
      }
    }
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    return new Promise((resolve) => {
      let ended = false;
      const end = (ok) => {
        if (ended) return;
        ended = true;
        console.log(`\n━━ ${name}`);
        process.stdout.write(Buffer.concat(output));
        resolve({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
      };
      child.on('error', (error) => {
        output.push(Buffer.from(`${String(error)}\n`));
        end(false);
      });
      child.on('close', (code) => end(code === 0));
    });
  });
  results.push(...(await Promise.all(runs)));
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// The production build first (seconds), then everything else side by side, each one's output
// printed when it ends: the static checks are mostly single-threaded, the sandbox's contract tests
// run one file after the other, and the journeys wait on the browser and the network as much as
// on a core; one after the other they left about half of two cores idle (decision 0007).
const built = step('production build (vite build)', bin('vite'), ['build', '--logLevel', 'warn']);
const chromium = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const vitestJson = path.join(scratch, 'vitest.json');
const playwrightJson = path.join(scratch, 'playwright.json');
const journeys = [];
if (!existsSync(chromium)) {
  console.log(
    `\n━━ browser journeys: no Chromium headless shell at ${chromium}: install it with "apt-get install chromium-headless-shell" or set E2E_CHROMIUM_PATH.`,
  );
  results.push({ name: 'browser journeys (no Chromium)', ok: false, seconds: 0 });
  failed += 1;
} else if (!built) {
  results.push({ name: 'browser journeys (skipped: build failed)', ok: false, seconds: 0 });
} else {
  journeys.push([
    'browser journeys (playwright, production build + sandbox)',
    bin('playwright'),
    ['test', '--reporter=list,json'],
    { E2E_DIST: 'dist', PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson, E2E_CHROMIUM_PATH: chromium },
  ]);
}
// The journeys are the longest step and wait on browsers and sandboxes as much as on a core:
// they run first in line. Vitest (its tests have time-outs) comes next, and types, lint and
// Prettier, which only compute, take what is left, so the run ends with the journeys instead of
// behind all of them (decision 0007).
const background = { nice: 10 };
/** A step that runs one of this folder's scripts with this Node. */
const ourScript = (name, file, options = {}) => [
  name,
  process.execPath,
  [path.join(root, 'scripts', file)],
  {},
  options,
];
await stepsTogether([
  ...journeys,
  ourScript('repo paths (nothing outside the repository)', 'check-repo-paths.mjs'),
  ourScript('docs (every path and link they name exists)', 'check-docs.mjs'),
  ourScript('import cycles (none)', 'check-import-cycles.mjs'),
  ourScript(
    'types and lint (tsc -b programs, eslint on them, zero warnings)',
    'check-types-and-lint.mjs',
    background,
  ),
  [
    'format (prettier --check)',
    bin('prettier'),
    ['--check', '.', '--log-level', 'warn'],
    {},
    background,
  ],
  [
    'unit, component and sandbox tests (vitest)',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    {},
    { nice: 5 },
  ],
]);

for (const [json, name, count] of [
  [vitestJson, '(vitest)', (r) => [r.numPassedTests ?? 0, r.numFailedTests ?? 0]],
  [
    playwrightJson,
    '(playwright, production build + sandbox)',
    (r) => [(r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0), r.stats?.unexpected ?? 0],
  ],
]) {
  const report = readJson(json);
  const result = results.find((r) => r.name.endsWith(name));
  if (report) {
    const [ok, bad] = count(report);
    passed += ok;
    failed += bad;
  } else if (result && !result.ok) {
    failed += 1;
  }
}

rmSync(scratch, { recursive: true, force: true });
console.log('\n━━ summary');
for (const { name, ok, seconds } of results) {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds} s)`);
}
const allOk = results.every((r) => r.ok);
console.log(`${passed} passed, ${failed} failed`);
process.exit(allOk && failed === 0 ? 0 : 1);
