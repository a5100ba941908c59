import { isRecord } from '../isRecord';
import { keySpeaksOf, wordsOfKey } from './meaning';

/**
 * A person's name as a server sends it (docs/platform-contract.md 3), never an identifier shown as
 * a name: a UUID, a number, a token subject (`auth0|5f7c…`, `f:3a1b…:kari`) or a long hex or
 * base64 string is an id, not something a person reads as who.
 */
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

export function isIdentifier(text: string): boolean {
  const trimmed = text.trim();
  if (UUID.test(trimmed) || !/\p{L}/u.test(trimmed)) return true;
  if (/\s/.test(trimmed)) return false;
  const digits = (trimmed.match(/\d/g) ?? []).length;
  return /[|:]/.test(trimmed) || (digits > 0 && (trimmed.length >= 12 || digits >= 4));
}

/** Words of a member that names part of a name, or something other than the person. */
const PARTS = ['given', 'first', 'family', 'last', 'sur', 'middle'];
const NOT_A_PERSON = ['organ', 'org', 'company', 'tenant', 'role', 'group', 'team'];

/** Text that reads as a name: not empty and no identifier. */
export const nameText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && !isIdentifier(value)
    ? value.trim()
    : undefined;

/**
 * The name in a person's record: `displayName` before `name`, as spec 2.7's category nodes put
 * them, then any other member whose words end in `name` (`fullName`, `userName`…; not an
 * organisation's), then given and family names together; never an id.
 */
export function nameInRecord(record: Record<string, unknown>): string | undefined {
  const named = Object.keys(record).filter(
    (key) => wordsOfKey(key).at(-1) === 'name' && !keySpeaksOf(key, NOT_A_PERSON),
  );
  const order = [
    ...named.filter((key) => keySpeaksOf(key, ['display'])),
    ...named.filter((key) => key === 'name'),
    ...named.filter((key) => !keySpeaksOf(key, PARTS)),
  ];
  for (const key of order) {
    const name = nameText(record[key]);
    if (name !== undefined) return name;
  }
  const part = (words: string[]) =>
    nameText(Object.entries(record).find(([key]) => keySpeaksOf(key, words))?.[1]);
  const whole = [part(['given', 'first']), part(['family', 'last', 'sur'])].filter(Boolean);
  return whole.length > 0 ? whole.join(' ') : undefined;
}

/** A name in a value: the value itself when it is a name, else the name in its record. */
export function personNameIn(value: unknown): string | undefined {
  return isRecord(value) ? nameInRecord(value) : nameText(value);
}
