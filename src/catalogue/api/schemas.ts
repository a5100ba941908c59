import * as v from 'valibot';

/**
 * Response schemas of the open catalogue endpoints (spec 4.2). Loose objects: unknown fields pass
 * through, and fields the spec calls optional in practice stay optional so that one odd record does
 * not break a whole page.
 */

export interface CategoryNode {
  id: number;
  uri?: string | undefined;
  /** The class name (what `category=` takes). */
  name: string;
  displayName?: string | undefined;
  children?: CategoryNode[] | undefined;
}

export const categoryNodeSchema: v.GenericSchema<CategoryNode> = v.looseObject({
  id: v.number(),
  uri: v.optional(v.string()),
  name: v.string(),
  displayName: v.optional(v.string()),
  children: v.optional(v.array(v.lazy(() => categoryNodeSchema))),
});

export const categoriesSchema = v.array(categoryNodeSchema);

const pointSchema = v.looseObject({
  type: v.optional(v.string()),
  coordinates: v.tuple([v.number(), v.number()]),
});

export const solutionSchema = v.looseObject({
  id: v.number(),
  name: v.string(),
  description: v.optional(v.string()),
  type: v.string(),
  module: v.optional(v.string()),
  organizationId: v.string(),
  organizationName: v.optional(v.string()),
  categoryId: v.number(),
  categoryName: v.optional(v.string()),
  providerLocation: v.optional(v.nullable(pointSchema)),
  co2eData: v.optional(
    v.nullable(
      v.looseObject({
        impactCategory: v.optional(v.string()),
        total: v.optional(v.number()),
        savings: v.optional(v.number()),
        unit: v.optional(v.string()),
        status: v.optional(v.string()),
      }),
    ),
  ),
  functionalUnit: v.optional(
    v.nullable(
      v.looseObject({
        amount: v.optional(v.number()),
        unit: v.optional(v.string()),
        expectedServiceLife: v.optional(v.number()),
      }),
    ),
  ),
});

export type Solution = v.InferOutput<typeof solutionSchema>;
export const solutionsSchema = v.array(solutionSchema);

export const providerSchema = v.looseObject({
  id: v.string(),
  name: v.string(),
  serviceCount: v.optional(v.number()),
  location: v.optional(v.nullable(pointSchema)),
});

export type Provider = v.InferOutput<typeof providerSchema>;
export const providersSchema = v.array(providerSchema);

/** GeoJSON points are `[longitude, latitude]`. */
export function latLngOf(
  point: { coordinates: readonly [number, number] } | null | undefined,
): { lat: number; lng: number } | null {
  if (!point) return null;
  const [lng, lat] = point.coordinates;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}
