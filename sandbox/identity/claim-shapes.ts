/**
 * Where the `organization` claim sits and what form it has, per shape set. The standard sandbox
 * puts Keycloak's map (alias → `{ id, name }`) in the ID token, userinfo and access token.
 * `SANDBOX_SHAPES=polyglot` (docs/platform-contract.md 4) changes it for two demo users, as a
 * Keycloak realm with other mapper settings would:
 *
 * - `customer`: a plain string, the organisation's alias (a user-attribute mapper of type String);
 * - `supplier`: not in the ID token, only in the userinfo answer ("Add to ID token" off).
 *
 * The access token keeps the map for everyone: the API's business, never read by the app.
 */
import type { ShapesMode } from '../config.ts';
import { organizationClaim, type DemoUser, type DemoUsername } from './accounts.ts';

/** Which answer the claims are for (oidc-provider's `use`). */
export type ClaimUse = 'id_token' | 'userinfo';

export const STRING_CLAIM_USER: DemoUsername = 'customer';
export const USERINFO_ONLY_USER: DemoUsername = 'supplier';

/** The user's `organization` claim in `use`; undefined leaves the claim out. */
export function organizationClaimFor(user: DemoUser, use: ClaimUse, mode: ShapesMode): unknown {
  if (mode === 'polyglot' && user.username === STRING_CLAIM_USER) {
    return user.organizations[0]?.alias;
  }
  if (mode === 'polyglot' && user.username === USERINFO_ONLY_USER && use === 'id_token') {
    return undefined;
  }
  return organizationClaim(user.organizations);
}

/** The user's claims in `use`: `sub`, `name`, `preferred_username` and the organisation claim. */
export function userClaims(user: DemoUser, use: ClaimUse, mode: ShapesMode) {
  const organization = organizationClaimFor(user, use, mode);
  return {
    sub: user.id,
    name: user.name,
    preferred_username: user.username,
    ...(organization === undefined ? {} : { organization }),
  };
}
