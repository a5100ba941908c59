import { memo, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { selectTransitions, type HalLinks, type TransitionAction } from '../../lib/hal';
import { useFormat, useI18n, useT } from '../../lib/i18n';
import {
  ActionButton,
  SET_APART_RELATIONS,
  TRANSITION_RELATIONS,
  ordersMessages,
} from '../../orders';
import type { BoardRow } from './board';
import { messages } from './messages';

/**
 * What every row of the board draws in both its views (BoardTable.tsx, Timeline.tsx): the order's
 * link, its marks, its steps (from its `_links` only), the formats made once per list, and when a
 * memoised row may skip a render.
 */

export function usePrice() {
  return useRowFormat().price;
}

export interface RowFormat {
  t: ReturnType<typeof useT<keyof (typeof messages)['en']>>;
  ot: ReturnType<typeof useT<keyof (typeof ordersMessages)['en']>>;
  date: (isoDate: string) => string;
  price: (price: BoardRow['price']) => string;
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
export function OrderLink({ order }: { order: BoardRow }) {
  const t = useT(messages);
  return (
    <Link to={`/orders/${String(order.id)}`} className="pl-order__name">
      {order.name || t('unnamed', { id: order.id })}
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

export interface RunningAction {
  orderId: number;
  rel: string;
}

/**
 * The order's steps, from its `_links` only (never from its state), as the order page draws them:
 * a button per known transition, disabled with the server's reason. `cancel` stays on the order
 * page, where it asks for confirmation.
 */
export function BoardActions({
  orderId,
  links,
  apiBase,
  running,
  onRun,
}: {
  orderId: number;
  links: HalLinks;
  apiBase: string;
  running: RunningAction | null;
  onRun: (orderId: number, action: TransitionAction) => void;
}) {
  const t = useT(messages);
  const actions = selectTransitions(links, TRANSITION_RELATIONS, apiBase).actions.filter(
    (action) => !(SET_APART_RELATIONS as readonly string[]).includes(action.rel),
  );
  if (actions.length === 0) return <span className="ws-muted">{t('none')}</span>;
  return (
    <span className="pl-actions">
      {actions.map((action) => (
        <ActionButton
          key={action.rel}
          action={action}
          busy={running?.orderId === orderId && running.rel === action.rel}
          locked={running !== null}
          onClick={() => onRun(orderId, action)}
        />
      ))}
    </span>
  );
}

/** What the page gives both views for their rows' steps. */
export interface RowSteps {
  renderActions: (row: BoardRow) => ReactNode;
  /** The order record behind a row: a row re-renders only when it (or its facts) changed. */
  sourceOf: (id: number) => unknown;
  /** Changes while a step runs, so the rows' buttons show busy and locked. */
  runningKey: string;
}

/**
 * What a memoised row of either view takes besides its order. `renderActions` is rebuilt on every
 * render of the page; its output depends only on the order record and the running step, both
 * compared by {@link memoRow}.
 */
export interface RowInputs {
  source: unknown;
  runningKey: string;
  renderActions: (row: BoardRow) => ReactNode;
  fmt: RowFormat;
}

/** A view's rows' inputs by order id, with the formats made once for the whole list. */
export function useRowInputs(steps: RowSteps): (id: number) => RowInputs {
  const fmt = useRowFormat();
  return (id) => ({
    source: steps.sourceOf(id),
    runningKey: steps.runningKey,
    renderActions: steps.renderActions,
    fmt,
  });
}

/** Whether a row's inputs give the same as before. */
const sameInputs = (a: RowInputs, b: RowInputs) =>
  a.source === b.source && a.runningKey === b.runningKey && a.fmt === b.fmt;

/** Whether a row shows the same as before. */
const sameRow = (a: BoardRow, b: BoardRow) =>
  a.id === b.id &&
  a.name === b.name &&
  a.state === b.state &&
  a.start === b.start &&
  a.end === b.end &&
  a.late === b.late &&
  a.overlaps === b.overlaps &&
  a.customerName === b.customerName &&
  a.serviceName === b.serviceName &&
  a.price?.amount === b.price?.amount &&
  a.price?.currency === b.price?.currency;

/** What a row of either view takes: its order and its inputs (and what else the view needs). */
export interface RowProps<Row extends BoardRow = BoardRow> {
  row: Row;
  inputs: RowInputs;
}

/**
 * A row of either view, memoised: it renders again only when its order shows something else, its
 * inputs give something else, or `sameRest` (the view's own props) says they differ.
 */
export function memoRow<P extends RowProps>(
  render: (props: P) => ReactNode,
  sameRest: (a: P, b: P) => boolean = () => true,
) {
  return memo(
    render,
    (a, b) => sameRow(a.row, b.row) && sameInputs(a.inputs, b.inputs) && sameRest(a, b),
  );
}
