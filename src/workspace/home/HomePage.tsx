import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { useOrganization } from '../../auth';
import { useConfig } from '../../config';
import { useT } from '../../lib/i18n';
import {
  isClosedState,
  joinParts,
  RECENT_READ,
  TRANSITION_RELATIONS,
  useOrderReads,
  type OrderPages,
} from '../../orders';
import { PageTitle, QueryState } from '../../ui';
import { messages } from '../messages';
import { buildHomeModel } from '../model/homeModel';
import { RecentSection, WaitingSection } from './HomeSections';
import { useStepReads } from '../components/useStepReads';
import { NeedsActionPanel } from './NeedsActionPanel';

/**
 * The signed-in person's home: what waits for us (paged, oldest first), then what waits for the
 * other party and what changed last: from the orders where we have a step, which the header count
 * shares, and one page of the open orders changed last (decision 0102). A visit within their
 * stale time reads nothing.
 */
export function HomePage() {
  const t = useT(messages);
  const { ordersBaseUrl } = useConfig();
  const organization = useOrganization();
  // Where we have a step (shared with the header count), and the newest page after them.
  const stepReads = useStepReads(organization);
  const reads = useMemo(() => [...stepReads, RECENT_READ], [stepReads]);
  const select = useCallback(
    (parts: readonly OrderPages[]) => {
      const steps = joinParts(parts.slice(0, -1));
      const newest = parts.at(-1) ?? steps;
      const exact = newest.totalGiven === true && !steps.capped;
      return buildHomeModel(joinParts(parts).orders, {
        organization,
        knownRelations: TRANSITION_RELATIONS,
        isClosed: isClosedState,
        apiBase: ordersBaseUrl,
        newest: { ...newest, exact },
      });
    },
    [organization, ordersBaseUrl],
  );
  // Background refreshes replace the lists silently (no status message every minute for screen
  // readers).
  const query = useOrderReads(organization.id, reads, select);

  return (
    <>
      <PageTitle>{t('home.title')}</PageTitle>
      <p className="ws-intro">
        {t('home.intro', { organization: organization.name })}{' '}
        <Link to="/workspace/planning">{t('home.planning')}</Link>
      </p>
      <div className="ws-home">
        <NeedsActionPanel />
      </div>
      <QueryState query={query} loadingLabel={t('home.loading')} errorTitle={t('home.error')}>
        {(model) => (
          <>
            {model.waitingTotal > model.waiting.length ? (
              <p className="ws-note">
                {t(model.waitingAtLeast ? 'home.moreWaitingAtLeast' : 'home.moreWaiting', {
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
