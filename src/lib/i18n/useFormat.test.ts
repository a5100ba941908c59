import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, localeOf } from './languages';
import { formattersFor, NUMBER_SIGNS } from './useFormat';

describe('number', () => {
  const locales = LANGUAGES.map(localeOf);

  it('knows how every language the app speaks writes numbers', () => {
    for (const locale of locales) expect(NUMBER_SIGNS[locale]).toBeDefined();
  });

  it('writes every number as Intl does, whole or not, in every language', () => {
    const number = fc.oneof(
      fc.nat(),
      fc.maxSafeInteger(),
      fc.integer({ min: -1_000_000, max: -1 }),
      fc.integer({ min: -1e9, max: 1e12 }).map((cents) => cents / 100),
      fc.integer({ min: 0, max: 1e7 }).map((tenths) => tenths / 10),
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }),
      // Ties and near-ties at the third decimal, where rounding decides (0.125, 2.675, −1.005).
      fc.integer({ min: -1e7, max: 1e7 }).map((thousandths) => thousandths / 1000),
      fc.double({ noNaN: true, min: -1e25, max: 1e25 }),
      fc.constantFrom(-0, 0.005, -0.004, 1e21, Number.NaN),
    );
    fc.assert(
      fc.property(fc.constantFrom(...locales), number, (locale, value) => {
        const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
        expect(formattersFor(locale).number(value)).toBe(intl.format(value));
      }),
      { numRuns: 3000 },
    );
  });
});
