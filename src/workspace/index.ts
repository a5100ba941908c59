import type { RouteObject } from 'react-router';

/**
 * Public API of the workspace feature: its routes (mounted by app/router) and what other features
 * may use. The layout and pages are loaded on first visit (`lazy`); the layout checks sign-in and
 * organisation.
 */
export const workspaceRoutes: RouteObject[] = [
  {
    path: '/workspace',
    lazy: async () => ({ Component: (await import('./WorkspaceLayout')).WorkspaceLayout }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./home/HomePage')).HomePage }),
      },
      {
        path: 'services',
        lazy: async () => ({ Component: (await import('./services/ServicesPage')).ServicesPage }),
      },
      {
        path: 'planning',
        lazy: async () => ({ Component: (await import('./planning/PlanningPage')).PlanningPage }),
      },
      {
        path: 'climate',
        lazy: async () => ({ Component: (await import('./climate/ClimatePage')).ClimatePage }),
      },
    ],
  },
];

/** For the app header: the number of orders that need the organisation's action. */
export { NeedsActionCount } from './components/NeedsActionCount';
