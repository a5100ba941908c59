/**
 * Orders survive a restart: a second sandbox on its own data directory is stopped and started
 * again; the order, its state and its history are still there over HTTP.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_KEYS } from '../../sandbox/identity/accounts.ts';
import { readSettings } from '../../sandbox/config.ts';
import { createSandbox, type Sandbox } from '../../sandbox/server.ts';
import { buildCatalogue } from '../../sandbox/store/seed/index.ts';
import { clientCredentials } from './oidc-flow.ts';
import { OrderSchema, ORDERS, StateHistorySchema, catalogueFacts } from './orders-helpers.ts';
import { api, DEMO_ORGANIZATIONS } from './support.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const { byggherre } = DEMO_ORGANIZATIONS;

const catalogue = buildCatalogue();
let dataDir: string | undefined;
let running: Sandbox | undefined;

async function start(dir: string): Promise<Sandbox> {
  const settings = readSettings(
    { SANDBOX_API_PORT: '0', SANDBOX_AUTH_PORT: '0', SANDBOX_DATA_DIR: dir },
    repoRoot,
  );
  running = await createSandbox(settings, { catalogue });
  return running;
}

async function asByggherre(sandbox: Sandbox, pathname: string, method = 'GET', body?: unknown) {
  const key = API_KEYS.find((candidate) => candidate.organization.id === byggherre.id);
  if (key === undefined) throw new Error('no API key for byggherre');
  const urls = {
    authUrl: sandbox.authUrl,
    apiUrl: sandbox.apiUrl,
    appOrigin: sandbox.settings.appOrigins[0] ?? '',
    demoPassword: sandbox.settings.demoPassword,
  };
  const { access_token: token } = await clientCredentials(urls, key.clientId, key.clientSecret);
  return api(pathname, {
    token,
    owner: byggherre.id,
    method,
    baseUrl: sandbox.apiUrl,
    ...(body === undefined ? {} : { body }),
  });
}

afterAll(async () => {
  await running?.close();
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
});

describe('persistence', () => {
  it('keeps orders and their history across a restart', async () => {
    const { oslo } = await catalogueFacts();
    dataDir = await mkdtemp(path.join(tmpdir(), 'orders-restart-'));
    const first = await start(dataDir);
    const created = (
      await asByggherre(first, ORDERS, 'POST', {
        name: 'Survives a restart',
        lines: [{ solutionId: oslo.solutionId, categoryId: oslo.categoryId }],
      })
    ).json(OrderSchema);
    const requested = await asByggherre(
      first,
      `${ORDERS}/${created.id}/transitions/request-quote`,
      'POST',
      { notes: 'before the restart' },
    );
    expect(requested.status).toBe(200);
    await first.close();
    running = undefined;

    const second = await start(dataDir);
    const order = (await asByggherre(second, `${ORDERS}/${created.id}`)).json(OrderSchema);
    expect(order).toMatchObject({ name: 'Survives a restart', state: 'REQUESTED' });
    const history = (await asByggherre(second, `${ORDERS}/${created.id}/history`)).json(
      StateHistorySchema,
    );
    expect(history._embedded.entries).toEqual([
      expect.objectContaining({ transition: 'request-quote', notes: 'before the restart' }),
    ]);
  }, 120_000);
});
