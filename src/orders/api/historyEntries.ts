import * as v from 'valibot';
import { instantUnder, plainFields, type PlainField } from '../../lib/api-shapes';
import { isRecord } from '../../lib/isRecord';
import { KNOWN_STATES } from '../model/states';

/**
 * The two histories' entries (spec 2.5: "Fields of these entries: not shown"), read by meaning
 * rather than by one server's names (docs/decisions/0110): each part found under the words common
 * stacks use (keys already in one case style: the boundary decoded them, src/lib/http/decode.ts), the state found among the entry's values, times in any encoding. What cannot
 * be placed is kept as plain words (`other`), and a value that was not read is never shown as empty.
 */

/** Who made an entry. */
export interface HistoryActor {
  name: string | undefined;
  organizationId: string | undefined;
  role: string | undefined;
}

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
  field: string | undefined;
  oldValue: ChangeValue;
  newValue: ChangeValue;
  /** Only in the supplier's view: a row of its private quote draft. */
  draft: boolean;
}

const TIME_KEYS = [
  'occurredAt',
  'timestamp',
  'time',
  'at',
  'date',
  'changedAt',
  'performedAt',
  'createdAt',
  'created',
  'modifiedAt',
  'updatedAt',
  'when',
];
const ACTOR_KEYS = [
  'actor',
  'user',
  'by',
  'performedBy',
  'changedBy',
  'createdBy',
  'modifiedBy',
  'author',
  'principal',
  'who',
];
const ACTOR_NAME_KEYS = [
  'name',
  'displayName',
  'fullName',
  'userName',
  'username',
  'preferredUsername',
  'login',
  'email',
];
const TOP_ACTOR_NAME_KEYS = ['actorName', 'userName', 'changedByName', 'performedByName', 'byName'];
const ORGANIZATION_KEYS = ['organizationId', 'organisationId', 'orgId'];
const ROLE_KEYS = ['role', 'actorRole', 'side', 'party'];
const NOTE_KEYS = ['notes', 'note', 'comment', 'comments', 'reason', 'message', 'remarks'];
const TRANSITION_KEYS = ['transition', 'action', 'event', 'eventType', 'transitionName', 'rel'];
const TO_STATE_KEYS = [
  'toState',
  'to',
  'newState',
  'targetState',
  'state',
  'status',
  'newStatus',
  'after',
];
const FROM_STATE_KEYS = [
  'fromState',
  'from',
  'oldState',
  'previousState',
  'oldStatus',
  'previousStatus',
  'before',
];
const FIELD_KEYS = ['field', 'fieldName', 'property', 'propertyName', 'attribute', 'path', 'key'];
const OLD_KEYS = ['oldValue', 'old', 'from', 'previousValue', 'previous', 'before'];
const NEW_KEYS = ['newValue', 'new', 'to', 'value', 'currentValue', 'after'];
/** Keys that say nothing a reader needs (ids, links): not listed as unplaced. */
const QUIET_KEYS = ['id', '_links', 'links', 'orderId', 'entryId', 'version'];

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const idText = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : text(value);

function firstUnder<T>(
  record: Record<string, unknown>,
  keys: readonly string[],
  read: (value: unknown) => T | undefined,
): { key: string; value: T } | undefined {
  for (const key of keys) {
    const value = read(record[key]);
    if (value !== undefined) return { key, value };
  }
  return undefined;
}

/** A known state name: the value itself, or an object's `name`, `state`, `code` or `value`. */
function stateName(value: unknown): string | undefined {
  const candidate = isRecord(value)
    ? firstUnder(value, ['name', 'state', 'code', 'value', 'id'], text)?.value
    : text(value);
  const upper = candidate
    ?.trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return KNOWN_STATES.find((state) => state === upper);
}

/** The actor: an object under a common key (its name possibly nested), or a name as text. */
function readActor(entry: Record<string, unknown>, used: Set<string>): HistoryActor | undefined {
  const holder = firstUnder(entry, ACTOR_KEYS, (value) =>
    isRecord(value) || text(value) !== undefined ? value : undefined,
  );
  const record = holder && isRecord(holder.value) ? holder.value : {};
  const nested = [record, ...Object.values(record).filter(isRecord)];
  const name =
    (holder && !isRecord(holder.value) ? text(holder.value) : undefined) ??
    nested.map((one) => firstUnder(one, ACTOR_NAME_KEYS, text)?.value).find(Boolean) ??
    firstUnder(entry, TOP_ACTOR_NAME_KEYS, text)?.value;
  const organizationId =
    nested.map((one) => firstUnder(one, ORGANIZATION_KEYS, idText)?.value).find(Boolean) ??
    firstUnder(entry, ORGANIZATION_KEYS, idText)?.value;
  const role =
    firstUnder(record, ROLE_KEYS, text)?.value ?? firstUnder(entry, ROLE_KEYS, text)?.value;
  if (holder) used.add(holder.key);
  for (const key of [...TOP_ACTOR_NAME_KEYS, ...ORGANIZATION_KEYS, ...ROLE_KEYS])
    if (key in entry) used.add(key);
  if (name === undefined && organizationId === undefined && role === undefined) return undefined;
  return { name, organizationId, role };
}

function readCommon(entry: Record<string, unknown>, used: Set<string>) {
  const time = instantUnder(entry, TIME_KEYS);
  if (time) used.add(time.key);
  return { occurredAt: time?.at, actor: readActor(entry, used) };
}

/** One state-history entry in any shape; `other` holds what could not be placed. */
export function readStateHistoryEntry(raw: unknown): StateHistoryEntry {
  const entry = isRecord(raw) ? raw : { value: raw };
  const used = new Set(QUIET_KEYS);
  const common = readCommon(entry, used);
  const transition = firstUnder(entry, TRANSITION_KEYS, text);
  const to = firstUnder(entry, TO_STATE_KEYS, stateName);
  const from = firstUnder(entry, FROM_STATE_KEYS, stateName);
  const notes = firstUnder(entry, NOTE_KEYS, text);
  for (const found of [transition, to, from, notes]) if (found) used.add(found.key);
  // No state under a known key: the one known state name among the other values is the target.
  const loose = to
    ? undefined
    : Object.entries(entry)
        .filter(([key]) => !used.has(key))
        .map(([key, value]) => ({ key, value: stateName(value) }))
        .find((found) => found.value !== undefined);
  if (loose) used.add(loose.key);
  return {
    ...common,
    transition: transition?.value,
    toState: to?.value ?? loose?.value,
    fromState: from?.value,
    notes: notes?.value,
    other: plainFields(entry, used),
  };
}

/** `/quoteDetails/quotedPrice` or `quoteDetails.quotedPrice` → `quotedPrice`. */
const lastSegment = (path: string) => path.split(/[/.]/).filter(Boolean).at(-1) ?? path;

function changeValue(entry: Record<string, unknown>, keys: readonly string[], used: Set<string>) {
  const key = keys.find((one) => one in entry && entry[one] !== undefined);
  if (key === undefined) return { sent: false } as const;
  used.add(key);
  return { sent: true, value: entry[key] } as const;
}

/** One change-history entry in any shape; `other` holds what could not be placed. */
export function readChangeHistoryEntry(raw: unknown): ChangeHistoryEntry {
  const entry = isRecord(raw) ? raw : { value: raw };
  const used = new Set(QUIET_KEYS);
  const common = readCommon(entry, used);
  const field = firstUnder(entry, FIELD_KEYS, text);
  if (field) used.add(field.key);
  const draft = v.is(v.literal(true), entry['draft']);
  used.add('draft');
  return {
    ...common,
    field: field === undefined ? undefined : lastSegment(field.value),
    oldValue: changeValue(entry, OLD_KEYS, used),
    newValue: changeValue(entry, NEW_KEYS, used),
    draft,
    other: plainFields(entry, used),
  };
}

/** Entries that carry several changes (`changes: [{ field, from, to }]`) become one per change. */
export function flattenChanges(raw: unknown): unknown[] {
  if (!isRecord(raw)) return [raw];
  const nestedKey = ['changes', 'fields', 'diff', 'diffs', 'propertyChanges'].find((key) => {
    const value: unknown = raw[key];
    return Array.isArray(value) && value.length > 0 && value.every(isRecord);
  });
  if (nestedKey === undefined) return [raw];
  const { [nestedKey]: nested, ...shared } = raw;
  return v.parse(v.array(v.looseObject({})), nested).map((change) => ({ ...shared, ...change }));
}
