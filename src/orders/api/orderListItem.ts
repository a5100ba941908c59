import * as v from 'valibot';
import {
  calendarDateSchema,
  co2eDataSchema,
  decimalSchema,
  lenientRecord,
} from '../../lib/api-shapes';
import { orderLineSchema, orderRecord } from './schemas';

/**
 * A line as the list sends it: the order's line (schemas.ts) with its ids optional, plus what the
 * workspace reads for the climate summary (`co2eData`).
 */
const listLineSchema = v.looseObject({
  ...v.partial(orderLineSchema).entries,
  co2eData: co2eDataSchema,
});

/**
 * The quote as the list sends it: price, currency and work dates, each read leniently. The planning
 * board lists an order whose dates could not be read under "Without dates" rather than failing.
 */
const listQuoteSchema = lenientRecord(
  'order list quote',
  {},
  {
    quotedPrice: decimalSchema,
    quotedCurrency: v.string(),
    estimatedStartDate: calendarDateSchema,
    estimatedCompletionDate: calendarDateSchema,
    quoteValidUntil: calendarDateSchema,
  },
);

/**
 * One order of the list (HAL `_embedded.orders` or any collection shape), with the same `_links`
 * the caller would get on the order itself, and the quote as the caller may see it (the planning
 * board reads price and work dates).
 */
export const orderListItemSchema = orderRecord('order in a list', listLineSchema, listQuoteSchema);

export type OrderListItem = v.InferOutput<typeof orderListItemSchema>;
