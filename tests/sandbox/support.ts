/**
 * Helpers for the sandbox contract tests: the running sandbox's URLs, tokens for the demo users and
 * API keys (cached per test file), and `api()` for requests with parsed JSON answers.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, inject } from 'vitest';
import { readSettings } from '../../sandbox/config.ts';
import { API_KEYS, type DemoUsername } from '../../sandbox/identity/accounts.ts';
import { createSandbox, type Sandbox } from '../../sandbox/server.ts';
import { DEMO_ORGANIZATIONS } from '../../sandbox/store/seed/types.ts';
import { sandboxUrlsOf, type SandboxUrls } from './global-setup.ts';
import { cachedTokens, tokenCache } from '../support/token-cache.ts';
import { clientCredentials, signIn, type TokenResponse } from './oidc-flow.ts';

export { DEMO_ORGANIZATIONS };
export type { DemoUsername, SandboxUrls };

export function sandboxUrls(): SandboxUrls {
  return inject('sandbox');
}

const userTokens = tokenCache<TokenResponse>();

/**
 * Signs the demo user in (PKCE code flow over HTTP) once per test file and returns the tokens;
 * signs in again when the access token is about to expire.
 */
export function userTokenSet(user: DemoUsername): Promise<TokenResponse> {
  return cachedTokens(userTokens, user, () =>
    signIn(sandboxUrls(), user).then((result) => result.tokens),
  );
}

/** An access token of the demo user `customer`, `supplier` or `multi`. */
export async function userToken(user: DemoUsername): Promise<string> {
  return (await userTokenSet(user)).access_token;
}

export type DemoOrganizationKey = keyof typeof DEMO_ORGANIZATIONS;

const clientTokens = tokenCache<TokenResponse>();

/**
 * An access token from the API key of a demo organisation (client_credentials with `resource`).
 * `org` is a key of `DEMO_ORGANIZATIONS` (`DemoOrganizationKey`, e.g. `gjenbrukOslo`) or its
 * alias (`gjenbruk-oslo`).
 */
export async function clientToken(org: string): Promise<string> {
  const organization =
    org in DEMO_ORGANIZATIONS
      ? Object.entries(DEMO_ORGANIZATIONS).find(([key]) => key === org)?.[1]
      : Object.values(DEMO_ORGANIZATIONS).find((candidate) => candidate.alias === org);
  const key = API_KEYS.find((candidate) => candidate.organization.id === organization?.id);
  if (key === undefined) throw new Error(`no API key for ${org}`);
  const tokens = await cachedTokens(clientTokens, key.clientId, () =>
    clientCredentials(sandboxUrls(), key.clientId, key.clientSecret),
  );
  return tokens.access_token;
}

export interface ApiOptions {
  token?: string;
  /** Organisation id for `X-auth-owner`. */
  owner?: string;
  method?: string;
  /** Sent as JSON; a string is sent as it is (for malformed-JSON tests). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Base to resolve `path` against; default the sandbox's API base. */
  baseUrl?: string;
}

export const ProblemSchema = v.looseObject({
  type: v.string(),
  title: v.string(),
  status: v.number(),
  code: v.string(),
  detail: v.optional(v.string()),
  errors: v.optional(v.array(v.looseObject({ field: v.string(), code: v.string() }))),
});
export type Problem = v.InferOutput<typeof ProblemSchema>;

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON (also `application/problem+json`), or null for an empty/non-JSON body. */
  body: unknown;
  text: string;
  /** The body validated with `schema` (throws with the issues when it does not match). */
  json<S extends v.GenericSchema>(schema: S): v.InferOutput<S>;
  /** The body as an `application/problem+json` problem (throws when it is not one). */
  problem(): Problem;
}

function validated<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (!result.success) {
    throw new Error(
      `response body does not match: ${v.summarize(result.issues)}\n${JSON.stringify(body)}`,
    );
  }
  return result.output;
}

/** A request to the sandbox API: `path` like `/services/v1/orders` or an absolute URL. */
export async function api(path: string, options: ApiOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.token !== undefined) headers['Authorization'] = `Bearer ${options.token}`;
  if (options.owner !== undefined) headers['X-auth-owner'] = options.owner;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const response = await fetch(new URL(path, options.baseUrl ?? sandboxUrls().apiUrl), {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  const parsed: unknown = text !== '' && /json/i.test(type) ? JSON.parse(text) : null;
  return {
    status: response.status,
    headers: response.headers,
    body: parsed,
    text,
    json: (schema) => validated(schema, parsed),
    problem: () => {
      if (!/application\/problem\+json/i.test(type)) {
        throw new Error(`expected application/problem+json, got "${type}": ${text}`);
      }
      return validated(ProblemSchema, parsed);
    },
  };
}

/**
 * Starts another in-process sandbox on free ports (memory-only orders) with extra settings, e.g.
 * `{ SANDBOX_TOKEN_TTL: '2' }` or `{ SANDBOX_RATE_LIMIT: '3' }`, before the tests of the calling
 * `describe` (or file), and closes it after them. Call the returned function inside a test.
 */
export function useSandbox(env: Record<string, string>): () => SandboxUrls {
  let started: { sandbox: Sandbox; urls: SandboxUrls } | undefined;
  beforeAll(async () => {
    const settings = {
      ...readSettings({ SANDBOX_API_PORT: '0', SANDBOX_AUTH_PORT: '0', ...env }, process.cwd()),
      dataDir: null,
    };
    const sandbox = await createSandbox(settings);
    started = { sandbox, urls: sandboxUrlsOf(sandbox, settings, null) };
  });
  afterAll(async () => {
    await started?.sandbox.close();
  });
  return () => {
    if (started === undefined) throw new Error('the extra sandbox has not started');
    return started.urls;
  };
}
