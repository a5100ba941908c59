import { wordsOfKey } from './meaning';

/**
 * Continuation values (docs/platform-contract.md 3): a member that carries where the list goes on
 * as a value to send back (`nextPageToken` Google AIP-158, `next_cursor` Slack, `NextMarker` S3,
 * `continuationToken` Azure, `metadata.continue` Kubernetes), not as a link. The way to that page
 * is the answer's own URL with the value as the parameter the member's name implies: so it is a
 * page link like any other, and whoever follows `next` follows it.
 */

/** The page relations a continuation value can lead to. */
export type ContinuationRelation = 'next' | 'prev';

/** What a value of this kind is: one of these words with a relation word names a continuation. */
const KIND_WORDS = new Set(['token', 'cursor', 'key', 'marker']);
/** Words that alone say "the list goes on with this value". */
const CONTINUE_WORDS = new Set(['continuation', 'continue']);
const RELATION_WORDS: Record<string, ContinuationRelation> = {
  next: 'next',
  prev: 'prev',
  previous: 'prev',
};
/** A name with one of these words holds a link, never a value to send back (`next_cursor_url`). */
const LINK_WORDS = new Set(['url', 'uri', 'link', 'href']);

/** The member's own name: `@odata.nextToken` → `nextToken` (the part after the last `.`). */
const ownName = (name: string) => name.slice(name.lastIndexOf('.') + 1).replace(/^[@$]+/, '');

/** Words that make a member a value to send back rather than a link (`nextPageToken`). */
export function namesAValue(name: string): boolean {
  const words = wordsOfKey(ownName(name));
  if (words.some((word) => LINK_WORDS.has(word))) return false;
  return words.some((word) => KIND_WORDS.has(word) || CONTINUE_WORDS.has(word));
}

/**
 * The relation a member's name says it continues to: a relation word with a kind word (`nextKey`,
 * `prev_cursor`), a continuation word (`continuationToken`, `continue`: next), or `cursor` alone
 * (AT Protocol: next). Undefined for any other name, and for a name that says it is a link.
 */
export function continuationRelation(name: string): ContinuationRelation | undefined {
  const words = wordsOfKey(ownName(name));
  if (words.some((word) => LINK_WORDS.has(word))) return undefined;
  const relation = words.map((word) => RELATION_WORDS[word]).find((found) => found !== undefined);
  if (relation !== undefined && words.some((word) => KIND_WORDS.has(word))) return relation;
  if (words.some((word) => CONTINUE_WORDS.has(word))) return 'next';
  return words.length === 1 && words[0] === 'cursor' ? 'next' : undefined;
}

/**
 * The request parameter a continuation member is sent back as, by one rule: its name without the
 * relation word, in the member's own case style (`nextPageToken` → `pageToken`, `next_cursor` →
 * `cursor`, `NextMarker` → `Marker`, `NEXT_PAGE_TOKEN` → `PAGE_TOKEN`; `continuationToken` and
 * `continue` as they are).
 */
export function continuationParameter(name: string): string {
  const own = ownName(name);
  // Case-sensitive on purpose: `\p{Lu}` under the `i` flag would match any letter.
  const relation = '(?:next|Next|NEXT|prev|Prev|PREV|previous|Previous|PREVIOUS)';
  const stripped = own
    .replace(new RegExp(`^${relation}(?:[-_]|(?=\\p{Lu}|\\d))`, 'u'), '')
    .replace(new RegExp(`(?:[-_]|(?<=\\p{Ll}|\\d))${relation}$`, 'u'), '')
    .replace(new RegExp(`([-_])${relation}[-_]`, 'u'), '$1')
    .replace(/(?<=[\p{Ll}\d])(?:Next|Prev(?:ious)?)(?=\p{Lu})/u, '');
  if (stripped === '' || stripped === own) return own;
  // `nextPageToken` → `pageToken`: a name that began in lower case goes on so (not `PAGE_TOKEN`).
  const lowerFirst = /^\p{Ll}/u.test(own);
  return lowerFirst ? stripped.charAt(0).toLocaleLowerCase() + stripped.slice(1) : stripped;
}

/** A continuation value as sent back: a non-empty string or a number; anything else ends the list. */
export function continuationValue(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Request parameters that number a page: the token says where instead (`PAGE_PARAM`, getPage). */
const PAGE_NUMBER_PARAMS = ['pageNumber', 'page', 'offset'];

/**
 * The way to the page a continuation value names: the answer's URL with `parameter=value` (any
 * earlier value replaced, page numbers the app sent dropped); without the answer's URL, a
 * reference to resolve (`?pageToken=…`).
 */
export function continuationHref(
  parameter: string,
  value: string,
  answerUrl: string | undefined,
): string {
  if (answerUrl === undefined) return `?${new URLSearchParams({ [parameter]: value }).toString()}`;
  const url = new URL(answerUrl);
  for (const name of PAGE_NUMBER_PARAMS) if (name !== parameter) url.searchParams.delete(name);
  url.searchParams.set(parameter, value);
  return url.href;
}
