import {
  WORK_STATES,
  isWorkOver,
  isWorkState,
  type OrderListItem,
  type OrderPages,
  type WorkState,
} from '../../orders';
import type { OurOrganization } from '../../lib/api-shapes';
import { roleOf } from '../model/homeModel';

/**
 * The planning board's rows: pure functions from the organisation's open orders to what the board
 * shows (decision 0104). Dates are calendar dates `YYYY-MM-DD`, compared as strings; "today" is
 * passed in, so every rule is testable.
 */

/** The states on the board, in the order of the main path. */
export const BOARD_STATES = WORK_STATES;
export type BoardState = WorkState;

/**
 * The board's orders from its read, the supplier's step read (`STEP_READ.supplier`, decision 0102;
 * the header count and the home read it too): those in the work's states (accepted, planned, under
 * way) where we are the supplier. `unplaced`: orders in those states whose parties name us on
 * neither side (`roleOf` 'unknown'), which the board counts and says rather than claiming there
 * is no work. `capped`: not all of the read was read, so some work may be missing; `workFound`,
 * how many of the work's orders were found.
 */
export function workOrdersOf(read: OrderPages, us: OurOrganization) {
  // The read keeps only our side as supplier, whatever the server sends; the board its states.
  const roles = read.orders
    .filter((order) => isWorkState(order.state))
    .map((order) => ({ order, role: roleOf(order, us) }));
  const orders = roles.filter(({ role }) => role === 'supplier').map(({ order }) => order);
  const unplaced = roles.filter(({ role }) => role === 'unknown').length;
  return { orders, unplaced, capped: read.capped, workFound: orders.length + unplaced };
}

/** An order of the list as a row: names, price and the accepted quote's dates; no marks yet. */
export function toBoardRow(order: OrderListItem): BoardRow {
  const quote = order.quoteDetails;
  const line = order.lines?.[0];
  return {
    id: order.id,
    name: order.name ?? '',
    state: order.state,
    customerName: order.customer?.name ?? null,
    serviceName: line?.solutionName ?? null,
    price:
      typeof quote?.quotedPrice === 'number'
        ? { amount: quote.quotedPrice, currency: quote.quotedCurrency ?? null }
        : null,
    start: quote?.estimatedStartDate ?? null,
    end: quote?.estimatedCompletionDate ?? null,
    updatedAt: order.updatedAt ?? null,
    overlaps: false,
    late: false,
  };
}

export const BOARD_RANGES = ['month', 'quarter', 'all'] as const;
/**
 * `month`: this calendar month; `quarter`: today and the next three months; `all`: everything.
 * Late orders are shown in every range.
 */
export type BoardRange = (typeof BOARD_RANGES)[number];

/**
 * One row of the board, in the timeline and the table alike: the order's facts, its period and its
 * marks. `TDate` is `string` for a dated row (the timeline's), `string | null` before the dates are
 * checked and for the rows "Without dates".
 */
export interface BoardRow<TDate extends string | null = string | null> {
  id: number;
  name: string;
  state: string;
  customerName: string | null;
  serviceName: string | null;
  price: { amount: number; currency: string | null } | null;
  /** Estimated start and completion of the accepted quote; null when absent or unreadable. */
  start: TDate;
  end: TDate;
  updatedAt: string | null;
  /** Shares a day with another order shown (set by `buildBoard`). */
  overlaps: boolean;
  /** Completion before today and the work not over (set by `buildBoard`). */
  late: boolean;
}

export interface BoardFilters {
  states: readonly BoardState[];
  range: BoardRange;
}

export interface BoardModel {
  /** Dated orders in the range, by start date (then end, then id). */
  items: BoardRow<string>[];
  /** Orders without (readable) dates: listed apart, whatever the range. */
  undated: BoardRow[];
  /** The timeline's span, whole weeks from Monday to Sunday; null when nothing is dated. */
  span: { from: string; to: string; weeks: string[] } | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export function isCalendarDate(value: string | null | undefined): value is string {
  if (!value || !DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromTime(toTime(date) + days * DAY_MS);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/** The Monday on or before `date`. */
export function weekStart(date: string): string {
  const weekday = (new Date(toTime(date)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

function addMonths(date: string, months: number): string {
  const d = new Date(toTime(date));
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return fromTime(target.getTime());
}

/** The dates a range covers, both ends included; null for `all`. */
export function rangeBounds(range: BoardRange, today: string): { from: string; to: string } | null {
  if (range === 'all') return null;
  if (range === 'month') {
    const first = `${today.slice(0, 7)}-01`;
    return { from: first, to: addDays(addMonths(first, 1), -1) };
  }
  return { from: today, to: addMonths(today, 3) };
}

/** Late: the completion date has passed (before today) and the order is not completed. */
export function isLate(order: Pick<BoardRow, 'end' | 'state'>, today: string): boolean {
  return order.end !== null && order.end < today && !isWorkOver(order.state);
}

/**
 * Ids of dated orders whose periods (both ends included) share at least one day with another's.
 * Sorted sweep: O(n log n), so 500 orders cost nothing.
 */
export function overlappingIds(
  orders: readonly { id: number; start: string; end: string }[],
): Set<number> {
  const sorted = [...orders].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const result = new Set<number>();
  let reach: { id: number; end: string } | null = null;
  for (const order of sorted) {
    if (reach !== null && order.start <= reach.end) {
      result.add(order.id);
      result.add(reach.id);
    }
    if (reach === null || order.end > reach.end) reach = { id: order.id, end: order.end };
  }
  return result;
}

function byStart(a: BoardRow<string>, b: BoardRow<string>): number {
  if (a.start !== b.start) return a.start < b.start ? -1 : 1;
  if (a.end !== b.end) return a.end < b.end ? -1 : 1;
  return a.id - b.id;
}

/**
 * What the board shows for these orders and filters. Overlaps are computed among the orders shown
 * (after the state filter), over their whole periods, so a filter never hides why a bar is marked.
 */
export function buildBoard(
  orders: readonly BoardRow[],
  filters: BoardFilters,
  today: string,
): BoardModel {
  const states = new Set<string>(filters.states);
  const shown = orders.filter((order) => states.has(order.state));
  const dated: BoardRow<string>[] = [];
  const undated: BoardModel['undated'] = [];
  for (const order of shown) {
    if (isCalendarDate(order.start) && isCalendarDate(order.end) && order.start <= order.end)
      dated.push({ ...order, start: order.start, end: order.end });
    else undated.push({ ...order, start: null, end: null, late: false, overlaps: false });
  }
  const overlapping = overlappingIds(dated);
  const bounds = rangeBounds(filters.range, today);
  // Late work is still to be done: it stays on the board whatever the range.
  const items = dated
    .map((order) => ({ ...order, overlaps: overlapping.has(order.id), late: isLate(order, today) }))
    .filter(
      (order) =>
        bounds === null || order.late || (order.start <= bounds.to && order.end >= bounds.from),
    )
    .sort(byStart);
  undated.sort((a, b) => a.id - b.id);
  return { items, undated, span: timelineSpan(items, bounds) };
}

function timelineSpan(
  items: readonly BoardRow<string>[],
  bounds: { from: string; to: string } | null,
): BoardModel['span'] {
  if (items.length === 0 && bounds === null) return null;
  let from = bounds?.from ?? items[0]?.start ?? '';
  let to = bounds?.to ?? '';
  // Late work before the range: the span reaches back to its last day, so its end is in view.
  for (const item of items) if (item.late && item.end < from) from = item.end;
  if (bounds === null) for (const item of items) if (item.end > to) to = item.end;
  from = weekStart(from);
  to = addDays(weekStart(to), 6);
  const weeks: string[] = [];
  for (let week = from; week <= to; week = addDays(week, 7)) weeks.push(week);
  return { from, to, weeks };
}

/** Where a bar sits on the timeline, as percentages of its width (clipped to the span). */
export function barPosition(
  item: { start: string; end: string },
  span: { from: string; to: string },
): { left: number; width: number } {
  const total = daysBetween(span.from, span.to) + 1;
  const first = Math.max(0, daysBetween(span.from, item.start));
  const last = Math.min(total - 1, daysBetween(span.from, item.end));
  if (last < first) return { left: 0, width: 0 };
  return { left: (first / total) * 100, width: ((last - first + 1) / total) * 100 };
}

/** ISO 8601 week number of a date. */
export function isoWeek(date: string): number {
  const d = new Date(toTime(date));
  const thursday = toTime(addDays(date, 3 - ((d.getUTCDay() + 6) % 7)));
  const yearStart = Date.UTC(new Date(thursday).getUTCFullYear(), 0, 1);
  return Math.floor((thursday - yearStart) / DAY_MS / 7) + 1;
}

/** Reads the board filters from the URL (`state=A,B`, `range=`); unknown values are ignored. */
export function filtersFromParams(params: URLSearchParams): BoardFilters {
  const raw = params.get('state');
  const states =
    raw === null
      ? [...BOARD_STATES]
      : BOARD_STATES.filter((state) => raw.split(',').includes(state));
  const range = BOARD_RANGES.find((r) => r === params.get('range')) ?? 'all';
  return { states, range };
}

/** Writes filters into URL parameters; defaults are left out so a plain link shows everything. */
export function filtersToParams(filters: BoardFilters, base: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  const all = BOARD_STATES.every((state) => filters.states.includes(state));
  if (all) next.delete('state');
  else next.set('state', BOARD_STATES.filter((s) => filters.states.includes(s)).join(','));
  if (filters.range === 'all') next.delete('range');
  else next.set('range', filters.range);
  return next;
}
