import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { solutionFixture, taxonomyFixture } from '../testing/fixtures';
import { buildTreeIndex } from '../tree/treeIndex';
import { ResultsListIn, searchPageState } from '../testing/resultsList';
import type { SearchFilters } from './filters';
import type { SearchPageState } from './SearchPageContext';
import { renderApp } from '../../test/renderApp';

const PROVIDER = 'org-asked';

/**
 * A catalogue that ignores every filter (`organizationIds`, `type`, `category`): it answers 20 of
 * its 500 services, with its own total, whatever was asked.
 */
function ignoringCatalogue(matching: number) {
  return vi.fn<typeof fetch>(() => {
    const page = Array.from({ length: 20 }, (_, i) =>
      solutionFixture({
        id: 1000 + i,
        name: `Service ${String(i + 1)}`,
        organizationId: i < matching ? PROVIDER : 'org-other',
        categoryId: i < matching ? 3 : 1,
      }),
    );
    return Promise.resolve(
      new Response(JSON.stringify(page), {
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': '500' },
      }),
    );
  });
}

function renderList(
  fetchImpl: typeof fetch,
  filters: Partial<SearchFilters>,
  options: { language?: 'en' | 'nb'; index?: SearchPageState['index'] } = {},
) {
  const update = vi.fn();
  renderApp(<ResultsListIn page={searchPageState(filters, { update, index: options.index })} />, {
    fetch: fetchImpl,
    language: options.language ?? 'en',
  });
  return update;
}

describe('ResultsList when the catalogue ignores a filter', () => {
  it("lists and counts only the provider's services, never the catalogue's total, and pages on", async () => {
    const update = renderList(ignoringCatalogue(3), { providers: [PROVIDER] });
    expect(
      await screen.findByText(
        '3 matching services shown on this page. The catalogue did not apply every filter, so there may be more on the next pages.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Service 3')).toBeInTheDocument();
    expect(screen.queryByText(/500/)).toBeNull();
    expect(screen.queryByText('Service 4')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(update).toHaveBeenCalledWith({ page: 1 });
  });

  it('says so in Bokmål, and a page without matches is not "no services found"', async () => {
    renderList(ignoringCatalogue(0), { type: 'PRODUCTION' }, { language: 'nb' });
    expect(
      await screen.findByText(
        'Ingen treff på denne siden. Katalogen brukte ikke alle filtrene, så det kan være treff på de neste sidene.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Fant ingen tjenester.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Neste side' })).toBeEnabled();
  });

  it('judges the category in the tree: only services on the category or below it', async () => {
    renderList(
      ignoringCatalogue(5),
      { category: 'Seating', match: 'descendants' },
      { index: buildTreeIndex(taxonomyFixture) },
    );
    expect(
      await screen.findByText(/^5 matching services shown on this page\./),
    ).toBeInTheDocument();
  });
});
