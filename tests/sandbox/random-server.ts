/**
 * Helpers of the `SANDBOX_SHAPES=random` contract tests: a sandbox started with a seed, calls to it
 * as a demo organisation, and readers of its lists that know the seed's choices (the tests check
 * the choices are applied; the app must read them without knowing).
 */
import { afterAll, beforeAll } from 'vitest';
import { readSettings } from '../../sandbox/config.ts';
import { choicesFor, type Choices } from '../../sandbox/http/random.ts';
import { keyIn } from '../../sandbox/http/random/values.ts';
import { API_KEYS } from '../../sandbox/identity/accounts.ts';
import { createSandbox, type Sandbox } from '../../sandbox/server.ts';
import { DEMO_ORGANIZATIONS } from '../../sandbox/store/seed/types.ts';
import { seedCatalogue } from './catalogue-data.ts';
import { sandboxUrlsOf, type SandboxUrls } from './global-setup.ts';
import { clientCredentials } from './oidc-flow.ts';

/** Seeds whose choices together cover every choice of every point but the fraction digits. */
export const CONTRACT_SEEDS = [1, 286, 126, 56, 222, 11];

/** Open-endpoint requests per minute in these sandboxes: low enough to reach a 429. */
export const RATE_LIMIT = 150;

export type OrgKey = keyof typeof DEMO_ORGANIZATIONS;

export interface Answer {
  url: URL;
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body when it is JSON, else undefined. */
  body: unknown;
}

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
        const text = await response.text();
        const json = /json/.test(response.headers.get('Content-Type') ?? '') && text !== '';
        return {
          url,
          status: response.status,
          headers: response.headers,
          text,
          body: json ? (JSON.parse(text) as unknown) : undefined,
        };
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

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `record[key]`, the key spelt as the seed's server spells it. */
export function field(record: unknown, key: string, choices: Choices): unknown {
  return isRecord(record) ? record[keyIn(key, choices.keyCase)] : undefined;
}

/** The items of a list answer in the seed's envelope; `key` is its name under `_embedded`. */
export function itemsOf(body: unknown, key: string, choices: Choices): unknown[] {
  const items = (() => {
    switch (choices.envelope) {
      case 'array':
        return body;
      case 'hal':
        return isRecord(body) && isRecord(body['_embedded']) ? body['_embedded'][key] : undefined;
      case 'spring':
        return field(body, 'content', choices);
      case 'drf':
        return field(body, 'results', choices);
      case 'data':
        return field(body, 'data', choices);
    }
  })();
  if (!Array.isArray(items)) throw new Error(`no ${key} in ${JSON.stringify(body)}`);
  return items;
}

/** The total a list answer's body states, or undefined. */
export function bodyTotal(body: unknown, choices: Choices): unknown {
  switch (choices.envelope) {
    case 'array':
      return undefined;
    case 'hal':
    case 'spring':
      return field(field(body, 'page', choices), 'totalElements', choices);
    case 'drf':
      return field(body, 'count', choices);
    case 'data':
      return field(field(body, 'meta', choices), 'total', choices);
  }
}

/** The `next` link of a list answer (body or `Link` header), resolved against its URL. */
export function nextOf(answer: Answer, choices: Choices): URL | undefined {
  const header = /<([^>]+)>;\s*rel="next"/.exec(answer.headers.get('Link') ?? '')?.[1];
  const inBody = (() => {
    const body = answer.body;
    switch (choices.envelope) {
      case 'hal':
      case 'spring': {
        const links = isRecord(body) ? body['_links'] : undefined;
        const next = isRecord(links) ? links['next'] : undefined;
        return isRecord(next) ? next['href'] : undefined;
      }
      case 'drf':
        return field(body, 'next', choices);
      case 'data':
        return field(field(body, 'links', choices), 'next', choices);
      case 'array':
        return undefined;
    }
  })();
  const href = header ?? (typeof inBody === 'string' ? inBody : undefined);
  return href === undefined ? undefined : new URL(href, answer.url);
}
