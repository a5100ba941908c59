import * as v from 'valibot';
import { co2eDataSchema } from '../../lib/api-shapes';
import { lineEntries, orderRecord, quoteDetailsSchema, withCategoryName } from './schemas';

/**
 * A line as the list sends it: the order's line (schemas.ts) with its ids optional, plus what the
 * workspace reads for the climate summary (`co2eData`).
 */
const listLineSchema = v.pipe(
  v.looseObject({ ...v.partial(v.object(lineEntries)).entries, co2eData: co2eDataSchema }),
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
