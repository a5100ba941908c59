import { useT } from '../../lib/i18n';
import { stateLabel } from '../../orders';
import { barPosition, isoWeek, type BoardModel, type BoardRow } from './board';
import {
  Marks,
  OrderLink,
  memoRow,
  useRowInputs,
  type RowProps,
  type RowSteps,
} from './BoardRowParts';
import { messages } from './messages';

/** The board as a timeline: a bar per dated order over a week scale. */
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

interface TimelineRowProps extends RowProps<BoardRow<string>> {
  at: { left: number; width: number };
  todayAt: number | null;
}

/**
 * One order's row. Memoised on what it shows (its order, bar and inputs), so a filter re-renders
 * only the rows that appear, leave or move.
 */
const TimelineRow = memoRow(
  function TimelineRow({ row, at, todayAt, inputs }: TimelineRowProps) {
    const { renderActions, fmt } = inputs;
    const { t, ot, price } = fmt;
    const classes = ['pl-bar', `pl-bar--${row.state.toLowerCase()}`];
    if (row.late) classes.push('pl-bar--late');
    if (row.overlaps) classes.push('pl-bar--overlap');
    return (
      <li className="pl-row" data-order-id={row.id}>
        <div className="pl-order">
          <p className="pl-order__title">
            <OrderLink order={row} /> <Marks order={row} />
          </p>
          <p className="pl-order__facts">
            {row.customerName ?? t('noCustomer')} · {row.serviceName ?? t('noService')} ·{' '}
            {price(row.price)}
          </p>
          <p className="pl-order__facts">
            <span className="pl-state">{stateLabel(ot, row.state)}</span> ·{' '}
            {t('timeline.period', { start: fmt.date(row.start), end: fmt.date(row.end) })}
          </p>
          {renderActions(row)}
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
  (a, b) => a.at.left === b.at.left && a.at.width === b.at.width && a.todayAt === b.todayAt,
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
            row={item}
            at={barPosition(item, span)}
            todayAt={todayAt}
            inputs={inputsOf(item.id)}
          />
        ))}
      </ol>
    </section>
  );
}
