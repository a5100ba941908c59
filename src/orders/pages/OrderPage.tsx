import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RequireOrganization, useOrganization, type Organization } from '../../auth';
import { useConfig } from '../../config';
import { selectTransitions, type TransitionAction } from '../../lib/hal';
import { sideOf } from '../../lib/api-shapes';
import { isApiError } from '../../lib/http';
import { useT } from '../../lib/i18n';
import { ActionFeedback, EmptyState, ErrorState, LoadingState, PageTitle } from '../../ui';
import type { ActionFeedbackValue } from '../../ui';
import { useOrderTransition } from '../api/mutations';
import { orderQueryOptions } from '../api/orders';
import { isOrderHistoryKey, orderKeys } from '../api/keys';
import type { Order, QuoteFields } from '../api/schemas';
import { ActionBar } from '../components/ActionBar';
import { CompareThisLink } from '../compare/CompareLinks';
import { CustomerRequest } from '../components/CustomerRequest';
import { OrderHeading } from '../components/OrderHeading';
import { OrderHistory } from '../components/OrderHistory';
import { OrderProgress } from '../components/OrderProgress';
import { OrderSummary } from '../components/OrderSummary';
import { QuoteForm } from '../components/QuoteForm';
import { QuoteValidity } from '../components/QuoteValidity';
import { QuoteView } from '../components/QuoteView';
import { RenameOrder } from '../components/RenameOrder';
import type { RunResult } from '../components/runResult';
import { messages } from '../messages';
import { mayHaveApplied, transitionOutcome } from '../model/applied';
import { errorSaid, errorText } from '../model/labels';
import { isState, stateLabel } from '../model/states';
import { QUOTE_RELATIONS, TRANSITION_RELATIONS, isQuoteRelation } from '../model/relations';
import { visibleVersion } from '../model/version';
import '../orders.css';
import '../print.css';

/** How often an open order page re-reads the order while the tab is visible (spec 6: no events). */
export const ORDER_REFETCH_INTERVAL_MS = 10_000;

const FEEDBACK_CLASSES = {
  region: 'orders-feedback',
  done: 'orders-success',
  error: 'orders-error',
};

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

function NotFound() {
  const t = useT(messages);
  return (
    <>
      <PageTitle>{t('page.notFound')}</PageTitle>
      <EmptyState title={t('page.notFound')} action={<Link to="/orders">{t('page.back')}</Link>}>
        <p>{t('page.notFoundText')}</p>
      </EmptyState>
    </>
  );
}

/** After an organisation switch, an order the new organisation cannot see is the other one's. */
function OtherOrganization({ openedFor }: { openedFor: string }) {
  const t = useT(messages);
  return (
    <>
      <PageTitle>{t('page.otherOrganization')}</PageTitle>
      <EmptyState
        title={t('page.otherOrganization')}
        action={<Link to="/orders">{t('page.back')}</Link>}
      >
        <p>{t('page.otherOrganizationText', { organization: openedFor })}</p>
      </EmptyState>
    </>
  );
}

function OrderPageContent({ id, openedFor }: { id: number; openedFor: Organization }) {
  const t = useT(messages);
  const organization = useOrganization();
  const organizationId = organization.id;
  const { ordersBaseUrl } = useConfig();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...orderQueryOptions(organizationId, id),
    refetchInterval: ORDER_REFETCH_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    retry: (count, error) =>
      !(isApiError(error) && error.status !== undefined && error.status < 500) && count < 2,
  });
  const [knownVersion, setKnownVersion] = useState<string | null>(null);
  const transition = useOrderTransition(organizationId);
  const running = transition.pending !== null;
  const [feedback, setFeedback] = useState<ActionFeedbackValue>(null);

  const order = query.data;
  const currentVersion = order ? visibleVersion(order) : null;
  const lastVersion = useRef<string | null>(null);

  // Whenever what the user sees changes (the user's own action, the other party, a refetch on focus
  // or by the interval), the histories are read again (decision 0081). This is their one reader:
  // an action only marks them stale (refreshAfterOrderChange).
  useEffect(() => {
    if (currentVersion === null) return;
    if (lastVersion.current !== null && lastVersion.current !== currentVersion) {
      void queryClient.invalidateQueries({
        queryKey: orderKeys.detail(organizationId, id),
        predicate: (history) => isOrderHistoryKey(history.queryKey, organizationId, id),
      });
    }
    lastVersion.current = currentVersion;
  }, [currentVersion, queryClient, organizationId, id]);

  // The version the user has seen: set on first read, moved on by their own actions or by "OK".
  if (order && knownVersion === null) setKnownVersion(visibleVersion(order));

  if (query.isPending)
    return <LoadingState label={t('page.loading')} onRetry={() => void query.refetch()} />;
  if (query.isError && !order) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 403)) {
      // Opened for another of the user's organisations: say so, not "not found".
      if (openedFor.id !== organizationId) return <OtherOrganization openedFor={openedFor.name} />;
      return <NotFound />;
    }
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!order) return <NotFound />;

  /** The order as last read, taken as seen by this user. */
  function takeFresh(): Order | undefined {
    const fresh = queryClient.getQueryData<Order>(orderKeys.detail(organizationId, id));
    if (fresh) setKnownVersion(visibleVersion(fresh));
    return fresh;
  }

  /** The order if it was read again since `since` (ms), else undefined (the re-read failed). */
  function readSince(since: number): Order | undefined {
    const state = queryClient.getQueryState(orderKeys.detail(organizationId, id));
    return state && state.dataUpdatedAt >= since ? takeFresh() : undefined;
  }

  async function runTransition(
    action: TransitionAction,
    body: Record<string, unknown>,
  ): Promise<RunResult> {
    const before = queryClient.getQueryData<Order>(orderKeys.detail(organizationId, id));
    const startedAt = Date.now();
    const started = transition.start({
      orderId: id,
      action,
      body,
      onProcessing: () => setFeedback({ kind: 'done', text: t('actions.processing') }),
    });
    // Another transition is under way (a second press): nothing was sent.
    if (started === null) return { ok: false, error: null };
    setFeedback(null);
    try {
      // The mutation reads the step's outcome, then refreshes the lists, home and header count.
      const outcome = await started;
      takeFresh();
      if (outcome.kind === 'applied') {
        setFeedback({
          kind: 'done',
          text: t('actions.done', { state: stateLabel(t, outcome.order.state) }),
        });
      } else {
        setFeedback({
          kind: 'error',
          text: t(outcome.kind === 'processing' ? 'actions.stillProcessing' : 'actions.sentUnread'),
        });
      }
      return { ok: true };
    } catch (error) {
      // No answer, or a server error: the re-read order (onSettled) tells whether it was applied.
      const outcome = mayHaveApplied(error)
        ? transitionOutcome(before, readSince(startedAt), action.targetState)
        : null;
      if (outcome === 'applied') {
        const done = t('actions.done', { state: stateLabel(t, action.targetState) });
        setFeedback({ kind: 'done', text: `${t('outcome.saved')} ${done}` });
        return { ok: true };
      }
      const next = outcome === 'not-applied' ? t('outcome.notSaved') : t('outcome.unknown');
      setFeedback({
        kind: 'error',
        text: outcome === null ? errorSaid(t, error) : `${errorText(t, error)} ${next}`,
      });
      takeFresh();
      return { ok: false, error };
    }
  }

  const { actions } = selectTransitions(order._links, TRANSITION_RELATIONS, ordersBaseUrl);
  const sendActions = actions.filter((a) => isQuoteRelation(a.rel));
  const isCustomer = sideOf(order, organization) === 'customer';
  const version = visibleVersion(order);
  const changedByOther = !running && knownVersion !== null && version !== knownVersion;

  const validity =
    isState(order.state, 'QUOTED') && order.quoteDetails ? (
      <QuoteValidity
        until={order.quoteDetails.quoteValidUntil}
        isCustomer={isCustomer}
        canWithdraw={actions.some((a) => a.rel === 'withdraw-offer' && !a.disabled)}
      />
    ) : null;

  return (
    <article className="orders-page print-document">
      <p className="orders-back">
        <Link to="/orders">← {t('page.back')}</Link>
      </p>
      {changedByOther ? (
        <div className="banner orders-changed" role="status">
          <p>{t('page.changedByOther')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setKnownVersion(version);
              void queryClient.invalidateQueries({
                queryKey: orderKeys.history(organizationId, id),
              });
            }}
          >
            {t('page.dismiss')}
          </button>
        </div>
      ) : null}
      <ActionFeedback feedback={feedback} classes={FEEDBACK_CLASSES} takeFocus />
      <div className="orders-top">
        <OrderHeading order={order} validity={validity} />
        <ActionBar
          actions={actions}
          renderedElsewhere={QUOTE_RELATIONS}
          pendingRel={transition.pendingRel}
          quote={order.quoteDetails}
          onRun={async (action, notes) => (await runTransition(action, notes ? { notes } : {})).ok}
        />
      </div>
      {isCustomer && (isState(order.state, 'REQUESTED') || isState(order.state, 'QUOTED')) ? (
        <CompareThisLink organizationId={organizationId} orderId={id} />
      ) : null}
      <CustomerRequest organizationId={organizationId} orderId={id} isCustomer={isCustomer} />
      {isCustomer && isState(order.state, 'DRAFT') ? (
        <RenameOrder organizationId={organizationId} order={order} onRenamed={readSince} />
      ) : null}
      <OrderProgress state={order.state} />
      {sendActions.length > 0 ? (
        <QuoteForm
          key={`${order.id}-${order.state}`}
          organizationId={organizationId}
          order={order}
          sending={{
            actions: sendActions,
            pendingRel: transition.pendingRel,
            run: (action, fields: QuoteFields) => runTransition(action, { ...fields }),
          }}
          readSince={readSince}
        />
      ) : order.quoteDetails ? (
        <QuoteView quote={order.quoteDetails} />
      ) : null}
      <OrderSummary order={order} />
      <OrderHistory organizationId={organizationId} order={order} />
    </article>
  );
}

function OrderRoute() {
  const params = useParams();
  const organization = useOrganization();
  // The organisation the page was opened for, to explain an order the next one cannot see.
  const [openedFor] = useState(organization);
  const id = parseId(params.id);
  if (id === null) return <NotFound />;
  // A fresh page per order and organisation: what the user "has seen" starts again on a switch.
  return <OrderPageContent key={`${organization.id}:${id}`} id={id} openedFor={openedFor} />;
}

/** Route module for `/orders/:id`. */
export function Component() {
  return (
    <RequireOrganization>
      <OrderRoute />
    </RequireOrganization>
  );
}
