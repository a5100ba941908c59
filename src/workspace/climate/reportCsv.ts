import {
  BREAKDOWNS,
  type Amount,
  type Breakdown,
  type ClimateSummary,
  type ReportLine,
} from '../model/climateSummary';
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

/** What the totals file needs in words besides the lines' (`CsvWords`). */
export interface TotalsWords {
  header: readonly string[];
  /** "Total", then each breakdown's name ("By category"). */
  total: string;
  breakdown: (breakdown: Breakdown) => string;
  name: (breakdown: Breakdown, amount: Amount) => string;
  impactCategory: (code: string) => string;
  co2eUnit: (code: string) => string;
}

/**
 * The totals as a spreadsheet: per impact category and unit, the total, then every row of each
 * breakdown (month as `YYYY-MM`), each with emission and saving and the lines each rests on; a
 * sum no line gives is left empty, never 0.
 */
export function totalsCsv(
  summary: Pick<ClimateSummary, 'measures'>,
  words: TotalsWords,
  language: CsvLanguage,
): string {
  const figures = (amount: Pick<Amount, 'emission' | 'savings' | 'lineCount'>) => [
    amount.emission.lines === 0 ? undefined : amount.emission.value,
    amount.emission.lines,
    amount.savings.lines === 0 ? undefined : amount.savings.value,
    amount.savings.lines,
    amount.lineCount,
  ];
  const rows = summary.measures.flatMap((measure) => {
    const which = [
      measure.impactCategory === undefined
        ? undefined
        : words.impactCategory(measure.impactCategory),
      words.co2eUnit(measure.unit),
    ];
    return [
      [...which, words.total, undefined, ...figures(measure)],
      ...BREAKDOWNS.flatMap((breakdown) =>
        measure.by[breakdown].map((amount) => [
          ...which,
          words.breakdown(breakdown),
          words.name(breakdown, amount),
          ...figures(amount),
        ]),
      ),
    ];
  });
  return writeCsv(words.header, rows, language);
}
