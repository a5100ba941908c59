import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { taxonomyFixture } from '../testing/fixtures';
import { ServicePage } from './ServicePage';

const categoriesOnly = vi.fn<typeof fetch>((input) => {
  const url = new URL(input instanceof Request ? input.url : input.toString());
  if (url.pathname.endsWith('/categories'))
    return Promise.resolve(
      new Response(JSON.stringify(taxonomyFixture), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  throw new Error(`unexpected request ${url.href}`);
});

describe('ServicePage', () => {
  it('says a link without its category cannot find the service, with an h1 and a search', async () => {
    renderApp(<ServicePage />, {
      path: '/services/:id',
      url: '/services/1',
      fetch: categoriesOnly,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link cannot find the service' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^The link names service 1 but not its category\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/could not be found/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Search the catalogue for it' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
