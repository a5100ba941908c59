import { itemIdentity, pageParamOf } from './getPage';
import type { PageLinks } from './paging';
import { inTurns } from '../inTurns';

/** One page as the list reader saw it (`fetchOrderPage`, `walkPages`). */
export interface PageRead<T> {
  items: T[];
  /** The server's total; without one, what this page implies (`totalGiven` false). */
  total: number;
  totalGiven: boolean;
  links: PageLinks;
  /** Every item of this page and the pages before, by identity (`getPage`): none is read twice. */
  seen?: readonly string[] | undefined;
}

/**
 * How much one read of a list may cost (docs/decisions/0102). Without a total from the server,
 * pages are read one after the other (each may say whether there is more), at most `maxPages`.
 * Once the first page gives the total, the pages it implies are asked by number, `concurrency`
 * at a time, up to `maxItems` items: a ceiling set by what the server said, not by a guess.
 */
export interface PageBudget {
  /**
   * The page size asked. Undefined when pages were not asked by size (`walkPages`): a page without
   * a way on is then the last, and pages are never asked by number.
   */
  pageSize: number | undefined;
  maxPages: number;
  /** With a total: items read at most. Default: `maxPages` pages. */
  maxItems?: number;
  /** With a total: pages asked at once after the first. Default 1. */
  concurrency?: number;
}

export interface PagesRead<T> {
  /** Each item once, in the order of the pages. */
  items: T[];
  /** How many the server has (its largest total seen during the read), or what the pages imply. */
  total: number;
  /**
   * Not every item was read: the ceiling was passed; or with no total, a full last page at
   * `maxPages`; or fewer different items came back than the total (the list moved while it was
   * read, or the server ignores page numbers). A count from it is "at least".
   */
  capped: boolean;
  /** Requests made. */
  pagesRead: number;
  /** `total` is the server's (else what the pages imply). */
  totalGiven: boolean;
}

/** The last page: empty, or short without a `next` link, or the total reached without one. */
function isLastPage(page: PageRead<unknown>, pageNumber: number, pageSize: number | undefined) {
  if (page.items.length === 0) return true;
  if (page.links.next !== undefined) return false;
  return (
    pageSize === undefined ||
    page.items.length < pageSize ||
    (page.totalGiven && (pageNumber + 1) * pageSize >= page.total)
  );
}

/** Pages can be asked by number: no `next` link, or one that names a page number (not a cursor). */
const pagedByNumber = (links: PageLinks): boolean =>
  links.next === undefined || pageParamOf(links.next) !== undefined;

/**
 * Every page of a list within `budget` (see {@link PageBudget}). `read(pageNumber, previous)`
 * reads one page (from 0); `previous`, when given, is the page before, whose `next` link (or
 * continuation value, `readPaging`) leads on. An item that moved between pages while reading is
 * kept once (`itemIdentity`); a page that brings nothing new ends the read.
 */
export async function readPages<T>(
  read: (pageNumber: number, previous: PageRead<T> | undefined) => Promise<PageRead<T>>,
  budget: PageBudget,
): Promise<PagesRead<T>> {
  const { pageSize, maxPages } = budget;
  const items: T[] = [];
  const seen = new Set<string>();
  /** Keeps the page's items not read before; how many that were. */
  const keep = (page: PageRead<T>) => {
    const before = items.length;
    for (const item of page.items) {
      const identity = itemIdentity(item);
      if (seen.has(identity)) continue;
      seen.add(identity);
      items.push(item);
    }
    return items.length - before;
  };

  const first = await read(0, undefined);
  keep(first);
  if (isLastPage(first, 0, pageSize)) {
    // A total beyond what the one page gave, without a way on: not every item was read.
    const capped = first.totalGiven && items.length < first.total;
    return { items, total: first.total, capped, pagesRead: 1, totalGiven: first.totalGiven };
  }

  if (pageSize !== undefined && first.totalGiven && pagedByNumber(first.links)) {
    const maxItems = budget.maxItems ?? maxPages * pageSize;
    const pageCount = Math.ceil(Math.min(first.total, maxItems) / pageSize);
    const rest = await inTurns(pageCount - 1, budget.concurrency ?? 1, (index) =>
      read(index + 1, undefined),
    );
    let total = first.total;
    for (const page of rest) {
      keep(page);
      if (page.totalGiven) total = Math.max(total, page.total);
    }
    return { items, total, capped: items.length < total, pagesRead: pageCount, totalGiven: true };
  }

  let previous = first;
  for (let pageNumber = 1; pageNumber < maxPages; pageNumber += 1) {
    const page = await read(pageNumber, previous);
    previous = page;
    const added = keep(page);
    if (added === 0 || isLastPage(page, pageNumber, pageSize)) {
      // A server that answered only items read before (it ignores the page asked for) gave no
      // way to the rest its total names.
      const capped = page.totalGiven && items.length < page.total;
      const { totalGiven } = page;
      return { items, total: page.total, capped, pagesRead: pageNumber + 1, totalGiven };
    }
  }
  // `maxPages` read, the last a full page: more may follow unless the server's total says no.
  const capped = !previous.totalGiven || previous.total > items.length;
  const { totalGiven } = previous;
  return { items, total: previous.total, capped, pagesRead: maxPages, totalGiven };
}
