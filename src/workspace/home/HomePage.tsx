import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useOrganization } from '../../auth';
import { useConfig } from '../../config';
import { useT } from '../../lib/i18n';
import { homeOrdersQueryOptions, isClosedState, TRANSITION_RELATIONS } from '../../orders';
import { ErrorState, LoadingState, PageTitle } from '../../ui';
import { messages } from '../messages';
import { buildHomeModel } from '../model/homeModel';
import { RecentSection, WaitingSection } from './HomeSections';
import { NeedsActionPanel } from './NeedsActionPanel';

/**
 * The signed-in person's home: what waits for us (every such order, paged, oldest first: its own
 * query, shared with the header count), then what waits for the other party and what changed
 * (the most recently changed orders).
 */
export function HomePage() {
  const t = useT(messages);
  const { ordersBaseUrl } = useConfig();
  const organization = useOrganization();
  // Every visit reads the list again (one request); the header count shares this query. Background
  // refreshes replace the lists silently (no status message every minute for screen readers).
  const query = useQuery({ ...homeOrdersQueryOptions(organization.id), refetchOnMount: 'always' });

  const model = useMemo(
    () =>
      query.data
        ? buildHomeModel(query.data.orders, {
            organizationId: organization.id,
            knownRelations: TRANSITION_RELATIONS,
            isClosed: isClosedState,
            apiBase: ordersBaseUrl,
          })
        : null,
    [query.data, organization.id, ordersBaseUrl],
  );

  return (
    <>
      <PageTitle>{t('home.title')}</PageTitle>
      <p className="ws-intro">
        {t('home.intro', { organization: organization.name })}{' '}
        <Link to="/workspace/planning">{t('home.planning')}</Link>
      </p>
      <div className="ws-home">
        <NeedsActionPanel organizationId={organization.id} />
      </div>
      {query.isPending ? (
        <LoadingState label={t('home.loading')} onRetry={() => void query.refetch()} />
      ) : query.isError && !model ? (
        <ErrorState
          title={t('home.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : model ? (
        <>
          {query.isError ? (
            <ErrorState
              title={t('home.error')}
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          ) : null}
          {query.data && query.data.total > query.data.orders.length ? (
            <p className="ws-note">
              {t('home.partialOthers', {
                shown: query.data.orders.length,
                total: query.data.total,
              })}{' '}
              <Link to="/orders">{t('home.allOrders')}</Link>
            </p>
          ) : null}
          <div className="ws-home">
            <WaitingSection items={model.waiting} />
            <RecentSection items={model.recent} />
          </div>
        </>
      ) : null}
    </>
  );
}
