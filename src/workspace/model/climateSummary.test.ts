import { describe, expect, it } from 'vitest';
import { monthOf, monthsBetween, summariseClimate, type ClimateOrder } from './climateSummary';

const line = (type: string, savings: number, unit = 'kgCO2e', impactCategory = 'GWP100') => ({
  type,
  co2eData: { savings, unit, impactCategory, total: 1, status: 'VERIFIED' },
});

describe('summariseClimate', () => {
  it('sums savings by month of approval and by service type within one unit', () => {
    const orders: ClimateOrder[] = [
      { id: 1, approvedAt: '2026-09-03T10:00:00Z', lines: [line('RETAIN_VALUE', 120)] },
      {
        id: 2,
        approvedAt: '2026-09-28T23:59:00Z',
        lines: [line('RETAIN_VALUE', 30), line('RECOVER_VALUE', 50)],
      },
      { id: 3, approvedAt: '2026-11-01T00:00:00Z', lines: [line('ADD_VALUE', 5)] },
    ];
    const summary = summariseClimate(orders);
    expect(summary.orderCount).toBe(3);
    expect(summary.measures).toHaveLength(1);
    const [measure] = summary.measures;
    expect(measure).toMatchObject({ unit: 'kgCO2e', impactCategory: 'GWP100', total: 205 });
    expect(measure?.byMonth).toEqual([
      { key: '2026-09', savings: 200, lineCount: 3 },
      { key: '2026-10', savings: 0, lineCount: 0 },
      { key: '2026-11', savings: 5, lineCount: 1 },
    ]);
    expect(measure?.byType.map((t) => [t.key, t.savings])).toEqual([
      ['RETAIN_VALUE', 150],
      ['RECOVER_VALUE', 50],
      ['ADD_VALUE', 5],
    ]);
  });

  it('never adds different units (or impact categories) together', () => {
    const summary = summariseClimate([
      {
        id: 1,
        approvedAt: '2026-10-10T12:00:00Z',
        lines: [
          line('RETAIN_VALUE', 100, 'kgCO2e'),
          line('RETAIN_VALUE', 2, 'tCO2e'),
          line('RETAIN_VALUE', 40, 'kgCO2e'),
          line('RETAIN_VALUE', 7, 'kgCO2e', 'WATER_USE'),
        ],
      },
    ]);
    expect(summary.measures.map((m) => [m.unit, m.impactCategory, m.total])).toEqual([
      ['kgCO2e', 'GWP100', 140],
      ['kgCO2e', 'WATER_USE', 7],
      ['tCO2e', 'GWP100', 2],
    ]);
  });

  it('counts lines without figures instead of guessing, and orders without a readable date', () => {
    const summary = summariseClimate([
      {
        id: 1,
        approvedAt: 'not a date',
        lines: [
          { type: 'RETAIN_VALUE' },
          { type: 'RETAIN_VALUE', co2eData: { unit: 'kgCO2e' } },
          { type: 'RETAIN_VALUE', co2eData: { savings: 3 } },
          { type: 'RETAIN_VALUE', co2eData: { savings: Number.NaN, unit: 'kgCO2e' } },
          { co2eData: { savings: 9, unit: 'kgCO2e' } },
        ],
      },
    ]);
    expect(summary.linesWithoutFigures).toBe(4);
    expect(summary.ordersWithoutDate).toBe(1);
    expect(summary.measures).toHaveLength(1);
    expect(summary.measures[0]).toMatchObject({ total: 9, byMonth: [], impactCategory: undefined });
    expect(summary.measures[0]?.byType).toEqual([{ key: '', savings: 9, lineCount: 1 }]);
  });

  it('gives an empty summary for no orders', () => {
    expect(summariseClimate([])).toEqual({
      orderCount: 0,
      measures: [],
      linesWithoutFigures: 0,
      ordersWithoutDate: 0,
    });
  });
});

describe('months', () => {
  it('reads the month in UTC', () => {
    expect(monthOf('2026-10-31T23:30:00-02:00')).toBe('2026-11');
    expect(monthOf(undefined)).toBeUndefined();
  });

  it('lists every month across a year boundary', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});
