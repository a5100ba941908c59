import * as v from 'valibot';
import { co2eDataSchema, integerIdSchema } from '../../lib/api-shapes';
import { halLinksSchema } from '../../lib/hal';
import { orderLineSchema, partySchema, quoteDetailsSchema } from './schemas';

const text = v.optional(v.nullable(v.string()));

/**
 * A line as the list sends it: the order's line (schemas.ts) with its ids optional, plus what the
 * workspace reads for the climate summary (`co2eData`).
 */
const listLineSchema = v.looseObject({
  ...v.partial(orderLineSchema).entries,
  co2eData: co2eDataSchema,
});

/**
 * The quote as the list sends it: the price as the order's quote reads it (schemas.ts), the work
 * dates as any text. The planning board checks them itself (`isCalendarDate`) and lists an order
 * with an unreadable date under "Without dates" rather than failing the whole list.
 */
const listQuoteSchema = v.looseObject({
  ...v.pick(quoteDetailsSchema, ['quotedPrice', 'quotedCurrency']).entries,
  estimatedStartDate: text,
  estimatedCompletionDate: text,
  quoteValidUntil: text,
});

/**
 * One order of the list (HAL `_embedded.orders`), with the same `_links` the caller would get on the
 * order itself. Built from the order's own pieces (schemas.ts: parties, lines, quote); looser where
 * a list may say less (no name, no lines). Loose: unknown fields, states and relations pass through.
 */
export const orderListItemSchema = v.looseObject({
  id: integerIdSchema,
  name: text,
  state: v.string(),
  customer: v.optional(v.nullable(partySchema)),
  supplier: v.optional(v.nullable(partySchema)),
  lines: v.optional(v.nullable(v.array(listLineSchema))),
  /** The quote as the caller may see it (the planning board reads price and work dates). */
  quoteDetails: v.optional(v.nullable(listQuoteSchema)),
  createdAt: text,
  updatedAt: text,
  _links: halLinksSchema,
});

export type OrderListItem = v.InferOutput<typeof orderListItemSchema>;
