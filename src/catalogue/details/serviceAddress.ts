import type { Params } from 'react-router';

function positiveInteger(text: string | null | undefined): number | undefined {
  if (!text || !/^\d{1,12}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}

/**
 * What a service page's address says (written by `detailsHref` and `serviceHref`): the service's
 * id, the category it is registered on or below, the provider that narrows the lookup, the
 * searched category and the search to go back to. Read by the page and by its loader.
 */
export function serviceAddressOf(params: Params, search: URLSearchParams) {
  return {
    id: positiveInteger(params['id']),
    /** The provider's organisation id; undefined when the link names none. */
    provider: search.get('provider') || undefined,
    categoryId: positiveInteger(search.get('category')),
    searchedId: positiveInteger(search.get('searched')),
    from: search.get('from') ?? '',
  };
}
