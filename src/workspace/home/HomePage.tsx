import { useCallback } from 'react';
import { Link } from 'react-router';
import { useOrganization } from '../../auth';
import { useConfig } from '../../config';
import { useT } from '../../lib/i18n';
import { isClosedState, TRANSITION_RELATIONS, useOpenOrders, type OrderPages } from '../../orders';
import { PageTitle, QueryState } from '../../ui';
import { messages } from '../messages';
import { buildHomeModel } from '../model/homeModel';
import { RecentSection, WaitingSection } from './HomeSections';
import { NeedsActionPanel } from './NeedsActionPanel';

/**
 * The signed-in person's home: what waits for us (paged, oldest first), then what waits for the
 * other party and what changed last. All from the open orders that the header count shares
 * (decision 0102): a visit within their stale time reads nothing.
 */
export function HomePage() {
  const t = useT(messages);
  const { ordersBaseUrl } = useConfig();
  const organization = useOrganization();
  const select = useCallback(
    (read: OrderPages) => ({
      read,
      model: buildHomeModel(read.orders, {
        organization,
        knownRelations: TRANSITION_RELATIONS,
        isClosed: isClosedState,
        apiBase: ordersBaseUrl,
      }),
    }),
    [organization, ordersBaseUrl],
  );
  // Background refreshes replace the lists silently (no status message every minute for screen
  // readers).
  const query = useOpenOrders(organization.id, select);

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
      <QueryState query={query} loadingLabel={t('home.loading')} errorTitle={t('home.error')}>
        {({ read, model }) => (
          <>
            {read.capped ? (
              <p className="ws-note">
                {read.filteredHere
                  ? t('home.partialOthersMatched', { shown: read.orders.length })
                  : t('home.partialOthers', { shown: read.orders.length, total: read.total })}{' '}
                <Link to="/orders">{t('home.allOrders')}</Link>
              </p>
            ) : null}
            {model.waitingTotal > model.waiting.length ? (
              <p className="ws-note">
                {t('home.moreWaiting', {
                  shown: model.waiting.length,
                  total: model.waitingTotal,
                })}{' '}
                <Link to="/orders">{t('home.allOrders')}</Link>
              </p>
            ) : null}
            <div className="ws-home">
              <WaitingSection items={model.waiting} />
              <RecentSection items={model.recent} />
            </div>
          </>
        )}
      </QueryState>
    </>
  );
}
