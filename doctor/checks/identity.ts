/**
 * The identity provider (spec 5): its discovery document as the browser reads it, authorization
 * code with PKCE S256, and, with an API key, the token request of spec 5.1 and the organisation
 * claim the token shows.
 */
import * as v from 'valibot';
import { parseOrganizations } from '../../src/auth/organizations';
import type { Organization } from '../../src/auth/organization';
import { browserFetch } from '../browser';
import { evidenceSince, type DoctorContext } from '../context';
import { finding, type Finding, type Verdict } from '../verdict';

const discoverySchema = v.looseObject({
  issuer: v.string(),
  authorization_endpoint: v.string(),
  token_endpoint: v.string(),
  code_challenge_methods_supported: v.optional(v.array(v.string())),
  grant_types_supported: v.optional(v.array(v.string())),
});
export type Discovery = v.InferOutput<typeof discoverySchema>;

const tokenSchema = v.looseObject({ access_token: v.string(), expires_in: v.optional(v.number()) });

export function judgePkce(discovery: Discovery): {
  verdict: Verdict;
  seen?: string;
  facts: string;
} {
  const methods = discovery.code_challenge_methods_supported;
  if (methods === undefined) {
    return {
      verdict: 'loss',
      seen: 'sign-in works only if the provider takes PKCE S256 without saying so',
      facts: 'code_challenge_methods_supported not given',
    };
  }
  if (!methods.includes('S256')) {
    return {
      verdict: 'not-read',
      seen: 'sign-in fails: the app sends PKCE S256',
      facts: `code_challenge_methods_supported: ${methods.join(', ')}`,
    };
  }
  return { verdict: 'read', facts: 'PKCE S256 supported' };
}

/** The claims of a JWT's payload; undefined for an opaque token. */
export function jwtClaims(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? Object.fromEntries(Object.entries(claims))
      : undefined;
  } catch {
    return undefined;
  }
}

export interface ApiKey {
  clientId: string;
  clientSecret: string;
}

export interface IdentityResult {
  findings: Finding[];
  /** The access token of the API key, when one was given and granted. */
  accessToken: string | undefined;
  /** Organisation ids the token names (never printed). */
  organizationIds: string[];
}

/** The API base the token is for (spec 5.1 `resource`): config's `oidc.resource`, else the API's origin. */
export const resourceOf = (ctx: DoctorContext): string =>
  ctx.config.oidc.resource ?? new URL(ctx.config.ordersBaseUrl).origin;

export async function checkIdentity(
  ctx: DoctorContext,
  apiKey: ApiKey | undefined,
): Promise<IdentityResult> {
  const findings: Finding[] = [];
  const result: IdentityResult = { findings, accessToken: undefined, organizationIds: [] };
  const authority = ctx.config.oidc.authority.replace(/\/+$/, '');
  let mark = ctx.log.length;
  /** A step begun at `mark` that failed with `error`. */
  const unread = (id: string, title: string, error: unknown, seen: string): Finding =>
    finding(
      id,
      'identity provider',
      title,
      'not-read',
      [...evidenceSince(ctx, mark), error instanceof Error ? error.message : String(error)],
      seen,
    );
  let discovery: Discovery | undefined;
  try {
    const signal = AbortSignal.timeout(ctx.timeoutSeconds * 1000);
    const response = await browserFetch(ctx.origin, ctx.fetch)(
      `${authority}/.well-known/openid-configuration`,
      { signal },
    );
    const parsed = v.safeParse(discoverySchema, await response.json());
    if (!response.ok || !parsed.success)
      throw new Error(`not a discovery document (HTTP ${String(response.status)})`);
    discovery = parsed.output;
    const sameIssuer = discovery.issuer.replace(/\/+$/, '') === authority;
    findings.push(
      finding(
        'identity.discovery',
        'identity provider',
        'discovery document',
        sameIssuer ? 'read' : 'not-read',
        [
          ...evidenceSince(ctx, mark),
          sameIssuer ? 'issuer matches oidc.authority' : 'issuer differs from oidc.authority',
        ],
        sameIssuer ? undefined : 'sign-in fails: the tokens name another issuer',
      ),
    );
  } catch (error) {
    findings.push(
      unread(
        'identity.discovery',
        'discovery document',
        error,
        'the "Sign in" button fails: the browser cannot read the provider\'s discovery document',
      ),
    );
    return result;
  }
  const pkce = judgePkce(discovery);
  findings.push(
    finding(
      'identity.pkce',
      'identity provider',
      'authorization code with PKCE',
      pkce.verdict,
      [pkce.facts],
      pkce.seen,
    ),
  );

  if (apiKey === undefined) {
    findings.push(
      finding(
        'identity.token',
        'identity provider',
        'token request (spec 5.1)',
        'not-checked',
        [],
        'no API key given: DOCTOR_CLIENT_ID and the secret',
      ),
    );
    return result;
  }
  mark = ctx.log.length;
  try {
    const response = await ctx.fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: apiKey.clientId,
        client_secret: apiKey.clientSecret,
        resource: resourceOf(ctx),
      }),
      signal: AbortSignal.timeout(ctx.timeoutSeconds * 1000),
    });
    const body: unknown = await response.json().catch(() => undefined);
    const parsed = v.safeParse(tokenSchema, body);
    if (!response.ok || !parsed.success) {
      // Judged below as any failed token request: the provider's own error code, else none.
      throw new Error(
        typeof body === 'object' && body !== null && 'error' in body
          ? String(body.error)
          : 'no token',
      );
    }
    result.accessToken = parsed.output.access_token;
    findings.push(
      finding('identity.token', 'identity provider', 'token request (spec 5.1)', 'read', [
        ...evidenceSince(ctx, mark),
        `a token for ${resourceOf(ctx)}${parsed.output.expires_in === undefined ? '' : `, lasting ${String(parsed.output.expires_in)} s`}`,
      ]),
    );
  } catch (error) {
    findings.push(
      unread(
        'identity.token',
        'token request (spec 5.1)',
        error,
        'nothing behind sign-in could be checked',
      ),
    );
    return result;
  }

  const claims = jwtClaims(result.accessToken);
  const claim = ctx.config.organizationClaim;
  const organizations = parseOrganizations(claims?.[claim]);
  result.organizationIds = organizations.map((organization) => organization.id);
  findings.push(
    organizations.length > 0
      ? finding(
          'identity.organization',
          'identity provider',
          `organisation claim "${claim}"`,
          'read',
          [
            `the token names ${String(organizations.length)} organisation(s)`,
            sidesSaid(organizations),
          ],
        )
      : finding(
          'identity.organization',
          'identity provider',
          `organisation claim "${claim}"`,
          'not-checked',
          [claims === undefined ? 'the token is opaque' : `the token has no "${claim}" claim`],
          "an API-key token need not show it; a person's ID token must (docs/configuration.md)",
        ),
  );
  return result;
}

/**
 * Whether the claim says which sides of an order each organisation acts on (decision 0102): where
 * it does not, each workspace page also reads the other side's orders.
 */
function sidesSaid(organizations: readonly Organization[]): string {
  const said = organizations.map((one) => `${one.name}: ${one.sides?.join(' and ') ?? 'not said'}`);
  return organizations.every((one) => one.sides !== undefined)
    ? `it says the sides of an order each acts on (${said.join('; ')})`
    : `it does not say the sides of an order each acts on (${said.join('; ')}): for one that acts on one side, each workspace page sends one request more, for the other side's orders`;
}
