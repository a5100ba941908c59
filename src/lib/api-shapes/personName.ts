import { cachedUpTo } from '../cache';
import { isRecord } from '../isRecord';
import { keySpeaksOf, wordsOfKey } from './meaning';

/**
 * Names for people (docs/platform-contract.md 3, "Names for people"): what a person reads as the
 * name of a party, provider, organisation, actor, category or service, never an identifier.
 */
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
/** A URI with a scheme (`https://…`, `urn:…`). */
const URI = /^[a-z][a-z\d+.-]*:\S/i;
/** Lower-case words joined by `-` or `_`, no spaces: `peer-provider`, `peer_buyer`. */
const SLUG = /^[\p{Ll}\d]+(?:[-_][\p{Ll}\d]+)+$/u;

/**
 * Whether a text is an identifier rather than a name: a UUID, digits, a URI, a path or resource
 * name with `/` (`organizations/peer-provider`), a slug (`peer-provider`), a token subject
 * (`auth0|5f7c…`, `f:3a1b…:kari`) or a long code with digits. A text with spaces is a name
 * ("Bygg/Anlegg AS"), and so is one word ("Byggmester", "acme").
 */
export function isIdentifier(text: string): boolean {
  const trimmed = text.trim();
  if (UUID.test(trimmed) || !/\p{L}/u.test(trimmed) || URI.test(trimmed)) return true;
  if (/\s/.test(trimmed)) return false;
  if (trimmed.includes('/') || SLUG.test(trimmed)) return true;
  const digits = (trimmed.match(/\d/g) ?? []).length;
  return /[|:]/.test(trimmed) || (digits > 0 && (trimmed.length >= 12 || digits >= 4));
}

/** Text that reads as a name: not empty and no identifier. */
export const nameText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && !isIdentifier(value)
    ? value.trim()
    : undefined;

/**
 * What is named: a person (a history's actor, a user), an organisation (a party, a provider, one
 * in the token) or any other thing (a category, a service). A person's `title` is a job title and
 * `organizationName` names another thing; an organisation's `organizationName` and `legalName`
 * are its own; a service's `organizationName` is its provider's.
 */
export type NamedKind = 'person' | 'organization' | 'thing';

/** Words of a member that names part of a person's name, or something other than the person. */
const PARTS = ['given', 'first', 'family', 'last', 'sur', 'middle'];
const NOT_A_PERSON = ['organ', 'org', 'company', 'tenant', 'role', 'group', 'team'];
/** Words of a member that names something other than the thing itself. */
const NOT_THE_THING = [
  'user',
  'person',
  'contact',
  'by',
  'creat',
  'modif',
  'author',
  'owner',
  'categor',
  'parent',
  'class',
  'file',
  'key',
  'field',
];
/** Words of a member that names an organisation: not a thing's own name. */
const ORGANIZATION = ['organ', 'org', 'company', 'tenant', 'provider', 'customer', 'supplier'];
/** Last words of a thing's own name members besides `name`: its title or label. */
const THING_NAME_WORDS = ['name', 'title', 'label'];

const lastWord = (key: string) => wordsOfKey(key).at(-1) ?? '';

/**
 * A record's name members in the order they are read, for a kind. Records of one answer share
 * their members (a tree's 371 nodes, a page's services): each set of members is read once.
 */
function nameKeys(record: Record<string, unknown>, kind: NamedKind): readonly string[] {
  const keys = Object.keys(record);
  return cachedUpTo(nameKeysByShape, 256, `${kind}\u0000${keys.join('\u0000')}`, () =>
    nameKeysAmong(keys, kind),
  );
}

const nameKeysByShape = new Map<string, readonly string[]>();

function nameKeysAmong(keys: readonly string[], kind: NamedKind): readonly string[] {
  const own =
    kind === 'person'
      ? keys.filter((key) => lastWord(key) === 'name' && !keySpeaksOf(key, NOT_A_PERSON))
      : keys.filter(
          (key) =>
            THING_NAME_WORDS.includes(lastWord(key)) &&
            !keySpeaksOf(
              key,
              kind === 'thing' ? [...NOT_THE_THING, ...ORGANIZATION] : NOT_THE_THING,
            ),
        );
  return [
    ...own.filter((key) => keySpeaksOf(key, ['display'])),
    ...own.filter((key) => key === 'name'),
    ...own.filter((key) => kind !== 'person' || !keySpeaksOf(key, PARTS)),
  ];
}

/**
 * The name in a record: a display member (`displayName`, `display_label`…) first, as spec 2.7's
 * category nodes put them, then `name`, then the kind's own name members (a thing's `title`,
 * `label`, `organizationName`, `legalName`; a person's `fullName`, `userName`…), then a person's
 * given and family names together; each only where it reads as a name, never an id.
 */
export function nameInRecord(
  record: Record<string, unknown>,
  kind: NamedKind = 'person',
): string | undefined {
  for (const key of nameKeys(record, kind)) {
    const name = nameText(record[key]);
    if (name !== undefined) return name;
  }
  if (kind !== 'person') return undefined;
  const part = (words: string[]) =>
    nameText(Object.entries(record).find(([key]) => keySpeaksOf(key, words))?.[1]);
  const whole = [part(['given', 'first']), part(['family', 'last', 'sur'])].filter(Boolean);
  return whole.length > 0 ? whole.join(' ') : undefined;
}

/**
 * The one name for people of anything named: the value itself when it is text that reads as a
 * name, else the name in its record (`nameInRecord`); undefined when it has none, so the caller
 * says in words what is known ("Someone (supplier)"), never an identifier.
 */
export function nameOf(value: unknown, kind: NamedKind): string | undefined {
  return isRecord(value) ? nameInRecord(value, kind) : nameText(value);
}

/** A person's name in a value (a history's actor): `nameOf` for a person. */
export const personNameIn = (value: unknown): string | undefined => nameOf(value, 'person');
