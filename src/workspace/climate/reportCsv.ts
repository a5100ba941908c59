import type { ClimateSummary, ReportLine } from '../model/climateSummary';
import { writeCsv, type CsvLanguage } from '../model/csv';
import { dayOf, periodParam, type Period } from '../model/period';

/** What the file needs in words: column names, names of things, codes. */
export interface CsvWords {
  column: (key: CsvColumn) => string;
  service: (name: string | undefined) => string;
  category: (name: string | undefined) => string;
  party: (name: string | undefined) => string;
  functionalUnit: (line: ReportLine) => string;
  impactCategory: (code: string) => string;
  co2eUnit: (code: string) => string;
  status: (code: string) => string;
  noFigures: string;
}

const COLUMNS = [
  'orderNumber',
  'order',
  'approved',
  'service',
  'category',
  'party',
  'quantity',
  'functionalUnitAmount',
  'functionalUnit',
  'impactCategory',
  'unit',
  'lineEmission',
  'lineSavings',
  'status',
] as const;

export type CsvColumn = (typeof COLUMNS)[number];

/**
 * The report's lines as a spreadsheet (`writeCsv`): one row per order line, numbers unrounded,
 * the approval day in ISO (`YYYY-MM-DD`, UTC), codes in words; a line without figures says so.
 */
export function reportCsv(
  summary: Pick<ClimateSummary, 'lines'>,
  words: CsvWords,
  language: CsvLanguage,
  orderName: (line: ReportLine) => string,
): string {
  const rows = summary.lines.map((line) => {
    const figures = line.figures;
    return [
      line.orderId,
      orderName(line),
      dayOf(line.approvedAt),
      words.service(line.service),
      words.category(line.category),
      words.party(line.party),
      line.quantity,
      line.unitAmount,
      words.functionalUnit(line),
      figures?.impactCategory === undefined
        ? undefined
        : words.impactCategory(figures.impactCategory),
      figures ? words.co2eUnit(figures.unit) : undefined,
      figures?.emission,
      figures?.savings,
      figures
        ? figures.status === undefined
          ? undefined
          : words.status(figures.status)
        : words.noFigures,
    ];
  });
  return writeCsv(
    COLUMNS.map((key) => words.column(key)),
    rows,
    language,
  );
}

/** `climate-report-2026-Q3-ordered-by-us.csv`, in the reader's language. */
export function reportFileName(report: string, period: Period, side: string): string {
  return `${report}-${periodParam(period).replace('..', '--')}-${side}.csv`;
}
