import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { pageLoader, type PageData, type PageLoader } from './pageLoader';

describe('a route’s page loader', () => {
  it('runs the page’s loader with the app’s data, the URL and the params, once both are there', async () => {
    let ready: (data: PageData) => void = () => {};
    const data = new Promise<PageData>((resolve) => {
      ready = resolve;
    });
    const seen = vi.fn<PageLoader>(() => Promise.resolve());
    const router = createMemoryRouter(
      [
        { path: '/', Component: () => null },
        {
          path: '/things/:id',
          Component: () => null,
          loader: pageLoader(() => data, seen),
        },
      ],
      { initialEntries: ['/'] },
    );
    const navigated = router.navigate('/things/7?view=map');
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    expect(seen).not.toHaveBeenCalled();

    const queryClient = new QueryClient();
    ready({ queryClient, language: 'nb' });
    await navigated;
    expect(router.state.location.pathname).toBe('/things/7');
    expect(seen).toHaveBeenCalledOnce();
    const [given, at] = seen.mock.calls[0] ?? [];
    expect(given).toEqual({ queryClient, language: 'nb' });
    expect(at?.params).toEqual({ id: '7' });
    expect(at?.url.searchParams.get('view')).toBe('map');
    router.dispose();
  });
});
