import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useConfig } from '../../config';
import { useHttpClient } from '../../lib/http';
import { useI18n } from '../../lib/i18n';
import { categoriesQueryOptions } from '../api/categories';
import { buildTreeIndex } from '../tree/treeIndex';

/** The category tree in the UI language, flattened for the tree and for id/name look-ups. */
export function useCategoryIndex() {
  const client = useHttpClient();
  const { catalogueBaseUrl } = useConfig();
  const { language } = useI18n();
  const query = useQuery(categoriesQueryOptions(client, catalogueBaseUrl, language));
  const index = useMemo(() => (query.data ? buildTreeIndex(query.data) : undefined), [query.data]);
  return { query, index };
}
