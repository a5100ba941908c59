import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { messages } from '../messages';
import type { HomeOrder } from '../model/homeModel';
import { OrderTime } from '../components/OrderTime';
import { useOrderLabels } from '../components/useOrderLabels';

/** One order in a home list: its name (a link to the order page), the parties, state and age. */
export function OrderSummary({ item, children }: { item: HomeOrder; children?: ReactNode }) {
  const t = useT(messages);
  const labels = useOrderLabels();
  const { order, role } = item;
  const name = order.name?.trim() || t('order.unnamed', { id: order.id });
  // A party without a name is said in words, never by its id or a mark.
  const customer = order.customer?.name ?? t('order.customerNotNamed');
  const supplier = order.supplier?.name ?? t('order.supplierNotNamed');
  return (
    <article className="ws-order">
      <h3 className="ws-order__name">
        <Link to={`/orders/${order.id}`}>{name}</Link>
      </h3>
      {children}
      <p className="ws-order__meta">
        {role === 'supplier'
          ? t('order.asSupplier', { name: customer })
          : role === 'customer'
            ? t('order.asCustomer', { name: supplier })
            : `${customer} → ${supplier}`}
      </p>
      <p className="ws-order__meta">
        <span>
          {t('order.state')} <span className="ws-state">{labels.state(order.state)}</span>
        </span>
        {order.updatedAt ? (
          <span>
            {' · '}
            {t('order.updated')} <OrderTime iso={order.updatedAt} />
          </span>
        ) : null}
      </p>
    </article>
  );
}
