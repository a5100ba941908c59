import type { RouteObject } from 'react-router';
import { lazyPage, type PageRoute } from '../lib/router';
import { SearchIntro } from './search/SearchIntro';

/**
 * The catalogue's routes (mounted by app/router inside the layout), kept apart from index.ts so
 * that the router (in the first load) does not pull in what index.ts shares with orders. Each
 * page is its own lazily loaded module; the map (Leaflet, supercluster) is a further chunk loaded
 * by the search page only when the map is shown. A page may name a `prefetch` module: it starts
 * the page's first queries as soon as config.json is known (app/router's `preloadPage`).
 */
export const catalogueRoutes: PageRoute[] = [
  {
    index: true,
    lazy: lazyPage(() => import('./search/SearchPage'), 'SearchPage'),
    // Its first data, fetched while the page's code still loads (search/prefetch.ts).
    prefetch: () => import('./search/prefetch'),
  },
  {
    path: 'providers',
    lazy: lazyPage(() => import('./providers/ProvidersPage'), 'ProvidersPage'),
  },
  {
    path: 'services/:id',
    lazy: lazyPage(() => import('./details/ServicePage'), 'ServicePage'),
  },
];

/**
 * What the first paint shows of a catalogue page before config.json and the page's code have
 * arrived (app/FirstPaint): the search page's heading and lead, the same elements the page renders.
 */
export const catalogueFirstPaintRoutes: RouteObject[] = [{ index: true, Component: SearchIntro }];
