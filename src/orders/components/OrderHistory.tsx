import { useId, useState, type ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { subResourceHref } from '../../lib/hal';
import { useT } from '../../lib/i18n';
import { Button, ErrorState, Section, Spinner } from '../../ui';
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
    <Section className="panel orders-history" heading={t('history.heading')}>
      <h3>{t('history.states')}</h3>
      <HistoryPart
        read={history}
        asked
        list={(entries) => <StateHistory entries={entries} order={order} />}
      />

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
            <HistoryPart
              read={changes}
              asked={showChanges}
              list={(entries) => <ChangeHistory entries={entries} order={order} />}
            />
          </div>
        </>
      ) : null}
    </Section>
  );
}

/** One history as read: loading (once `asked`), an error with a retry, or its entries. */
function HistoryPart<TEntry>({
  read,
  asked,
  list,
}: {
  read: UseQueryResult<HistoryRead<TEntry>>;
  asked: boolean;
  list: (entries: TEntry[]) => ReactNode;
}) {
  const t = useT(messages);
  return (
    <>
      {read.isPending && asked ? <Spinner label={t('history.loading')} /> : null}
      {read.isError ? <ErrorState error={read.error} onRetry={() => void read.refetch()} /> : null}
      {read.data ? (
        <>
          {list(read.data.entries)}
          <CappedNote read={read.data} />
        </>
      ) : null}
    </>
  );
}

/** Said under a history whose pages were not all read (`HistoryRead.capped`): never a silent end. */
function CappedNote({ read }: { read: HistoryRead<unknown> }) {
  const t = useT(messages);
  if (!read.capped) return null;
  return <p className="orders-note">{t('history.capped', { count: read.entries.length })}</p>;
}
