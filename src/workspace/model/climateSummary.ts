/**
 * Sums the climate savings of an organisation's approved orders (decision 0101).
 *
 * Rules: figures are only added up when they share the same unit and impact category (one
 * "measure"); each measure is broken down by month of approval and by service type. Lines without
 * climate figures are counted, never guessed.
 */
import type { Co2eData } from '../../lib/api-shapes';

export interface ClimateLine {
  type?: string | null | undefined;
  co2eData?: Co2eData;
}

export interface ClimateOrder {
  id: number;
  /** When the order was approved; the list gives the time of its last update (decision 0101). */
  approvedAt: string | null | undefined;
  lines: readonly ClimateLine[];
}

export interface Amount<K extends string = string> {
  key: K;
  savings: number;
  /** Order lines that contributed. */
  lineCount: number;
}

/** Figures in one unit and impact category: the only figures that may be added together. */
export interface ClimateMeasure {
  unit: string;
  impactCategory: string | undefined;
  total: number;
  lineCount: number;
  /** `YYYY-MM` (UTC), oldest first, every month from the first to the last (gaps as 0). */
  byMonth: Amount[];
  /** Service type as the data gives it (e.g. `RETAIN_VALUE`), largest saving first. */
  byType: Amount[];
}

export interface ClimateSummary {
  orderCount: number;
  /** Most lines first. More than one measure means the data carries different units. */
  measures: ClimateMeasure[];
  /** Lines with no usable saving (no `co2eData`, no numeric `savings` or no unit). */
  linesWithoutFigures: number;
  /** Orders whose approval time is unreadable; their figures count in the totals and by type only. */
  ordersWithoutDate: number;
}

/** Key for a line whose type is missing. */
export const UNKNOWN_TYPE = '';

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

function withGapsFilled(byMonth: Map<string, Amount>): Amount[] {
  const keys = [...byMonth.keys()].sort();
  const first = keys[0];
  const last = keys.at(-1);
  if (first === undefined || last === undefined) return [];
  return monthsBetween(first, last).map(
    (key) => byMonth.get(key) ?? { key, savings: 0, lineCount: 0 },
  );
}

interface MeasureBuilder {
  unit: string;
  impactCategory: string | undefined;
  total: number;
  lineCount: number;
  byMonth: Map<string, Amount>;
  byType: Map<string, Amount>;
}

function addTo(map: Map<string, Amount>, key: string, savings: number) {
  const current = map.get(key) ?? { key, savings: 0, lineCount: 0 };
  current.savings += savings;
  current.lineCount += 1;
  map.set(key, current);
}

const isUsableNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export function summariseClimate(orders: readonly ClimateOrder[]): ClimateSummary {
  const measures = new Map<string, MeasureBuilder>();
  let linesWithoutFigures = 0;
  let ordersWithoutDate = 0;

  for (const order of orders) {
    const month = monthOf(order.approvedAt);
    if (month === undefined) ordersWithoutDate += 1;
    for (const line of order.lines) {
      const data = line.co2eData;
      const savings = data?.savings;
      const unit = data?.unit?.trim();
      if (!data || !isUsableNumber(savings) || !unit) {
        linesWithoutFigures += 1;
        continue;
      }
      const impactCategory = data.impactCategory?.trim() || undefined;
      const measureKey = JSON.stringify([unit, impactCategory ?? null]);
      let measure = measures.get(measureKey);
      if (!measure) {
        measure = {
          unit,
          impactCategory,
          total: 0,
          lineCount: 0,
          byMonth: new Map(),
          byType: new Map(),
        };
        measures.set(measureKey, measure);
      }
      measure.total += savings;
      measure.lineCount += 1;
      if (month !== undefined) addTo(measure.byMonth, month, savings);
      addTo(measure.byType, line.type?.trim() || UNKNOWN_TYPE, savings);
    }
  }

  return {
    orderCount: orders.length,
    measures: [...measures.values()]
      .map((m) => ({
        unit: m.unit,
        impactCategory: m.impactCategory,
        total: m.total,
        lineCount: m.lineCount,
        byMonth: withGapsFilled(m.byMonth),
        byType: [...m.byType.values()].sort(
          (a, b) => b.savings - a.savings || a.key.localeCompare(b.key),
        ),
      }))
      .sort((a, b) => b.lineCount - a.lineCount || b.total - a.total),
    linesWithoutFigures,
    ordersWithoutDate,
  };
}
