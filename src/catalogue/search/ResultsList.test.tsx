import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ResultsList } from './ResultsList';
import { DEFAULT_FILTERS } from './filters';
import { SearchPageContext, type SearchPageState } from './SearchPageContext';
import { renderApp } from '../../test/renderApp';

function renderList(fetchImpl: typeof fetch, language: 'en' | 'nb' = 'en') {
  const page: SearchPageState = {
    filters: { ...DEFAULT_FILTERS, category: 'NoSuchThing' },
    update: () => {},
    index: undefined,
    highlight: { id: null, set: () => {} },
    hrefOf: (solution) => `/services/${String(solution.id)}`,
  };
  renderApp(
    <SearchPageContext value={page}>
      <ResultsList />
    </SearchPageContext>,
    { fetch: fetchImpl, language },
  );
}

describe('ResultsList states', () => {
  it('tells the user how long the catalogue asks us to wait after a 429', async () => {
    const fetchSpy = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ status: 429, code: 'RATE_LIMITED' }), {
          status: 429,
          headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '25' },
        }),
      ),
    );
    renderList(fetchSpy);
    expect(
      await screen.findByText(
        'Too many searches in a short time. The catalogue asks us to wait 25 seconds.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Searching again in 25 s…')).toBeInTheDocument();
    // A long Retry-After is not waited out by the client: one request, no storm.
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('shows an empty page as "no services found", also in Norwegian', async () => {
    const empty = () =>
      Promise.resolve(
        new Response('[]', {
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '0' },
        }),
      );
    renderList(empty, 'nb');
    expect(await screen.findByText('Fant ingen tjenester.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
