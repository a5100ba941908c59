/**
 * One sandbox per data directory (docs/decisions/0020): while the contract tests' sandbox runs,
 * a second sandbox and `sandbox:reset` on its directory refuse with a message and exit code 1,
 * and the running sandbox keeps its orders.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../sandbox/config.ts';
import { createSandbox } from '../../sandbox/server.ts';
import { DataDirLockedError } from '../../sandbox/store/lock.ts';
import { call, ORDERS, OrderListSchema, party } from './orders-helpers.ts';
import { sandboxUrls } from './support.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

function runScript(
  script: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

async function orderCount(): Promise<number> {
  const answer = await call(await party('customer'), `${ORDERS}?pageSize=1`);
  expect(answer.status).toBe(200);
  return answer.json(OrderListSchema).page.totalElements;
}

describe('the data directory of a running sandbox', () => {
  const dataDir = (): string => {
    const dir = sandboxUrls().dataDir;
    if (dir === null) throw new Error('the contract tests sandbox has a data directory');
    return dir;
  };

  it('is refused to a second sandbox in this process', async () => {
    const settings = readSettings(
      { SANDBOX_API_PORT: '0', SANDBOX_AUTH_PORT: '0', SANDBOX_DATA_DIR: dataDir() },
      repoRoot,
    );
    await expect(createSandbox(settings)).rejects.toThrow(DataDirLockedError);
  });

  it('is refused to `npm run sandbox` and `npm run sandbox:reset` (exit 1, clear message)', async () => {
    const before = await orderCount();
    const env = { SANDBOX_DATA_DIR: dataDir(), SANDBOX_API_PORT: '0', SANDBOX_AUTH_PORT: '0' };
    const [start, reset] = await Promise.all([
      runScript('sandbox/main.ts', env),
      runScript('sandbox/reset.ts', env),
    ]);
    expect(start.code).toBe(1);
    expect(start.stderr).toContain(
      `Cannot start the sandbox: The sandbox data directory ${dataDir()} is in use by process`,
    );
    expect(reset.code).toBe(1);
    expect(reset.stderr).toContain(
      `Cannot reset: The sandbox data directory ${dataDir()} is in use by process`,
    );
    // The running sandbox still answers, with its orders intact.
    expect(await orderCount()).toBe(before);
  });
});
