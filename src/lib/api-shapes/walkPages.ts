import type * as v from 'valibot';
import type { HttpClient } from '../http/client';
import { collectionReader, type CollectionRequest } from './getCollection';
import { readPages, type PageRead, type PagesRead } from './readPages';

export interface WalkRequest extends CollectionRequest {
  /** Pages read at most: past it the read says "at least" (`capped`). */
  maxPages: number;
}

/**
 * Every page of a list the app does not ask by page number (histories, providers, the
 * organisation's own services): `GET url` as it is, then wherever each answer says the list goes
 * on (`Link` header, `_links.next`, a next link under any name, a continuation value:
 * `readPaging`), page after page (`readPages`), up to `maxPages`. Each item once; `capped` when
 * the server offered more than was read, or its total names more than it gave a way to.
 */
export async function walkPages<TSchema extends v.GenericSchema>(
  http: HttpClient,
  url: string,
  itemSchema: TSchema,
  request: WalkRequest,
): Promise<PagesRead<v.InferOutput<TSchema>>> {
  const { maxPages, query, ...reading } = request;
  const readList = collectionReader(http, itemSchema, reading);
  type Item = v.InferOutput<TSchema>;
  let read = 0;
  return readPages(
    async (_pageNumber, previous: PageRead<Item> | undefined): Promise<PageRead<Item>> => {
      // The next page's link carries its own query (its continuation value among it).
      const next = previous?.links.next;
      const list = await readList(next ?? url, next === undefined ? query : undefined);
      read += list.items.length;
      return {
        items: list.items,
        total: list.total ?? read,
        totalGiven: list.total !== undefined,
        links: list.paging.links,
      };
    },
    { pageSize: undefined, maxPages },
  );
}
