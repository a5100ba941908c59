import * as v from 'valibot';
import { co2eDataSchema, decimalSchema, integerIdSchema } from '../../lib/api-shapes';

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

export const solutionSchema = v.looseObject({
  id: integerIdSchema,
  name: v.string(),
  description: v.optional(v.string()),
  type: v.string(),
  module: v.optional(v.string()),
  organizationId: v.string(),
  organizationName: v.optional(v.string()),
  categoryId: integerIdSchema,
  categoryName: v.optional(v.string()),
  providerLocation: v.optional(v.nullable(pointSchema)),
  co2eData: co2eDataSchema,
  functionalUnit: v.optional(
    v.nullable(
      v.looseObject({
        amount: optionalDecimal,
        unit: v.optional(v.string()),
        expectedServiceLife: optionalDecimal,
      }),
    ),
  ),
});

export type Solution = v.InferOutput<typeof solutionSchema>;

export const providerSchema = v.looseObject({
  id: v.string(),
  name: v.string(),
  serviceCount: v.optional(v.number()),
  location: v.optional(v.nullable(pointSchema)),
});

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
