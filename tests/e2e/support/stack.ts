/**
 * The servers a browser journey runs against: the sandbox (API + identity provider) on its own
 * ports with a temporary data directory, and the preview server serving the production build with
 * a generated config.json that points at that sandbox.
 *
 * Ports come from `E2E_BASE_PORT` (picked at random once per run and handed to the workers through
 * the environment), so several runs on one machine don't collide with each other or with `npm start`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The sandbox's demo password in browser tests (the sandbox reads SANDBOX_DEMO_PASSWORD). */
export const E2E_DEMO_PASSWORD = 'e2e-demo-password';

export interface StackPorts {
  api: number;
  auth: number;
  app: number;
}

/**
 * The run's base port: from the environment, else a random one that the workers then inherit.
 * Picked below Linux's ephemeral range (32768 and up), where every outgoing connection and every
 * server asking for port 0 (the contract tests' sandboxes, another run's) takes its port.
 */
export function basePort(): number {
  const fromEnv = Number(process.env.E2E_BASE_PORT);
  if (Number.isInteger(fromEnv) && fromEnv > 1024 && fromEnv < 65_000) return fromEnv;
  const picked = 20_000 + 10 * Math.floor(Math.random() * 1_200);
  process.env.E2E_BASE_PORT = String(picked);
  return picked;
}

export function stackPorts(base: number): StackPorts {
  return { api: base, auth: base + 1, app: base + 2 };
}

export function appOrigin(ports: StackPorts): string {
  return `http://127.0.0.1:${ports.app}`;
}

/** The port of the run's nginx (tests/e2e/production-nginx.spec.ts): outside every stack's three. */
export function nginxPort(ports: StackPorts): number {
  return ports.api + 8;
}

export function nginxOrigin(ports: StackPorts): string {
  return `http://127.0.0.1:${nginxPort(ports)}`;
}

/**
 * A per-run scratch directory (data dir, config.json, build output): a new one for every run,
 * made by the first process that asks and inherited by the workers, so a run never starts on the
 * sandbox data of an earlier run that drew the same base port.
 */
export function runDir(base: number): string {
  const inherited = process.env.E2E_RUN_DIR;
  if (inherited !== undefined) return inherited;
  const dir = mkdtempSync(path.join(tmpdir(), `circular-e2e-${base}-`));
  // mkdtemp makes it private to this user; nginx's workers (tests/e2e/production-nginx.spec.ts)
  // run as another user and need to reach their directories inside it.
  chmodSync(dir, 0o755);
  process.env.E2E_RUN_DIR = dir;
  return dir;
}

/** public/config.json with its API and identity addresses moved to the test sandbox. */
export function writeAppConfig(ports: StackPorts, file: string): string {
  const api = `http://127.0.0.1:${ports.api}`;
  const base: unknown = JSON.parse(readFileSync(path.join(repoRoot, 'public/config.json'), 'utf8'));
  const config = {
    ...(typeof base === 'object' && base !== null ? base : {}),
    catalogueBaseUrl: `${api}/orgadmin/v1`,
    ordersBaseUrl: `${api}/services/v1`,
    oidc: {
      authority: `http://127.0.0.1:${ports.auth}/realms/sandbox`,
      clientId: 'circular-web',
      scope: 'openid profile organization:*',
      resource: api,
    },
  };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/**
 * How the journeys start a sandbox: `node` with these arguments. `--liftoff-only` keeps PGlite's
 * WebAssembly on V8's baseline compiler: optimising all of Postgres again in every one of a run's
 * eleven sandboxes cost each start about 1.5 s of CPU, and a journey's few queries never pay it back
 * (decision 0007).
 */
export const SANDBOX_NODE_ARGS = ['--liftoff-only', '--import', 'tsx', 'sandbox/main.ts'];

export function sandboxEnv(
  ports: StackPorts,
  dataDir: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    SANDBOX_API_PORT: String(ports.api),
    SANDBOX_AUTH_PORT: String(ports.auth),
    SANDBOX_DATA_DIR: dataDir,
    SANDBOX_APP_ORIGINS: `${appOrigin(ports)},${nginxOrigin(ports)}`,
    SANDBOX_DEMO_PASSWORD: E2E_DEMO_PASSWORD,
    ...extra,
  };
}

export function discoveryUrl(ports: StackPorts): string {
  return `http://127.0.0.1:${ports.auth}/realms/sandbox/.well-known/openid-configuration`;
}

/** The build the preview server serves: dist/ when `E2E_DIST` says so, else a per-run directory. */
export function distDir(base: number): string {
  return process.env.E2E_DIST
    ? path.resolve(repoRoot, process.env.E2E_DIST)
    : path.join(runDir(base), 'dist');
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  // Never leave a server behind, even when the test process ends abruptly.
  process.once('exit', () => {
    if (child.exitCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
  return child;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

export interface RunningStack {
  ports: StackPorts;
  appUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts a second, independent stack from a test (e.g. with a short token lifetime), serving the
 * build the main stack already made. Ports: the run's base port + `offset`.
 */
export async function startExtraStack(
  offset: number,
  sandboxExtra: Record<string, string>,
): Promise<RunningStack> {
  const base = basePort();
  const ports = stackPorts(base + offset);
  const dir = path.join(runDir(base), `extra-${offset}`);
  mkdirSync(dir, { recursive: true });
  const configFile = writeAppConfig(ports, path.join(dir, 'config.json'));
  const sandbox = start(
    process.execPath,
    SANDBOX_NODE_ARGS,
    sandboxEnv(ports, path.join(dir, 'data'), sandboxExtra),
  );
  const preview = start(process.execPath, ['scripts/preview.mjs'], {
    PREVIEW_PORT: String(ports.app),
    PREVIEW_CONFIG: configFile,
    PREVIEW_DIST: distDir(base),
  });
  const stopAll = async () => {
    await Promise.all([stop(sandbox), stop(preview)]);
  };
  try {
    await waitFor(discoveryUrl(ports), 150_000);
    await waitFor(`${appOrigin(ports)}/config.json`, 30_000);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { ports, appUrl: appOrigin(ports), stop: stopAll };
}
