/**
 * Lists of `SANDBOX_SHAPES=random`: the envelope, where the total is, and the `next` link of the
 * order list; and the paging parameters the chosen server reads (page base, cursors).
 */
import { isRecord, type Json } from '../rewrite.ts';
import type { Choices } from './choices.ts';
import { hrefIn } from './hrefs.ts';

/** A page as the sandbox's handlers count it (from 0). */
export interface PageInfo {
  number: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export interface ListAnswer {
  body: Json;
  /** Headers to set (a `Link`, an `X-Total-Count`). */
  set: Record<string, string>;
  /** Headers to leave out. */
  drop: string[];
}

export const TOTAL_HEADERS = ['x-total-count', 'content-range'];

/** An opaque cursor for page `number` (from 0) of `size` items. */
export function cursorFor(number: number, size: number): string {
  return Buffer.from(`${number}:${size}`).toString('base64url');
}

/** The page a cursor stands for, or undefined for one this server never wrote. */
export function readCursor(cursor: string): { number: number; size: number } | undefined {
  const match = /^(\d+):(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (match === null) return undefined;
  return { number: Number(match[1]), size: Number(match[2]) };
}

/** The offset parameters a server paging by offset reads: OData's, or the common pair. */
export function offsetParams(member: Choices['nextMember']): { skip: string; take: string } {
  return member === '@odata.nextLink' || member === 'nextLink'
    ? { skip: '$skip', take: '$top' }
    : { skip: 'offset', take: 'limit' };
}

const PAGE_PARAMS = ['pageNumber', 'pageSize', 'cursor', '$skip', '$top', 'offset', 'limit'];

/** The `next` page's URL, or undefined where there is none or the choice gives no links. */
function nextUrl(url: URL, page: PageInfo | undefined, choices: Choices): URL | undefined {
  const byOffset = choices.nextMember !== 'standard';
  // A server continued by a value sent back gives no links (`continuation.ts`).
  if (choices.continuation !== 'none') return undefined;
  if (page === undefined || (choices.nextLink === 'none' && !byOffset)) return undefined;
  if (page.number + 1 >= page.totalPages) return undefined;
  const next = new URL(url);
  for (const name of PAGE_PARAMS) next.searchParams.delete(name);
  if (byOffset) {
    const { skip, take } = offsetParams(choices.nextMember);
    next.searchParams.set(skip, String((page.number + 1) * page.size));
    next.searchParams.set(take, String(page.size));
  } else if (choices.nextLink === 'cursor') {
    next.searchParams.set('cursor', cursorFor(page.number + 1, page.size));
  } else {
    next.searchParams.set('pageNumber', String(page.number + 1 + choices.pageBase));
    next.searchParams.set('pageSize', String(page.size));
  }
  return next;
}

/** The page's figures as the body states them: with a count, or only where it is. */
function pageBody(page: PageInfo | undefined, total: number, counted: boolean): Json {
  const where = page ?? { number: 0, size: total, totalElements: total, totalPages: 1 };
  const number = where.number;
  return counted
    ? { size: where.size, totalElements: where.totalElements, totalPages: where.totalPages, number }
    : { size: where.size, number };
}

/**
 * `items` (all of a list, or one page of `page`) in the chosen envelope; `key` names the list
 * under `_embedded`; `url` is the request's.
 */
export function listAnswer(
  items: unknown[],
  key: string,
  url: URL,
  page: PageInfo | undefined,
  choices: Choices,
): ListAnswer {
  const total = page?.totalElements ?? items.length;
  const inBody = choices.count === 'body';
  const visiblePage =
    page === undefined ? undefined : { ...page, number: page.number + choices.pageBase };
  const next = nextUrl(url, page, choices);
  const nextHref = next === undefined ? undefined : hrefIn(next.href, url, choices.hrefs);
  // A server paging by offset names its next link in a member of its own (a bare array: `Link`);
  // one continued by a value sent back names no link at all.
  const member =
    choices.nextMember === 'standard' || choices.continuation !== 'none'
      ? undefined
      : choices.nextMember;
  const byValue = choices.continuation !== 'none';
  const bodyPlace =
    member === undefined ? choices.linkPlace === 'body' : choices.envelope !== 'array';
  const linkInBody = nextHref !== undefined && bodyPlace;
  const set: Record<string, string> = {};
  if (nextHref !== undefined && !linkInBody) set['Link'] = `<${nextHref}>; rel="next"`;
  if (choices.count === 'headers') set['X-Total-Count'] = String(total);
  const drop = choices.count === 'headers' ? [] : [...TOTAL_HEADERS];
  const standardLink = linkInBody && member === undefined;
  const halLinks = standardLink ? { next: { href: nextHref } } : {};

  let body: Json;
  switch (choices.envelope) {
    case 'array':
      body = items;
      break;
    case 'hal':
      body = {
        _embedded: { [key]: items },
        _links: { self: { href: hrefIn(url.href, url, choices.hrefs) }, ...halLinks },
        ...(page === undefined && !inBody ? {} : { page: pageBody(visiblePage, total, inBody) }),
      };
      break;
    case 'spring':
      body = {
        content: items,
        page: pageBody(visiblePage, total, inBody),
        ...(standardLink ? { _links: halLinks } : {}),
      };
      break;
    case 'drf':
      body = {
        ...(inBody ? { count: total } : {}),
        ...(member === undefined && !byValue
          ? { next: linkInBody ? nextHref : null, previous: null }
          : {}),
        results: items,
      };
      break;
    case 'data':
      body = {
        data: items,
        ...(inBody ? { meta: { total } } : {}),
        ...(standardLink ? { links: { next: nextHref } } : {}),
      };
      break;
  }
  if (member !== undefined && linkInBody) body = withMember(body, member, nextHref);
  if (choices.empties === 'omit' && items.length === 0) body = withoutList(body, key);
  return { body, set, drop };
}

/** The members an envelope holds its list in. */
const LIST_MEMBERS = ['_embedded', 'content', 'results', 'data'];

/**
 * A list answer with no items as a server that leaves empty lists out writes it: without the
 * list's member (proto3 JSON, Go's `omitempty`, Jackson's `NON_EMPTY`); a bare array as `{}`.
 */
function withoutList(body: Json, key: string): Json {
  if (!isRecord(body)) return {};
  const embedded = isRecord(body['_embedded']) ? body['_embedded'] : {};
  const kept = Object.entries(embedded).filter(([name]) => name !== key);
  const rest = Object.entries(body).filter(([name]) => !LIST_MEMBERS.includes(name));
  return Object.fromEntries(
    kept.length > 0 ? [...rest, ['_embedded', Object.fromEntries(kept)]] : rest,
  );
}

/** `body` with `href` under `member` (`meta.next`: `next` inside `meta`, beside what is there). */
function withMember(body: Json, member: string, href: string | undefined): Json {
  if (!isRecord(body)) return body;
  const dot = member.startsWith('@') ? -1 : member.indexOf('.');
  if (dot < 0) return { ...body, [member]: href };
  const [holder, name] = [member.slice(0, dot), member.slice(dot + 1)];
  const inside = isRecord(body[holder]) ? body[holder] : {};
  return { ...body, [holder]: { ...inside, [name]: href } };
}

/** The standard order list's page figures (`page` of docs/platform-contract.md 2.1). */
export function standardPage(body: Json): PageInfo | undefined {
  const page = isRecord(body) ? body['page'] : undefined;
  if (!isRecord(page)) return undefined;
  return {
    number: Number(page['number']),
    size: Number(page['size']),
    totalElements: Number(page['totalElements']),
    totalPages: Number(page['totalPages']),
  };
}

// ---------------------------------------------------------------------------------------------
// Requests.

/**
 * Paging parameters of a server paging by offset, in the sandbox's terms: the offset and size it
 * reads become a page number and size; any page number asked is ignored (its first page).
 */
export function readOffsetPaging(params: URLSearchParams, member: Choices['nextMember']): void {
  const { skip, take } = offsetParams(member);
  const offset = Number(params.get(skip) ?? 0);
  const size = Number(params.get(take) ?? params.get('pageSize') ?? 20);
  for (const name of PAGE_PARAMS) params.delete(name);
  const valid = Number.isInteger(offset) && offset >= 0 && Number.isInteger(size) && size > 0;
  params.set('pageNumber', valid ? String(Math.floor(offset / size)) : 'invalid-offset');
  if (valid) params.set('pageSize', String(size));
}

/** Paging parameters in the sandbox's terms (from 0): a cursor, or a page number from 0 or 1. */
export function readPaging(params: URLSearchParams, pageBase: Choices['pageBase']): void {
  const cursor = params.get('cursor');
  if (cursor !== null) {
    params.delete('cursor');
    const page = readCursor(cursor);
    // A cursor this server never wrote is a page number the handler refuses.
    params.set('pageNumber', page === undefined ? 'invalid-cursor' : String(page.number));
    if (page !== undefined) params.set('pageSize', String(page.size));
    return;
  }
  const raw = params.get('pageNumber');
  if (pageBase === 0 || raw === null || !/^-?\d+$/.test(raw.trim())) return;
  // From 1, as Laravel and DRF count: 0 or less is the first page.
  params.set('pageNumber', String(Math.max(1, Number(raw)) - 1));
}

/**
 * Several values only as repeated parameters (FastAPI, ASP.NET Core, Express): a value with a
 * comma is one value, which names nothing (the handler's comma split no longer applies).
 */
export function readRepeatedOnly(params: URLSearchParams, names: readonly string[]): void {
  for (const name of names) {
    const values = params.getAll(name);
    if (!values.some((value) => value.includes(','))) continue;
    params.delete(name);
    for (const value of values) params.append(name, value.replaceAll(',', '%2C'));
  }
}

/**
 * Parameters the server does not know: dropped before the handler reads the request, as a stack
 * binds only the parameters its handler declares (Spring MVC, FastAPI, ASP.NET Core) and an
 * Express handler reads only what it looks for. The answer then holds what the rest asks.
 */
export function ignoreParams(params: URLSearchParams, names: readonly string[]): void {
  for (const name of names) params.delete(name);
}
