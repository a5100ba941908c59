/**
 * Helpers of the `SANDBOX_SHAPES=random` contract tests: a sandbox started with a seed, calls to it
 * as a demo organisation, and readers of its lists that know the seed's choices (the tests check
 * the choices are applied; the app must read them without knowing).
 */
import { afterAll, beforeAll } from 'vitest';
import { readSettings } from '../../sandbox/config.ts';
import { choicesFor, type Choices } from '../../sandbox/http/random.ts';
import { API_KEYS } from '../../sandbox/identity/accounts.ts';
import { createSandbox, type Sandbox } from '../../sandbox/server.ts';
import { DEMO_ORGANIZATIONS } from '../../sandbox/store/seed/types.ts';
import { seedCatalogue } from './catalogue-data.ts';
import { sandboxUrlsOf, type SandboxUrls } from './global-setup.ts';
import { clientCredentials } from './oidc-flow.ts';
import { answerOf, type Answer } from '../support/random-lists.ts';

export {
  bodyTotal,
  field,
  isRecord,
  itemsOf,
  nextOf,
  organizationIdOf,
  type Answer,
} from '../support/random-lists.ts';

/** Seeds whose choices together cover every choice of every point but the fraction digits. */
export const COVERING_SEEDS = [1, 4548, 1278, 953, 3872, 5796, 5965, 5986, 5955, 5977];

/** The seeds to test: `SANDBOX_TEST_SEEDS` (e.g. `1-20` or `3,7`), else `COVERING_SEEDS`. */
export function contractSeeds(): number[] {
  const raw = process.env['SANDBOX_TEST_SEEDS']?.trim();
  if (raw === undefined || raw === '') return COVERING_SEEDS;
  const range = /^(\d+)-(\d+)$/.exec(raw);
  if (range !== null) {
    const [from, to] = [Number(range[1]), Number(range[2])];
    return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  }
  if (!/^\d+(,\d+)*$/.test(raw)) throw new Error(`SANDBOX_TEST_SEEDS: "${raw}" is no seed list`);
  return raw.split(',').map(Number);
}

/** Open-endpoint requests per minute in these sandboxes: low enough to reach a 429. */
export const RATE_LIMIT = 80;

export type OrgKey = keyof typeof DEMO_ORGANIZATIONS;

export interface RandomServer {
  urls: SandboxUrls;
  choices: Choices;
  /** A call as `org` (its API key), or an open call when `org` is undefined. */
  call(
    org: OrgKey | undefined,
    path: string,
    init?: { method?: string; body?: unknown },
  ): Promise<Answer>;
}

/** A sandbox with `SANDBOX_SHAPES=random` and `seed`, for the tests of the calling `describe`. */
export function useRandomServer(seed: number): () => RandomServer {
  let sandbox: Sandbox | undefined;
  let server: RandomServer | undefined;
  beforeAll(async () => {
    const settings = {
      ...readSettings(
        {
          SANDBOX_API_PORT: '0',
          SANDBOX_AUTH_PORT: '0',
          SANDBOX_SHAPES: 'random',
          SANDBOX_SHAPES_SEED: String(seed),
          SANDBOX_RATE_LIMIT: String(RATE_LIMIT),
        },
        process.cwd(),
      ),
      dataDir: null,
    };
    const started = await createSandbox(settings, { catalogue: seedCatalogue() });
    sandbox = started;
    const urls = sandboxUrlsOf(started, settings, null);
    const tokens = new Map<OrgKey, string>();
    async function tokenOf(org: OrgKey): Promise<string> {
      const known = tokens.get(org);
      if (known !== undefined) return known;
      const key = API_KEYS.find((k) => k.organization.id === DEMO_ORGANIZATIONS[org].id);
      if (key === undefined) throw new Error(`no API key for ${org}`);
      const token = (await clientCredentials(urls, key.clientId, key.clientSecret)).access_token;
      tokens.set(org, token);
      return token;
    }
    server = {
      urls,
      choices: choicesFor(seed),
      async call(org, path, init = {}) {
        const url = new URL(path, urls.apiUrl);
        const headers: Record<string, string> = { Origin: urls.appOrigin };
        if (org !== undefined) {
          headers['Authorization'] = `Bearer ${await tokenOf(org)}`;
          headers['X-auth-owner'] = DEMO_ORGANIZATIONS[org].id;
        }
        if (init.body !== undefined) headers['Content-Type'] = 'application/json';
        const response = await fetch(url, {
          method: init.method ?? 'GET',
          headers,
          body: init.body === undefined ? null : JSON.stringify(init.body),
        });
        return answerOf(url, response);
      },
    };
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  return () => {
    if (server === undefined) throw new Error('the random sandbox has not started');
    return server;
  };
}
