/**
 * Value rules of `SANDBOX_SHAPES=random`, each a pure function of a JSON body: key case, unset
 * optional fields, decimal figures and date-times.
 */
import { isRecord, type Json } from '../rewrite.ts';
import { SOLUTION_FIELDS } from '../../catalogue/records.ts';
import { QUOTE_FIELDS } from '../../orders/types.ts';
import type { Choices } from './choices.ts';

/** Keys the spec names (2.1–2.4, 2.6, 2.7): they keep the spec's spelling in every case style. */
export const SPEC_KEYS: ReadonlySet<string> = new Set([
  // 2.1 order, 2.2 quote details, 2.4 order line
  'id',
  'name',
  'state',
  'quoteDetails',
  ...QUOTE_FIELDS,
  'solutionId',
  'categoryId',
  // 2.6 solution and its nested fields
  ...SOLUTION_FIELDS,
  'coordinates',
  'impactCategory',
  'total',
  'savings',
  'unit',
  'status',
  'amount',
  'expectedServiceLife',
  // 2.7 category node
  'uri',
  'displayName',
]);

/** HAL's keywords; `_links` is copied whole (relation names and spec 2.3's link fields). */
const HAL_LINKS = '_links';
const HAL_EMBEDDED = '_embedded';

function words(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase());
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function inCase(key: string, style: Choices['keyCase']): string {
  const parts = words(key);
  switch (style) {
    case 'camel':
      return parts.map((word, index) => (index === 0 ? word : capital(word))).join('');
    case 'snake':
      return parts.join('_');
    case 'kebab':
      return parts.join('-');
    case 'pascal':
      return parts.map(capital).join('');
  }
}

/** How the chosen server spells `key`: the spec's spelling for keys the spec names. */
export function keyIn(key: string, style: Choices['keyCase']): string {
  return SPEC_KEYS.has(key) ? key : inCase(key, style);
}

/**
 * Every key the spec does not name in `style`; `_links` whole and the relation names under
 * `_embedded` stay as they are (their values are converted).
 */
export function withKeyCase(body: Json, style: Choices['keyCase']): Json {
  if (Array.isArray(body)) return body.map((item: unknown) => withKeyCase(item, style));
  if (!isRecord(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => {
      if (key === HAL_LINKS) return [key, value];
      if (key === HAL_EMBEDDED && isRecord(value)) {
        const embedded = Object.entries(value).map(([rel, item]) => [
          rel,
          withKeyCase(item, style),
        ]);
        return [key, Object.fromEntries(embedded)];
      }
      return [keyIn(key, style), withKeyCase(value, style)];
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Unset optional fields.

/** Optional fields of each kind of record, by a key only that kind has. */
const OPTIONAL_FIELDS: readonly { marker: string; fields: readonly string[] }[] = [
  { marker: 'state', fields: ['quoteDetails'] },
  { marker: 'quotedCurrency', fields: QUOTE_FIELDS },
  { marker: 'estimatedStartDate', fields: QUOTE_FIELDS },
  { marker: 'quotedPrice', fields: QUOTE_FIELDS },
  { marker: 'fromState', fields: ['notes'] },
  { marker: 'oldValue', fields: ['draft'] },
  { marker: 'serviceCount', fields: ['location'] },
  { marker: 'expectedServiceLife', fields: ['amount', 'unit'] },
  { marker: 'amount', fields: ['unit', 'expectedServiceLife'] },
];

/** `null` for every unset optional field (Pydantic, Jackson's `ALWAYS`, System.Text.Json). */
export function withNulls(body: Json): Json {
  if (Array.isArray(body)) return body.map(withNulls);
  if (!isRecord(body)) return body;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    result[key] = key === HAL_LINKS ? value : withNulls(value);
  }
  for (const { marker, fields } of OPTIONAL_FIELDS) {
    if (!(marker in body)) continue;
    for (const field of fields) if (!(field in result)) result[field] = null;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Figures and times.

/** Decimal figures: a quote's price, and a CO2e figure's total and saving (not a list's total). */
const isDecimal = (key: string, record: Record<string, unknown>): boolean =>
  key === 'quotedPrice' || ((key === 'total' || key === 'savings') && 'impactCategory' in record);

/** The numbers of `body` whose member `chosen` picks, as numeric strings. */
function withStringsAt(
  body: Json,
  chosen: (key: string, record: Record<string, unknown>) => boolean,
): Json {
  if (Array.isArray(body)) return body.map((item: unknown) => withStringsAt(item, chosen));
  if (!isRecord(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      chosen(key, body) && typeof value === 'number' ? String(value) : withStringsAt(value, chosen),
    ]),
  );
}

/** Decimal figures as numeric strings (DRF's `COERCE_DECIMAL_TO_STRING`, Rails' BigDecimal). */
export const withDecimalStrings = (body: Json): Json => withStringsAt(body, isDecimal);

/** The sandbox's own date-times: ISO 8601 in UTC with `Z`. */
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** The offset of `offset` date-times: Central European Time in winter. */
const OFFSET_MINUTES = 60;

function fraction(millis: number, digits: number): string {
  if (digits === 0) return '';
  return `.${String(millis).padStart(3, '0').padEnd(digits, '0').slice(0, digits)}`;
}

/** One instant in the chosen form. */
export function formatInstant(
  time: number,
  form: Choices['dateTime'],
  digits: Choices['fractionDigits'],
): string | number {
  if (form === 'epoch-millis') return time;
  if (form === 'epoch-seconds') return Math.floor(time / 1000);
  const shifted = new Date(time + (form === 'offset' ? OFFSET_MINUTES * 60_000 : 0));
  const wall = shifted.toISOString().slice(0, 19) + fraction(shifted.getUTCMilliseconds(), digits);
  if (form === 'utc') return `${wall}Z`;
  // `local`: the UTC wall clock without an offset (a LocalDateTime on a server in UTC).
  return form === 'offset' ? `${wall}+01:00` : wall;
}

/** Every ISO UTC date-time in the chosen form. */
export function withDateTimes(
  body: Json,
  form: Choices['dateTime'],
  digits: Choices['fractionDigits'],
): Json {
  if (typeof body === 'string' && ISO_UTC.test(body)) {
    return formatInstant(Date.parse(body), form, digits);
  }
  if (Array.isArray(body)) return body.map((item: unknown) => withDateTimes(item, form, digits));
  if (!isRecord(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      key === HAL_LINKS ? value : withDateTimes(value, form, digits),
    ]),
  );
}

/** "InteriorDoors" → "Interior doors": a label in place of a class name. */
export function labelOf(className: string): string {
  const text = words(className).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Category nodes (anything with `uri` and `name`) with their `name` as a label. */
export function withLabelNames(body: Json): Json {
  if (Array.isArray(body)) return body.map(withLabelNames);
  if (!isRecord(body)) return body;
  const result = Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, withLabelNames(value)]),
  );
  if (typeof body['uri'] === 'string' && typeof body['name'] === 'string') {
    result['name'] = labelOf(body['name']);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Whole counts and empty lists.

/** Whole counts no spec field names. */
const INT64_KEYS = new Set(['serviceCount']);

/** Whole counts as strings: proto3's JSON mapping writes every int64 so. */
export const withInt64Strings = (body: Json): Json =>
  withStringsAt(body, (key) => INT64_KEYS.has(key));

/**
 * Every member holding an empty list left out (proto3 JSON, Go's `omitempty`, Jackson's
 * `NON_EMPTY`); `_links` whole. A top-level list (`/solutions`, spec 4.2) stays a list.
 */
export function withoutEmptyLists(body: Json): Json {
  if (Array.isArray(body)) return body.map(withoutEmptyLists);
  if (!isRecord(body)) return body;
  return Object.fromEntries(
    Object.entries(body)
      .filter(([, value]) => !(Array.isArray(value) && value.length === 0))
      .map(([key, value]) => [key, key === HAL_LINKS ? value : withoutEmptyLists(value)]),
  );
}
