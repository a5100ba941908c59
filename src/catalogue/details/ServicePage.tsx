import '../search/search.css';
import { Link, useParams, useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { EmptyState, LoadingState, PageTitle } from '../../ui';
import { messages } from '../messages';
import { QueryErrorNotice } from '../search/QueryErrorNotice';
import { useCategoryIndex } from '../search/useCategoryIndex';
import { serviceAddressOf } from './serviceAddress';
import { ServiceDetails } from './ServiceDetails';
import { useServiceLookup } from './useServiceLookup';

/**
 * One service with everything its record holds, and the way to order it. Found in the caches
 * already loaded, else looked up from its id and `category` (a category it is registered on or
 * below, e.g. an order line's) alone; `provider` narrows that search when the link has it.
 */
export function ServicePage() {
  const t = useT(messages);
  const params = useParams();
  const [search] = useSearchParams();
  const { id, provider, categoryId, searchedId, from } = serviceAddressOf(params, search);
  const backHref = from ? `/?${from}` : '/';
  const { index } = useCategoryIndex();
  const lookup = useServiceLookup(id, categoryId, { organizationId: provider });

  const back = (
    <p>
      <Link to={backHref}>← {t('details.back')}</Link>
    </p>
  );
  let body;
  switch (lookup.status) {
    case 'found':
      body = <ServiceDetails solution={lookup.solution} index={index} searchedId={searchedId} />;
      break;
    case 'error':
      body = <QueryErrorNotice error={lookup.error} onRetry={lookup.retry} />;
      break;
    case 'not-found':
      body = (
        <>
          <PageTitle>{t('details.notFoundTitle')}</PageTitle>
          <EmptyState title={t('details.notFound')} />
        </>
      );
      break;
    case 'no-category':
      // The spec has no lookup by id alone: say exactly that, and offer a search.
      body = (
        <>
          <PageTitle>{t('details.noCategoryTitle')}</PageTitle>
          <EmptyState
            title={t('details.noCategory', { id: id ?? '' })}
            action={<Link to="/">{t('details.search')}</Link>}
          />
        </>
      );
      break;
    default:
      body = <LoadingState label={t('details.loading')} onRetry={lookup.retry} />;
  }
  return (
    <div className="service-page">
      {back}
      {body}
    </div>
  );
}
