import { useId } from 'react';
import type { OrderSide } from '../../orders';
import { useFormat, useT } from '../../lib/i18n';
import { Section } from '../../ui';
import { messages } from '../messages';
import type { Amount, Breakdown, ClimateMeasure, Sum } from '../model/climateSummary';
import { AmountTable, type AmountRow, type BreakdownProps } from './AmountTable';
import { BarChart } from './BarChart';
import type { ReportWords } from './useReportWords';

/** A total: the sum and the lines it rests on, or words when no line gives it. */
function Total({ label, sum, unit }: { label: string; sum: Sum; unit: string }) {
  const t = useT(messages);
  const format = useFormat();
  return (
    <div className="ws-total">
      <dt className="ws-total__label">{label}</dt>
      <dd>
        {sum.lines === 0 ? (
          t('climate.notGiven')
        ) : (
          <>
            <span className="ws-total__value">
              {format.number(sum.value)} {unit}
            </span>{' '}
            <span className="ws-muted">{t('climate.fromLines', { count: sum.lines })}</span>
          </>
        )}
      </dd>
    </div>
  );
}

/** A breakdown as a table with its caption heading. */
function BreakdownTable({ title, firstColumn, unit, rows }: BreakdownProps) {
  const id = useId();
  return (
    <div className="ws-breakdown">
      <h4 id={id}>{title}</h4>
      <AmountTable labelledBy={id} firstColumn={firstColumn} unit={unit} rows={rows} />
    </div>
  );
}

/**
 * One impact category and unit: emission and saving with the lines they rest on, the saving by
 * month as a chart with its table, then by category, by the other party and by service.
 */
export function ClimateMeasureView({
  measure,
  side,
  words,
}: {
  measure: ClimateMeasure;
  side: OrderSide;
  words: ReportWords;
}) {
  const t = useT(messages);
  const unit = words.codes.co2eUnit(measure.unit);
  const label: Record<Exclude<Breakdown, 'month'>, (a: Amount) => string> = {
    category: (a) => words.category(a.name),
    party: (a) => words.party(a.name),
    service: (a) => words.service(a.name),
  };
  const rows = (breakdown: Breakdown, name: (a: Amount) => string): AmountRow[] =>
    measure.by[breakdown].map((amount) => ({ ...amount, label: name(amount) }));

  return (
    <Section className="ws-measure" level={3} heading={words.measure(measure)}>
      <dl className="ws-totals">
        <Total label={t('climate.emission')} sum={measure.emission} unit={unit} />
        <Total label={t('climate.savings')} sum={measure.savings} unit={unit} />
      </dl>
      <div className="ws-charts">
        {measure.by.month.length > 0 ? (
          <BarChart
            title={t('climate.byMonth')}
            firstColumn={t('climate.col.month')}
            unit={unit}
            rows={rows('month', (a) => words.month(a.key))}
          />
        ) : null}
        <BreakdownTable
          title={t('climate.by.category')}
          firstColumn={t('climate.col.category')}
          unit={unit}
          rows={rows('category', label.category)}
        />
        <BreakdownTable
          title={t(`climate.by.party.${side}`)}
          firstColumn={t(`climate.col.party.${side}`)}
          unit={unit}
          rows={rows('party', label.party)}
        />
        <BreakdownTable
          title={t('climate.by.service')}
          firstColumn={t('climate.col.service')}
          unit={unit}
          rows={rows('service', label.service)}
        />
      </div>
    </Section>
  );
}
