import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { readTree } from '../../lib/api-shapes';
import type { HttpClient } from '../../lib/http';
import type { Language } from '../../lib/i18n';
import { categoryFieldsSchema, type CategoryNode } from './schemas';
import { CATALOGUE_GC_TIME, CATALOGUE_STALE_TIME, catalogueKeys } from './catalogueQueryKeys';

/** `GET /categories`: the whole public taxonomy, names in the request's language. */
export async function fetchCategories(
  client: HttpClient,
  baseUrl: string,
  signal?: AbortSignal,
): Promise<CategoryNode[]> {
  const response = await client.request(`${baseUrl}/categories`, {
    schema: v.unknown(),
    signal,
  });
  performance.mark('catalogue:categories-received');
  // The child-node field is not in the spec (2.7): the reader finds it under whatever key.
  return readTree(response.data, response.headers, categoryFieldsSchema, {
    what: 'GET /categories',
  });
}

export function categoriesQueryOptions(client: HttpClient, baseUrl: string, language: Language) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- The client and base URL are fixed for the app's lifetime; the key names the data.
  return queryOptions({
    queryKey: catalogueKeys.categories(language),
    queryFn: ({ signal }) => fetchCategories(client, baseUrl, signal),
    staleTime: CATALOGUE_STALE_TIME,
    gcTime: CATALOGUE_GC_TIME,
  });
}
