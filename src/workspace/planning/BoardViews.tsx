import { memo, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { selectTransitions, type HalLinks, type TransitionAction } from '../../lib/hal';
import { useFormat, useI18n, useT } from '../../lib/i18n';
import {
  ActionButton,
  SET_APART_RELATIONS,
  TRANSITION_RELATIONS,
  ordersMessages,
  stateLabel,
} from '../../orders';
import { TableHead } from '../../ui';
import { barPosition, isoWeek, type BoardModel, type BoardRow } from './board';
import { messages } from './messages';

/**
 * The board's two views of the same rows, the table and the timeline, and what every row draws in
 * both: the order's link, its marks, its steps (from its `_links` only), the formats made once per
 * list, and when a memoised row may skip a render.
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
 * compared by {@link sameInputs}.
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

/** Whether a row's inputs give the same as before (the memo of the table's and the timeline's rows). */
export const sameInputs = (a: RowInputs, b: RowInputs) =>
  a.source === b.source && a.runningKey === b.runningKey && a.fmt === b.fmt;

/** Whether a row shows the same as before (the memo of the table's and the timeline's rows). */
export const sameRow = (a: BoardRow, b: BoardRow) =>
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

// The table.

/** The table's columns, as message keys. */
const COLUMNS = [
  'col.order',
  'col.customer',
  'col.service',
  'col.price',
  'col.start',
  'col.end',
  'col.state',
  'col.marks',
  'col.actions',
] as const;

/** One row, memoised like the timeline's (its actions depend on the record and the running step). */
const TableRow = memo(
  function TableRow({ row, inputs }: { row: BoardRow; inputs: RowInputs }) {
    const { renderActions, fmt } = inputs;
    const { t, ot, price } = fmt;
    const date = (value: string | null) => (value ? fmt.date(value) : t('notSet'));
    return (
      <tr data-order-id={row.id}>
        <th scope="row">
          <OrderLink order={row} />
        </th>
        <td>{row.customerName ?? '–'}</td>
        <td>{row.serviceName ?? '–'}</td>
        <td className="pl-num">{price(row.price)}</td>
        <td>{date(row.start)}</td>
        <td>{date(row.end)}</td>
        <td>{stateLabel(ot, row.state)}</td>
        <td>
          <Marks order={row} />
        </td>
        <td>{renderActions(row)}</td>
      </tr>
    );
  },
  (a, b) => sameRow(a.row, b.row) && sameInputs(a.inputs, b.inputs),
);

/**
 * The board as a table: the same orders, facts and steps as the timeline, in reading order, for
 * keyboard and screen-reader users and narrow screens.
 */
export function BoardTable({ rows, steps }: { rows: readonly BoardRow[]; steps: RowSteps }) {
  const t = useT(messages);
  const inputsOf = useRowInputs(steps);
  return (
    <div className="pl-table-wrap">
      <table className="pl-table">
        <caption>{t('table.caption')}</caption>
        <TableHead columns={COLUMNS.map((column) => t(column))} />
        <tbody>
          {rows.map((row) => (
            <TableRow key={row.id} row={row} inputs={inputsOf(row.id)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

// The timeline.

type Span = NonNullable<BoardModel['span']>;

function WeekScale({ span, today }: { span: Span; today: string }) {
  const t = useT(messages);
  const todayAt = barPosition({ start: today, end: today }, span);
  const inSpan = today >= span.from && today <= span.to;
  return (
    <div className="pl-scale" aria-hidden="true">
      {span.weeks.map((week) => (
        <span
          key={week}
          className="pl-scale__week"
          title={t('timeline.week', { week: isoWeek(week) })}
        >
          {t('timeline.weekShort', { week: isoWeek(week) })}
        </span>
      ))}
      {inSpan ? (
        <span className="pl-today" style={{ left: `${String(todayAt.left)}%` }}>
          {t('timeline.today')}
        </span>
      ) : null}
    </div>
  );
}

interface RowProps {
  item: BoardRow<string>;
  at: { left: number; width: number };
  todayAt: number | null;
  inputs: RowInputs;
}

/**
 * One order's row. Memoised on what it shows (its item, bar and inputs), so a filter re-renders
 * only the rows that appear, leave or move.
 */
const TimelineRow = memo(
  function TimelineRow({ item, at, todayAt, inputs }: RowProps) {
    const { renderActions, fmt } = inputs;
    const { t, ot, price } = fmt;
    const classes = ['pl-bar', `pl-bar--${item.state.toLowerCase()}`];
    if (item.late) classes.push('pl-bar--late');
    if (item.overlaps) classes.push('pl-bar--overlap');
    return (
      <li className="pl-row" data-order-id={item.id}>
        <div className="pl-order">
          <p className="pl-order__title">
            <OrderLink order={item} /> <Marks order={item} />
          </p>
          <p className="pl-order__facts">
            {item.customerName ?? '–'} · {item.serviceName ?? '–'} · {price(item.price)}
          </p>
          <p className="pl-order__facts">
            <span className="pl-state">{stateLabel(ot, item.state)}</span> ·{' '}
            {t('timeline.period', { start: fmt.date(item.start), end: fmt.date(item.end) })}
          </p>
          {renderActions(item)}
        </div>
        <div className="pl-track" aria-hidden="true">
          {todayAt === null ? null : (
            <span className="pl-track__today" style={{ left: `${String(todayAt)}%` }} />
          )}
          <span
            className={classes.join(' ')}
            style={{ left: `${String(at.left)}%`, width: `${String(at.width)}%` }}
          />
        </div>
      </li>
    );
  },
  (a, b) =>
    sameRow(a.item, b.item) &&
    a.at.left === b.at.left &&
    a.at.width === b.at.width &&
    a.todayAt === b.todayAt &&
    sameInputs(a.inputs, b.inputs),
);

interface TimelineProps {
  items: readonly BoardRow<string>[];
  span: Span;
  /** The day the timeline marks as today (ISO date). */
  today: string;
  steps: RowSteps;
}

/**
 * The orders on a timeline of weeks: one row per order with its facts and steps on the left and a
 * bar from estimated start to completion on the right. The bar is drawing only (hidden from
 * assistive technology): the period is written out in the row.
 */
export function Timeline({ items, span, today, steps }: TimelineProps) {
  const t = useT(messages);
  const inputsOf = useRowInputs(steps);
  const todayAt =
    today >= span.from && today <= span.to
      ? barPosition({ start: today, end: today }, span).left
      : null;
  const style: React.CSSProperties & Record<'--pl-weeks', number> = {
    '--pl-weeks': span.weeks.length,
  };
  return (
    <section className="pl-timeline" aria-label={t('timeline.label')} style={style}>
      <div className="pl-row pl-row--head">
        <span />
        <WeekScale span={span} today={today} />
      </div>
      <ol className="pl-rows">
        {items.map((item) => (
          <TimelineRow
            key={item.id}
            item={item}
            at={barPosition(item, span)}
            todayAt={todayAt}
            inputs={inputsOf(item.id)}
          />
        ))}
      </ol>
    </section>
  );
}
