import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { orderListItemSchema, type OrderPages } from '../../orders';
import {
  barPosition,
  buildBoard,
  filtersFromParams,
  filtersToParams,
  isLate,
  isoWeek,
  overlappingIds,
  rangeBounds,
  workOrdersOf,
  type BoardRow,
} from './board';

const TODAY = '2026-11-23'; // a Monday

function order(id: number, start: string | null, end: string | null, state = 'PLANNED'): BoardRow {
  return {
    id,
    name: `Order ${String(id)}`,
    state,
    customerName: 'Byggherre Vest AS',
    serviceName: 'Chairs',
    price: { amount: 1000, currency: 'NOK' },
    start,
    end,
    updatedAt: null,
    overlaps: false,
    late: false,
  };
}

const ALL = { states: ['ACCEPTED', 'PLANNED', 'IN_PROGRESS'] as const, range: 'all' as const };

describe('overlap', () => {
  it('marks orders that share a day, both ends included, and nothing else', () => {
    const ids = overlappingIds([
      { id: 1, start: '2026-11-01', end: '2026-11-10' },
      { id: 2, start: '2026-11-10', end: '2026-11-12' }, // touches 1 on its last day
      { id: 3, start: '2026-11-13', end: '2026-11-14' }, // right after 2: no overlap
      { id: 4, start: '2026-12-01', end: '2026-12-31' },
      { id: 5, start: '2026-12-05', end: '2026-12-06' }, // inside 4
      { id: 6, start: '2026-12-20', end: '2027-01-03' }, // overlaps 4, not 5
    ]);
    expect([...ids].sort()).toEqual([1, 2, 4, 5, 6]);
  });

  it('is computed over the orders shown after the state filter', () => {
    const orders = [
      order(1, '2026-11-24', '2026-11-30', 'ACCEPTED'),
      order(2, '2026-11-25', '2026-11-26', 'PLANNED'),
    ];
    expect(buildBoard(orders, ALL, TODAY).items.every((i) => i.overlaps)).toBe(true);
    const planned = buildBoard(orders, { states: ['PLANNED'], range: 'all' }, TODAY);
    expect(planned.items.map((i) => [i.id, i.overlaps])).toEqual([[2, false]]);
  });
});

describe('late', () => {
  it('is past its completion date and not completed', () => {
    expect(isLate({ end: '2026-11-22', state: 'IN_PROGRESS' }, TODAY)).toBe(true);
    expect(isLate({ end: TODAY, state: 'IN_PROGRESS' }, TODAY)).toBe(false);
    expect(isLate({ end: '2026-11-01', state: 'COMPLETED' }, TODAY)).toBe(false);
    expect(isLate({ end: null, state: 'PLANNED' }, TODAY)).toBe(false);
  });
});

describe('undated orders', () => {
  it('are listed apart, also with one date missing, an unreadable date or start after end', () => {
    const board = buildBoard(
      [
        order(1, null, null),
        order(2, '2026-11-24', null),
        order(3, '2026-02-30', '2026-03-02'),
        order(4, '2026-12-10', '2026-12-01'),
        order(5, '2026-11-24', '2026-11-25'),
      ],
      { ...ALL, range: 'month' },
      TODAY,
    );
    expect(board.undated.map((o) => o.id)).toEqual([1, 2, 3, 4]);
    expect(board.items.map((o) => o.id)).toEqual([5]);
  });
});

describe('range', () => {
  it('this month is the calendar month; the next three months start today', () => {
    expect(rangeBounds('month', TODAY)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(rangeBounds('quarter', '2026-11-30')).toEqual({ from: '2026-11-30', to: '2027-02-28' });
    expect(rangeBounds('all', TODAY)).toBeNull();
  });

  it('keeps orders whose period touches the range, and spans whole weeks', () => {
    const orders = [
      order(1, '2026-10-20', '2026-11-01'), // ends on the month's first day
      order(2, '2026-10-01', '2026-10-31', 'ACCEPTED'), // before (and late, so shown anyway)
      order(3, '2026-11-30', '2027-01-15'), // starts on the last day
      order(4, '2026-12-01', '2026-12-02'), // after
    ];
    // Before the month starts means late (the month starts before today): shown, and marked.
    const board = buildBoard(orders, { ...ALL, range: 'month' }, TODAY);
    expect(board.items.map((o) => [o.id, o.late])).toEqual([
      [2, true],
      [1, true],
      [3, false],
    ]);
    expect(board.span?.from).toBe('2026-10-26');
    expect(board.span?.to).toBe('2026-12-06');
    expect(board.span?.weeks).toHaveLength(6);
    const all = buildBoard(orders, ALL, TODAY);
    expect(all.items.map((o) => o.id)).toEqual([2, 1, 3, 4]);
    expect(all.span?.from).toBe('2026-09-28');
  });

  it('keeps late work in every range', () => {
    const late = order(1, '2026-11-01', '2026-11-20', 'IN_PROGRESS');
    const board = buildBoard([late], { ...ALL, range: 'quarter' }, TODAY);
    expect(board.items.map((o) => [o.id, o.late])).toEqual([[1, true]]);
    // The span reaches back to the late order's last day (in the week of 16 November).
    expect(board.span?.from).toBe('2026-11-16');
  });

  it('has no span when nothing is dated and the range is all', () => {
    expect(buildBoard([order(1, null, null)], ALL, TODAY).span).toBeNull();
  });
});

describe('filter', () => {
  it('shows only the chosen states', () => {
    const orders = [
      order(1, '2026-11-24', '2026-11-25', 'ACCEPTED'),
      order(2, '2026-11-24', '2026-11-25', 'IN_PROGRESS'),
      order(3, null, null, 'ACCEPTED'),
    ];
    const board = buildBoard(orders, { states: ['ACCEPTED'], range: 'all' }, TODAY);
    expect(board.items.map((o) => o.id)).toEqual([1]);
    expect(board.undated.map((o) => o.id)).toEqual([3]);
  });

  it('round-trips through the URL, leaving defaults out and ignoring unknown values', () => {
    const filters = filtersFromParams(new URLSearchParams('state=PLANNED,BOGUS&range=month'));
    expect(filters).toEqual({ states: ['PLANNED'], range: 'month' });
    expect(filtersToParams(filters, new URLSearchParams('view=table')).toString()).toBe(
      'view=table&state=PLANNED&range=month',
    );
    expect(filtersFromParams(new URLSearchParams('range=decade'))).toEqual(ALL);
    expect(filtersToParams(ALL, new URLSearchParams()).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams('state='))).toEqual({ states: [], range: 'all' });
  });
});

describe('timeline geometry', () => {
  it('places bars by day and clips them to the span', () => {
    const span = { from: '2026-11-23', to: '2026-12-06' }; // 14 days
    expect(barPosition({ start: '2026-11-23', end: '2026-11-29' }, span)).toEqual({
      left: 0,
      width: 50,
    });
    expect(barPosition({ start: '2026-11-01', end: '2026-11-23' }, span).width).toBeCloseTo(
      100 / 14,
    );
    expect(isoWeek('2026-11-23')).toBe(48);
    expect(isoWeek('2027-01-01')).toBe(53);
  });
});

describe('workOrdersOf', () => {
  const us = { id: 'us', name: 'Us AS' };
  const them = { id: 'them', name: 'Them AS' };
  const listed = (id: number, state: string, supplier: object, customer: object = them) =>
    v.parse(orderListItemSchema, { id, state, supplier, customer });

  it("keeps the work's states where we are the supplier, out of the supplier's step read", () => {
    const read: OrderPages = {
      orders: [
        listed(1, 'QUOTED', us),
        listed(2, 'PLANNED', us),
        listed(3, 'ACCEPTED', them, us),
        listed(4, 'IN_PROGRESS', { displayName: 'Someone' }, { displayName: 'Else' }),
        listed(5, 'REQUESTED', { displayName: 'Someone' }, { displayName: 'Else' }),
      ],
      total: 5,
      capped: true,
      pagesRead: 1,
      filteredHere: false,
    };
    const work = workOrdersOf(read, us);
    expect(work.orders.map((o) => o.id)).toEqual([2]);
    // Not placed: only an order of the work's states; the board says how many of them it found.
    expect(work).toMatchObject({ unplaced: 1, capped: true, workFound: 2 });
  });
});
