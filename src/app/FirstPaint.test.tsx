import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('shows no heading on a page that has none to show early', () => {
    window.history.replaceState(null, '', '/providers');
    render(<FirstPaint />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
