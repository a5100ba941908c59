import type { Organization } from './authTypes';
import { isRecord } from '../lib/isRecord';

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Reads the organisation claim in Keycloak's two shapes: a list of aliases
 * (`["acme"]`, the alias is then also the id) or a map `alias → { id, name, ... }`.
 * Anything else yields no organisations. The result is sorted by name.
 */
export function parseOrganizations(claim: unknown): Organization[] {
  const result: Organization[] = [];
  if (Array.isArray(claim)) {
    for (const entry of claim) {
      const alias = nonEmptyString(entry);
      if (alias) result.push({ id: alias, alias, name: alias });
    }
  } else if (isRecord(claim)) {
    for (const [alias, details] of Object.entries(claim)) {
      if (alias.trim() === '') continue;
      const record = isRecord(details) ? details : {};
      const idValue = record.id;
      const id = Array.isArray(idValue) ? nonEmptyString(idValue[0]) : nonEmptyString(idValue);
      result.push({ id: id ?? alias, alias, name: nonEmptyString(record.name) ?? alias });
    }
  }
  const unique = new Map(result.map((organization) => [organization.id, organization]));
  return [...unique.values()].sort((a, b) => a.name.localeCompare(b.name));
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
