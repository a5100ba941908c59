import { describe, expect, it } from 'vitest';
import { initialQuoteValues, toQuoteFields } from './quoteFields';

describe('quote form values', () => {
  it('starts from the saved draft, with NOK when no currency is saved', () => {
    expect(initialQuoteValues({ quotedPrice: 1200, quoteNotes: undefined })).toEqual({
      quotedPrice: '1200',
      quotedCurrency: 'NOK',
      estimatedStartDate: '',
      estimatedCompletionDate: '',
      quoteValidUntil: '',
      quoteNotes: '',
    });
  });

  it('sends only filled-in fields, the price as a number and the currency in capitals', () => {
    expect(
      toQuoteFields({
        quotedPrice: '1500,5',
        quotedCurrency: 'eur',
        estimatedStartDate: '2026-12-01',
        estimatedCompletionDate: '',
        quoteValidUntil: '2026-12-24',
        quoteNotes: '  ',
      }),
    ).toEqual({
      quotedPrice: 1500.5,
      quotedCurrency: 'EUR',
      estimatedStartDate: '2026-12-01',
      quoteValidUntil: '2026-12-24',
    });
  });

  it('leaves out a price that is not a number', () => {
    expect(toQuoteFields({ ...initialQuoteValues(null), quotedPrice: 'abc' })).toEqual({
      quotedCurrency: 'NOK',
    });
  });
});
