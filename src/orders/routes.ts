import type { RouteObject } from 'react-router';

/**
 * The orders feature's routes, each page loaded lazily. Kept apart from index.ts so that the app's
 * router (in the first load) does not pull in the orders vocabulary that index.ts re-exports.
 */
export const ordersRoutes: RouteObject[] = [
  { path: '/orders', lazy: () => import('./pages/OrderListPage') },
  { path: '/orders/new', lazy: () => import('./pages/NewOrderPage') },
  { path: '/orders/compare', lazy: () => import('./pages/ComparePage') },
  { path: '/orders/request', lazy: () => import('./pages/RequestPage') },
  { path: '/orders/:id', lazy: () => import('./pages/OrderPage') },
];
