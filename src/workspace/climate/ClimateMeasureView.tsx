import { useId, useMemo } from 'react';
import { useServiceTypeLabel } from '../../catalogue';
import { useCodeWords } from '../../lib/codes';
import { useFormat, useI18n, useT } from '../../lib/i18n';
import { messages } from '../messages';
import type { ClimateMeasure } from '../model/climateSummary';
import { BarChart, type BarRow } from './BarChart';

/** One unit's figures: the total, then by month and by kind of service. */
export function ClimateMeasureView({ measure }: { measure: ClimateMeasure }) {
  const t = useT(messages);
  const typeLabel = useServiceTypeLabel();
  const format = useFormat();
  const words = useCodeWords();
  const unitWords = words.co2eUnit(measure.unit);
  const { locale } = useI18n();
  const headingId = useId();
  const monthFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
    [locale],
  );

  const byMonth: BarRow[] = measure.byMonth.map((amount) => ({
    key: amount.key,
    label: monthFormat.format(Date.parse(`${amount.key}-01T00:00:00Z`)),
    value: amount.savings,
    valueText: format.number(amount.savings),
    lineCount: amount.lineCount,
  }));
  const byType: BarRow[] = measure.byType.map((amount) => ({
    key: amount.key,
    label: typeLabel(amount.key),
    value: amount.savings,
    valueText: format.number(amount.savings),
    lineCount: amount.lineCount,
  }));
  const title = measure.impactCategory
    ? t('climate.measureWithCategory', {
        unit: unitWords,
        impactCategory: words.impactCategory(measure.impactCategory),
      })
    : t('climate.measure', { unit: unitWords });

  return (
    <section className="ws-measure" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className="ws-total">
        <span className="ws-total__label">{t('climate.total')}</span>{' '}
        <span className="ws-total__value">
          {format.number(measure.total)} {unitWords}
        </span>
      </p>
      <div className="ws-charts">
        {byMonth.length > 0 ? (
          <div>
            <BarChart
              title={t('climate.byMonth')}
              firstColumn={t('climate.col.month')}
              unit={unitWords}
              rows={byMonth}
            />
            <p className="ws-muted">{t('climate.byMonthNote')}</p>
          </div>
        ) : null}
        <BarChart
          title={t('climate.byType')}
          firstColumn={t('climate.col.type')}
          unit={unitWords}
          rows={byType}
        />
      </div>
    </section>
  );
}
