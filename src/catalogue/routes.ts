import type { RouteObject } from 'react-router';
import { lazyLoader, lazyPage, type WhenReady } from '../lib/router';

const loaders = () => import('./loaders');

/**
 * The catalogue's routes (mounted by app/router inside the layout), kept apart from index.ts so
 * that the router (in the first load) does not pull in what index.ts shares with orders. Each
 * page is its own lazily loaded module; its loader (one small module, loaders.ts) loads beside it
 * and starts the page's first queries. The map (Leaflet, supercluster) is a further chunk loaded
 * by the search page only when the map is shown.
 */
export function catalogueRoutes(ready: WhenReady): RouteObject[] {
  return [
    {
      index: true,
      lazy: {
        Component: async () => (await import('./search/SearchPage')).SearchPage,
        loader: lazyLoader(ready, async () => (await loaders()).loadSearch),
      },
    },
    {
      path: 'providers',
      lazy: lazyPage(() => import('./providers/ProvidersPage'), 'ProvidersPage'),
    },
    {
      path: 'services/:id',
      lazy: {
        Component: async () => (await import('./details/ServicePage')).ServicePage,
        loader: lazyLoader(ready, async () => (await loaders()).loadServicePage),
      },
    },
  ];
}
