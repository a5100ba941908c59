import '../search/search.css';
import { useDeferredValue, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { useI18n, useT } from '../../lib/i18n';
import { useUrlSearchParams } from '../../lib/router';
import { CardList, Spinner } from '../../ui';
import { messages } from '../messages';
import { latLngOf, type Provider } from '../api/schemas';
import { filtersToParams, DEFAULT_FILTERS } from '../search/filters';
import { nearbyHref } from '../search/nearbyHref';
import { QueryErrorNotice } from '../search/QueryErrorNotice';
import { ProviderNameInput } from './ProviderNameInput';
import { ProvidersIntro } from './ProvidersIntro';
import { PROVIDER_NAME_MIN_LENGTH } from '../api/providers';
import { narrowByName, useProviderList } from './useProviderList';
import { useProviderName } from './providerName';
import { useProviderSearch } from './useProviderSearch';

/**
 * Every provider with a public service, listed before anyone types where the server answers
 * `/providers` without a name; typing narrows the list read (`?q=` in the URL). A server that
 * refuses the list, or pages it beyond what was read, is searched by name (2 characters or more).
 * Each provider links to its services and to its place on the map.
 */
export function ProvidersPage() {
  const t = useT(messages);
  const { locale } = useI18n();
  const id = useId();
  const [params, setParams] = useUrlSearchParams();
  const text = params.get('q') ?? '';
  const list = useProviderList();
  const nameOf = useProviderName();
  // The whole list was read: typing narrows it here, and the server is not asked by name.
  const search = useProviderSearch(list.whole ? '' : text);
  const typed = text.trim().length >= PROVIDER_NAME_MIN_LENGTH;
  const listData = list.query.data;
  const narrowed = useMemo(
    () => (listData === undefined ? NONE : narrowByName(listData.items, text, locale, nameOf)),
    [listData, text, locale, nameOf],
  );
  const view: ProvidersView =
    list.whole && listData !== undefined
      ? { kind: 'list', providers: narrowed, more: false }
      : typed
        ? search.waiting
          ? { kind: 'waiting' }
          : search.query.isError
            ? {
                kind: 'error',
                retry: () => void search.query.refetch(),
                key: search.query.errorUpdatedAt,
                error: search.query.error,
              }
            : {
                kind: 'list',
                providers: search.query.data?.items ?? NONE,
                more: search.query.data?.capped === true,
              }
        : listData !== undefined
          ? {
              kind: 'list',
              providers: narrowed,
              more: true,
            }
          : list.query.isPending
            ? { kind: 'loading' }
            : list.refused || list.query.isFetching
              ? { kind: 'hint' }
              : {
                  kind: 'error',
                  retry: () => void list.query.refetch(),
                  key: list.query.errorUpdatedAt,
                  error: list.query.error,
                  hint: true,
                };
  // The cards draw in a transition, in slices: every provider at once was one long task on a
  // phone, and typing waits for no card.
  const cards = useDeferredValue(view.kind === 'list' ? view.providers : NONE);

  return (
    <div className="providers-page">
      <ProvidersIntro />
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
        {view.kind === 'hint' || (view.kind === 'error' && view.hint === true) ? (
          <p className="hint">{t('providers.hint')}</p>
        ) : view.kind === 'waiting' ? (
          <Spinner label={t('providers.loading')} />
        ) : view.kind === 'loading' ? (
          <Spinner label={t('providers.loadingAll')} />
        ) : view.kind === 'list' ? (
          <p>
            {view.providers.length > 0
              ? t('providers.listed', { count: view.providers.length })
              : text.trim() === ''
                ? t('providers.none')
                : t('providers.empty', { text: text.trim() })}
          </p>
        ) : null}
      </div>
      {view.kind === 'error' ? (
        <QueryErrorNotice
          key={view.key}
          error={view.error}
          onRetry={view.retry}
          messageKey="providers.error"
        />
      ) : null}
      {cards.length > 0 ? (
        <CardList items={cards} className="provider-list">
          {(provider) => <ProviderCard provider={provider} />}
        </CardList>
      ) : null}
      {view.kind === 'list' && view.more ? (
        <p className="hint">{t('providers.more', { shown: view.providers.length })}</p>
      ) : null}
    </div>
  );
}

const NONE: readonly Provider[] = [];

/** What the page shows under the name field. */
type ProvidersView =
  | { kind: 'hint' }
  | { kind: 'loading' }
  | { kind: 'waiting' }
  | { kind: 'error'; error: Error; retry: () => void; key: number; hint?: boolean }
  | { kind: 'list'; providers: readonly Provider[]; more: boolean };

function ProviderCard({ provider }: { provider: Provider }) {
  const t = useT(messages);
  const location = latLngOf(provider.location);
  const name = useProviderName()(provider);
  const search = filtersToParams({ ...DEFAULT_FILTERS, providers: [provider.id] });
  return (
    <article className="provider-card" aria-label={name}>
      <h2>{name}</h2>
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
