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
 * `YYYY-MM-DD` the server wrote (its own date, not moved to another time zone). An epoch number
 * (or string of digits) is read as its day in UTC.
 */
export const calendarDateSchema = v.union([
  v.pipe(
    v.string(),
    v.regex(DATE_PREFIX),
    v.transform((text) => DATE_PREFIX.exec(text)?.[1] ?? text),
  ),
  // An epoch (number or digits): its day in UTC, the only day an epoch names without a zone.
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\s*\d+\s*$/))]),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const instant = readInstant(dataset.value);
      if (instant !== undefined) return instant.slice(0, 10);
      addIssue({ message: 'not a date' });
      return NEVER;
    }),
  ),
]);

/** Optional, nullable variants as the loose schemas use them. */
export const optionalDecimal = v.optional(v.nullable(decimalSchema));
export const optionalCalendarDate = v.optional(v.nullable(calendarDateSchema));
export const optionalText = v.optional(v.nullable(v.string()));

/** Epoch numbers below this are seconds, above it milliseconds (1e11 s is the year 5138). */
const EPOCH_SECONDS_LIMIT = 1e11;
const EPOCH_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;
/** `YYYY-MM-DD`, or a date-time with any fraction and offset (`Z`, `+01:00`, `+0100`, none). */
const ISO_INSTANT =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?)(?:[.,](\d+))?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

function fromEpoch(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const ms = Math.abs(value) < EPOCH_SECONDS_LIMIT ? value * 1000 : value;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function fromIsoText(text: string): string | undefined {
  const match = ISO_INSTANT.exec(text.trim());
  if (!match) return undefined;
  const [, day = '', time, fraction, offset] = match;
  if (time === undefined) return Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? undefined : day;
  const seconds = time.length === 5 ? `${time}:00` : time;
  const millis = fraction === undefined ? '' : `.${fraction.slice(0, 3).padEnd(3, '0')}`;
  const zone =
    offset === undefined
      ? ''
      : offset.toUpperCase() === 'Z'
        ? 'Z'
        : offset.length === 3
          ? `${offset}:00`
          : `${offset.slice(0, 3)}:${offset.slice(-2)}`;
  const parsed = Date.parse(`${day}T${seconds}${millis}${zone}`);
  return Number.isNaN(parsed) ? undefined : new Date(parsed).toISOString();
}

/**
 * A point in time in any encoding a server may choose (docs/platform-contract.md 3): an ISO date
 * (`2026-03-01`, kept as it is), an ISO date-time with any precision and offset, or epoch seconds
 * or milliseconds as a number or a string of digits. Date-times and epochs are read as an ISO
 * date-time in UTC (`2026-03-01T10:00:00.000Z`); undefined when the value is none of these.
 */
export function readInstant(value: unknown): string | undefined {
  if (typeof value === 'number') return fromEpoch(value);
  if (typeof value !== 'string') return undefined;
  if (EPOCH_TEXT.test(value)) return fromEpoch(Number(value));
  return fromIsoText(value);
}

/** {@link readInstant} as a schema: fails on a value that is no point in time. */
export const instantSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const instant = readInstant(dataset.value);
    if (instant !== undefined) return instant;
    addIssue({ message: 'not a point in time' });
    return NEVER;
  }),
);
