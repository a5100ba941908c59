import { cachedUpTo } from '../cache';
import { readInstant } from './values';

/**
 * Fields the spec does not name, found by what their names mean (docs/decisions/0110): a key or a
 * path split into lower-case words whatever its case, separators or prefixes, matched on word
 * stems. One stack's spelling is never the rule; the words are.
 */

/**
 * Every answer repeats the same few keys (2,400 services name the same members): each key is split
 * once (the Unicode expressions are the readers' dearest step on a phone). Bounded, for a server
 * whose keys are values.
 */
const wordsByKey = new Map<string, readonly string[]>();

/**
 * `lastModified`, `last_modified`, `Last-Modified`, `@odata.nextLink`, `QuoteDetails.QuotedPrice`,
 * `/quoteDetails/quotedPrice`, `organizationID`, `CREDIT_CHECK_PENDING` → their words in lower case,
 * in any script.
 */
export function wordsOfKey(key: string): readonly string[] {
  return cachedUpTo(wordsByKey, 4096, key, splitKey);
}

function splitKey(key: string): readonly string[] {
  return key
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[^\p{L}\d]+/u)
    .filter((word) => word !== '')
    .map((word) => word.toLocaleLowerCase());
}

/**
 * Whether a word is one of `stems`: the word itself, or, for a stem of four letters or more, a word
 * it begins (`creat` → created, creation; `modif` → modified). Short stems (`at`, `by`, `to`)
 * match whole words only, so `at` never matches `attribute`.
 */
export function wordIs(word: string, stems: readonly string[]): boolean {
  return stems.some((stem) => word === stem || (stem.length >= 4 && word.startsWith(stem)));
}

/** Whether any word of `key` is one of `stems`. */
export const keySpeaksOf = (key: string, stems: readonly string[]): boolean =>
  wordsOfKey(key).some((word) => wordIs(word, stems));

/** Words that say a member holds a moment: when something happened. */
export const WHEN_WORDS = [
  'at',
  'on',
  'time',
  'timestamp',
  'date',
  'when',
  'occurred',
  'happened',
  // Past participles: `created` alone says when it was created.
  'changed',
  'created',
  'modified',
  'updated',
  'inserted',
  'added',
  'edited',
  'revised',
  'altered',
  'registered',
  'instant',
  'moment',
];

const ISO_DATE_TIME = /^\s*\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/**
 * A value that reads as a date-time by itself, whatever its key: an ISO date-time with a time of
 * day. A number or a date alone reads as one only under a key that speaks of a moment
 * ({@link WHEN_WORDS}): an id or a count is a number too.
 */
export function dateTimeOf(key: string, value: unknown): string | undefined {
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) return readInstant(value);
  return keySpeaksOf(key, WHEN_WORDS) ? readInstant(value) : undefined;
}

/**
 * The members of `record` whose keys speak of `stems` and whose values read as date-times, in the
 * record's order; keys that also speak of `unless` are left out (`createdBy` is who, not when).
 */
export function dateTimesSpeakingOf(
  record: Record<string, unknown>,
  stems: readonly string[],
  unless: readonly string[] = [],
): { key: string; at: string }[] {
  return Object.entries(record).flatMap(([key, value]) => {
    if (!keySpeaksOf(key, stems) || keySpeaksOf(key, unless)) return [];
    const at = dateTimeOf(key, value);
    return at === undefined ? [] : [{ key, at }];
  });
}
