import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProvidersPage } from './ProvidersPage';
import { renderApp } from '../../test/renderApp';

const GJENBRUK = {
  id: 'org-1',
  name: 'Gjenbruk Oslo AS',
  serviceCount: 41,
  location: { type: 'Point', coordinates: [10.75, 59.91] },
};
const OMBRUK = { id: 'org-2', name: 'Ombruk Bergen AS' };

function providersResponse(body: unknown[] = [GJENBRUK]) {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

const nameOf = (input: Parameters<typeof fetch>[0]) =>
  new URL(input instanceof Request ? input.url : input.toString()).searchParams.get('name');

/** A server that refuses `/providers` without a name, as spec 8 allows for a short one. */
const refusingFetch = () =>
  vi.fn<typeof fetch>((input) =>
    Promise.resolve(
      nameOf(input) === null
        ? new Response(JSON.stringify({ code: 'NAME_TOO_SHORT' }), {
            status: 400,
            headers: { 'Content-Type': 'application/problem+json' },
          })
        : providersResponse(),
    ),
  );

describe('ProvidersPage', () => {
  it('lists every provider before typing, and typing narrows the list without asking again', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.fn<typeof fetch>(() =>
      Promise.resolve(providersResponse([GJENBRUK, OMBRUK])),
    );
    renderApp(<ProvidersPage />, { fetch: fetchSpy, path: '/providers', url: '/providers' });

    expect(await screen.findByText('2 providers')).toBeInTheDocument();
    // The cards draw a moment after the count (a transition).
    expect(await screen.findByRole('heading', { name: 'Ombruk Bergen AS' })).toBeInTheDocument();
    expect(screen.getByText('41 public services')).toBeInTheDocument();
    // A count not read is not shown.
    expect(screen.getAllByText(/public service/)).toHaveLength(1);
    expect(screen.queryByText('Type at least 2 characters to search.')).toBeNull();
    await user.type(screen.getByLabelText('Provider name'), 'gje');
    expect(await screen.findByText('1 provider')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Ombruk Bergen AS' })).toBeNull(),
    );
    expect(screen.getByRole('heading', { name: 'Gjenbruk Oslo AS' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Provider name'), 'x');
    expect(await screen.findByText('No provider matches “gjex”.')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.map(([input]) => nameOf(input))).toEqual([null]);
  });

  it('names and narrows providers by the words shown, never by a resource name', async () => {
    const user = userEvent.setup();
    // Google's API conventions: the resource name in `name`, the name for people in `displayName`.
    const google = [
      { name: 'organizations/peer-provider', displayName: 'Peer Provider AS', serviceCount: 34 },
      { name: 'organizations/peer-provider-2', displayName: 'Peer Provider Vest AS' },
      { name: 'organizations/ombruk', displayName: 'Ombruk Bergen' },
      { name: 'organizations/no-name' },
    ];
    const fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(providersResponse(google)));
    renderApp(<ProvidersPage />, { fetch: fetchSpy, path: '/providers', url: '/providers' });

    expect(await screen.findByText('4 providers')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Peer Provider AS' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unnamed provider' })).toBeInTheDocument();
    expect(screen.queryByText(/organizations\//)).toBeNull();
    await user.type(screen.getByLabelText('Provider name'), 'Peer Provider');
    expect(await screen.findByText('2 providers')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Provider name'));
    await user.type(screen.getByLabelText('Provider name'), 'as');
    expect(await screen.findByText('2 providers')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((card) => card.textContent)).toEqual([
        'Peer Provider AS',
        'Peer Provider Vest AS',
      ]),
    );
  });

  it('offers the search alone, with no error, where the server refuses the list without a name', async () => {
    const user = userEvent.setup();
    const fetchSpy = refusingFetch();
    renderApp(<ProvidersPage />, { fetch: fetchSpy, path: '/providers', url: '/providers' });

    expect(await screen.findByText('Type at least 2 characters to search.')).toBeInTheDocument();
    expect(screen.queryByText('The providers could not be loaded.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    fetchSpy.mockClear();
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

  it('speaks Norwegian', async () => {
    const fetchSpy = vi.fn<typeof fetch>(() =>
      Promise.resolve(providersResponse([GJENBRUK, OMBRUK])),
    );
    renderApp(<ProvidersPage />, {
      language: 'nb',
      fetch: fetchSpy,
      path: '/providers',
      url: '/providers',
    });
    expect(await screen.findByText('2 leverandører')).toBeInTheDocument();
    expect(screen.getByLabelText('Navn på leverandør')).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: 'Se tjenestene deres' })).toHaveLength(2);
  });

  it('speaks Norwegian to a server that wants a name', async () => {
    renderApp(<ProvidersPage />, {
      language: 'nb',
      fetch: refusingFetch(),
      path: '/providers',
      url: '/providers',
    });
    expect(await screen.findByText('Skriv minst 2 tegn for å søke.')).toBeInTheDocument();
  });
});
