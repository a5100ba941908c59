import { describe, expect, it } from 'vitest';
import {
  lineFigures,
  monthOf,
  monthsBetween,
  summariseClimate,
  type ClimateLine,
  type ClimateOrder,
} from './climateSummary';

const line = (
  solutionId: number,
  figures: { total?: number; savings?: number; unit?: string; impactCategory?: string },
  extra: Partial<ClimateLine> = {},
): ClimateLine => ({
  solutionId,
  solutionName: `Service ${String(solutionId)}`,
  categoryId: solutionId * 10,
  categoryName: `Category ${String(solutionId)}`,
  co2eData: { unit: 'kgCO2e', impactCategory: 'climateChange', status: 'VERIFIED', ...figures },
  functionalUnit: { amount: 12, unit: 'm2' },
  ...extra,
});

const order = (
  id: number,
  approvedAt: string,
  lines: ClimateLine[],
  otherParty = 'Gjenbruk Oslo AS',
): ClimateOrder => ({ id, name: `Order ${String(id)}`, approvedAt, otherParty, lines });

describe('summariseClimate', () => {
  it('adds emission and saving within one unit, each with the lines it rests on, by month, category, party and service', () => {
    const summary = summariseClimate([
      order(1, '2026-09-03T10:00:00Z', [line(1, { total: 10, savings: 120 })]),
      order(
        2,
        '2026-09-28T23:59:00Z',
        [line(1, { savings: 30 }), line(2, { total: 4, savings: 50 })],
        'Ombruk Bergen AS',
      ),
      order(3, '2026-11-01T00:00:00Z', [line(3, { total: 2.5 })]),
    ]);
    expect(summary).toMatchObject({ orderCount: 3, lineCount: 4, linesWithoutFigures: 0 });
    expect(summary.measures).toHaveLength(1);
    const [measure] = summary.measures;
    expect(measure).toMatchObject({
      unit: 'kgCO2e',
      impactCategory: 'climateChange',
      emission: { value: 16.5, lines: 3 },
      savings: { value: 200, lines: 3 },
      lineCount: 4,
    });
    expect(
      measure?.by.month.map((a) => [a.key, a.savings.value, a.emission.value, a.lineCount]),
    ).toEqual([
      ['2026-09', 200, 14, 3],
      ['2026-10', 0, 0, 0],
      ['2026-11', 0, 2.5, 1],
    ]);
    expect(measure?.by.service.map((a) => [a.name, a.savings.value, a.lineCount])).toEqual([
      ['Service 1', 150, 2],
      ['Service 2', 50, 1],
      ['Service 3', 0, 1],
    ]);
    expect(measure?.by.category.map((a) => [a.key, a.name])).toEqual([
      ['10', 'Category 1'],
      ['20', 'Category 2'],
      ['30', 'Category 3'],
    ]);
    expect(measure?.by.party.map((a) => [a.name, a.savings.value, a.emission.lines])).toEqual([
      ['Gjenbruk Oslo AS', 120, 2],
      ['Ombruk Bergen AS', 80, 1],
    ]);
  });

  it('never adds different units or impact categories together', () => {
    const summary = summariseClimate([
      order(1, '2026-01-05T00:00:00Z', [
        line(1, { savings: 1 }),
        line(2, { savings: 2, unit: 'tCO2e' }),
        line(3, { savings: 4, impactCategory: 'ozoneDepletion' }),
        line(4, { savings: 8 }),
      ]),
    ]);
    expect(summary.measures.map((m) => [m.unit, m.impactCategory, m.savings.value])).toEqual([
      ['kgCO2e', 'climateChange', 9],
      ['kgCO2e', 'ozoneDepletion', 4],
      ['tCO2e', 'climateChange', 2],
    ]);
  });

  it('counts and lists lines without figures, never as 0', () => {
    const summary = summariseClimate([
      order(1, '2026-01-05T00:00:00Z', [
        line(1, { savings: 5 }),
        { solutionId: 2, co2eData: null },
        line(3, { unit: '', savings: 3 }),
        line(4, {}),
      ]),
    ]);
    expect(summary.linesWithoutFigures).toBe(3);
    expect(summary.lines.map((l) => l.figures === undefined)).toEqual([false, true, true, true]);
    expect(summary.measures[0]).toMatchObject({ lineCount: 1, savings: { value: 5, lines: 1 } });
    expect(summary.measures[0]?.emission).toEqual({ value: 0, lines: 0 });
  });

  it('multiplies a line’s figures by its quantity only where the line gives one, and says so', () => {
    const once = line(1, { total: 2, savings: 10 });
    expect(lineFigures(once)).toMatchObject({ emission: 2, savings: 10 });
    expect(lineFigures({ ...once, quantity: 3 })).toMatchObject({ emission: 6, savings: 30 });
    expect(summariseClimate([order(1, '2026-01-01T00:00:00Z', [once])]).multiplied).toBe(false);
    const times = summariseClimate([order(1, '2026-01-01T00:00:00Z', [{ ...once, quantity: 3 }])]);
    expect(times.multiplied).toBe(true);
    expect(times.lines[0]).toMatchObject({ quantity: 3, unitAmount: 12, unitName: 'm2' });
  });

  it('lists lines oldest approval first, with the order, service, category and party', () => {
    const summary = summariseClimate([
      order(7, '2026-03-01T00:00:00Z', [line(1, { savings: 1 })]),
      order(5, '2026-02-01T00:00:00Z', [line(2, { savings: 1 })], 'Ombruk Bergen AS'),
    ]);
    expect(summary.lines.map((l) => [l.orderId, l.service, l.category, l.party])).toEqual([
      [5, 'Service 2', 'Category 2', 'Ombruk Bergen AS'],
      [7, 'Service 1', 'Category 1', 'Gjenbruk Oslo AS'],
    ]);
    expect(summary.lines[0]?.figures?.status).toBe('VERIFIED');
  });
});

describe('monthOf and monthsBetween', () => {
  it('reads the UTC month and spans every month, across a year', () => {
    expect(monthOf('2026-09-30T23:30:00-02:00')).toBe('2026-10');
    expect(monthOf('not a date')).toBeUndefined();
    expect(monthOf(null)).toBeUndefined();
    expect(monthsBetween('2025-11', '2026-02')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});
