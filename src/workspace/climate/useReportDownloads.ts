import { useI18n, useT } from '../../lib/i18n';
import type { OrderSide } from '../../orders';
import { messages } from '../messages';
import type { Amount, Breakdown, ClimateSummary, ReportLine } from '../model/climateSummary';
import type { Period } from '../model/period';
import { downloadText } from '../planning/calendar';
import { reportCsv, reportFileName, totalsCsv } from './reportCsv';
import type { ReportWords } from './useReportWords';

/** The report's two spreadsheets, the lines and the totals, in the reader's language. */
export function useReportDownloads({
  summary,
  period,
  side,
  words,
  orderName,
}: {
  summary: ClimateSummary;
  period: Period;
  side: OrderSide;
  words: ReportWords;
  orderName: (line: ReportLine) => string;
}) {
  const t = useT(messages);
  const { language } = useI18n();
  const codes = words.codes;
  const save = (text: string, name: string) =>
    downloadText(
      text,
      reportFileName(name, period, t(`climate.file.${side}`)),
      'text/csv;charset=utf-8',
    );
  const breakdownName: Record<Breakdown, string> = {
    month: t('climate.byMonth'),
    category: t('climate.by.category'),
    party: t(`climate.by.party.${side}`),
    service: t('climate.by.service'),
  };
  const amountName = (breakdown: Breakdown, amount: Amount) =>
    breakdown === 'month'
      ? amount.key
      : breakdown === 'category'
        ? words.category(amount.name)
        : breakdown === 'party'
          ? words.party(amount.name)
          : words.service(amount.name);

  const lines = () =>
    save(
      reportCsv(
        summary,
        {
          column: (key) =>
            key === 'party' ? t(`climate.col.party.${side}`) : t(`climate.col.${key}`),
          service: words.service,
          category: words.category,
          party: words.party,
          functionalUnit: words.functionalUnit,
          impactCategory: codes.impactCategory,
          co2eUnit: codes.co2eUnit,
          status: codes.status,
          noFigures: t('climate.noFigures'),
        },
        language,
        orderName,
      ),
      t('climate.file'),
    );
  const totals = () =>
    save(
      totalsCsv(
        summary,
        {
          header: [
            t('climate.col.impactCategory'),
            t('climate.col.unit'),
            t('climate.col.breakdown'),
            t('climate.col.name'),
            t('climate.col.lineEmission'),
            t('climate.col.emissionLines'),
            t('climate.col.lineSavings'),
            t('climate.col.savingsLines'),
            t('climate.col.lines'),
          ],
          total: t('climate.total'),
          breakdown: (breakdown) => breakdownName[breakdown],
          name: amountName,
          impactCategory: codes.impactCategory,
          co2eUnit: codes.co2eUnit,
        },
        language,
      ),
      t('climate.fileTotals'),
    );
  return { lines, totals };
}
