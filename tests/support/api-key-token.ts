/**
 * An organisation's API-key token from the sandbox (client_credentials with the demo API keys,
 * docs/sandbox.md), kept while it lives and asked for again before it expires (`cachedTokens`).
 * Used by the journeys' API helpers and the benchmarks that call the sandbox as an organisation.
 */
import * as v from 'valibot';
import { API_KEYS } from '../../sandbox/identity/accounts.ts';
import { cachedTokens, tokenCache, type TokenCache } from './token-cache.ts';

const ApiKeyTokenSchema = v.object({ access_token: v.string(), expires_in: v.number() });
type ApiKeyToken = v.InferOutput<typeof ApiKeyTokenSchema>;

export type ApiKeyTokens = TokenCache<ApiKeyToken>;

/** One cache per sandbox: a token of one sandbox means nothing to another. */
export function apiKeyTokens(): ApiKeyTokens {
  return tokenCache<ApiKeyToken>();
}

export interface SandboxAddresses {
  /** The API's origin: the token's audience (`resource`). */
  api: string;
  /** The identity provider's token endpoint. */
  tokenUrl: string;
}

/** The access token of `organizationId`'s demo API key. */
export async function apiKeyToken(
  cache: ApiKeyTokens,
  sandbox: SandboxAddresses,
  organizationId: string,
): Promise<string> {
  const key = API_KEYS.find((candidate) => candidate.organization.id === organizationId);
  if (!key) throw new Error(`no API key for ${organizationId}`);
  const token = await cachedTokens(cache, key.clientId, async () => {
    const response = await fetch(sandbox.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: key.clientId,
        client_secret: key.clientSecret,
        resource: sandbox.api,
      }),
    });
    const parsed = v.safeParse(ApiKeyTokenSchema, await response.json().catch(() => null));
    if (!response.ok || !parsed.success) {
      throw new Error(`no token for ${organizationId}: ${String(response.status)}`);
    }
    return parsed.output;
  });
  return token.access_token;
}
