import type { RouteObject } from 'react-router';
import { lazyPage, pageLoader, type WhenReady } from '../lib/router';
import { loadSearch, loadServicePage } from './loaders';

/**
 * The catalogue's routes (mounted by app/router inside the layout), kept apart from index.ts so
 * that the router (in the first load) does not pull in what index.ts shares with orders. Each
 * page is its own lazily loaded module; its loader (loaders.ts, in the first load: it holds only
 * query options the catalogue's pages share) starts the page's first queries as soon as the route
 * matches, while the page's code loads. The map (Leaflet, supercluster) is a further chunk loaded
 * by the search page only when the map is shown.
 */
export function catalogueRoutes(ready: WhenReady): RouteObject[] {
  return [
    {
      index: true,
      loader: pageLoader(ready, loadSearch),
      lazy: lazyPage(() => import('./search/SearchPage'), 'SearchPage'),
    },
    {
      path: 'providers',
      lazy: lazyPage(() => import('./providers/ProvidersPage'), 'ProvidersPage'),
    },
    {
      path: 'services/:id',
      loader: pageLoader(ready, loadServicePage),
      lazy: lazyPage(() => import('./details/ServicePage'), 'ServicePage'),
    },
  ];
}
