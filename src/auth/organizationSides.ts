import { keySpeaksOf, wordIs, wordsOfKey, type PartySide } from '../lib/api-shapes';
import { isRecord } from '../lib/isRecord';

/**
 * The sides of an order (customer, supplier) an organisation acts on, where its entry in the
 * organisation claim says so (decision 0102): the spec does not show how a caller's side is
 * known, and a platform may name it as an attribute of the organisation (Keycloak's organisation
 * attributes, directly in the entry or under `attributes`). Read by meaning: a member that speaks
 * of a role, side, party or type (`orderRoles`, `sides`, `type`), whose values are each one side
 * word (`"supplier"`, `["CUSTOMER"]`, `"buyer, provider"`). A person's own roles in the
 * organisation (`view-members`, `manage-customers`) are more than one word and say nothing here.
 */
const SIDE_KEY_WORDS = ['role', 'side', 'party', 'parties', 'type'];
const ATTRIBUTE_KEY_WORDS = ['attribute'];
const SIDE_WORDS: Record<PartySide, readonly string[]> = {
  customer: ['customer', 'buyer', 'purchaser', 'kunde'],
  supplier: ['supplier', 'provider', 'vendor', 'seller', 'leverandør'],
};
const SIDES: readonly PartySide[] = ['customer', 'supplier'];

/** The side one value names (`"Supplier"`, `"customers"`), if it is one side word and no more. */
function sideOfWord(value: unknown): PartySide | undefined {
  if (typeof value !== 'string') return undefined;
  const words = wordsOfKey(value);
  if (words.length !== 1) return undefined;
  const [word = ''] = words;
  return SIDES.find((side) => wordIs(word, SIDE_WORDS[side]));
}

/** The sides a member's value names: one text, a list, or a text listing several. */
function sidesIn(value: unknown): PartySide[] {
  const values = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(/[,;|\s]+/)
      : [];
  return values.flatMap((one) => sideOfWord(one) ?? []);
}

/** Whether the organisation may act on `side`: its claim names it, or names no side. */
export const mayActOn = (organization: { sides?: readonly PartySide[] }, side: PartySide) =>
  organization.sides?.includes(side) !== false;

/**
 * The sides the organisation's entry names, in the order customer, supplier; undefined when it
 * names none, so that the app acts on both (it cannot tell).
 */
export function organizationSidesOf(entry: Record<string, unknown>): PartySide[] | undefined {
  const found = new Set<PartySide>();
  const read = (record: Record<string, unknown>, depth: number) => {
    for (const [key, value] of Object.entries(record)) {
      if (keySpeaksOf(key, SIDE_KEY_WORDS)) for (const side of sidesIn(value)) found.add(side);
      else if (depth === 0 && isRecord(value) && keySpeaksOf(key, ATTRIBUTE_KEY_WORDS))
        read(value, 1);
    }
  };
  read(entry, 0);
  return found.size === 0 ? undefined : SIDES.filter((side) => found.has(side));
}
