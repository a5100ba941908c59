import {
  isIdentifier,
  keySpeaksOf,
  nameOf,
  nameText,
  personNameIn,
  wordsOfKey,
} from '../../lib/api-shapes';
import { isRecord } from '../../lib/isRecord';

/**
 * Who made a history entry (spec 2.5: "fields of these entries: not shown"), found by meaning: any
 * member whose name speaks of who (`actor`, `user`, `by`, `changedBy`, `performedBy`, `author`…),
 * an object or a name as text. The person's name is read with `personNameIn` (`displayName` before
 * `name`, never an id); the organisation and role from the same object or the entry itself.
 */
export interface HistoryActor {
  name: string | undefined;
  organizationId: string | undefined;
  organizationName: string | undefined;
  role: string | undefined;
}

const WHO = [
  'actor',
  'user',
  'by',
  'author',
  'who',
  'principal',
  'person',
  'editor',
  'creator',
  'modifier',
  'performer',
  'initiator',
  'operator',
  'agent',
  'account',
];
const ORGANIZATION = ['organ', 'org', 'company', 'tenant'];
const ROLE = ['role', 'side', 'party'];

const idText = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isFinite(value)
    ? String(value)
    : typeof value === 'string' && value.trim() !== ''
      ? value
      : undefined;

/** An organisation written as an identifier (`organizations/x`) or as an object holding one. */
const organizationIdIn = (value: unknown): string | undefined => {
  if (isRecord(value))
    return idText(value.id) ?? organizationIdIn(typeof value.name === 'string' ? value.name : '');
  return typeof value === 'string' && isIdentifier(value) ? value : undefined;
};

const isIdKey = (key: string) => ['id', 'uuid', 'guid'].includes(wordsOfKey(key).at(-1) ?? '');

/** The first member of `records` whose key passes `test` and whose value `read` reads. */
function firstIn<T>(
  records: readonly Record<string, unknown>[],
  test: (key: string) => boolean,
  read: (value: unknown) => T | undefined,
): T | undefined {
  for (const record of records)
    for (const [key, value] of Object.entries(record)) {
      if (!test(key)) continue;
      const found = read(value);
      if (found !== undefined) return found;
    }
  return undefined;
}

/** The actor of `entry`; the keys it read are added to `used`. */
export function readActor(
  entry: Record<string, unknown>,
  used: Set<string>,
): HistoryActor | undefined {
  const holders = Object.keys(entry).filter(
    (key) => !used.has(key) && keySpeaksOf(key, WHO) && !keySpeaksOf(key, ['at', 'on', 'time']),
  );
  const objects = holders.map((key) => entry[key]).filter(isRecord);
  // An organisation's object is not the person: its name is the organisation's.
  const inner = (one: Record<string, unknown>) =>
    Object.entries(one)
      .filter(([key, value]) => isRecord(value) && !keySpeaksOf(key, ORGANIZATION))
      .map(([, value]) => value)
      .filter(isRecord);
  const nested = objects.flatMap((one) => [one, ...inner(one)]);
  const name =
    nested.map(personNameIn).find(Boolean) ??
    holders.map((key) => nameText(entry[key])).find(Boolean);
  const sources = [...nested, entry];
  const isOrganizationKey = (key: string) => keySpeaksOf(key, ORGANIZATION);
  const organizationId =
    firstIn(sources, (key) => isOrganizationKey(key) && isIdKey(key), idText) ??
    firstIn(sources, isOrganizationKey, organizationIdIn);
  const organizationName =
    firstIn(
      sources,
      (key) => isOrganizationKey(key) && wordsOfKey(key).at(-1) === 'name',
      nameText,
    ) ??
    firstIn(sources, isOrganizationKey, (value) =>
      isRecord(value) ? nameOf(value, 'organization') : undefined,
    );
  const role = firstIn(sources, (key) => keySpeaksOf(key, ROLE), nameText);
  for (const key of Object.keys(entry))
    if (holders.includes(key) || keySpeaksOf(key, [...ORGANIZATION, ...ROLE])) used.add(key);
  const actor = { name, organizationId, organizationName, role };
  const known = Object.values(actor).some((one) => one !== undefined);
  // A who that names no one (`changedBy: "<uuid>"`) is still someone: the view says so in words.
  return known || holders.length > 0 ? actor : undefined;
}
