/**
 * Validation of request bodies (valibot at the boundary; unknown extra fields pass through).
 * Field errors are `{ field, code }` with stable codes: REQUIRED, INVALID_TYPE, TOO_LONG,
 * MUST_BE_POSITIVE, INVALID_CURRENCY, INVALID_DATE, START_AFTER_COMPLETION, IN_THE_PAST,
 * TOO_MANY, NOT_AN_OBJECT, INVALID_CHARACTERS (NUL or a lone surrogate).
 */
import * as v from 'valibot';
import type { ProblemFieldError } from '../http/problem.ts';
import { validationFailed } from './problems.ts';
import { QUOTE_FIELDS, type OrderLineRef, type QuoteDetails } from './types.ts';

export const MAX_NAME_LENGTH = 200;
export const MAX_NOTES_LENGTH = 4000;
export const MAX_LINES = 50;

const CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

/** A real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Today's date in UTC, `YYYY-MM-DD`. */
export function utcToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Half of a surrogate pair without its other half: not valid Unicode, cannot be stored as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text can be stored (no NUL, no lone surrogate). */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

const storable = v.check(isStorableText, 'INVALID_CHARACTERS');

const dateField = v.nullish(
  v.pipe(v.string('INVALID_TYPE'), v.check(isCalendarDate, 'INVALID_DATE')),
);
const textField = v.nullish(
  v.pipe(v.string('INVALID_TYPE'), storable, v.maxLength(MAX_NOTES_LENGTH, 'TOO_LONG')),
);

/** Quote fields as they may appear in a draft save or a quote body; `null` clears a field. */
const quoteFieldsSchema = v.looseObject(
  {
    quotedPrice: v.nullish(
      v.pipe(v.number('INVALID_TYPE'), v.finite('INVALID_TYPE'), v.gtValue(0, 'MUST_BE_POSITIVE')),
    ),
    quotedCurrency: v.nullish(
      v.pipe(
        v.string('INVALID_TYPE'),
        v.check((code) => CURRENCIES.has(code), 'INVALID_CURRENCY'),
      ),
    ),
    estimatedStartDate: dateField,
    estimatedCompletionDate: dateField,
    quoteValidUntil: dateField,
    quoteNotes: textField,
    notes: textField,
  },
  'NOT_AN_OBJECT',
);

const notesBodySchema = v.looseObject({ notes: textField }, 'NOT_AN_OBJECT');

const nameSchema = v.pipe(
  v.string('INVALID_TYPE'),
  storable,
  v.trim(),
  v.minLength(1, 'REQUIRED'),
  v.maxLength(MAX_NAME_LENGTH, 'TOO_LONG'),
);

const renameSchema = v.looseObject({ name: nameSchema }, 'NOT_AN_OBJECT');

const lineSchema = v.looseObject(
  {
    solutionId: v.pipe(v.number('INVALID_TYPE'), v.integer('INVALID_TYPE')),
    categoryId: v.pipe(v.number('INVALID_TYPE'), v.integer('INVALID_TYPE')),
  },
  'NOT_AN_OBJECT',
);

/**
 * The app's mark of orders asked together (docs/decisions/0177): kept as sent and shown again on
 * the order; the spec names no such field, so a platform may drop it.
 */
const requestReferenceSchema = v.pipe(
  v.string('INVALID_TYPE'),
  v.regex(/^[\x21-\x7e]{1,64}$/, 'INVALID_FORMAT'),
);

const createOrderSchema = v.looseObject(
  {
    name: nameSchema,
    requestReference: v.optional(requestReferenceSchema),
    lines: v.pipe(
      v.array(lineSchema, 'INVALID_TYPE'),
      v.minLength(1, 'REQUIRED'),
      v.maxLength(MAX_LINES, 'TOO_MANY'),
    ),
  },
  'NOT_AN_OBJECT',
);

function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): ProblemFieldError[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue);
    const missing = issue.kind === 'schema' && issue.input === undefined && path !== null;
    return { field: path ?? 'body', code: missing ? 'REQUIRED' : issue.message };
  });
}

function parse<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): v.InferOutput<TSchema> {
  // valibot's object schemas accept arrays; a body must be a plain JSON object.
  if (Array.isArray(body)) throw validationFailed([{ field: 'body', code: 'NOT_AN_OBJECT' }]);
  const result = v.safeParse(schema, body);
  if (!result.success) throw validationFailed(fieldErrors(result.issues));
  return result.output;
}

export function parseNotesBody(body: unknown): { notes: string | null } {
  const parsed = parse(notesBodySchema, body);
  return { notes: parsed.notes ?? null };
}

/** The quote fields present in the body; a field set to `null` is returned as `null` (clear it). */
export type QuotePatch = { [K in keyof QuoteDetails]?: QuoteDetails[K] | null };

export function parseQuoteBody(body: unknown): { patch: QuotePatch; notes: string | null } {
  const parsed = parse(quoteFieldsSchema, body);
  const patch: QuotePatch = {
    quotedPrice: parsed.quotedPrice,
    quotedCurrency: parsed.quotedCurrency,
    estimatedStartDate: parsed.estimatedStartDate,
    estimatedCompletionDate: parsed.estimatedCompletionDate,
    quoteValidUntil: parsed.quoteValidUntil,
    quoteNotes: parsed.quoteNotes,
  };
  return { patch, notes: parsed.notes ?? null };
}

/** Applies a patch over a quote: `undefined` keeps the field, `null` removes it. */
export function mergeQuote(base: QuoteDetails, patch: QuotePatch): QuoteDetails {
  const merged: Record<string, unknown> = { ...base };
  for (const field of QUOTE_FIELDS) {
    const value = patch[field];
    if (value === null) Reflect.deleteProperty(merged, field);
    else if (value !== undefined) merged[field] = value;
  }
  return quoteFromPatch(merged);
}

/** A quote holding only the fields with a value. */
export function quoteFromPatch(patch: Partial<Record<keyof QuoteDetails, unknown>>): QuoteDetails {
  const quote: QuoteDetails = {};
  if (typeof patch.quotedPrice === 'number') quote.quotedPrice = patch.quotedPrice;
  if (typeof patch.quotedCurrency === 'string') quote.quotedCurrency = patch.quotedCurrency;
  if (typeof patch.estimatedStartDate === 'string')
    quote.estimatedStartDate = patch.estimatedStartDate;
  if (typeof patch.estimatedCompletionDate === 'string')
    quote.estimatedCompletionDate = patch.estimatedCompletionDate;
  if (typeof patch.quoteValidUntil === 'string') quote.quoteValidUntil = patch.quoteValidUntil;
  if (typeof patch.quoteNotes === 'string') quote.quoteNotes = patch.quoteNotes;
  return quote;
}

/**
 * Rules across fields, checked on the quote as it will be saved or sent: start ≤ completion,
 * `quoteValidUntil` not before today (UTC); when sending, a price and a currency are required.
 */
export function checkQuote(quote: QuoteDetails, now: Date, sending: boolean): void {
  const errors: ProblemFieldError[] = [];
  if (sending && quote.quotedPrice === undefined)
    errors.push({ field: 'quotedPrice', code: 'REQUIRED' });
  if (sending && quote.quotedCurrency === undefined)
    errors.push({ field: 'quotedCurrency', code: 'REQUIRED' });
  if (
    quote.estimatedStartDate !== undefined &&
    quote.estimatedCompletionDate !== undefined &&
    quote.estimatedStartDate > quote.estimatedCompletionDate
  )
    errors.push({ field: 'estimatedCompletionDate', code: 'START_AFTER_COMPLETION' });
  if (quote.quoteValidUntil !== undefined && quote.quoteValidUntil < utcToday(now))
    errors.push({ field: 'quoteValidUntil', code: 'IN_THE_PAST' });
  if (errors.length > 0) throw validationFailed(errors);
}

export function parseRenameBody(body: unknown): { name: string } {
  return { name: parse(renameSchema, body).name };
}

export function parseCreateOrderBody(body: unknown): {
  name: string;
  lines: OrderLineRef[];
  requestReference?: string;
} {
  const parsed = parse(createOrderSchema, body);
  return {
    name: parsed.name,
    ...(parsed.requestReference === undefined ? {} : { requestReference: parsed.requestReference }),
    lines: parsed.lines.map((line) => ({
      solutionId: line.solutionId,
      categoryId: line.categoryId,
    })),
  };
}
