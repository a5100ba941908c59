import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { ServicePlace } from './ServicePlace';

describe('ServicePlace', () => {
  it('shows the place as a small map with words, and links to the services nearby', async () => {
    const { container } = renderApp(<ServicePlace at={{ lat: 59.89, lng: 10.52 }} />, {
      language: 'nb',
    });
    expect(screen.getByText(/Leverandørens sted, markert på kartet/)).toBeVisible();
    // Degrees with their compass letters for screen readers; never the bare "59,89, 10,52".
    expect(screen.getByText('(på 59,89° N, 10,52° Ø)')).toHaveClass('visually-hidden');
    expect(container.textContent).not.toContain('59,89, 10,52');
    const nearby = screen.getByRole('link', { name: 'Tjenester i nærheten' });
    expect(
      new URL(nearby.getAttribute('href') ?? '', 'https://app.test').searchParams.get('box'),
    ).toMatch(/^59\.84,10\.42,59\.94,10\.62$/);
    expect(await screen.findByText('', { selector: '.place-map.leaflet-container' })).toBeVisible();
  });

  it('draws no map until the place comes into view', async () => {
    // A browser where the place stays below the first screen: the observer never reports it.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    // The map's code is at hand: were the map asked for, it would be drawn in the next turn.
    await import('../map/PlaceMap');
    const { container } = renderApp(<ServicePlace at={{ lat: 59.89, lng: 10.52 }} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.querySelector('.place-map')).toBeInTheDocument();
    expect(container.querySelector('.leaflet-container')).toBeNull();
    expect(screen.getByRole('link', { name: 'Services near this place' })).toBeVisible();
  });

  afterEach(() => vi.unstubAllGlobals());
});
