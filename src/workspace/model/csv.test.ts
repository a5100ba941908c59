import { describe, expect, it } from 'vitest';
import { csvNumber, writeCsv } from './csv';

describe('writeCsv', () => {
  it('writes English with commas and decimal points, Bokmål with semicolons and decimal commas', () => {
    const header = ['Service', 'Saving'];
    const rows = [
      ['Reuse, doors', 1234.5],
      ['Plain', undefined],
    ];
    expect(writeCsv(header, rows, 'en')).toBe(
      '\uFEFFService,Saving\r\n"Reuse, doors",1234.5\r\nPlain,\r\n',
    );
    expect(writeCsv(header, rows, 'nb')).toBe(
      '\uFEFFService;Saving\r\nReuse, doors;1234,5\r\nPlain;\r\n',
    );
  });

  it('quotes separators, quotes, line breaks and edge spaces, and keeps UTF-8 text as it is', () => {
    const text = writeCsv(['a'], [['Say "hi"'], ['two\nlines'], [' x'], ['Kjøkken CO₂e']], 'en');
    expect(text.split('\r\n')).toEqual([
      '\uFEFFa',
      '"Say ""hi"""',
      '"two\nlines"',
      '" x"',
      'Kjøkken CO₂e',
      '',
    ]);
  });

  it('writes numbers unrounded and never with an exponent', () => {
    expect(csvNumber(0.1 + 0.2, 'en')).toBe('0.30000000000000004');
    expect(csvNumber(1e-7, 'nb')).toBe('0,0000001');
    expect(csvNumber(1e21, 'en')).toBe('1000000000000000000000');
    expect(csvNumber(-42, 'nb')).toBe('-42');
  });
});
