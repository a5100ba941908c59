import { Link } from 'react-router';
import { serviceHref } from '../../catalogue';
import { useFormat, useT } from '../../lib/i18n';
import { Section, TableHead } from '../../ui';
import { messages } from '../messages';
import type { ReportLine } from '../model/climateSummary';
import { dayOf } from '../model/period';
import type { OrderSide } from '../../orders';
import type { ReportWords } from './useReportWords';

/**
 * Every order line behind the totals: the order and the service linked, category, the other
 * party, quantity and functional unit, emission, saving and the figures' status; a line without
 * climate figures says so across those three columns.
 */
export function ReportLines({
  lines,
  side,
  words,
  orderName,
  showMeasure,
}: {
  lines: readonly ReportLine[];
  side: OrderSide;
  words: ReportWords;
  orderName: (line: ReportLine) => string;
  /** The figures come in more than one unit or impact category: each figure names its own. */
  showMeasure: boolean;
}) {
  const t = useT(messages);
  const format = useFormat();
  const amount = (value: number | undefined, line: ReportLine) => {
    const figures = line.figures;
    if (value === undefined || !figures) return t('climate.notGiven');
    const unit = showMeasure ? words.measure(figures) : words.codes.co2eUnit(figures.unit);
    return `${format.number(value)} ${unit}`;
  };
  const quantity = (line: ReportLine) =>
    line.quantity === undefined
      ? words.functionalUnit(line)
      : `${format.number(line.quantity)} × ${words.functionalUnit(line)}`;

  return (
    <Section className="ws-lines" heading={t('climate.lines')}>
      <div className="data-table-wrap">
        <table className="ws-table">
          <caption>{t('climate.linesCaption')}</caption>
          <TableHead
            columns={[
              t('climate.col.order'),
              t('climate.col.approved'),
              t('climate.col.service'),
              t('climate.col.category'),
              t(`climate.col.party.${side}`),
              t('climate.col.quantity'),
              { label: t('climate.col.lineEmission'), className: 'ws-num' },
              { label: t('climate.col.lineSavings'), className: 'ws-num' },
              t('climate.col.status'),
            ]}
          />
          <tbody>
            {lines.map((line, index) => (
              <tr key={`${String(line.orderId)}-${String(index)}`}>
                <th scope="row">
                  <Link to={`/orders/${String(line.orderId)}`}>{orderName(line)}</Link>
                </th>
                <td>{format.date(dayOf(line.approvedAt) ?? '')}</td>
                <td>
                  {line.solutionId !== undefined && line.categoryId !== undefined ? (
                    <Link to={serviceHref(line.solutionId, line.categoryId)}>
                      {words.service(line.service)}
                    </Link>
                  ) : (
                    words.service(line.service)
                  )}
                </td>
                <td>{words.category(line.category)}</td>
                <td>{words.party(line.party)}</td>
                <td>{quantity(line)}</td>
                {line.figures ? (
                  <>
                    <td className="ws-num">{amount(line.figures.emission, line)}</td>
                    <td className="ws-num">{amount(line.figures.savings, line)}</td>
                    <td>
                      {line.figures.status === undefined
                        ? t('climate.notGiven')
                        : words.codes.status(line.figures.status)}
                    </td>
                  </>
                ) : (
                  <td colSpan={3}>{t('climate.noFigures')}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
