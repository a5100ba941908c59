import { useCallback } from 'react';
import { useT } from '../../lib/i18n';
import { ordersMessages, orderName as nameOfOrder, type OrderSide } from '../../orders';
import { Button } from '../../ui';
import { messages } from '../messages';
import type { ClimateSummary, ReportLine } from '../model/climateSummary';
import type { Period } from '../model/period';
import { ClimateMeasureView } from './ClimateMeasureView';
import { ReportLines } from './ReportLines';
import { useReportDownloads } from './useReportDownloads';
import type { ReportWords } from './useReportWords';

/**
 * The report as a document: who, which period and orders, what it rests on and how it is counted,
 * the totals with their charts and tables, and every line behind them; spreadsheets of the lines
 * and of the totals, and a print view (`climate.css`), from the same figures.
 */
export function ClimateReport({
  summary,
  organization,
  period,
  side,
  words,
}: {
  summary: ClimateSummary;
  organization: string;
  period: Period;
  side: OrderSide;
  words: ReportWords;
}) {
  const t = useT(messages);
  const to = useT(ordersMessages);
  const orderName = useCallback(
    (line: ReportLine) => nameOfOrder(to, { id: line.orderId, name: line.orderName }),
    [to],
  );
  const basis = [
    t('climate.basis.orders', { count: summary.orderCount }),
    t('climate.basis.lines', { count: summary.lineCount }),
    t('climate.basis.without', { count: summary.linesWithoutFigures }),
  ].join(', ');
  const method = summary.multiplied
    ? `${t('climate.method')} ${t('climate.methodQuantity')}`
    : t('climate.method');

  const download = useReportDownloads({ summary, period, side, words, orderName });

  return (
    <div className="ws-report">
      <dl className="ws-report__facts">
        <dt>{t('climate.fact.organization')}</dt>
        <dd>{organization}</dd>
        <dt>{t('climate.fact.period')}</dt>
        <dd>{words.period(period)}</dd>
        <dt>{t('climate.fact.side')}</dt>
        <dd>{words.side}</dd>
        <dt>{t('climate.fact.basis')}</dt>
        <dd>{basis}</dd>
        <dt>{t('climate.fact.method')}</dt>
        <dd>{method}</dd>
      </dl>
      <div className="ws-report__actions">
        <Button onClick={download.lines}>{t('climate.download')}</Button>
        <Button onClick={download.totals}>{t('climate.downloadTotals')}</Button>
        <Button onClick={() => window.print()}>{t('climate.print')}</Button>
      </div>
      {summary.measures.length > 1 ? (
        <p className="ws-note" role="note">
          {t('climate.unitsDiffer', { units: summary.measures.map(words.measure).join('; ') })}
        </p>
      ) : null}
      {summary.linesWithoutFigures > 0 ? (
        <p className="ws-note">
          {t('climate.withoutFigures', { count: summary.linesWithoutFigures })}
        </p>
      ) : null}
      {summary.measures.length > 0 ? (
        <section className="ws-report__totals" aria-labelledby="climate-totals">
          <h2 id="climate-totals">{t('climate.totals')}</h2>
          {summary.measures.map((measure) => (
            <ClimateMeasureView
              key={`${measure.unit}|${measure.impactCategory ?? ''}`}
              measure={measure}
              side={side}
              words={words}
            />
          ))}
        </section>
      ) : null}
      <ReportLines
        lines={summary.lines}
        side={side}
        words={words}
        orderName={orderName}
        showMeasure={summary.measures.length > 1}
      />
    </div>
  );
}
