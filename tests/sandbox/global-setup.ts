/**
 * Vitest global setup of the `sandbox` project: starts the sandbox in-process on free loopback
 * ports with a temporary data directory, and hands its addresses to the tests (`inject('sandbox')`,
 * or `sandboxUrls()` from ./support.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { readSettings, type SandboxSettings } from '../../sandbox/config.ts';
import { createSandbox, type Sandbox } from '../../sandbox/server.ts';

export interface SandboxUrls {
  /** API base, e.g. `http://127.0.0.1:40123` (the token audience / `resource`). */
  apiUrl: string;
  catalogueUrl: string;
  ordersUrl: string;
  /** The issuer, `http://127.0.0.1:<port>/realms/sandbox`. */
  authUrl: string;
  /** First app origin: the redirect URI is `<appOrigin>/auth/callback`. */
  appOrigin: string;
  demoPassword: string;
  tokenTtl: number;
  /** The sandbox's data directory (locked while it runs); null when orders live in memory. */
  dataDir: string | null;
}

/** What the tests need to know about a started sandbox. */
export function sandboxUrlsOf(
  sandbox: Sandbox,
  settings: SandboxSettings,
  dataDir: string | null,
): SandboxUrls {
  return {
    apiUrl: sandbox.apiUrl,
    catalogueUrl: sandbox.catalogueUrl,
    ordersUrl: sandbox.ordersUrl,
    authUrl: sandbox.authUrl,
    appOrigin: settings.appOrigins[0] ?? 'http://127.0.0.1:5173',
    demoPassword: settings.demoPassword,
    tokenTtl: settings.tokenTtl,
    dataDir,
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    sandbox: SandboxUrls;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-test-'));
  const settings = readSettings(
    { SANDBOX_API_PORT: '0', SANDBOX_AUTH_PORT: '0', SANDBOX_DATA_DIR: dataDir },
    repoRoot,
  );
  const sandbox = await createSandbox(settings);
  project.provide('sandbox', sandboxUrlsOf(sandbox, settings, dataDir));

  return async () => {
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
