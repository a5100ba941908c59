import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { subResourceHref } from '../../lib/hal';
import { useT } from '../../lib/i18n';
import { Button, ErrorState, Spinner } from '../../ui';
import { useConfig } from '../../config';
import {
  changeHistoryQueryOptions,
  stateHistoryQueryOptions,
  type HistoryRead,
} from '../api/orders';
import type { Order } from '../api/schemas';
import { messages } from '../messages';
import { ChangeHistory } from './ChangeHistory';
import { StateHistory } from './StateHistory';

/** The order's state history, and its change history behind the `change-history` link. */
export function OrderHistory({ organizationId, order }: { organizationId: string; order: Order }) {
  const t = useT(messages);
  const headingId = useId();
  const changesId = useId();
  const [showChanges, setShowChanges] = useState(false);
  const { ordersBaseUrl } = useConfig();
  const history = useQuery(stateHistoryQueryOptions(organizationId, order.id));
  const changeHref = subResourceHref(order._links, 'change-history', ordersBaseUrl);
  const changes = useQuery({
    ...changeHistoryQueryOptions(organizationId, order.id),
    enabled: showChanges && changeHref !== null,
  });

  return (
    <section className="panel orders-history" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('history.heading')}</h2>
      <h3>{t('history.states')}</h3>
      {history.isPending ? <Spinner label={t('history.loading')} /> : null}
      {history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : null}
      {history.data ? (
        <>
          <StateHistory entries={history.data.entries} order={order} />
          <CappedNote read={history.data} />
        </>
      ) : null}

      {changeHref ? (
        <>
          <Button
            variant="link"
            aria-expanded={showChanges}
            aria-controls={changesId}
            onClick={() => setShowChanges((shown) => !shown)}
          >
            {showChanges ? t('history.hideChanges') : t('history.showChanges')}
          </Button>
          <div id={changesId} hidden={!showChanges}>
            <h3>{t('history.changes')}</h3>
            {changes.isPending && showChanges ? <Spinner label={t('history.loading')} /> : null}
            {changes.isError ? (
              <ErrorState error={changes.error} onRetry={() => void changes.refetch()} />
            ) : null}
            {changes.data ? (
              <>
                <ChangeHistory entries={changes.data.entries} order={order} />
                <CappedNote read={changes.data} />
              </>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}

/** Said under a history whose pages were not all read (`HistoryRead.capped`): never a silent end. */
function CappedNote({ read }: { read: HistoryRead<unknown> }) {
  const t = useT(messages);
  if (!read.capped) return null;
  return <p className="orders-note">{t('history.capped', { count: read.entries.length })}</p>;
}
