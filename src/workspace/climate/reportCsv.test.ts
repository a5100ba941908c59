import { describe, expect, it } from 'vitest';
import { summariseClimate } from '../model/climateSummary';
import { reportCsv, reportFileName, totalsCsv, type CsvWords } from './reportCsv';

const words: CsvWords = {
  column: (key) => `[${key}]`,
  service: (name) => name ?? 'Service not named',
  category: (name) => name ?? 'Category not named',
  party: (name) => name ?? 'Not named',
  functionalUnit: (line) =>
    line.unitAmount === undefined
      ? 'No functional unit given'
      : `${String(line.unitAmount)} ${line.unitName ?? ''}`,
  impactCategory: (code) => (code === 'climateChange' ? 'Climate change' : code),
  co2eUnit: (code) => (code === 'kgCO2e' ? 'kg CO₂e' : code),
  status: (code) => (code === 'VERIFIED' ? 'Verified' : code),
  noFigures: 'No climate figures',
};

const summary = summariseClimate([
  {
    id: 12,
    name: 'Kontor; 2. etasje',
    approvedAt: '2026-03-31T23:30:00-02:00',
    otherParty: 'Gjenbruk Oslo AS',
    lines: [
      {
        solutionId: 7,
        categoryId: 70,
        solutionName: 'Door refurbishment',
        categoryName: 'Doors',
        co2eData: {
          total: 0.1,
          savings: 1234.5678,
          unit: 'kgCO2e',
          impactCategory: 'climateChange',
          status: 'VERIFIED',
        },
        functionalUnit: { amount: 12, unit: 'm2' },
      },
      { solutionId: 8, categoryId: 80 },
    ],
  },
]);

describe('reportCsv', () => {
  it('writes one header row and one row per line, numbers unrounded, the day in ISO, codes in words', () => {
    const rows = reportCsv(summary, words, 'en', (line) => `Order ${String(line.orderId)}`).split(
      '\r\n',
    );
    expect(rows[0]).toBe(
      '\uFEFF[orderNumber],[order],[approved],[service],[category],[party],[quantity],[functionalUnitAmount],[functionalUnit],[impactCategory],[unit],[lineEmission],[lineSavings],[status]',
    );
    expect(rows[1]).toBe(
      '12,Order 12,2026-04-01,Door refurbishment,Doors,Gjenbruk Oslo AS,,12,12 m2,Climate change,kg CO₂e,0.1,1234.5678,Verified',
    );
    // A line without figures: no number read as 0, and says so.
    expect(rows[2]).toBe(
      '12,Order 12,2026-04-01,Service not named,Category not named,Gjenbruk Oslo AS,,,No functional unit given,,,,,No climate figures',
    );
    expect(rows).toHaveLength(4);
  });

  it('writes Bokmål with semicolons and decimal commas', () => {
    const rows = reportCsv(summary, words, 'nb', () => 'Kontor; 2. etasje').split('\r\n');
    expect(rows[1]).toBe(
      '12;"Kontor; 2. etasje";2026-04-01;Door refurbishment;Doors;Gjenbruk Oslo AS;;12;12 m2;Climate change;kg CO₂e;0,1;1234,5678;Verified',
    );
  });

  it('names the file by period and side', () => {
    expect(
      reportFileName(
        'climate-report',
        { kind: 'quarter', year: 2026, quarter: 1 },
        'ordered-by-us',
      ),
    ).toBe('climate-report-2026-Q1-ordered-by-us.csv');
    expect(
      reportFileName(
        'klimarapport',
        { kind: 'range', from: '2026-01-01', to: '2026-02-15' },
        'levert-av-oss',
      ),
    ).toBe('klimarapport-2026-01-01--2026-02-15-levert-av-oss.csv');
  });
});

describe('totalsCsv', () => {
  it('writes each measure’s total, then every breakdown row, sums no line gives left empty', () => {
    const rows = totalsCsv(
      summary,
      {
        header: ['impact', 'unit', 'breakdown', 'name', 'e', 'e lines', 's', 's lines', 'lines'],
        total: 'Total',
        breakdown: (b) => `By ${b}`,
        name: (b, amount) => (b === 'month' ? amount.key : (amount.name ?? '?')),
        impactCategory: words.impactCategory,
        co2eUnit: words.co2eUnit,
      },
      'nb',
    ).split('\r\n');
    expect(rows.slice(1, -1)).toEqual([
      'Climate change;kg CO₂e;Total;;0,1;1;1234,5678;1;1',
      'Climate change;kg CO₂e;By month;2026-04;0,1;1;1234,5678;1;1',
      'Climate change;kg CO₂e;By category;Doors;0,1;1;1234,5678;1;1',
      'Climate change;kg CO₂e;By party;Gjenbruk Oslo AS;0,1;1;1234,5678;1;1',
      'Climate change;kg CO₂e;By service;Door refurbishment;0,1;1;1234,5678;1;1',
    ]);
    const savingsOnly = summariseClimate([
      {
        id: 1,
        approvedAt: '2026-01-01T00:00:00Z',
        lines: [{ co2eData: { savings: 5, unit: 'kgCO2e' } }],
      },
    ]);
    const [, total] = totalsCsv(
      savingsOnly,
      {
        header: ['h'],
        total: 'Total',
        breakdown: String,
        name: (_, a) => a.key,
        impactCategory: String,
        co2eUnit: String,
      },
      'en',
    ).split('\r\n');
    expect(total).toBe(',kgCO2e,Total,,,0,5,1,1');
  });
});
