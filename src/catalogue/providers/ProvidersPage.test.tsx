import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProvidersPage } from './ProvidersPage';
import { renderApp } from '../../test/renderApp';

function providersResponse() {
  const body = [
    {
      id: 'org-1',
      name: 'Gjenbruk Oslo AS',
      serviceCount: 41,
      location: { type: 'Point', coordinates: [10.75, 59.91] },
    },
  ];
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

describe('ProvidersPage', () => {
  it('shows a hint and asks nothing with fewer than 2 characters, then searches', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(providersResponse()));
    renderApp(<ProvidersPage />, { fetch: fetchSpy, path: '/providers', url: '/providers' });

    expect(screen.getByText('Type at least 2 characters to search.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Provider name'), 'g');
    expect(screen.getByText('Type at least 2 characters to search.')).toBeInTheDocument();
    // Longer than the debounce: still no request for one character.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Provider name'), 'je');
    expect(await screen.findByRole('heading', { name: 'Gjenbruk Oslo AS' })).toBeInTheDocument();
    expect(screen.getByText('41 public services')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See their services' })).toHaveAttribute(
      'href',
      '/?providers=org-1',
    );
    // Its place is the map around it, not a pair of numbers.
    const onMap = screen.getByRole('link', { name: 'See where, and what is nearby, on the map' });
    const params = new URL(onMap.getAttribute('href') ?? '', 'https://app.test').searchParams;
    expect(params.get('providers')).toBe('org-1');
    expect(params.get('box')).toBe('59.86,10.65,59.96,10.85');
    expect(screen.queryByText(/59[.,]91/)).toBeNull();
    // The settled text is asked for; one character never is. (That keystrokes in quick succession
    // make one request is useDebouncedValue's, tested on a fake clock: here a busy machine may
    // leave more than the debounce between two keystrokes.)
    const names = fetchSpy.mock.calls.map(([input]) => {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      expect(url.pathname).toBe('/orgadmin/v1/providers');
      return url.searchParams.get('name');
    });
    expect(names.at(-1)).toBe('gje');
    expect(names).not.toContain('g');
  });

  it('speaks Norwegian', () => {
    renderApp(<ProvidersPage />, { language: 'nb', path: '/providers', url: '/providers' });
    expect(screen.getByText('Skriv minst 2 tegn for å søke.')).toBeInTheDocument();
    expect(screen.getByLabelText('Navn på leverandør')).toBeInTheDocument();
  });
});
