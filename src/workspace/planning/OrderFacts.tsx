import { Link } from 'react-router';
import { useFormat, useT } from '../../lib/i18n';
import type { BoardOrder } from './boardModel';
import { messages } from './messages';

export function usePrice() {
  const format = useFormat();
  const t = useT(messages);
  return (price: BoardOrder['price']) =>
    price === null
      ? t('notSet')
      : price.currency
        ? format.money(price.amount, price.currency)
        : format.number(price.amount);
}

/** The order's name as a link to its page. */
export function OrderLink({ order }: { order: BoardOrder }) {
  return (
    <Link to={`/orders/${String(order.id)}`} className="pl-order__name">
      {order.name || `#${String(order.id)}`}
    </Link>
  );
}

/** "Overlaps" and "Late" as words (never colour alone), with the long reason for screen readers. */
export function Marks({ order }: { order: { overlaps: boolean; late: boolean } }) {
  const t = useT(messages);
  return (
    <>
      {order.late ? (
        <span className="pl-mark pl-mark--late" title={t('lateLong')}>
          {t('late')}
        </span>
      ) : null}
      {order.overlaps ? (
        <span className="pl-mark pl-mark--overlap" title={t('overlapsLong')}>
          {t('overlaps')}
        </span>
      ) : null}
    </>
  );
}
