import * as v from 'valibot';
import { co2eDataSchema, functionalUnitSchema, optionalDecimal } from '../../lib/api-shapes';
import { lineEntries, orderRecord, quoteDetailsSchema, withCategoryName } from './schemas';

/**
 * A line as the list sends it: the order's line (schemas.ts) with its ids optional, plus what the
 * workspace reads for the climate report: its service's `co2eData` and `functionalUnit`, and a
 * `quantity` where the order gives one (spec 2.4 names none). An unreadable unit or quantity is
 * left out, never fails the line.
 */
const listLineSchema = v.pipe(
  v.looseObject({
    ...v.partial(v.object(lineEntries)).entries,
    co2eData: co2eDataSchema,
    functionalUnit: v.fallback(v.optional(v.nullable(functionalUnitSchema)), undefined),
    quantity: v.fallback(optionalDecimal, undefined),
  }),
  v.transform(withCategoryName),
);

/**
 * One order of the list (HAL `_embedded.orders` or any collection shape), with the same `_links`
 * the caller would get on the order itself, and the quote as the caller may see it (the planning
 * board reads price and work dates).
 */
export const orderListItemSchema = orderRecord(
  'order in a list',
  listLineSchema,
  quoteDetailsSchema,
);

export type OrderListItem = v.InferOutput<typeof orderListItemSchema>;
