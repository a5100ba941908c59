import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { orderFixture } from '../testing/fixtures';
import { OrderHeading } from './OrderHeading';

const quoteDetails = { quotedPrice: 48500, quotedCurrency: 'NOK' };

describe('OrderHeading', () => {
  it('heads the supplier’s unsent draft price as a draft, in both languages', () => {
    const order = orderFixture({ state: 'REQUESTED', quoteDetails });
    const { unmount } = renderApp(<OrderHeading order={order} />);
    expect(screen.getByText('Draft amount (not sent)')).toBeVisible();
    expect(screen.queryByText('Quoted amount')).toBeNull();
    unmount();
    renderApp(<OrderHeading order={order} />, { language: 'nb' });
    expect(screen.getByText('Utkast til beløp (ikke sendt)')).toBeVisible();
  });

  it('heads a sent quote’s price as quoted', () => {
    renderApp(<OrderHeading order={orderFixture({ state: 'QUOTED', quoteDetails })} />);
    expect(screen.getByText('Quoted amount')).toBeVisible();
  });

  it('names an unnamed order and an unnamed party in words, never by a mark', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const order = orderFixture({ name: '  ', supplier: { id: 'supp-org' }, customer: 42 });
    renderApp(<OrderHeading order={order} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Order 7' })).toBeVisible();
    expect(screen.getByText('not given')).toBeVisible();
    expect(screen.getByText('not readable')).toBeVisible();
    expect(document.body).not.toHaveTextContent(/#7|–/);
  });
});
