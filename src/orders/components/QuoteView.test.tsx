import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInLanguage } from '../testing/render';
import { QuoteView } from './QuoteView';

describe('QuoteView', () => {
  it('formats price and calendar dates with Intl in the UI language', () => {
    renderInLanguage(
      <QuoteView
        quote={{
          quotedPrice: 14500,
          quotedCurrency: 'NOK',
          estimatedStartDate: '2026-12-02',
          estimatedCompletionDate: '2026-12-12',
          quoteValidUntil: '2026-12-22',
          quoteNotes: 'Includes castors.',
        }}
      />,
      'nb',
    );
    const region = screen.getByRole('region', { name: 'Tilbud' });
    expect(region).toHaveTextContent(/14[\s\u00a0\u202f]500,00/);
    expect(region).toHaveTextContent('22. des. 2026');
    expect(region).toHaveTextContent('Includes castors.');
  });

  it('says "not set" for missing fields', () => {
    renderInLanguage(<QuoteView quote={{ quotedPrice: undefined }} />);
    expect(screen.getByRole('region', { name: 'Quote' })).toHaveTextContent('Pricenot set');
  });
});
