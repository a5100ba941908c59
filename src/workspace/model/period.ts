/**
 * The climate report's period (decision 0101): a year, a quarter, a month or a range of days, in
 * UTC, written in the URL as one value (`?period=2026`, `2026-Q3`, `2026-03`,
 * `2026-01-01..2026-03-31`). An order belongs to it when it was approved within it.
 */
export type Period =
  | { kind: 'year'; year: number }
  | { kind: 'quarter'; year: number; quarter: number }
  | { kind: 'month'; year: number; month: number }
  /** Both days included, `YYYY-MM-DD`, `from` not after `to`. */
  | { kind: 'range'; from: string; to: string };

export type PeriodKind = Period['kind'];
export const PERIOD_KINDS: readonly [PeriodKind, ...PeriodKind[]] = [
  'year',
  'quarter',
  'month',
  'range',
];

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A calendar day `YYYY-MM-DD` that exists, else undefined. */
export function readDay(text: string | null | undefined): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text?.trim() ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 ? match[0] : undefined;
}

/** The period a URL value names, or undefined when it names none. */
export function parsePeriod(text: string | null | undefined): Period | undefined {
  const value = text?.trim() ?? '';
  let match = /^(\d{4})$/.exec(value);
  if (match) return { kind: 'year', year: Number(match[1]) };
  match = /^(\d{4})-Q([1-4])$/i.exec(value);
  if (match) return { kind: 'quarter', year: Number(match[1]), quarter: Number(match[2]) };
  match = /^(\d{4})-(\d{2})$/.exec(value);
  if (match && Number(match[2]) >= 1 && Number(match[2]) <= 12)
    return { kind: 'month', year: Number(match[1]), month: Number(match[2]) };
  const [first, second, ...rest] = value.split('..');
  const from = readDay(first);
  const to = readDay(second);
  if (from === undefined || to === undefined || rest.length > 0) return undefined;
  return from <= to ? { kind: 'range', from, to } : { kind: 'range', from: to, to: from };
}

/** The period as the URL writes it (`parsePeriod` reads it back). */
export function periodParam(period: Period): string {
  switch (period.kind) {
    case 'year':
      return pad(period.year, 4);
    case 'quarter':
      return `${pad(period.year, 4)}-Q${String(period.quarter)}`;
    case 'month':
      return `${pad(period.year, 4)}-${pad(period.month)}`;
    case 'range':
      return `${period.from}..${period.to}`;
  }
}

/** The report opens on the current year (UTC). */
export const defaultPeriod = (today: Date): Period => ({
  kind: 'year',
  year: today.getUTCFullYear(),
});

/** The period of `kind` that starts where the one shown starts (the one shown when of that kind). */
export function periodOfKind(kind: PeriodKind, shown: Period): Period {
  if (kind === shown.kind) return shown;
  const { start, end } = periodBounds(shown);
  const first = new Date(start);
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  switch (kind) {
    case 'year':
      return { kind, year };
    case 'quarter':
      return { kind, year, quarter: Math.ceil(month / 3) };
    case 'month':
      return { kind, year, month };
    case 'range':
      return {
        kind,
        from: first.toISOString().slice(0, 10),
        to: new Date(end - 1).toISOString().slice(0, 10),
      };
  }
}

/** Start (included) and end (excluded) of the period, in UTC milliseconds. */
export function periodBounds(period: Period): { start: number; end: number } {
  switch (period.kind) {
    case 'year':
      return { start: Date.UTC(period.year, 0, 1), end: Date.UTC(period.year + 1, 0, 1) };
    case 'quarter': {
      const first = (period.quarter - 1) * 3;
      return {
        start: Date.UTC(period.year, first, 1),
        end: Date.UTC(period.year, first + 3, 1),
      };
    }
    case 'month':
      return {
        start: Date.UTC(period.year, period.month - 1, 1),
        end: Date.UTC(period.year, period.month, 1),
      };
    case 'range':
      return {
        start: Date.parse(`${period.from}T00:00:00Z`),
        end: Date.parse(`${period.to}T00:00:00Z`) + 24 * 3600_000,
      };
  }
}

/** Whether an instant lies in the period; an unreadable one lies in none. */
export function inPeriod(period: Period, iso: string | null | undefined): boolean {
  const time = Date.parse(iso ?? '');
  if (Number.isNaN(time)) return false;
  const { start, end } = periodBounds(period);
  return time >= start && time < end;
}

/** The UTC day `YYYY-MM-DD` of an instant, or undefined when unreadable. */
export function dayOf(iso: string | null | undefined): string | undefined {
  const time = Date.parse(iso ?? '');
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}
