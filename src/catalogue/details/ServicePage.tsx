import '../search/search.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { useConfig } from '../../config';
import { useHttpClient } from '../../lib/http';
import { useI18n, useT } from '../../lib/i18n';
import { EmptyState, LoadingState } from '../../ui';
import { messages } from '../messages';
import { findCachedSolution, solutionLookupQueryOptions } from '../api/solutionLookup';
import { QueryErrorNotice } from '../search/QueryErrorNotice';
import { useCategoryIndex } from '../search/useCategoryIndex';
import { ServiceDetails } from './ServiceDetails';

function positiveInteger(text: string | null | undefined): number | undefined {
  if (!text || !/^\d{1,12}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
}

/**
 * One service with everything its record holds, and the way to order it. Found in the searches
 * already loaded, else looked up through its provider and category (the link carries both).
 */
export function ServicePage() {
  const t = useT(messages);
  const params = useParams();
  const [search] = useSearchParams();
  const id = positiveInteger(params.id);
  const provider = search.get('provider') ?? '';
  const registeredId = positiveInteger(search.get('category'));
  const searchedId = positiveInteger(search.get('searched'));
  const from = search.get('from') ?? '';
  const backHref = from ? `/?${from}` : '/';

  const queryClient = useQueryClient();
  const client = useHttpClient();
  const { catalogueBaseUrl } = useConfig();
  const { language } = useI18n();
  const cached = id === undefined ? undefined : findCachedSolution(queryClient, language, id);
  const { index, query: categories } = useCategoryIndex();
  const registeredAt = registeredId === undefined ? undefined : index?.indexById.get(registeredId);
  const shared = registeredAt === undefined ? undefined : index?.names[registeredAt];
  // Registered on a category not in the shared tree (an organisation's own): look it up by
  // provider alone.
  const categoryName =
    index !== undefined && registeredId !== undefined && registeredAt === undefined ? '' : shared;

  const lookup = useQuery({
    ...solutionLookupQueryOptions(
      client,
      catalogueBaseUrl,
      language,
      id ?? 0,
      provider,
      categoryName ?? '',
    ),
    enabled: !cached && id !== undefined && provider !== '' && categoryName !== undefined,
  });

  const solution = cached ?? lookup.data ?? undefined;
  const back = (
    <p>
      <Link to={backHref}>← {t('details.back')}</Link>
    </p>
  );

  if (solution) {
    return (
      <div className="service-page">
        {back}
        <ServiceDetails solution={solution} index={index} searchedId={searchedId} />
      </div>
    );
  }
  const error = lookup.error ?? categories.error;
  if (error) {
    return (
      <div className="service-page">
        {back}
        <QueryErrorNotice
          error={error}
          onRetry={() => void (lookup.error ? lookup.refetch() : categories.refetch())}
        />
      </div>
    );
  }
  const cannotLook = id === undefined || provider === '' || registeredId === undefined;
  if (cannotLook || lookup.data === null) {
    return (
      <div className="service-page">
        {back}
        <EmptyState title={t('details.notFound')} />
      </div>
    );
  }
  return (
    <div className="service-page">
      {back}
      <LoadingState label={t('details.loading')} />
    </div>
  );
}
