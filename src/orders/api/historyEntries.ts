import * as v from 'valibot';
import {
  dateTimeOf,
  keySpeaksOf,
  plainFields,
  WHEN_WORDS,
  wordsOfKey,
  type PlainField,
} from '../../lib/api-shapes';
import { isRecord } from '../../lib/isRecord';
import { KNOWN_STATES } from '../model/states';
import { readActor, type HistoryActor } from './historyActor';

export type { HistoryActor } from './historyActor';

/**
 * The two histories' entries (spec 2.5: "Fields of these entries: not shown"), read by meaning
 * (docs/platform-contract.md 3, decision 0110): each part is the member whose name's words mean it
 * (`lib/api-shapes/meaning.ts`), the state is found among the entry's values, the time is the
 * entry's one date-time whatever its key. What cannot be placed is kept as plain words (`other`),
 * and a value that was not read is never shown as empty.
 */

interface EntryBase {
  occurredAt: string | undefined;
  actor: HistoryActor | undefined;
  /** Fields the reader could not place, in plain words. */
  other: PlainField[];
}

export interface StateHistoryEntry extends EntryBase {
  transition: string | undefined;
  fromState: string | undefined;
  toState: string | undefined;
  notes: string | undefined;
}

/** One side of a change: sent (maybe `null`, the server's own "nothing"), or not found at all. */
export type ChangeValue = { sent: true; value: unknown } | { sent: false };

export interface ChangeHistoryEntry extends EntryBase {
  /** The changed field's own name, camelCase (`quotedPrice`), from the last part of its path. */
  field: string | undefined;
  /** The whole path in words (`quote details quoted price`), for a field the app has no name for. */
  fieldWords: string | undefined;
  oldValue: ChangeValue;
  newValue: ChangeValue;
  /** Only in the supplier's view: a row of its private quote draft. */
  draft: boolean;
}

/** Words that mean the side before a change, and the side after it. */
const BEFORE = ['old', 'previous', 'prev', 'from', 'before', 'was', 'original', 'prior', 'former'];
const AFTER = ['new', 'current', 'to', 'after', 'now', 'next', 'target'];
const STATE = ['state', 'status'];
const TRANSITION = ['transition', 'action', 'event', 'step', 'rel', 'command', 'operation'];
const NOTES = ['note', 'notes', 'comment', 'reason', 'message', 'remark', 'description', 'text'];
const FIELD = ['field', 'property', 'path', 'attribute', 'name', 'key', 'column', 'prop', 'member'];
/** Members that say nothing a person needs (ids, links, versions): never listed as unplaced. */
const isQuiet = (key: string) =>
  ['id', 'uuid', 'guid', 'links', 'version', 'etag'].includes(wordsOfKey(key).at(-1) ?? '');

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The first member not yet used whose key passes `test` and whose value `read` reads. */
function member<T>(
  entry: Record<string, unknown>,
  used: Set<string>,
  test: (key: string) => boolean,
  read: (value: unknown) => T | undefined,
): { key: string; value: T } | undefined {
  for (const [key, raw] of Object.entries(entry)) {
    if (used.has(key) || !test(key)) continue;
    const value = read(raw);
    if (value !== undefined) {
      used.add(key);
      return { key, value };
    }
  }
  return undefined;
}

const speaks =
  (stems: readonly string[], unless: readonly string[] = []) =>
  (key: string) =>
    keySpeaksOf(key, stems) && !keySpeaksOf(key, unless);

/** A known state name: the value itself, or an object's `name`, `state`, `code` or `value`. */
function stateName(value: unknown): string | undefined {
  const candidate = isRecord(value)
    ? ['name', 'state', 'code', 'value', 'id'].map((key) => text(value[key])).find(Boolean)
    : text(value);
  const upper = candidate
    ?.trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return KNOWN_STATES.find((state) => state === upper);
}

/**
 * The entry's time: its one date-time member not yet placed; of several, the first whose name
 * speaks of a moment (`occurredAt`, `changedOn`, `timestamp`, `when`…).
 */
function readTime(entry: Record<string, unknown>, used: Set<string>): string | undefined {
  const times = Object.entries(entry).flatMap(([key, value]) => {
    const at = used.has(key) ? undefined : dateTimeOf(key, value);
    return at === undefined ? [] : [{ key, at }];
  });
  const time = times.find(({ key }) => keySpeaksOf(key, WHEN_WORDS)) ?? times[0];
  if (time) used.add(time.key);
  return time?.at;
}

function readEntry(raw: unknown) {
  const entry = isRecord(raw) ? raw : { value: raw };
  const used = new Set(Object.keys(entry).filter(isQuiet));
  return { entry, used };
}

/**
 * What every history entry holds, in the order it is read: who, the entry's own fields
 * (`readFields`), when (the date-time member left), and `other`, what could not be placed.
 */
function readHistoryEntry<T>(
  raw: unknown,
  readFields: (entry: Record<string, unknown>, used: Set<string>) => T,
): EntryBase & T {
  const { entry, used } = readEntry(raw);
  const actor = readActor(entry, used);
  const fields = readFields(entry, used);
  const occurredAt = readTime(entry, used);
  return { occurredAt, actor, ...fields, other: plainFields(entry, used) };
}

/** One state-history entry in any shape; `other` holds what could not be placed. */
export function readStateHistoryEntry(raw: unknown): StateHistoryEntry {
  return readHistoryEntry(raw, (entry, used) => {
    const transition = member(entry, used, speaks(TRANSITION), text);
    const from = member(entry, used, speaks(BEFORE, AFTER), stateName);
    const to =
      member(entry, used, speaks(AFTER, BEFORE), stateName) ??
      member(entry, used, speaks(STATE, BEFORE), stateName) ??
      // No state under a name that says so: the one known state among the other values.
      member(entry, used, () => true, stateName);
    const notes = member(entry, used, speaks(NOTES), text);
    return {
      transition: transition?.value,
      toState: to?.value,
      fromState: from?.value,
      notes: notes?.value,
    };
  });
}

/** `QuoteDetails.QuotedPrice`, `quote_details.quoted_price`, `/quoteDetails/quotedPrice`. */
function fieldOfPath(path: string): { field: string; words: string } | undefined {
  const parts = path.split(/[/.[\]]+/).filter((part) => part !== '');
  const last = wordsOfKey(parts.at(-1) ?? '');
  if (last.length === 0) return undefined;
  const field = last
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
  return { field, words: wordsOfKey(path).join(' ') };
}

const pairOf = (value: unknown): [unknown, unknown] | undefined =>
  Array.isArray(value) && value.length === 2 ? [value[0], value[1]] : undefined;

const sent = (value: unknown): ChangeValue =>
  value === undefined ? { sent: false } : { sent: true, value };

/**
 * The sides of a change: under names that mean before and after (`oldValue`/`newValue`,
 * `previous`/`current`, `from`/`to`, `before`/`after`, `was`/`now`; a lone `value` is the new one),
 * or a two-element `[old, new]` pair.
 */
function readSides(entry: Record<string, unknown>, used: Set<string>) {
  const present = (value: unknown) => (value === undefined ? undefined : { value });
  const before = member(entry, used, speaks(BEFORE, AFTER), present);
  const after =
    member(entry, used, speaks(AFTER, BEFORE), present) ??
    member(entry, used, (key) => key === 'value', present);
  if (before || after)
    return { oldValue: sent(before?.value.value), newValue: sent(after?.value.value) };
  const pair = member(entry, used, () => true, pairOf);
  return {
    pairKey: pair?.key,
    oldValue: sent(pair?.value[0]),
    newValue: sent(pair?.value[1]),
  };
}

/** One change-history entry in any shape; `other` holds what could not be placed. */
export function readChangeHistoryEntry(raw: unknown): ChangeHistoryEntry {
  return readHistoryEntry(raw, (entry, used) => {
    const draft = v.is(v.literal(true), entry['draft']);
    used.add('draft');
    const path = member(entry, used, speaks(FIELD), (value) => {
      const written = text(value);
      return written === undefined ? undefined : fieldOfPath(written);
    });
    const sides = readSides(entry, used);
    // A pair under the field's own name (`{ quotedPrice: [900, 980] }`, PaperTrail's changes).
    const named = path?.value ?? (sides.pairKey ? fieldOfPath(sides.pairKey) : undefined);
    return {
      field: named?.field,
      fieldWords: named?.words,
      oldValue: sides.oldValue,
      newValue: sides.newValue,
      draft,
    };
  });
}

/**
 * Entries that carry several changes become one per change: a list of records under a member whose
 * words speak of changes (`changes`, `diffs`, `fieldChanges`, `propertyChanges`, Jira's `items`).
 */
export function flattenChanges(raw: unknown): unknown[] {
  if (!isRecord(raw)) return [raw];
  const nestedKey = Object.keys(raw).find((key) => {
    const value: unknown = raw[key];
    const records = Array.isArray(value) && value.length > 0 && value.every(isRecord);
    return records && keySpeaksOf(key, ['chang', 'diff', 'field', 'propert', 'item']);
  });
  if (nestedKey === undefined) return [raw];
  const { [nestedKey]: nested, ...shared } = raw;
  return v.parse(v.array(v.looseObject({})), nested).map((change) => ({ ...shared, ...change }));
}
