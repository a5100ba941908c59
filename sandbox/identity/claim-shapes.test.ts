import { describe, expect, it } from 'vitest';
import { DEMO_USERS, organizationClaim, type DemoUsername } from './accounts.ts';
import { organizationClaimFor, userClaims } from './claim-shapes.ts';

function user(username: DemoUsername) {
  const found = DEMO_USERS.find((candidate) => candidate.username === username);
  if (found === undefined) throw new Error(username);
  return found;
}

describe('organizationClaimFor', () => {
  it('standard and alternate: the Keycloak map everywhere, for everyone', () => {
    for (const mode of ['standard', 'alternate'] as const) {
      for (const demo of DEMO_USERS) {
        for (const use of ['id_token', 'userinfo'] as const) {
          expect(organizationClaimFor(demo, use, mode)).toEqual(
            organizationClaim(demo.organizations),
          );
        }
      }
    }
  });

  it('polyglot: the customer has a plain string, the alias, in both answers', () => {
    const customer = user('customer');
    const alias = customer.organizations[0]?.alias;
    expect(typeof alias).toBe('string');
    expect(organizationClaimFor(customer, 'id_token', 'polyglot')).toBe(alias);
    expect(organizationClaimFor(customer, 'userinfo', 'polyglot')).toBe(alias);
  });

  it('polyglot: the supplier has the map in userinfo only; the ID token has no claim', () => {
    const supplier = user('supplier');
    expect(userClaims(supplier, 'id_token', 'polyglot')).not.toHaveProperty('organization');
    expect(userClaims(supplier, 'userinfo', 'polyglot')).toEqual({
      sub: supplier.id,
      name: supplier.name,
      preferred_username: 'supplier',
      organization: organizationClaim(supplier.organizations),
    });
  });

  it('polyglot: the user with several organisations keeps the map', () => {
    const multi = user('multi');
    expect(organizationClaimFor(multi, 'id_token', 'polyglot')).toEqual(
      organizationClaim(multi.organizations),
    );
  });
});
