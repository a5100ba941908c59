import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../lib/http';
import { useI18n } from '../../lib/i18n';
import { providersQueryOptions } from '../api/providers';

/**
 * A server that refuses `/providers` without a name (any 4xx but 429, which asks to wait and is
 * waited for by the query client) is simply searched by name.
 */
const refused = (error: unknown) =>
  isApiError(error) &&
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 429;

/**
 * Every provider, as `GET /providers` without a name answers (spec 8: all with a public service),
 * for the providers page to list before anyone types. `whole`: the list was read to its end, so
 * typing narrows it here without asking again. `refused`: the server wants a name (any 4xx); the
 * page then offers the search alone and shows no error.
 */
export function useProviderList() {
  const { language } = useI18n();
  const query = useQuery(providersQueryOptions(language, ''));
  return {
    query,
    whole: query.isSuccess && !query.data.capped,
    refused: query.isError && refused(query.error),
  };
}

/**
 * The providers whose name as shown (`shownName`, the words a person reads) holds `text`, in any
 * case (all of them for no text).
 */
export function narrowByName<P>(
  providers: readonly P[],
  text: string,
  locale: string,
  shownName: (provider: P) => string,
): P[] {
  const wanted = text.trim().toLocaleLowerCase(locale);
  if (wanted === '') return [...providers];
  return providers.filter((provider) =>
    shownName(provider).toLocaleLowerCase(locale).includes(wanted),
  );
}
