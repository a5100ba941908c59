import * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import {
  canonicalKeys,
  co2eDataSchema,
  flattenResource,
  functionalUnitSchema,
  walkPages,
  integerIdSchema,
  lenientRecord,
  nameOf,
} from '../../lib/api-shapes';
import { isRecord } from '../../lib/isRecord';
import { platformOf } from '../../lib/http';
import { workspaceKeys } from './keys';

/**
 * One of the organisation's own services (spec 4.3: "Its response: not shown"). Read like the
 * other records whose fields the spec does not show (docs/decisions/0110, 0144): a JSON:API
 * resource is flattened (its keys already in one case style: the boundary decoded them,
 * src/lib/http/decode.ts), the fields a card shows are found under the words common stacks use, and only the `id` (the card's key) is required. A field
 * in a shape the app cannot read is named in `unreadableFields` and shown as "not readable".
 */

/** Where each field of a card may sit, first word first. */
const SPELLINGS = {
  id: ['id', 'solutionId', 'serviceId', 'uuid'],
  name: ['name', 'title', 'displayName', 'solutionName', 'serviceName'],
  description: ['description', 'summary', 'details'],
  type: ['type', 'solutionType', 'serviceType', 'kind'],
  public: ['public', 'isPublic', 'published', 'isPublished', 'visible', 'visibility'],
  categoryName: ['categoryName', 'categoryDisplayName', 'categoryLabel', 'category'],
  categoryId: ['categoryId'],
  co2eData: ['co2eData', 'co2e', 'climate'],
  functionalUnit: ['functionalUnit'],
} as const;

const VISIBLE = new Set(['true', 'public', 'published', 'visible', 'open', 'listed']);
const NOT_VISIBLE = new Set([
  'false',
  'private',
  'unpublished',
  'hidden',
  'internal',
  'draft',
  'unlisted',
]);

/** Public or not: a boolean, or a word such as `PUBLIC` / `private` / `"true"` (any case). */
const visibilitySchema = v.union([
  v.boolean(),
  v.pipe(
    v.string(),
    v.transform((text) => text.trim().toLowerCase()),
    v.check((word) => VISIBLE.has(word) || NOT_VISIBLE.has(word), 'not a visibility'),
    v.transform((word) => VISIBLE.has(word)),
  ),
]);

const orgServiceRecord = lenientRecord(
  'our service',
  { id: v.union([integerIdSchema, v.pipe(v.string(), v.nonEmpty())]) },
  {
    name: v.pipe(v.string(), v.nonEmpty()),
    description: v.string(),
    type: v.pipe(v.string(), v.nonEmpty()),
    module: v.string(),
    public: visibilitySchema,
    categoryId: integerIdSchema,
    categoryName: v.pipe(v.string(), v.nonEmpty()),
    co2eData: co2eDataSchema,
    functionalUnit: functionalUnitSchema,
  },
);

/** A category sent as an object (a nested serializer, an eager relation): its name and id. */
function categoryFields(record: Record<string, unknown>): Record<string, unknown> {
  const category = record['category'];
  if (!isRecord(category)) return record;
  const { category: _nested, ...rest } = record;
  return {
    categoryName: nameOf(category, 'thing'),
    categoryId: category['id'],
    ...rest,
  };
}

/** A record in any of the spellings above, in the one `orgServiceRecord` reads. */
export function canonicalService(raw: unknown): unknown {
  const flat = flattenResource(raw);
  if (!isRecord(flat)) return flat;
  // Its name for people first (`displayName` before a `name` that is an identifier).
  const name = nameOf(flat, 'thing');
  return canonicalKeys(categoryFields(name === undefined ? flat : { ...flat, name }), SPELLINGS);
}

export const orgServiceSchema = v.pipe(
  v.unknown(),
  v.transform(canonicalService),
  orgServiceRecord,
);

export type OrgService = v.InferOutput<typeof orgServiceSchema>;

/** Pages of the organisation's services read at most; past it the page says "at least". */
export const ORG_SERVICES_MAX_PAGES = 20;

/**
 * `GET {catalogue}/{orgId}/service` (spec 4.3): all of the organisation's services, public or not,
 * on every page the server gives (`walkPages`). Category names come in the request's language
 * (`Accept-Language`): the key names it.
 */
export function orgServicesQueryOptions(organizationId: string, language: string) {
  return queryOptions({
    queryKey: workspaceKeys.services(organizationId, language),
    queryFn: ({ client, signal }) => {
      const { http, catalogueBaseUrl } = platformOf(client);
      const url = `${catalogueBaseUrl}/${encodeURIComponent(organizationId)}/service`;
      return walkPages(http, url, orgServiceSchema, {
        auth: true,
        signal,
        what: 'GET /{orgId}/service',
        preferredKeys: ['services', 'solutions'],
        maxPages: ORG_SERVICES_MAX_PAGES,
      });
    },
    staleTime: 60_000,
  });
}
