/**
 * Demo users and API keys of the sandbox's identity provider. The organisations come from the seed
 * contract (`DEMO_ORGANIZATIONS`); the password comes from `SANDBOX_DEMO_PASSWORD`.
 */
import { CUSTOMERS } from '../store/seed/providers.ts';
import { DEMO_ORGANIZATIONS } from '../store/seed/types.ts';
import type { OrganizationRecord } from '../store/seed/types.ts';
import { uuidV5 } from '../store/seed/uuid.ts';

export type DemoUsername = 'customer' | 'supplier' | 'multi';

export interface DemoUser {
  /** `sub` of the user's tokens. */
  id: string;
  username: DemoUsername;
  name: string;
  organizations: readonly OrganizationRecord[];
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: '0b6a3c1e-5f0d-4c8e-9b61-7c2d4e5f6a01',
    username: 'customer',
    name: 'Kari Kunde',
    organizations: [DEMO_ORGANIZATIONS.byggherre],
  },
  {
    id: '0b6a3c1e-5f0d-4c8e-9b61-7c2d4e5f6a02',
    username: 'supplier',
    name: 'Sverre Leverandør',
    organizations: [DEMO_ORGANIZATIONS.gjenbrukOslo],
  },
  {
    id: '0b6a3c1e-5f0d-4c8e-9b61-7c2d4e5f6a03',
    username: 'multi',
    name: 'Mia Multi',
    organizations: [DEMO_ORGANIZATIONS.nordlysEiendom, DEMO_ORGANIZATIONS.ombrukBergen],
  },
];

export function findUserById(id: string): DemoUser | undefined {
  return DEMO_USERS.find((user) => user.id === id);
}

export function findUserByUsername(username: string): DemoUser | undefined {
  return DEMO_USERS.find((user) => user.username === username.trim().toLowerCase());
}

/**
 * A third provider with an API key of its own (no demo user): with Gjenbruk Oslo and Ombruk Bergen
 * it offers services on the same categories, so a journey can ask three providers and have each
 * quote from its own session (issue 37). Its id is the catalogue seed's (name-based, from alias).
 */
export const THIRD_PROVIDER: OrganizationRecord = {
  id: uuidV5('romerike-mobelombruk'),
  alias: 'romerike-mobelombruk',
  name: 'Romerike Møbelombruk AS',
};

/** A confidential client for `client_credentials`, tied to one organisation (spec 5.1). */
export interface ApiKey {
  clientId: string;
  clientSecret: string;
  organization: OrganizationRecord;
}

/**
 * One API key per demo organisation. The secrets are demo values that exist only in the sandbox;
 * the app never holds them.
 */
export const API_KEYS: readonly ApiKey[] = [
  ...Object.values(DEMO_ORGANIZATIONS),
  THIRD_PROVIDER,
].map((organization) => ({
  clientId: `${organization.alias}-api`,
  clientSecret: `sandbox-secret-${organization.alias}`,
  organization,
}));

export function findApiKey(clientId: string): ApiKey | undefined {
  return API_KEYS.find((key) => key.clientId === clientId);
}

/**
 * The sides of an order an organisation is registered for: the buying organisations order, the
 * others provide (docs/sandbox.md).
 */
export const orderRolesOf = (organization: OrganizationRecord): string[] =>
  CUSTOMERS.some((customer) => customer.id === organization.id) ? ['customer'] : ['supplier'];

/**
 * The `organization` claim, Keycloak style: alias → `{ id, name }` and the organisation's
 * attributes, here `orderRoles` (an attribute is a list of values).
 */
export function organizationClaim(
  organizations: readonly OrganizationRecord[],
): Record<string, { id: string; name: string; orderRoles: string[] }> {
  return Object.fromEntries(
    organizations.map((org) => [
      org.alias,
      { id: org.id, name: org.name, orderRoles: orderRolesOf(org) },
    ]),
  );
}

/** The public client of the app. */
export const APP_CLIENT_ID = 'circular-web';
