#!/usr/bin/env node
// `npm start`: the sandbox and the Vite dev server together, output prefixed, both stopped on Ctrl-C.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appPort = process.env.APP_PORT ?? '5173';
const APP_URL = `http://127.0.0.1:${appPort}`;
const apiPort = process.env.SANDBOX_API_PORT ?? '8080';
const authPort = process.env.SANDBOX_AUTH_PORT ?? '8081';
const DISCOVERY = `http://127.0.0.1:${authPort}/realms/sandbox/.well-known/openid-configuration`;

const colours = { sandbox: '\x1b[36m', app: '\x1b[35m' };
const reset = '\x1b[0m';
const useColour = process.stdout.isTTY;

function prefixed(name, stream, target) {
  const label = useColour ? `${colours[name]}[${name}]${reset}` : `[${name}]`;
  createInterface({ input: stream }).on('line', (line) => target.write(`${label} ${line}\n`));
}

const children = new Map();

function run(name, args) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: useColour ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  prefixed(name, child.stdout, process.stdout);
  prefixed(name, child.stderr, process.stderr);
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`[${name}] stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      void stopAll(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
async function stopAll(exitCode) {
  stopping = true;
  const waits = [...children.values()].map(
    (child) =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          resolve();
        }
      }),
  );
  const timer = setTimeout(() => {
    for (const child of children.values()) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  }, 5000);
  await Promise.all(waits);
  clearTimeout(timer);
  process.exit(exitCode);
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

run('sandbox', ['--import', 'tsx', 'sandbox/main.ts']);
run('app', [
  'node_modules/vite/bin/vite.js',
  '--host',
  '127.0.0.1',
  '--port',
  appPort,
  '--strictPort',
]);

const ready = (await waitFor(DISCOVERY, 180_000)) && (await waitFor(APP_URL, 60_000));
if (ready) {
  console.log(
    [
      '',
      `  The app is running: open ${APP_URL}`,
      `  Sign in as customer, supplier or multi (two organisations) with the demo password`,
      `  printed in the [sandbox] lines above. APIs on port ${apiPort}, identity provider on ${authPort}.`,
      '  Ctrl-C stops both.',
      '',
    ].join('\n'),
  );
}
