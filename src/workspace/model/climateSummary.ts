/**
 * The climate report of an organisation's approved orders on one side (decision 0101): every line
 * with the figures of its service, and the totals built from them.
 *
 * Rules: a line's figures are its service's `co2eData` for one functional unit, times the line's
 * quantity where the line gives one; figures are only added up when they share the same unit and
 * impact category (one "measure"), emission and saving each over the lines that give it; each
 * measure is broken down by month of approval, category, the other party and service. Lines
 * without climate figures are counted and listed, never read as 0.
 */
import type { Co2eData } from '../../lib/api-shapes';

export interface ClimateLine {
  solutionId?: number | null | undefined;
  categoryId?: number | null | undefined;
  solutionName?: string | null | undefined;
  categoryName?: string | null | undefined;
  co2eData?: Co2eData;
  functionalUnit?: { amount?: number | null | undefined; unit?: string | null | undefined } | null;
  /** How many functional units the line orders, where the order gives it. */
  quantity?: number | null | undefined;
}

export interface ClimateOrder {
  id: number;
  name?: string | null | undefined;
  /** When the order was approved (decision 0101: its last update). */
  approvedAt: string | null | undefined;
  /** The other party's name, where the order gives one. */
  otherParty?: string | null | undefined;
  lines: readonly ClimateLine[];
}

/** A line's climate figures, its quantity applied. */
export interface LineFigures {
  unit: string;
  impactCategory: string | undefined;
  emission: number | undefined;
  savings: number | undefined;
  status: string | undefined;
}

/** One order line of the report; `figures` undefined: the line has no climate figures. */
export interface ReportLine {
  orderId: number;
  orderName: string | undefined;
  approvedAt: string | undefined;
  solutionId: number | undefined;
  categoryId: number | undefined;
  service: string | undefined;
  category: string | undefined;
  party: string | undefined;
  quantity: number | undefined;
  unitAmount: number | undefined;
  unitName: string | undefined;
  figures: LineFigures | undefined;
}

/** A sum and how many lines it rests on. */
export interface Sum {
  value: number;
  lines: number;
}

export interface Amount {
  /** `YYYY-MM` (UTC) by month; the id (or name) of the category, party or service. */
  key: string;
  /** The name the data gives, when it gives one. */
  name: string | undefined;
  emission: Sum;
  savings: Sum;
  /** Order lines that contributed. */
  lineCount: number;
}

export const BREAKDOWNS = ['month', 'category', 'party', 'service'] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

/** Figures in one unit and impact category: the only figures that may be added together. */
export interface ClimateMeasure {
  unit: string;
  impactCategory: string | undefined;
  emission: Sum;
  savings: Sum;
  lineCount: number;
  /** By month: oldest first, every month from the first to the last (gaps as 0); else largest saving first. */
  by: Record<Breakdown, Amount[]>;
}

export interface ClimateSummary {
  orderCount: number;
  lineCount: number;
  /** Every line, in the order of the orders (approval, then order id). */
  lines: ReportLine[];
  /** Most lines first. More than one measure means the data carries different units. */
  measures: ClimateMeasure[];
  /** Lines with no usable figure (no `co2eData`, no unit, neither emission nor saving). */
  linesWithoutFigures: number;
  /** Some line gave a quantity: its figures were multiplied by it. */
  multiplied: boolean;
}

/** `YYYY-MM` of an ISO timestamp in UTC, or undefined when unreadable. */
export function monthOf(iso: string | null | undefined): string | undefined {
  if (iso === undefined || iso === null) return undefined;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  return new Date(time).toISOString().slice(0, 7);
}

/** Every `YYYY-MM` from `first` to `last`, inclusive. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let year = Number(first.slice(0, 4));
  let month = Number(first.slice(5, 7));
  const end = Number(last.slice(0, 4)) * 12 + Number(last.slice(5, 7));
  while (year * 12 + month <= end) {
    months.push(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

const zero = (): Sum => ({ value: 0, lines: 0 });
const emptyAmount = (key: string, name?: string): Amount => ({
  key,
  name,
  emission: zero(),
  savings: zero(),
  lineCount: 0,
});

function withGapsFilled(byMonth: Map<string, Amount>): Amount[] {
  const keys = [...byMonth.keys()].sort();
  const first = keys[0];
  const last = keys.at(-1);
  if (first === undefined || last === undefined) return [];
  return monthsBetween(first, last).map((key) => byMonth.get(key) ?? emptyAmount(key));
}

const isUsableNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const text = (value: string | null | undefined) => value?.trim() || undefined;

/** The line's figures, its quantity applied, or undefined when it has none to count. */
export function lineFigures(line: ClimateLine): LineFigures | undefined {
  const data = line.co2eData;
  const unit = text(data?.unit);
  const times = isUsableNumber(line.quantity) ? line.quantity : 1;
  const emission = isUsableNumber(data?.total) ? data.total * times : undefined;
  const savings = isUsableNumber(data?.savings) ? data.savings * times : undefined;
  if (!data || !unit || (emission === undefined && savings === undefined)) return undefined;
  return {
    unit,
    impactCategory: text(data.impactCategory),
    emission,
    savings,
    status: text(data.status),
  };
}

function add(amount: Pick<Amount, 'emission' | 'savings' | 'lineCount'>, figures: LineFigures) {
  amount.lineCount += 1;
  if (figures.emission !== undefined) {
    amount.emission.value += figures.emission;
    amount.emission.lines += 1;
  }
  if (figures.savings !== undefined) {
    amount.savings.value += figures.savings;
    amount.savings.lines += 1;
  }
}

/** Where a line goes in a breakdown: its key and the name the data gives. */
function placeIn(breakdown: Breakdown, line: ReportLine): [string, string | undefined] {
  switch (breakdown) {
    case 'month':
      return [monthOf(line.approvedAt) ?? '', undefined];
    case 'category':
      return [
        line.categoryId === undefined ? `name:${line.category ?? ''}` : String(line.categoryId),
        line.category,
      ];
    case 'party':
      return [line.party ?? '', line.party];
    case 'service':
      return [
        line.solutionId === undefined ? `name:${line.service ?? ''}` : String(line.solutionId),
        line.service,
      ];
  }
}

interface MeasureBuilder extends Omit<ClimateMeasure, 'by'> {
  by: Record<Breakdown, Map<string, Amount>>;
}

const largestSavingFirst = (a: Amount, b: Amount) =>
  b.savings.value - a.savings.value ||
  b.emission.value - a.emission.value ||
  a.key.localeCompare(b.key);

/** The report's lines of these orders, oldest approval first. */
export function reportLines(orders: readonly ClimateOrder[]): ReportLine[] {
  const sorted = [...orders].sort(
    (a, b) => (a.approvedAt ?? '').localeCompare(b.approvedAt ?? '') || a.id - b.id,
  );
  return sorted.flatMap((order) =>
    order.lines.map((line) => ({
      orderId: order.id,
      orderName: text(order.name),
      approvedAt: text(order.approvedAt),
      solutionId: line.solutionId ?? undefined,
      categoryId: line.categoryId ?? undefined,
      service: text(line.solutionName),
      category: text(line.categoryName),
      party: text(order.otherParty),
      quantity: isUsableNumber(line.quantity) ? line.quantity : undefined,
      unitAmount: isUsableNumber(line.functionalUnit?.amount)
        ? line.functionalUnit.amount
        : undefined,
      unitName: text(line.functionalUnit?.unit),
      figures: lineFigures(line),
    })),
  );
}

export function summariseClimate(orders: readonly ClimateOrder[]): ClimateSummary {
  const lines = reportLines(orders);
  const measures = new Map<string, MeasureBuilder>();
  for (const line of lines) {
    const figures = line.figures;
    if (!figures) continue;
    const measureKey = JSON.stringify([figures.unit, figures.impactCategory ?? null]);
    let measure = measures.get(measureKey);
    if (!measure) {
      measure = {
        unit: figures.unit,
        impactCategory: figures.impactCategory,
        emission: zero(),
        savings: zero(),
        lineCount: 0,
        by: { month: new Map(), category: new Map(), party: new Map(), service: new Map() },
      };
      measures.set(measureKey, measure);
    }
    add(measure, figures);
    for (const breakdown of BREAKDOWNS) {
      const [key, name] = placeIn(breakdown, line);
      if (breakdown === 'month' && key === '') continue;
      const map = measure.by[breakdown];
      const amount = map.get(key) ?? emptyAmount(key, name);
      add(amount, figures);
      map.set(key, amount);
    }
  }

  return {
    orderCount: orders.length,
    lineCount: lines.length,
    lines,
    measures: [...measures.values()]
      .map(({ by, ...measure }) => ({
        ...measure,
        by: {
          month: withGapsFilled(by.month),
          category: [...by.category.values()].sort(largestSavingFirst),
          party: [...by.party.values()].sort(largestSavingFirst),
          service: [...by.service.values()].sort(largestSavingFirst),
        },
      }))
      .sort((a, b) => b.lineCount - a.lineCount || b.savings.value - a.savings.value),
    linesWithoutFigures: lines.filter((line) => line.figures === undefined).length,
    multiplied: lines.some((line) => line.quantity !== undefined),
  };
}
