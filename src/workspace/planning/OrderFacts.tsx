import { Link } from 'react-router';
import { useMemo } from 'react';
import { useFormat, useI18n, useT } from '../../lib/i18n';
import { ordersMessages } from '../../orders';
import type { BoardOrder } from './boardModel';
import { messages } from './messages';

export function usePrice() {
  return useRowFormat().price;
}

export interface RowFormat {
  t: ReturnType<typeof useT<keyof (typeof messages)['en']>>;
  ot: ReturnType<typeof useT<keyof (typeof ordersMessages)['en']>>;
  date: (isoDate: string) => string;
  price: (price: BoardOrder['price']) => string;
}

/**
 * Translators and formatters made once per list (not once per row: building Intl formatters is
 * the costly part of rendering 500 rows), stable while the language stays the same.
 */
export function useRowFormat(): RowFormat {
  const format = useFormat();
  const { locale } = useI18n();
  const t = useT(messages);
  const ot = useT(ordersMessages);
  return useMemo(() => {
    const money = new Map<string, Intl.NumberFormat>();
    const moneyFormat = (currency: string) => {
      let formatter = money.get(currency);
      if (!formatter) {
        try {
          formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
        } catch {
          return null;
        }
        money.set(currency, formatter);
      }
      return formatter;
    };
    return {
      t,
      ot,
      date: format.date,
      price: (price) => {
        if (price === null) return t('notSet');
        const formatter = price.currency ? moneyFormat(price.currency) : null;
        if (formatter) return formatter.format(price.amount);
        const number = format.number(price.amount);
        return price.currency ? `${number} ${price.currency}` : number;
      },
    };
  }, [format, locale, t, ot]);
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
