import type { Organization } from './authTypes';
import type { SessionProfile } from './sessionMachine';
import { keyWords, nameOf } from '../lib/api-shapes';
import { isRecord } from '../lib/isRecord';
import { organizationSidesOf } from './organizationSides';

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * One organisation from an object: its id, alias and name under common spellings, and the sides it
 * acts on where it says (`organizationSidesOf`).
 */
function fromObject(record: Record<string, unknown>, aliasKey?: string): Organization | undefined {
  const idValue = record.id ?? record.organizationId ?? record.orgId;
  const id = Array.isArray(idValue) ? nonEmptyString(idValue[0]) : nonEmptyString(idValue);
  const numericId = typeof idValue === 'number' ? String(idValue) : undefined;
  const alias = aliasKey ?? nonEmptyString(record.alias) ?? nonEmptyString(record.name);
  const key = id ?? numericId ?? alias;
  if (key === undefined) return undefined;
  const sides = organizationSidesOf(record);
  return {
    id: key,
    alias: alias ?? key,
    name: nameOf(record, 'organization') ?? aliasName(alias ?? key),
    ...(sides === undefined ? {} : { sides }),
  };
}

/**
 * An organisation known only by its alias is called by it, a slug in words (`peer-provider` →
 * "peer provider"): the token gives no other name, and it is the one its members know.
 */
const aliasName = (alias: string) => nameOf(alias, 'organization') ?? keyWords(alias);

/** One organisation object (`{ id, name }`) rather than a map `alias → details`. */
const isSingleOrganization = (claim: Record<string, unknown>) =>
  ['id', 'organizationId', 'orgId'].some(
    (key) => typeof claim[key] === 'string' || typeof claim[key] === 'number',
  );

/**
 * Reads the organisation claim in every shape a provider may give it: a list of aliases
 * (`["acme"]`, the alias is then also the id) or of objects, a map `alias → { id, name, ... }`
 * (Keycloak's organisation mapper), a single string, or a single object `{ id, name }`. Anything
 * else yields no organisations. `id` (what goes into `X-auth-owner`) is the claim's id when it
 * has one, else the alias. The result is sorted by name.
 */
export function parseOrganizations(claim: unknown): Organization[] {
  const result: Organization[] = [];
  const alias = nonEmptyString(claim);
  if (alias) result.push({ id: alias, alias, name: aliasName(alias) });
  if (Array.isArray(claim)) {
    for (const entry of claim) {
      const entryAlias = nonEmptyString(entry);
      if (entryAlias)
        result.push({ id: entryAlias, alias: entryAlias, name: aliasName(entryAlias) });
      const fromEntry = isRecord(entry) ? fromObject(entry) : undefined;
      if (fromEntry) result.push(fromEntry);
    }
  } else if (isRecord(claim) && isSingleOrganization(claim)) {
    const single = fromObject(claim);
    if (single) result.push(single);
  } else if (isRecord(claim)) {
    for (const [key, details] of Object.entries(claim)) {
      if (key.trim() === '') continue;
      const found = fromObject(isRecord(details) ? details : {}, key);
      if (found) result.push(found);
    }
  }
  const unique = new Map(result.map((organization) => [organization.id, organization]));
  return [...unique.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The userinfo claims, asked with the access token (only when the ID token named no
 * organisation). Rejects when the provider has no userinfo endpoint or does not answer with JSON.
 */
export async function fetchUserInfo(
  manager: { metadataService: { getUserInfoEndpoint: () => Promise<string> } },
  accessToken: string,
): Promise<Record<string, unknown>> {
  const endpoint = await manager.metadataService.getUserInfoEndpoint();
  const response = await globalThis.fetch(endpoint, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
  });
  if (!response.ok) throw new Error(`userinfo answered ${String(response.status)}`);
  const body: unknown = await response.json();
  if (!isRecord(body)) throw new Error('userinfo answered no claims');
  return body;
}

/** The name to show for a user: `name`, else `preferred_username`, else the subject. */
export function userNameFrom(profile: Record<string, unknown>): string {
  return (
    nonEmptyString(profile.name) ??
    nonEmptyString(profile.preferred_username) ??
    nonEmptyString(profile.sub) ??
    '?'
  );
}

/**
 * Name and organisations from the ID token; when it names no organisation (a provider that maps
 * the claim to userinfo only), from the userinfo endpoint, asked with the access token only then.
 */
export async function sessionProfileOf(
  user: { profile: Record<string, unknown>; access_token: string },
  claim: string,
  userInfoFrom: () => Promise<Parameters<typeof fetchUserInfo>[0]>,
): Promise<SessionProfile> {
  const name = userNameFrom(user.profile);
  const { sub } = user.profile;
  const who = typeof sub === 'string' && sub !== '' ? { name, subject: sub } : { name };
  const fromToken = parseOrganizations(user.profile[claim]);
  if (fromToken.length > 0) return { ...who, organizations: fromToken };
  try {
    const claims = await fetchUserInfo(await userInfoFrom(), user.access_token);
    return { ...who, organizations: parseOrganizations(claims[claim]) };
  } catch {
    return { ...who, organizations: [], organizationLookupFailed: true };
  }
}
