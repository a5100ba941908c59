import { resolveReference } from '../http/decode';
import { isRecord } from '../isRecord';
import {
  continuationHref,
  continuationParameter,
  continuationRelation,
  continuationValue,
  namesAValue,
} from './continuation';
import { wordsOfKey } from './meaning';

/** Page links an answer gives, resolved against the answer's URL (RFC 8288 relation names). */
export interface PageLinks {
  next?: string;
  prev?: string;
  first?: string;
  last?: string;
}

/** Where one page sits, as far as its answer says. */
export interface Paging {
  /** The position (from 0) of the page's first item among all items, when the answer says. */
  firstOffset: number | undefined;
  /** The page's own number as the body states it, in the server's numbering (from 0 or 1). */
  pageNumber: number | undefined;
  links: PageLinks;
}

const RELATIONS = {
  next: 'next',
  prev: 'prev',
  previous: 'prev',
  first: 'first',
  last: 'last',
} as const satisfies Record<string, keyof PageLinks>;
type Relation = keyof typeof RELATIONS;
const isRelation = (name: string): name is Relation => Object.hasOwn(RELATIONS, name);

/** RFC 8288 `Link: <https://…?page=2>; rel="next", <…>; rel="last"` → its page relations. */
export function parseLinkHeader(header: string | null): PageLinks {
  const links: PageLinks = {};
  if (!header) return links;
  for (const match of header.matchAll(/<([^>]*)>([^,<]*)/g)) {
    const [, href = '', params = ''] = match;
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^;\s,]+))/i.exec(params);
    const names = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    for (const name of names) if (isRelation(name)) links[RELATIONS[name]] ??= href;
  }
  return links;
}

const hrefOf = (value: unknown): string | undefined => {
  if (typeof value === 'string' && value !== '') return value;
  if (isRecord(value) && typeof value['href'] === 'string' && value['href'] !== '')
    return value['href'];
  return undefined;
};

/** The page relation a member's name says (`@odata.nextLink`, `next_page_url` → next), if any. */
function relationOfName(name: string): keyof PageLinks | undefined {
  // A value to send back (`nextPageToken`, `next_cursor`) is not a link (./continuation.ts).
  if (namesAValue(name)) return undefined;
  const words = wordsOfKey(name);
  const word = words.find(isRelation);
  return word === undefined ? undefined : RELATIONS[word];
}

/**
 * A member's value as a page link: a link object's `href`, or a string that is a URI reference
 * naming a place (absolute, or with a `/`, `?` or leading `.`); a bare word or number is a page
 * number or a token, not a link.
 */
function linkOf(value: unknown): string | undefined {
  if (isRecord(value)) return hrefOf(value);
  const href = hrefOf(value);
  if (href === undefined || /\s/.test(href)) return undefined;
  return /^[a-z][a-z\d+.-]*:\/\//i.test(href) || /^\.|[/?]/.test(href) ? href : undefined;
}

/** Members never searched for page links: the list itself and HAL's keywords (read apart). */
const NOT_PAGING = new Set(['_embedded', '_links']);

/** The members of a body level by level: the top first, then the objects under it, then theirs. */
function* membersByLevel(body: Record<string, unknown>): Generator<[string, unknown]> {
  let level: Record<string, unknown>[] = [body];
  for (let depth = 0; depth < 3 && level.length > 0; depth += 1) {
    const below: Record<string, unknown>[] = [];
    for (const holder of level) {
      for (const [name, value] of Object.entries(holder)) {
        if (NOT_PAGING.has(name) || Array.isArray(value)) continue;
        yield [name, value];
        if (isRecord(value)) below.push(value);
      }
    }
    level = below;
  }
}

/**
 * Page links in a body, by rule (docs/platform-contract.md 3): HAL `_links` by relation name;
 * then any member whose name says a relation (`next`, `nextLink`, `@odata.nextLink`,
 * `next_page_url`, `previous`, `last_page_url`…) and holds a link, on the top level first, then
 * in the objects under it (`links`, `meta`, `pagination`…) and one level further (`meta.links`).
 */
function bodyLinks(body: Record<string, unknown>): PageLinks {
  const links: PageLinks = {};
  const hal = body['_links'];
  if (isRecord(hal)) {
    for (const name of Object.keys(RELATIONS) as Relation[]) {
      const href = hrefOf(hal[name]);
      if (href !== undefined) links[RELATIONS[name]] ??= href;
    }
  }
  for (const [name, value] of membersByLevel(body)) {
    const relation = relationOfName(name);
    const href = relation === undefined ? undefined : linkOf(value);
    if (relation !== undefined && href !== undefined) links[relation] ??= href;
  }
  return links;
}

/**
 * Continuation values in a body as links (./continuation.ts): on the same levels as page links,
 * each the answer's URL with the value as the parameter its name implies. Read from the body as
 * sent, so the parameter keeps the server's spelling (`next_page_token` → `page_token`).
 */
function continuationLinks(body: Record<string, unknown>, answerUrl: string | undefined) {
  const links: PageLinks = {};
  for (const [name, value] of membersByLevel(body)) {
    const relation = continuationRelation(name);
    const token = relation === undefined ? undefined : continuationValue(value);
    if (relation === undefined || token === undefined || links[relation] !== undefined) continue;
    links[relation] = continuationHref(continuationParameter(name), token, answerUrl);
  }
  return links;
}

const whole = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? value
    : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
      ? Number(value)
      : undefined;

/**
 * The first item's position from the body: an `offset` (top, `meta`, `pageable`, `pagination`),
 * Laravel's `meta.from` (from 1), or Spring's page metadata (`page.number` × `page.size`, which
 * Spring always counts from 0 in the body whatever its request parameters do).
 */
function bodyOffset(body: Record<string, unknown>): number | undefined {
  const get = (holder: unknown, key: string) => (isRecord(holder) ? whole(holder[key]) : undefined);
  const offset =
    get(body, 'offset') ??
    get(body['meta'], 'offset') ??
    get(body['pageable'], 'offset') ??
    get(body['pagination'], 'offset');
  if (offset !== undefined) return offset;
  const from = get(body['meta'], 'from') ?? get(body, 'from');
  if (from !== undefined && from > 0) return from - 1;
  return undefined;
}

/**
 * The page's own number in the body (`page.number`, `meta.currentPage`, `currentPage`), read as
 * the server numbers its pages: Spring writes 0 for its first, Laravel 1; what the server calls
 * its first page is learned from it (`getPage`).
 */
function bodyPageNumber(body: Record<string, unknown>): number | undefined {
  const get = (holder: unknown, key: string) => (isRecord(holder) ? whole(holder[key]) : undefined);
  return (
    get(body['page'], 'number') ?? get(body['meta'], 'currentPage') ?? get(body, 'currentPage')
  );
}

/** `Content-Range: items 20-39/34` (or an unknown total) → 20; an empty range → undefined. */
function rangeOffset(header: string | null): number | undefined {
  const match = header ? /(\d+)\s*-\s*\d+\s*\/\s*(?:\d+|\*)\s*$/.exec(header) : null;
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** Each link as an absolute URL: a URI reference resolves against the answer's URL (RFC 3986 §5). */
function resolved(links: PageLinks, answerUrl: string | undefined): PageLinks {
  if (answerUrl === undefined) return links;
  const out: PageLinks = {};
  for (const rel of ['next', 'prev', 'first', 'last'] as const) {
    const href = links[rel];
    if (href !== undefined) out[rel] = resolveReference(href, answerUrl);
  }
  return out;
}

/**
 * The paging an answer tells: from its headers first (`Content-Range`, `Link`), then its body
 * (links before continuation values, those read from `sentBody`, the body as sent); its links
 * resolved against `answerUrl`, the URL the answer came from.
 */
export function readPaging(
  body: unknown,
  headers: Headers,
  answerUrl?: string,
  sentBody: unknown = body,
): Paging {
  const fromHeader = parseLinkHeader(headers.get('Link'));
  const record = isRecord(body) ? body : {};
  const fromValues = continuationLinks(isRecord(sentBody) ? sentBody : record, answerUrl);
  return {
    firstOffset: rangeOffset(headers.get('Content-Range')) ?? bodyOffset(record),
    pageNumber: bodyPageNumber(record),
    links: resolved({ ...fromValues, ...bodyLinks(record), ...fromHeader }, answerUrl),
  };
}
