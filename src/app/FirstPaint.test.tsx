import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FirstPaint } from './FirstPaint';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the first paint before config.json', () => {
  it("shows the header and the search page's heading and lead on /", () => {
    render(<FirstPaint />);
    expect(screen.getByRole('link', { name: 'Circular services, home' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Find a circular service' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Choose the kind of object you have/)).toHaveClass('lead');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…');
  });

  it('speaks the saved language, as the app will', () => {
    localStorage.setItem('ui-language', 'nb');
    render(<FirstPaint />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Finn en sirkulær tjeneste' }),
    ).toBeInTheDocument();
  });

  it('says a page without an early heading is loading: the main region is never empty', () => {
    for (const path of ['/providers', '/orders/1', '/workspace', '/workspace/planning']) {
      window.history.replaceState(null, '', path);
      const { unmount } = render(<FirstPaint />);
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(screen.getByRole('main')).toHaveTextContent('Loading…');
      unmount();
    }
  });

  it('says once its elements are in the page, so that the rest is asked for after it', () => {
    const onCommitted = vi.fn(() => {
      // Called when the heading is already there, not before.
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    });
    render(<FirstPaint onCommitted={onCommitted} />);
    expect(onCommitted).toHaveBeenCalledOnce();
  });
});
