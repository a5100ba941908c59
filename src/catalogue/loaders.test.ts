import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { bindPlatform, createHttpClient } from '../lib/http';
import type { Language } from '../lib/i18n';
import { categoriesQueryOptions } from './api/categories';
import { loadSearch, loadServicePage } from './loaders';
import { taxonomyFixture } from './testing/fixtures';
import { parseFilters } from './search/filters';
import { resultsPageQueryOptions } from './search/resultsPage';

const BASE = 'https://catalogue.test/orgadmin/v1';

/** The catalogue's answers: the fixture tree, and an empty page of services (or a 503 for every request). */
function catalogueFetch(status = 200) {
  return vi.fn<typeof fetch>((input) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const body = url.pathname.endsWith('/categories') ? taxonomyFixture : [];
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': '0' },
      }),
    );
  });
}

function setUp(wide: boolean, status = 200) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide, media: query }));
  const fetchSpy = catalogueFetch(status);
  const queryClient = new QueryClient();
  const http = createHttpClient({
    apiOrigins: [BASE],
    getLanguage: () => 'nb',
    fetch: fetchSpy,
    sleep: () => Promise.resolve(),
  });
  bindPlatform(queryClient, { http, catalogueBaseUrl: BASE, ordersBaseUrl: BASE });
  const asked = () =>
    fetchSpy.mock.calls.map(([input]) => {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      return url.pathname.replace('/orgadmin/v1', '') + url.search;
    });
  const run = async (search: string, language: Language = 'nb') => {
    await loadSearch(
      { queryClient, language },
      { url: new URL(`http://app.test/${search}`), params: {} },
    );
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  };
  return { queryClient, asked, run };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the search page’s loader', () => {
  it('asks the tree and the list’s page for the URL, under the keys the page reads', async () => {
    const { queryClient, asked, run } = setUp(false);
    await run('?type=RETAIN_VALUE&page=2');
    expect(asked()).toEqual([
      '/categories',
      '/solutions?type=RETAIN_VALUE&pageNumber=1&pageSize=20',
    ]);
    const filters = parseFilters(new URLSearchParams('?type=RETAIN_VALUE&page=2'));
    expect(queryClient.getQueryData(categoriesQueryOptions('nb').queryKey)).toHaveLength(
      taxonomyFixture.length,
    );
    expect(queryClient.getQueryData(resultsPageQueryOptions('nb', filters).queryKey)).toMatchObject(
      {
        items: [],
        total: 0,
        pageNumber: 1,
      },
    );
  });

  it('leaves the list out where a narrow screen shows the map instead', async () => {
    const narrow = setUp(false);
    await narrow.run('?view=map');
    expect(narrow.asked()).toEqual(['/categories']);

    const wide = setUp(true);
    await wide.run('?view=map');
    expect(wide.asked()).toHaveLength(2);
  });

  it('keeps a failure for the page to show, without throwing', async () => {
    const { queryClient, run } = setUp(true, 503);
    await run('');
    expect(queryClient.getQueryState(categoriesQueryOptions('nb').queryKey)?.status).toBe('error');
  });
});

describe('the service page’s loader', () => {
  it('waits for the category tree, and asks it once while it is fresh', async () => {
    const { queryClient, asked } = setUp(false);
    const load = () =>
      loadServicePage(
        { queryClient, language: 'nb' },
        { url: new URL('http://app.test/services/1'), params: { id: '1' } },
      );
    await load();
    expect(queryClient.getQueryData(categoriesQueryOptions('nb').queryKey)).toHaveLength(
      taxonomyFixture.length,
    );
    await load();
    expect(asked()).toEqual(['/categories']);
  });

  it('starts the service’s lookup under its category once the tree is there, before the page renders', async () => {
    const { queryClient, asked } = setUp(false);
    const [furniture] = taxonomyFixture;
    const chair = furniture?.children?.[0]?.children?.[0];
    if (!chair?.uri) throw new Error('the fixture has no category with a URI');
    await loadServicePage(
      { queryClient, language: 'nb' },
      {
        url: new URL(`http://app.test/services/7?provider=p1&category=${String(chair.id)}`),
        params: { id: '7' },
      },
    );
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const [tree, lookup, ...more] = asked();
    expect(tree).toBe('/categories');
    const searched = new URL(`http://api.test${lookup ?? ''}`);
    expect(searched.pathname).toBe('/solutions');
    expect(searched.searchParams.get('category')).toBe(chair.uri);
    expect(searched.searchParams.get('organizationIds')).toBe('p1');
    expect(more).toEqual([]);
  });

  it('lets the page show a failure instead of failing the navigation', async () => {
    const { queryClient } = setUp(false, 503);
    await expect(
      loadServicePage(
        { queryClient, language: 'nb' },
        { url: new URL('http://app.test/services/1'), params: { id: '1' } },
      ),
    ).resolves.toBeUndefined();
    expect(queryClient.getQueryState(categoriesQueryOptions('nb').queryKey)?.status).toBe('error');
  });
});
