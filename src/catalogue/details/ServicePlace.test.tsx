import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
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
});
