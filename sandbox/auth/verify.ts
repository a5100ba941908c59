/**
 * Verifies the identity provider's JWT access tokens (RS256, `typ: at+jwt`) with jose: signature
 * against the provider's published keys, issuer, audience (the API's base address) and expiry.
 */
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import * as v from 'valibot';
import type { AuthUser, TokenOrganization } from '../http/env.ts';

export interface TokenVerifierOptions {
  issuer: string;
  /** The API's base address. */
  audience: string;
  /** The provider's JWKS address (`…/protocol/openid-connect/certs`). */
  jwksUrl: string;
}

export type TokenFailure = 'TOKEN_INVALID' | 'TOKEN_EXPIRED';

export class TokenError extends Error {
  constructor(
    readonly code: TokenFailure,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const OrganizationClaimSchema = v.union([
  v.record(
    v.string(),
    v.looseObject({ id: v.pipe(v.string(), v.minLength(1)), name: v.optional(v.string()) }),
  ),
  v.array(v.string()),
]);

const ClaimsSchema = v.looseObject({
  sub: v.pipe(v.string(), v.minLength(1)),
  name: v.optional(v.string()),
  preferred_username: v.optional(v.string()),
  organization: v.optional(OrganizationClaimSchema),
});

function organizationsOf(
  claim: v.InferOutput<typeof OrganizationClaimSchema> | undefined,
): Map<string, TokenOrganization> {
  const organizations = new Map<string, TokenOrganization>();
  // A list of aliases carries no ids; only the map form names organisations we can act for.
  if (claim === undefined || Array.isArray(claim)) return organizations;
  for (const [alias, org] of Object.entries(claim)) {
    organizations.set(org.id, { id: org.id, alias, name: org.name ?? alias });
  }
  return organizations;
}

export interface TokenVerifier {
  verify(token: string): Promise<AuthUser>;
}

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { cooldownDuration: 1000 });
  return {
    async verify(token) {
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(token, keys, {
          issuer: options.issuer,
          audience: options.audience,
          typ: 'at+jwt',
          algorithms: ['RS256'],
        }));
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) {
          throw new TokenError('TOKEN_EXPIRED', 'The access token has expired.');
        }
        throw new TokenError('TOKEN_INVALID', 'The access token is not valid for this API.');
      }
      const claims = v.safeParse(ClaimsSchema, payload);
      if (!claims.success) {
        throw new TokenError('TOKEN_INVALID', 'The access token lacks required claims.');
      }
      const { sub, name, preferred_username: username, organization } = claims.output;
      return {
        subject: sub,
        name: name ?? username ?? sub,
        organizations: organizationsOf(organization),
      };
    },
  };
}
