/**
 * The category tree of `GET /categories` (spec 2.6), checked exactly: nothing missing, nothing
 * extra. Free of Vitest, so that the browser journeys can read the tree with it too.
 */
import * as v from 'valibot';
import type { CategoryNode } from '../../sandbox/catalogue/records.ts';

export type { CategoryNode };

export const CategoryNodeSchema: v.GenericSchema<CategoryNode> = v.strictObject({
  id: v.number(),
  uri: v.string(),
  name: v.string(),
  displayName: v.string(),
  children: v.array(v.lazy(() => CategoryNodeSchema)),
});

export const CategoryTreeSchema = v.array(CategoryNodeSchema);
