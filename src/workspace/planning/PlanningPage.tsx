import { Link } from 'react-router';
import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useOrganization } from '../../auth';
import { useConfig } from '../../config';
import type { TransitionAction } from '../../lib/hal';
import { useT } from '../../lib/i18n';
import {
  errorSaid,
  orderReadQueryOptions,
  ordersMessages,
  type OrderPages,
  stateLabel,
  STEP_READ,
  useOrderTransition,
} from '../../orders';
import {
  ActionFeedback,
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  PageTitle,
  type ActionFeedbackValue,
} from '../../ui';
import { BoardControls } from './BoardControls';
import { buildBoard, toBoardRow, workOrdersOf, type BoardRow } from './board';
import {
  BoardActions,
  OrderLink,
  usePrice,
  type RowSteps,
  type RunningAction,
} from './BoardRowParts';
import { BoardTable } from './BoardTable';
import { Timeline } from './Timeline';
import { BOARD_CALENDAR_ID, calendarEvents, downloadText, writeCalendar } from './calendar';
import { messages } from './messages';
import { useBoardParams } from './useBoardParams';
import './planning.css';

const FEEDBACK_CLASSES = { region: 'pl-feedback', done: 'pl-done', error: 'pl-error' };

const utcToday = () => new Date().toISOString().slice(0, 10);

/** The supplier's planning board (decision 0104): its open work on a timeline and as a table. */
export function PlanningPage() {
  const t = useT(messages);
  const ot = useT(ordersMessages);
  const price = usePrice();
  const { ordersBaseUrl } = useConfig();
  const organization = useOrganization();
  const select = useCallback(
    (read: OrderPages) => workOrdersOf(read, organization),
    [organization],
  );
  const query = useQuery({ ...orderReadQueryOptions(organization.id, STEP_READ.supplier), select });
  const { applied, chosen, choose } = useBoardParams();
  const [feedback, setFeedback] = useState<ActionFeedbackValue>(null);
  const today = utcToday();

  const orders = useMemo(() => query.data?.orders ?? [], [query.data]);
  const byId = useMemo(() => new Map(orders.map((order) => [order.id, order])), [orders]);
  const boardRows = useMemo(() => orders.map(toBoardRow), [orders]);
  const { states, range } = applied;
  const board = useMemo(
    () => buildBoard(boardRows, { states, range }, today),
    [boardRows, states, range, today],
  );

  // The orders feature's transition: after it, the order, every order list, the header count and
  // this board (all under the orders prefix) are read again. It settles once they have been read
  // again, so the action under way (its pending state) lasts until the buttons are current.
  const transition = useOrderTransition(organization.id);
  const running: RunningAction | null = transition.pending;

  const run = (orderId: number, action: TransitionAction) => {
    const name = byId.get(orderId)?.name || t('unnamed', { id: orderId });
    // Null while another transition runs: a double click in one tick sends one request.
    const started = transition.start({ orderId, action, body: {} });
    if (started === null) return;
    setFeedback(null);
    started.then(
      () =>
        setFeedback({
          kind: 'done',
          text: t('done', { name, state: stateLabel(ot, action.targetState) }),
        }),
      (error: unknown) => setFeedback({ kind: 'error', text: errorSaid(ot, error) }),
    );
  };
  const renderActions = (row: BoardRow) => {
    const order = byId.get(row.id);
    return order ? (
      <BoardActions
        orderId={row.id}
        links={order._links}
        apiBase={ordersBaseUrl}
        running={running}
        onRun={run}
      />
    ) : null;
  };

  const exportCalendar = () => {
    const events = calendarEvents(board.items, ordersBaseUrl, window.location.origin, {
      summary: (order) =>
        t('ics.summary', { state: stateLabel(ot, order.state), name: order.name }),
      description: (order, url) =>
        [
          t('ics.customer', { name: order.customerName ?? t('noCustomer') }),
          t('ics.service', { name: order.serviceName ?? t('noService') }),
          t('ics.price', { price: price(order.price) }),
          t('ics.link', { url }),
        ].join('\n'),
    });
    const text = writeCalendar(events, {
      productId: BOARD_CALENDAR_ID,
      name: t('ics.calendar', { organization: organization.name }),
      now: new Date(),
    });
    downloadText(text, `planning-${today}.ics`, 'text/calendar;charset=utf-8');
  };

  const rows: BoardRow[] = [...board.items, ...board.undated];
  const steps: RowSteps = {
    renderActions,
    sourceOf: (id) => byId.get(id),
    runningKey: running ? `${String(running.orderId)}:${running.rel}` : '',
  };
  const late = board.items.filter((item) => item.late).length;
  const overlapping = board.items.filter((item) => item.overlaps).length;

  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <p className="ws-intro">{t('intro', { organization: organization.name })}</p>
      <BoardControls chosen={chosen} onChange={choose} />
      <ActionFeedback feedback={feedback} classes={FEEDBACK_CLASSES} />
      {query.isPending ? (
        <LoadingState label={t('loading')} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.orders.length === 0 && query.data.unplaced === 0 ? (
        <EmptyState title={t('empty', { organization: organization.name })}>
          <p>
            {t('emptyHelp')} <Link to="/orders">{t('orderList')}</Link>
          </p>
        </EmptyState>
      ) : (
        <>
          {query.isError ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : null}
          {query.data.unplaced > 0 ? (
            <p className="ws-note" role="note">
              {t('unplaced', { count: query.data.unplaced })}
            </p>
          ) : null}
          {query.data.capped ? (
            <p className="ws-note">{t('capped', { shown: query.data.workFound })}</p>
          ) : null}
          <div className="pl-toolbar">
            <p className="pl-summary" role="status">
              {t('summary', {
                orders: t('summary.orders', { count: rows.length }),
                overlaps: overlapping,
                late,
                undated: board.undated.length,
              })}
            </p>
            <Button
              onClick={exportCalendar}
              disabled={board.items.length === 0}
              aria-describedby="pl-export-help"
            >
              {t('export')}
            </Button>
            <span id="pl-export-help" className="ws-muted">
              {t('exportHelp')}
            </span>
          </div>
          {rows.length === 0 ? (
            <EmptyState title={t('emptyFiltered')} />
          ) : applied.view === 'table' ? (
            <BoardTable rows={rows} steps={steps} />
          ) : (
            <>
              {board.span && board.items.length > 0 ? (
                <Timeline items={board.items} span={board.span} today={today} steps={steps} />
              ) : null}
              {board.undated.length > 0 ? (
                <section className="pl-undated" aria-labelledby="pl-undated-heading">
                  <h2 id="pl-undated-heading">{t('undated.heading')}</h2>
                  <p className="ws-muted">{t('undated.help')}</p>
                  <ul className="pl-undated__list">
                    {board.undated.map((order) => (
                      <li key={order.id} className="pl-undated__item" data-order-id={order.id}>
                        <OrderLink order={order} />
                        <p className="pl-order__facts">
                          {order.customerName ?? t('noCustomer')} ·{' '}
                          {order.serviceName ?? t('noService')} · {price(order.price)} ·{' '}
                          {stateLabel(ot, order.state)}
                        </p>
                        {renderActions(order)}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </>
          )}
        </>
      )}
    </>
  );
}
