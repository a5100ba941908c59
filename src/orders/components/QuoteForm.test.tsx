import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { bindPlatform, createHttpClient } from '../../lib/http';
import { API_BASE, orderFixture } from '../testing/fixtures';
import { renderInLanguage } from '../testing/render';
import { QuoteForm } from './QuoteForm';

const queryClient = new QueryClient();
bindPlatform(queryClient, {
  // No request is made in these tests: nothing is typed long enough to autosave.
  http: createHttpClient({ apiOrigins: [API_BASE], getLanguage: () => 'en' }),
  catalogueBaseUrl: API_BASE,
  ordersBaseUrl: API_BASE,
});

function renderForm() {
  const order = orderFixture({ id: 41, state: 'REQUESTED', quoteDetails: null });
  return renderInLanguage(
    <QueryClientProvider client={queryClient}>
      <QuoteForm
        order={order}
        sendActions={[]}
        onSend={() => Promise.resolve({ ok: true })}
        onReread={() => Promise.resolve(order)}
        locked={false}
      />
    </QueryClientProvider>,
  );
}

describe('QuoteForm typed text', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps what is typed in sessionStorage under the order id (text only)', () => {
    vi.useFakeTimers();
    try {
      const { unmount } = renderForm();
      fireEvent.change(screen.getByLabelText('Price'), { target: { value: '4200' } });
      const kept = sessionStorage.getItem('circular.typed.quote:41') ?? '';
      expect(JSON.parse(kept)).toMatchObject({ quotedPrice: '4200', quotedCurrency: 'NOK' });
      expect(kept).not.toMatch(/token|supp-org/i);
      unmount();
    } finally {
      vi.useRealTimers();
    }
  });

  it('brings the typed text back after a re-sign-in (a new page load)', () => {
    sessionStorage.setItem(
      'circular.typed.quote:41',
      JSON.stringify({
        quotedPrice: '4200',
        quotedCurrency: 'EUR',
        estimatedStartDate: '',
        estimatedCompletionDate: '',
        quoteValidUntil: '',
        quoteNotes: 'Typed before the session ended',
      }),
    );
    renderForm();
    expect(screen.getByLabelText('Price')).toHaveValue(4200);
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
    expect(screen.getByLabelText('Notes for the customer')).toHaveValue(
      'Typed before the session ended',
    );
  });
});
