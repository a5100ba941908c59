/**
 * The hand-written taxonomy of reusable building products, interior and furniture, kept in
 * `data/taxonomy.json`. Class names are unique PascalCase identifiers (the part after `#` in a
 * category URI); English and Norwegian Bokmål names are what people read. Ids are assigned
 * depth-first by `numberTaxonomy`, so adding a category renumbers the ones after it: append new
 * categories at the end of a branch when possible.
 */
import * as v from 'valibot';
import { readSeedTable } from './data.ts';
import type { CategorySeed } from './types.ts';

export const TAXONOMY_NAMESPACE = 'https://taxonomy.sandbox.invalid/building-products';

const CategorySeedSchema: v.GenericSchema<CategorySeed> = v.strictObject({
  className: v.pipe(v.string(), v.regex(/^[A-Z][A-Za-z0-9]*$/)),
  en: v.pipe(v.string(), v.nonEmpty()),
  nb: v.pipe(v.string(), v.nonEmpty()),
  children: v.optional(v.pipe(v.array(v.lazy(() => CategorySeedSchema)), v.nonEmpty())),
});

/** The whole hand-written taxonomy: nine roots. */
export const TAXONOMY: readonly CategorySeed[] = readSeedTable(
  'taxonomy.json',
  v.array(CategorySeedSchema),
);
