import { Fragment, type ReactNode } from 'react';
import { useFormat, useT } from '../../lib/i18n';
import { EmptyState } from '../../ui';
import { messages } from '../messages';
import type { HomeModel, HomeOrder } from '../model/homeModel';
import { OrderSummary } from './OrderSummary';
import { OrderTime } from '../components/OrderTime';
import { useOrderLabels } from '../components/useOrderLabels';
import { Link } from 'react-router';

/**
 * A home section of orders: a heading with the count, then the orders as summaries (with what
 * `detail` says about each) or, when there are none, the empty state.
 */
function OrderSection<T extends HomeOrder>({
  name,
  heading,
  count,
  empty,
  items,
  detail,
  children,
}: {
  name: string;
  heading: string;
  /** What the heading says of the count; by default how many `items` there are. */
  count?: ReactNode;
  empty: ReactNode;
  items: readonly T[];
  detail: (item: T) => ReactNode;
  /** After the list (paging). */
  children?: ReactNode;
}) {
  return (
    <section className="ws-section" aria-labelledby={`ws-${name}-heading`}>
      <h2 id={`ws-${name}-heading`}>
        {heading} <span className="ws-count">{count ?? items.length}</span>
      </h2>
      {items.length === 0 ? (
        empty
      ) : (
        <ul className="ws-order-list">
          {items.map((item) => (
            <li key={item.order.id}>
              <OrderSummary item={item}>{detail(item)}</OrderSummary>
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

export function NeedsActionSection({
  items,
  count,
  children,
}: {
  items: HomeModel['needsAction'];
  /** The count of all of them (the items may be one page), or "at least …". */
  count?: ReactNode;
  /** After the list (paging, notes). */
  children?: ReactNode;
}) {
  const t = useT(messages);
  const labels = useOrderLabels();
  return (
    <OrderSection
      name="needs"
      heading={t('needs.heading')}
      count={count}
      empty={<EmptyState title={t('needs.empty')}>{t('needs.emptyHelp')}</EmptyState>}
      items={items}
      detail={(item) => (
        <p className="ws-order__next">
          {t('needs.next')}{' '}
          {item.actions.map((action, index) => (
            <Fragment key={action.rel}>
              {index > 0 ? t('needs.or') : null}
              <strong>{labels.action(action.rel)}</strong>
            </Fragment>
          ))}
        </p>
      )}
    >
      {children}
    </OrderSection>
  );
}

export function WaitingSection({ items }: { items: HomeModel['waiting'] }) {
  const t = useT(messages);
  const format = useFormat();
  const labels = useOrderLabels();
  // The other party by name where the order gives one; else said without a name, never "?".
  const waitingFor = ({ order, role }: HomeOrder) => {
    const name = (role === 'supplier' ? order.customer : order.supplier)?.name?.trim();
    if (role === 'supplier')
      return name ? t('waiting.forCustomer', { name }) : t('waiting.forTheCustomer');
    if (role === 'customer')
      return name ? t('waiting.forSupplier', { name }) : t('waiting.forTheSupplier');
    return t('waiting.forOther');
  };
  return (
    <OrderSection
      name="waiting"
      heading={t('waiting.heading')}
      empty={<EmptyState title={t('waiting.empty')} />}
      items={items}
      detail={(item) =>
        item.blocked.length > 0 ? (
          item.blocked.map((action) => (
            <p key={action.rel} className="ws-order__blocked">
              {action.disabledReason === 'QUOTE_EXPIRED' && item.order.quoteDetails?.quoteValidUntil
                ? t('waiting.expired', {
                    date: format.date(item.order.quoteDetails.quoteValidUntil),
                  })
                : t('waiting.blocked', {
                    action: labels.action(action.rel),
                    reason: labels.disabledReason(action),
                  })}
            </p>
          ))
        ) : (
          <p className="ws-order__waiting">{waitingFor(item)}</p>
        )
      }
    />
  );
}

export function RecentSection({ items }: { items: HomeModel['recent'] }) {
  const t = useT(messages);
  const labels = useOrderLabels();
  return (
    <section className="ws-section" aria-labelledby="ws-recent-heading">
      <h2 id="ws-recent-heading">{t('recent.heading')}</h2>
      {items.length === 0 ? (
        <EmptyState title={t('recent.empty')} />
      ) : (
        <ol className="ws-recent">
          {items.map(({ order }) => (
            <li key={order.id}>
              <Link to={`/orders/${order.id}`}>
                {order.name?.trim() || t('order.unnamed', { id: order.id })}
              </Link>{' '}
              <span className="ws-state">{labels.state(order.state)}</span>{' '}
              <span className="ws-muted">
                <OrderTime iso={order.updatedAt} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
