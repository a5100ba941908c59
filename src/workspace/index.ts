import type { RouteObject } from 'react-router';
import { lazyPage } from '../lib/router';

/**
 * Public API of the workspace feature: its routes (mounted by app/router) and what other features
 * may use. The layout and pages are loaded on first visit (`lazy`); the layout checks sign-in and
 * organisation.
 */
export const workspaceRoutes: RouteObject[] = [
  {
    path: '/workspace',
    lazy: lazyPage(() => import('./WorkspaceLayout'), 'WorkspaceLayout'),
    children: [
      {
        index: true,
        lazy: lazyPage(() => import('./home/HomePage'), 'HomePage'),
      },
      {
        path: 'services',
        lazy: lazyPage(() => import('./services/ServicesPage'), 'ServicesPage'),
      },
      {
        path: 'planning',
        lazy: lazyPage(() => import('./planning/PlanningPage'), 'PlanningPage'),
      },
      {
        path: 'climate',
        lazy: lazyPage(() => import('./climate/ClimatePage'), 'ClimatePage'),
      },
    ],
  },
];

/** For the app header: the number of orders that need the organisation's action. */
export { NeedsActionCount } from './components/NeedsActionCount';
