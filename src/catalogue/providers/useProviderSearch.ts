import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../lib/i18n';
import { PROVIDER_NAME_MIN_LENGTH, providersQueryOptions } from '../api/providers';
import { useDebouncedValue } from '../search/useDebouncedValue';

export const PROVIDER_SEARCH_DEBOUNCE_MS = 300;

/**
 * Provider search by name: debounced, and with fewer than 2 characters no request at all (the API
 * refuses them; the UI shows a hint instead).
 */
export function useProviderSearch(text: string) {
  const { language } = useI18n();
  const name = useDebouncedValue(text.trim(), PROVIDER_SEARCH_DEBOUNCE_MS);
  const tooShort = text.trim().length < PROVIDER_NAME_MIN_LENGTH;
  const settled = name === text.trim();
  const query = useQuery({
    ...providersQueryOptions(language, name),
    enabled: name.length >= PROVIDER_NAME_MIN_LENGTH,
  });
  return { query, tooShort, name, waiting: !tooShort && (!settled || query.isPending) };
}

/** Every provider (for showing the names of the providers picked in the search). */
export function useAllProviders(enabled: boolean) {
  const { language } = useI18n();
  return useQuery({
    ...providersQueryOptions(language, ''),
    enabled,
    select: (list) => list.items,
  });
}
