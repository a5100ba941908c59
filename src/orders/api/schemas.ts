import * as v from 'valibot';
import {
  calendarDateSchema,
  decimalSchema,
  instantSchema,
  integerIdSchema,
  isIdentifier,
  lenientRecord,
  nameOf,
} from '../../lib/api-shapes';
import { halLinksSchema } from '../../lib/hal';
import { withOrderTimes } from './orderTimes';
import { lineCategoryName } from './lineCategoryName';

/**
 * Loose schemas of the order API (spec 2, docs/platform-contract.md 2 and 3): unknown fields,
 * states and relations pass through; optional fields the app can live without are optional.
 */
const text = v.optional(v.nullable(v.string()));
const idSchema = v.union([v.string(), v.number()]);

const ID_SPELLINGS = ['id', 'organizationId', 'organisationId', 'orgId', 'uuid'];

/**
 * A party (customer, supplier): an object, or text (its identifier, or its name). `id`: its id under a common
 * spelling, else a `name` that is an identifier (a resource name `organizations/x`), so that
 * `sameOrganization` still knows it; `name`: its name for people (`nameOf`), never an identifier.
 */
export const partySchema = v.pipe(
  v.union([
    v.looseObject({}),
    v.pipe(
      v.string(),
      v.transform((id) => ({ id })),
    ),
  ]),
  v.transform((party: Record<string, unknown>) => {
    const named = typeof party.name === 'string' && isIdentifier(party.name) ? party.name : null;
    const id = [...ID_SPELLINGS.map((key) => party[key]), named].find(
      (value) => typeof value === 'number' || (typeof value === 'string' && value.trim() !== ''),
    );
    return {
      ...party,
      id: v.is(idSchema, id) ? id : undefined,
      name: nameOf(party, 'organization'),
    };
  }),
);

export const lineEntries = {
  solutionId: integerIdSchema,
  categoryId: integerIdSchema,
  solutionName: text,
  type: text,
};

/** A line's `categoryName`: the name it gives its category, found by meaning (lineCategoryName). */
export const withCategoryName = <T extends Record<string, unknown>>(line: T) => ({
  ...line,
  categoryName: lineCategoryName(line),
});

/** An order line (spec 2.4) with `categoryName` read by meaning. */
export const orderLineSchema = v.pipe(v.looseObject(lineEntries), v.transform(withCategoryName));

/**
 * The quote's fields (spec 2.2) and how each is read, in the order the forms and histories show
 * them: the one list of them (`QUOTE_FIELD_NAMES` and `QuoteFields` follow from it).
 */
const quoteFieldSchemas = {
  quotedPrice: decimalSchema,
  quotedCurrency: v.string(),
  estimatedStartDate: calendarDateSchema,
  estimatedCompletionDate: calendarDateSchema,
  quoteValidUntil: calendarDateSchema,
  quoteNotes: v.string(),
};

/**
 * The quote, on an order and in a list: every field optional and read leniently. The planning
 * board lists an order whose dates could not be read under "Without dates" rather than failing.
 */
export const quoteDetailsSchema = lenientRecord('order quote', {}, quoteFieldSchemas);

/**
 * An order (spec 2.1), on its own or in a list, with its lines and quote as that read gives them.
 * The views need only `id`, `state` and `_links`; every other field is read leniently: one in a
 * shape the app cannot read is left out, named in `unreadableFields` (shown as "not readable") and
 * logged once by key and type. It never fails the page (decision 0110). Its times are found by
 * meaning first (`withOrderTimes`).
 */
export function orderRecord<TLine extends v.GenericSchema, TQuote extends v.GenericSchema>(
  what: string,
  line: TLine,
  quote: TQuote,
) {
  return v.pipe(
    v.unknown(),
    v.transform(withOrderTimes),
    lenientRecord(
      what,
      { id: integerIdSchema, state: v.string(), _links: halLinksSchema },
      {
        name: v.string(),
        // The mark of orders asked together, where the server keeps it (decision 0177).
        requestReference: v.string(),
        customer: partySchema,
        supplier: partySchema,
        lines: v.array(line),
        quoteDetails: quote,
        createdAt: instantSchema,
        updatedAt: instantSchema,
      },
    ),
  );
}

export const orderSchema = orderRecord('order', orderLineSchema, quoteDetailsSchema);

export type Order = v.InferOutput<typeof orderSchema>;
export type QuoteDetails = v.InferOutput<typeof quoteDetailsSchema>;
export type { ChangeHistoryEntry, StateHistoryEntry } from './historyEntries';

export type QuoteFieldName = keyof typeof quoteFieldSchemas;

const isQuoteField = (key: string): key is QuoteFieldName => key in quoteFieldSchemas;

/** The quote's fields (spec 2.2), in the order the forms and histories show them. */
export const QUOTE_FIELD_NAMES: readonly QuoteFieldName[] =
  Object.keys(quoteFieldSchemas).filter(isQuoteField);

/** Quote fields as sent in `PUT quote-details` and the `quote`/`send-offer` body. */
export type QuoteFields = { [K in QuoteFieldName]?: K extends 'quotedPrice' ? number : string };
