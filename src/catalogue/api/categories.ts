import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { readTreeInSlices } from '../../lib/api-shapes';
import { platformOf, type Platform } from '../../lib/http';
import type { Language } from '../../lib/i18n';
import { categoryFieldsSchema, type CategoryNode } from './schemas';
import { CATALOGUE_GC_TIME, CATALOGUE_STALE_TIME, catalogueKeys } from './keys';

/** `GET /categories`: the whole public taxonomy, names in the request's language. */
export async function fetchCategories(
  platform: Platform,
  signal?: AbortSignal,
): Promise<CategoryNode[]> {
  const response = await platform.http.request(`${platform.catalogueBaseUrl}/categories`, {
    schema: v.unknown(),
    signal,
  });
  // The child-node field is not in the spec (2.7): the reader finds it under whatever key. A
  // taxonomy may have thousands of nodes: read in short tasks, the page stays free to answer.
  return readTreeInSlices(response.data, response.headers, categoryFieldsSchema, {
    what: 'GET /categories',
    signal,
  });
}

export function categoriesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: catalogueKeys.categories(language),
    queryFn: ({ client, signal }) => fetchCategories(platformOf(client), signal),
    staleTime: CATALOGUE_STALE_TIME,
    gcTime: CATALOGUE_GC_TIME,
  });
}
