/**
 * `orgRefs` of `SANDBOX_SHAPES=random`: how a server names organisations where the spec does not
 * (order parties, history actors' organisation, provider records; spec 2.1, 2.5, 2.8: not
 * shown). `{ id, name }` (the sandbox's own); a resource name with a display name (Google AIP-122
 * and AIP-148: `{ name: "organizations/x", displayName }`); or the organisation's URI as its `id`
 * (JSON-LD, ActivityStreams). Spec-named fields (a solution's `organizationId`) keep the id.
 */
import { isRecord, type Json } from '../rewrite.ts';
import type { Choices } from './choices.ts';

/** The collection part of an organisation's resource name. */
export const ORGANIZATIONS = 'organizations';

/** An organisation's id as a resource name or a URI. */
export function organizationRef(id: string, choice: Choices['orgRefs'], base: URL): string {
  switch (choice) {
    case 'id':
      return id;
    case 'resource-name':
      return `${ORGANIZATIONS}/${id}`;
    case 'uri':
      return new URL(`/orgadmin/v1/${ORGANIZATIONS}/${encodeURIComponent(id)}`, base).href;
  }
}

/** An organisation record `{ id, name, …rest }` as the chosen server writes it. */
function organizationIn(
  record: Record<string, unknown>,
  choice: Choices['orgRefs'],
  base: URL,
): Record<string, unknown> {
  const { id, name, ...rest } = record;
  if (typeof id !== 'string') return record;
  const ref = organizationRef(id, choice, base);
  return choice === 'resource-name'
    ? { name: ref, displayName: name, ...rest }
    : { id: ref, name, ...rest };
}

const PARTIES = ['customer', 'supplier'];

/**
 * Every organisation in `body` as chosen: an order's `customer` and `supplier`, a provider
 * record (it has `serviceCount`), an actor's `organizationId` (a record with a `role`).
 */
export function withOrgRefs(body: Json, choice: Choices['orgRefs'], base: URL): Json {
  if (choice === 'id') return body;
  if (Array.isArray(body)) return body.map((item: unknown) => withOrgRefs(item, choice, base));
  if (!isRecord(body)) return body;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === '_links') result[key] = value;
    else if (PARTIES.includes(key) && isRecord(value))
      result[key] = organizationIn(value, choice, base);
    else if (key === 'organizationId' && 'role' in body && typeof value === 'string')
      result[key] = organizationRef(value, choice, base);
    else result[key] = withOrgRefs(value, choice, base);
  }
  return 'serviceCount' in body ? organizationIn(result, choice, base) : result;
}

/**
 * `organizationIds` as such a server reads them: a resource name or a URI names the organisation
 * whose id it ends in, as a plain id does.
 */
export function readOrgRefs(params: URLSearchParams, name: string): void {
  const values = params.getAll(name);
  if (values.length === 0) return;
  params.delete(name);
  for (const value of values) {
    const ids = value.split(',').map((one) => {
      const trimmed = one.trim().replace(/\/+$/, '');
      const last = trimmed.slice(trimmed.lastIndexOf('/') + 1);
      return trimmed.includes('/') ? decodeURIComponent(last) : trimmed;
    });
    params.append(name, ids.join(','));
  }
}
