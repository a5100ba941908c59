import * as v from 'valibot';
import type { HttpClient, RequestOptions } from '../http/client';
import { readCollection, type Collection, type CollectionOptions } from './collection';

type Query = RequestOptions<undefined>['query'];

export interface CollectionRequest extends CollectionOptions {
  /** Send the user's credentials (only to a configured API origin). */
  auth?: boolean;
  query?: Query;
  signal?: AbortSignal | undefined;
}

/**
 * How the pages of one list are read (`getPage`, `walkPages`): `GET href` with a page's `query`
 * through the one HTTP client, its answer read as a collection of `itemSchema` whatever key the
 * server puts the list under ({@link readCollection}): items, total, total pages and page links.
 */
export function collectionReader<TSchema extends v.GenericSchema>(
  http: HttpClient,
  itemSchema: TSchema,
  { what, preferredKeys, ...options }: Omit<CollectionRequest, 'query'>,
) {
  return async (href: string, query: Query): Promise<Collection<v.InferOutput<TSchema>>> => {
    const response = await http.request(href, { ...options, query, schema: v.unknown() });
    return readCollection(response.data, response.headers, itemSchema, {
      what,
      preferredKeys,
      answerUrl: response.url,
      sentBody: response.sent,
    });
  };
}
