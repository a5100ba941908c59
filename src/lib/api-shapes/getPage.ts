import type { QueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { isApiError } from '../http/ApiError';
import type { HttpClient } from '../http/client';
import type { Collection } from './collection';
import { collectionReader, type CollectionRequest } from './getCollection';
import type { PageLinks } from './paging';
import { isRecord } from '../isRecord';

/**
 * Paging learned from a server (docs/decisions/0110): the app counts pages from 0; the spec leaves
 * open whether the server does (4.2). What one endpoint's answers taught (the server's first page
 * number, and whether it gives `next` links, which are then followed instead of page numbers) is
 * kept in the query client's cache under `['learned-paging', what]`, so it lives and goes with the
 * client (a test's fresh client knows nothing).
 */
export interface LearnedPaging {
  base?: number | undefined;
  followsLinks?: boolean | undefined;
}

const learnedKey = (what: string) => ['learned-paging', what] as const;

/** What the answers of `what` taught this query client so far. */
export const learnedPaging = (client: QueryClient, what: string): LearnedPaging =>
  client.getQueryData<LearnedPaging>(learnedKey(what)) ?? {};

/** Whether the answers of `what` came with `next` links: a page is then reached from the one before. */
export const pagesByLinks = (client: QueryClient, what: string): boolean =>
  learnedPaging(client, what).followsLinks === true;

/** The query parameter the app pages with (spec 4.2), and the names other servers use in links. */
export const PAGE_PARAM = 'pageNumber';
const LINK_PAGE_PARAMS = [PAGE_PARAM, 'page', 'page[number]', 'pageIndex', 'p'];

/** The page number a link names (`?page=1`), as the server counts; none in a cursor link. */
export function pageParamOf(href: string | undefined): number | undefined {
  if (href === undefined) return undefined;
  const params = new URL(href, 'http://link.invalid/').searchParams;
  for (const name of LINK_PAGE_PARAMS) {
    const value = params.get(name);
    if (value !== null && /^\d+$/.test(value)) return Number(value);
  }
  return undefined;
}

export interface Page<T> extends Collection<T> {
  /** Which page this is, from 0. */
  pageIndex: number;
  pageSize: number;
  /** Pages on the server, when the answer says or its total or `last` link tells. */
  pageCount: number | undefined;
  /**
   * Whether pages follow this one, as far as was read: true with a `next` link or a total beyond
   * this page; false on a short or empty page, at the total, or without a `next` link from a
   * server that gives them; undefined when nothing says (a full page, no total, no links).
   */
  more: boolean | undefined;
  links: PageLinks;
  /**
   * Items shown on the pages before this one (each once), when they are known: the page before
   * was given with its `seen`, or this is the first page. A range is said from it ("21–40").
   */
  shownBefore: number | undefined;
  /** The identity of every item on this page and the pages before ({@link itemIdentity}). */
  seen: readonly string[] | undefined;
  /**
   * The answer held only items already shown on earlier pages (a server that ignores the page
   * asked for): `items` is empty, `more` is false, and the list ends here.
   */
  nothingNew: boolean;
}

export interface PageRequest extends CollectionRequest {
  /** The query client whose cache keeps what was learned about the server's paging. */
  client: QueryClient;
  /** The page wanted, counted from 0. */
  pageIndex: number;
  pageSize: number;
  /** The page before, as read: its `next` link, when it has one, is the way to this page. */
  previous?:
    | (Pick<Page<unknown>, 'links'> & {
        items?: readonly unknown[];
        seen?: readonly string[] | undefined;
      })
    | undefined;
}

/** An item's identity: its `id` when it has one, else its whole content. */
export function itemIdentity(item: unknown): string {
  const id = isRecord(item) ? item['id'] : undefined;
  return typeof id === 'number' || typeof id === 'string'
    ? `id ${String(id)}`
    : `content ${JSON.stringify(item)}`;
}

/**
 * The items of `items` not shown before: without `earlier` (the pages before are not known) all
 * of them; each item once.
 */
function newItems<T>(items: readonly T[], earlier: readonly string[] | undefined) {
  const seen = new Set(earlier);
  const fresh: T[] = [];
  const identities: string[] = [];
  for (const item of items) {
    const identity = itemIdentity(item);
    if (seen.has(identity)) continue;
    seen.add(identity);
    fresh.push(item);
    identities.push(identity);
  }
  return { fresh, identities };
}

/**
 * The server's first page number an answer to page `pageIndex` (from 0; asked as `asked`) implies:
 * from the first item's offset (`Content-Range`, body metadata), from the page's own number in the
 * body, from a `first` link, or from an empty first page of a list that has items (a server
 * counting from 1 that answers page 0 with nothing).
 */
function impliedBase(
  list: Collection<unknown>,
  pageIndex: number,
  asked: number,
  pageSize: number,
) {
  const offset = list.paging.firstOffset;
  if (offset !== undefined && pageSize > 0) return asked - Math.floor(offset / pageSize);
  const number = list.paging.pageNumber;
  if (number !== undefined) return number - pageIndex;
  const first = pageParamOf(list.paging.links.first);
  if (first !== undefined) return first;
  if (asked === 0 && list.items.length === 0 && (list.total ?? 0) > 0) return 1;
  return undefined;
}

/**
 * A second page that starts with the first page's first item: the server counts from 1 and read
 * our 0 as its first page (Laravel, many others), so our 1 was its first page again.
 */
function repeatsPrevious(
  list: Collection<unknown>,
  previousItems: readonly unknown[] | undefined,
): number | undefined {
  const [first] = list.items;
  const [previousFirst] = previousItems ?? [];
  if (first === undefined || previousFirst === undefined) return undefined;
  return JSON.stringify(first) === JSON.stringify(previousFirst) ? 1 : undefined;
}

const plausibleBase = (base: number | undefined): base is number => base === 0 || base === 1;

/**
 * One page of a collection, its page number learned from the server: follows the previous page's
 * `next` link when given; else asks `pageNumber` counted from the server's first page (0 until
 * an answer says otherwise) and, when the answer shows the server counts differently, asks once
 * more for the right page. So no item shows on two pages and none is skipped.
 */
export async function getPage<TSchema extends v.GenericSchema>(
  http: HttpClient,
  url: string,
  itemSchema: TSchema,
  request: PageRequest,
): Promise<Page<v.InferOutput<TSchema>>> {
  const { client, pageIndex, pageSize, previous, query, ...reading } = request;
  const { what } = reading;
  const memory: LearnedPaging = { ...learnedPaging(client, what) };
  const readList = collectionReader(http, itemSchema, reading);

  const ask = async (href: string, pageNumber: number | undefined) => {
    const list = await readList(
      href,
      pageNumber === undefined ? {} : { ...query, [PAGE_PARAM]: pageNumber, pageSize },
    );
    if (list.paging.links.next !== undefined) memory.followsLinks = true;
    return list;
  };

  const next = previous?.links.next;
  const list = next !== undefined ? await ask(next, undefined) : await askByNumber();
  client.setQueryData(learnedKey(what), memory);

  async function askByNumber() {
    const base = memory.base ?? 0;
    let answer: Collection<v.InferOutput<TSchema>>;
    try {
      answer = await ask(url, pageIndex + base);
    } catch (error) {
      // A server counting from 1 may refuse page 0 outright.
      const refused = isApiError(error) && (error.status === 400 || error.status === 422);
      if (!refused || memory.base !== undefined || pageIndex + base !== 0) throw error;
      memory.base = 1;
      return ask(url, pageIndex + 1);
    }
    const fromAnswer = impliedBase(answer, pageIndex, pageIndex + base, pageSize);
    const implied = plausibleBase(fromAnswer)
      ? fromAnswer
      : repeatsPrevious(answer, previous?.items);
    if (!plausibleBase(implied)) return answer;
    memory.base = implied;
    return implied === base ? answer : ask(url, pageIndex + implied);
  }

  const lastNumber = pageParamOf(list.paging.links.last);
  const fromLast = lastNumber === undefined ? undefined : lastNumber - (memory.base ?? 0) + 1;
  const pageCount =
    list.totalPages ??
    (list.total === undefined ? undefined : Math.ceil(list.total / pageSize)) ??
    fromLast;
  // No item shows on two pages: what was shown before is left out, and a page that brings
  // nothing new ends the list (the server gave no way past it).
  const earlier = pageIndex === 0 ? [] : previous?.seen;
  const { fresh, identities } = newItems(list.items, earlier);
  const nothingNew = list.items.length > 0 && fresh.length === 0;
  const more = nothingNew ? false : morePages(list, pageIndex, pageSize, memory.followsLinks);
  return {
    ...list,
    items: fresh,
    pageIndex,
    pageSize,
    pageCount,
    more,
    links: nothingNew ? {} : list.paging.links,
    shownBefore: earlier?.length,
    seen: earlier === undefined ? undefined : [...earlier, ...identities],
    nothingNew,
  };
}

/** {@link Page.more}: only what the answer (or the server's habit of giving links) says. */
function morePages(
  list: Collection<unknown>,
  pageIndex: number,
  pageSize: number,
  followsLinks: boolean | undefined,
): boolean | undefined {
  if (list.paging.links.next !== undefined) return true;
  if (list.total !== undefined) return (pageIndex + 1) * pageSize < list.total;
  if (list.items.length < pageSize || followsLinks) return false;
  return undefined;
}
