import * as v from 'valibot';

/**
 * Value readers for the fields the spec types loosely (docs/platform-contract.md 3): a server may
 * send decimals as strings, dates with or without a time, ids as numbers or strings.
 */

const DECIMAL_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;
const INTEGER_TEXT = /^\s*\d+\s*$/;
const DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/;

/** A decimal as a number or as a string such as `"1200.50"`; read as a number. */
export const decimalSchema = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.regex(DECIMAL_TEXT), v.transform(Number)),
]);

/** An integer id as a number or as a string of digits (`42` or `"42"`); read as a number. */
export const integerIdSchema = v.union([
  v.pipe(v.number(), v.integer()),
  v.pipe(v.string(), v.regex(INTEGER_TEXT), v.transform(Number)),
]);

/**
 * A calendar date, `YYYY-MM-DD` or a full date-time (`2026-03-01T00:00:00Z`); read as the
 * `YYYY-MM-DD` the server wrote (its own date, not moved to another time zone).
 */
export const calendarDateSchema = v.pipe(
  v.string(),
  v.regex(DATE_PREFIX),
  v.transform((text) => DATE_PREFIX.exec(text)?.[1] ?? text),
);

/** Optional, nullable variants as the loose schemas use them. */
export const optionalDecimal = v.optional(v.nullable(decimalSchema));
export const optionalCalendarDate = v.optional(v.nullable(calendarDateSchema));
export const optionalText = v.optional(v.nullable(v.string()));
