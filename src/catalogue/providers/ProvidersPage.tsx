import '../search/search.css';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { useUrlSearchParams } from '../../lib/router';
import { CardList, PageTitle, Spinner } from '../../ui';
import { messages } from '../messages';
import { latLngOf, type Provider } from '../api/schemas';
import { filtersToParams, DEFAULT_FILTERS } from '../search/filters';
import { nearbyHref } from '../search/nearbyHref';
import { QueryErrorNotice } from '../search/QueryErrorNotice';
import { ProviderNameInput } from './ProviderNameInput';
import { useProviderSearch } from './useProviderSearch';

/** Search providers by name (`?q=` in the URL); each links to its services and to its place on the map. */
export function ProvidersPage() {
  const t = useT(messages);
  const id = useId();
  const [params, setParams] = useUrlSearchParams();
  const text = params.get('q') ?? '';
  const { query, tooShort, waiting } = useProviderSearch(text);
  const providers = query.data?.items ?? [];

  return (
    <div className="providers-page">
      <PageTitle>{t('providers.title')}</PageTitle>
      <p className="lead">{t('providers.intro')}</p>
      <div className="filter-field">
        <ProviderNameInput
          id={id}
          label={t('providers.search')}
          value={text}
          onChange={(value) =>
            setParams(() => new URLSearchParams(value ? { q: value } : {}), { replace: true })
          }
        />
      </div>
      <div id={`${id}-status`} role="status" className="providers-status">
        {tooShort ? (
          <p className="hint">{t('providers.hint')}</p>
        ) : waiting ? (
          <Spinner label={t('providers.loading')} />
        ) : !query.isError && providers.length === 0 ? (
          <p>{t('providers.empty', { text: text.trim() })}</p>
        ) : null}
      </div>
      {!tooShort && query.isError && !query.isFetching ? (
        <QueryErrorNotice
          key={query.errorUpdatedAt}
          error={query.error}
          onRetry={() => void query.refetch()}
          messageKey="providers.error"
        />
      ) : null}
      {!tooShort && !waiting && providers.length > 0 ? (
        <CardList items={providers} className="provider-list">
          {(provider) => <ProviderCard provider={provider} />}
        </CardList>
      ) : null}
      {!tooShort && !waiting && query.data?.more === true ? (
        <p className="hint">{t('providers.more', { shown: providers.length })}</p>
      ) : null}
    </div>
  );
}

function ProviderCard({ provider }: { provider: Provider }) {
  const t = useT(messages);
  const location = latLngOf(provider.location);
  const search = filtersToParams({ ...DEFAULT_FILTERS, providers: [provider.id] });
  return (
    <article className="provider-card" aria-label={provider.name}>
      <h2>{provider.name}</h2>
      {provider.serviceCount !== undefined ? (
        <p>{t('providers.count', { count: provider.serviceCount })}</p>
      ) : null}
      <p>
        {location ? (
          <Link to={nearbyHref(location, { providers: [provider.id] })}>
            {t('providers.onMap')}
          </Link>
        ) : (
          t('providers.noLocation')
        )}
      </p>
      <Link to={`/?${search.toString()}`}>{t('providers.services')}</Link>
    </article>
  );
}
