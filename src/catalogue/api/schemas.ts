import * as v from 'valibot';
import { isRecord } from '../../lib/isRecord';
import {
  co2eDataSchema,
  decimalSchema,
  integerIdSchema,
  isIdentifier,
  lenientRecord,
  nameOf,
} from '../../lib/api-shapes';

const optionalDecimal = v.optional(decimalSchema);

/**
 * Response schemas of the open catalogue endpoints (spec 4.2). Loose objects: unknown fields pass
 * through, and fields the spec calls optional in practice stay optional so that one odd record does
 * not break a whole page.
 */

/** A category's id: a number (also sent as digits), or any other string (spec 2.7 gives no type). */
export type CategoryId = number | string;

export interface CategoryNode {
  id: CategoryId;
  uri?: string | undefined;
  /** The class name (what `category=` takes). */
  name: string;
  displayName?: string | undefined;
  children?: CategoryNode[] | undefined;
}

/**
 * A category node's own fields (spec 2.7). Its children sit under a key the spec leaves open;
 * `readTree` (src/lib/api-shapes) finds them and names them `children`.
 */
export const categoryFieldsSchema = v.looseObject({
  id: v.union([integerIdSchema, v.pipe(v.string(), v.nonEmpty())]),
  uri: v.optional(v.string()),
  name: v.string(),
  displayName: v.optional(v.string()),
});

const pointSchema = v.looseObject({
  type: v.optional(v.string()),
  coordinates: v.tuple([v.number(), v.number()]),
});

/**
 * A service's name for people: spec 2.6's `name` as sent, or, where it is an identifier
 * (`solutions/42`), its `displayName` or title (`nameOf`). A service whose only name is an identifier keeps it: `name` is
 * required to show a result. Its provider's `organizationName` is read where it is shown
 * (`nameOf`), so the record keeps every value as sent.
 */
function withServiceNames(raw: unknown): unknown {
  if (!isRecord(raw) || typeof raw.name !== 'string' || !isIdentifier(raw.name)) return raw;
  return { ...raw, name: nameOf(raw, 'thing') ?? raw.name };
}

const solutionRequired = { id: integerIdSchema, name: v.string() };
const solutionOptional = {
  description: v.string(),
  type: v.string(),
  module: v.string(),
  organizationId: v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
  organizationName: v.string(),
  categoryId: integerIdSchema,
  categoryName: v.string(),
  providerLocation: pointSchema,
  co2eData: co2eDataSchema,
  functionalUnit: v.looseObject({
    amount: optionalDecimal,
    unit: v.optional(v.string()),
    expectedServiceLife: optionalDecimal,
  }),
};

/** The fields spec 2.6 names for a service (any other a server sends is an extra). */
export const SOLUTION_FIELDS: ReadonlySet<string> = new Set([
  ...Object.keys(solutionRequired),
  ...Object.keys(solutionOptional),
]);

/**
 * A service (spec 2.6). Only what a result cannot be shown without is required: its `id` and
 * `name`. Every other field is read leniently (`lenientRecord`): absent, null or in a shape the app
 * cannot read, it is left out (and named in `unreadableFields`), never a failed page.
 */
export const solutionSchema = v.pipe(
  v.unknown(),
  v.transform(withServiceNames),
  lenientRecord('A service', solutionRequired, solutionOptional),
);

export type Solution = v.InferOutput<typeof solutionSchema>;

const PROVIDER_ID_KEYS = ['id', 'organizationId', 'organisationId', 'orgId', 'uuid', 'identifier'];
const COUNT_KEYS = [
  'serviceCount',
  'servicesCount',
  'solutionCount',
  'publicServiceCount',
  'count',
];
const LOCATION_KEYS = ['location', 'providerLocation', 'position', 'geometry'];

/** The first value under `keys` that `schema` reads. */
function firstRead<TSchema extends v.GenericSchema>(
  record: Record<string, unknown>,
  keys: readonly string[],
  schema: TSchema,
): v.InferOutput<TSchema> | undefined {
  for (const key of keys) {
    const parsed = v.safeParse(schema, record[key]);
    if (parsed.success) return parsed.output;
  }
  return undefined;
}

const providerIdSchema = v.union([
  v.pipe(v.string(), v.nonEmpty()),
  v.pipe(v.number(), v.transform(String)),
]);

/**
 * A provider (spec 2.8: "Fields of a provider record: not shown"): its id under the spellings
 * common stacks use (`id` / `organizationId`…, else a `name` that is an identifier, such as the
 * resource name `organizations/x`), and its name for people (`nameOf`: `displayName` before a
 * `name` that is an identifier). A record without an id cannot be chosen and fails the list
 * (reported); one without a readable name has `name` undefined and is said in words
 * (`providerName`), never by its id.
 */
export const providerSchema = v.pipe(
  v.looseObject({}),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const record = dataset.value;
    const named = typeof record.name === 'string' && isIdentifier(record.name) ? record.name : '';
    const id = firstRead(record, PROVIDER_ID_KEYS, providerIdSchema) ?? (named || undefined);
    if (id === undefined) {
      addIssue({ message: 'a provider without an id' });
      return NEVER;
    }
    return {
      ...record,
      id,
      name: nameOf(record, 'organization'),
      serviceCount: firstRead(record, COUNT_KEYS, v.number()),
      location: firstRead(record, LOCATION_KEYS, pointSchema),
    };
  }),
);

export type Provider = v.InferOutput<typeof providerSchema>;

/** GeoJSON points are `[longitude, latitude]`. */
export function latLngOf(
  point: { coordinates: readonly [number, number] } | null | undefined,
): { lat: number; lng: number } | null {
  if (!point) return null;
  const [lng, lat] = point.coordinates;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}
