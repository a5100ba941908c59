import { isRecord } from '../isRecord';
import { isIdentifier } from './personName';
import { wordIs, wordsOfKey } from './meaning';

/**
 * One identity for organisations (docs/platform-contract.md 3, "Which side we are on"): an id, an
 * alias, a resource name (`organizations/{id}`), a URI ending in the id, and an object holding any
 * of these name the same organisation when any of their forms agree.
 */

/** Path segments that name a collection of organisations: the segment after one is the id. */
const COLLECTION = ['organ', 'org', 'orgs', 'compan', 'tenant', 'provider', 'customer', 'supplier'];
/** Members of an object that say which organisation it is, whatever their prefix (`orgId`). */
const IDENTITY_WORDS = ['id', 'uuid', 'guid', 'alias', 'slug', 'uri', 'url', 'href', 'self'];
const ORGANIZATION_WORDS = ['organ', 'org', 'company', 'tenant'];

/** The forms of one text: itself, and the id a path or URI ends in (`…/organizations/x` → `x`). */
function textForms(text: string): string[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const path = trimmed.replace(/[?#].*$/, '').replace(/^[a-z][a-z\d+.-]*:(\/\/[^/]*)?/i, '');
  const segments = path.split(/[/:]/).filter((segment) => segment !== '');
  if (segments.length < 2) return [trimmed];
  const after = segments.findLastIndex((segment) => wordIs(segment.toLowerCase(), COLLECTION));
  const id = segments[after >= 0 && after < segments.length - 1 ? after + 1 : segments.length - 1];
  return id === undefined ? [trimmed] : [trimmed, decodeSegment(id)];
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether a member of an organisation's object names it (`id`, `orgId`, `alias`, `self`…). */
function isIdentityKey(key: string): boolean {
  const words = wordsOfKey(key).filter((word) => !wordIs(word, ORGANIZATION_WORDS));
  return words.length === 1 && IDENTITY_WORDS.includes(words[0] ?? '');
}

/**
 * Every form under which a value names an organisation, in lower case: a number or text and what
 * its path ends in; of an object, its identity members, a `name` that is an identifier (a resource
 * name, an alias), and its HAL `self` link.
 */
export function organizationForms(value: unknown): Set<string> {
  const forms = new Set<string>();
  const add = (one: unknown) => {
    if (typeof one === 'number' && Number.isFinite(one)) forms.add(String(one));
    if (typeof one === 'string') for (const form of textForms(one)) forms.add(form.toLowerCase());
  };
  if (!isRecord(value)) {
    add(value);
    return forms;
  }
  for (const [key, member] of Object.entries(value)) {
    if (isIdentityKey(key)) add(isRecord(member) ? member.href : member);
    const words = wordsOfKey(key).filter((word) => !wordIs(word, ORGANIZATION_WORDS));
    if (
      words.length === 1 &&
      words[0] === 'name' &&
      typeof member === 'string' &&
      isIdentifier(member)
    )
      add(member);
  }
  const links = value._links;
  if (isRecord(links) && isRecord(links.self)) add(links.self.href);
  return forms;
}

/** Whether two values name the same organisation: any of their forms agree. */
export function sameOrganization(a: unknown, b: unknown): boolean {
  const ours = organizationForms(a);
  if (ours.size === 0) return false;
  for (const form of organizationForms(b)) if (ours.has(form)) return true;
  return false;
}

/** Our organisation as the app knows it: its id, and its alias and name from the token claim. */
export type OurOrganization = string | { id: string; alias?: string; name?: string };

export type PartySide = 'customer' | 'supplier';

/**
 * Which side of an order our organisation is on, by its parties: the supplier's when it names us,
 * else the customer's; undefined when neither party names us in any form, so the caller says it
 * cannot tell instead of guessing a side.
 */
export function sideOf(
  parties: { customer?: unknown; supplier?: unknown },
  us: OurOrganization,
): PartySide | undefined {
  if (parties.supplier !== undefined && sameOrganization(us, parties.supplier)) return 'supplier';
  if (parties.customer !== undefined && sameOrganization(us, parties.customer)) return 'customer';
  return undefined;
}
