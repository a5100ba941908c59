import * as v from 'valibot';
import { integerIdSchema, optionalCalendarDate, optionalDecimal } from '../../lib/api-shapes';
import { halLinksSchema } from '../../lib/hal';

/**
 * Loose schemas of the order API (spec 2, docs/platform-contract.md 2 and 3): unknown fields,
 * states and relations pass through; optional fields the app can live without are optional.
 */
const text = v.optional(v.nullable(v.string()));
const idSchema = v.union([v.string(), v.number()]);

export const partySchema = v.looseObject({
  id: v.optional(idSchema),
  name: text,
});

export const orderLineSchema = v.looseObject({
  solutionId: integerIdSchema,
  categoryId: integerIdSchema,
  solutionName: text,
  categoryName: text,
  type: text,
});

export const quoteDetailsSchema = v.looseObject({
  quotedPrice: optionalDecimal,
  quotedCurrency: text,
  estimatedStartDate: optionalCalendarDate,
  estimatedCompletionDate: optionalCalendarDate,
  quoteValidUntil: optionalCalendarDate,
  quoteNotes: text,
});

export const orderSchema = v.looseObject({
  id: integerIdSchema,
  name: v.string(),
  state: v.string(),
  customer: v.optional(v.nullable(partySchema)),
  supplier: v.optional(v.nullable(partySchema)),
  lines: v.optional(v.array(orderLineSchema), []),
  quoteDetails: v.optional(v.nullable(quoteDetailsSchema)),
  createdAt: text,
  updatedAt: text,
  _links: halLinksSchema,
});

const actorSchema = v.looseObject({
  userId: text,
  name: text,
  organizationId: text,
  role: text,
});

export const stateHistoryEntrySchema = v.looseObject({
  transition: text,
  fromState: text,
  toState: text,
  actor: v.optional(v.nullable(actorSchema)),
  occurredAt: text,
  notes: text,
});

export const changeHistoryEntrySchema = v.looseObject({
  field: text,
  oldValue: v.optional(v.unknown()),
  newValue: v.optional(v.unknown()),
  actor: v.optional(v.nullable(actorSchema)),
  occurredAt: text,
  /** Only in the supplier's view: a row of its private quote draft. */
  draft: v.optional(v.nullable(v.boolean())),
});

export type Order = v.InferOutput<typeof orderSchema>;
export type OrderLine = v.InferOutput<typeof orderLineSchema>;
export type QuoteDetails = v.InferOutput<typeof quoteDetailsSchema>;
export type StateHistoryEntry = v.InferOutput<typeof stateHistoryEntrySchema>;
export type ChangeHistoryEntry = v.InferOutput<typeof changeHistoryEntrySchema>;

/** The quote's fields (spec 2.2), in the order the forms and histories show them. */
export const QUOTE_FIELD_NAMES = [
  'quotedPrice',
  'quotedCurrency',
  'estimatedStartDate',
  'estimatedCompletionDate',
  'quoteValidUntil',
  'quoteNotes',
] as const satisfies readonly (keyof QuoteFields)[];

/** Quote fields as sent in `PUT quote-details` and the `quote`/`send-offer` body. */
export interface QuoteFields {
  quotedPrice?: number;
  quotedCurrency?: string;
  estimatedStartDate?: string;
  estimatedCompletionDate?: string;
  quoteValidUntil?: string;
  quoteNotes?: string;
}
