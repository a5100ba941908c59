import * as v from 'valibot';
import type { HttpClient, RequestOptions } from '../http/client';
import { readCollection, type Collection, type CollectionOptions } from './collection';

export interface CollectionRequest extends CollectionOptions {
  /** Send the user's credentials (only to a configured API origin). */
  auth?: boolean;
  query?: RequestOptions<undefined>['query'];
  signal?: AbortSignal | undefined;
}

/**
 * `GET url` through the one HTTP client, its answer read as a collection of `itemSchema` whatever
 * key the server puts the list under ({@link readCollection}): items, total and total pages.
 */
export async function getCollection<TSchema extends v.GenericSchema>(
  http: HttpClient,
  url: string,
  itemSchema: TSchema,
  request: CollectionRequest,
): Promise<Collection<v.InferOutput<TSchema>>> {
  const { what, preferredKeys, ...options } = request;
  const response = await http.request(url, { ...options, schema: v.unknown() });
  return readCollection(response.data, response.headers, itemSchema, {
    what,
    preferredKeys,
    answerUrl: response.url,
    sentBody: response.sent,
  });
}
