import { describe, expect, it } from 'vitest';
import {
  defaultPeriod,
  inPeriod,
  parsePeriod,
  periodBounds,
  periodOfKind,
  periodParam,
  readDay,
  type Period,
} from './period';

describe('the report period', () => {
  it('reads and writes each kind in the URL, round trip', () => {
    const periods: Period[] = [
      { kind: 'year', year: 2026 },
      { kind: 'quarter', year: 2026, quarter: 3 },
      { kind: 'month', year: 2026, month: 2 },
      { kind: 'range', from: '2026-01-15', to: '2026-03-31' },
    ];
    expect(periods.map(periodParam)).toEqual([
      '2026',
      '2026-Q3',
      '2026-02',
      '2026-01-15..2026-03-31',
    ]);
    for (const period of periods) expect(parsePeriod(periodParam(period))).toEqual(period);
  });

  it('turns a reversed range round and refuses what names no period', () => {
    expect(parsePeriod('2026-03-31..2026-01-15')).toEqual({
      kind: 'range',
      from: '2026-01-15',
      to: '2026-03-31',
    });
    for (const bad of [
      null,
      '',
      '26',
      '2026-Q5',
      '2026-13',
      '2026-02-30..2026-03-01',
      '2026-01-01..',
      'x',
    ])
      expect(parsePeriod(bad), String(bad)).toBeUndefined();
    expect(readDay('2024-02-29')).toBe('2024-02-29');
    expect(readDay('2026-02-29')).toBeUndefined();
  });

  it('holds an approval from its first instant up to, not including, the next period (UTC)', () => {
    const q1: Period = { kind: 'quarter', year: 2026, quarter: 1 };
    expect(inPeriod(q1, '2026-01-01T00:00:00Z')).toBe(true);
    expect(inPeriod(q1, '2026-03-31T23:59:59.999Z')).toBe(true);
    expect(inPeriod(q1, '2026-04-01T00:00:00Z')).toBe(false);
    expect(inPeriod(q1, '2026-04-01T01:00:00+02:00')).toBe(true);
    expect(inPeriod(q1, 'not a date')).toBe(false);
    const range: Period = { kind: 'range', from: '2026-02-10', to: '2026-02-10' };
    expect(inPeriod(range, '2026-02-10T23:59:00Z')).toBe(true);
    expect(inPeriod(range, '2026-02-11T00:00:00Z')).toBe(false);
    const december: Period = { kind: 'month', year: 2025, month: 12 };
    expect(periodBounds(december).end).toBe(Date.UTC(2026, 0, 1));
  });

  it('opens on the current year and changes kind from where the period starts', () => {
    expect(defaultPeriod(new Date('2026-11-28T20:00:00Z'))).toEqual({ kind: 'year', year: 2026 });
    const may: Period = { kind: 'month', year: 2026, month: 5 };
    expect(periodOfKind('quarter', may)).toEqual({ kind: 'quarter', year: 2026, quarter: 2 });
    expect(periodOfKind('year', may)).toEqual({ kind: 'year', year: 2026 });
    expect(periodOfKind('range', may)).toEqual({
      kind: 'range',
      from: '2026-05-01',
      to: '2026-05-31',
    });
    expect(periodOfKind('month', may)).toBe(may);
  });
});
