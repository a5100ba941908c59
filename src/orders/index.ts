import type { RouteObject } from 'react-router';

/** Public API of the orders feature: its routes (mounted by app/router), each page loaded lazily. */
export const ordersRoutes: RouteObject[] = [
  { path: '/orders', lazy: () => import('./pages/OrderListPage') },
  { path: '/orders/new', lazy: () => import('./pages/NewOrderPage') },
  { path: '/orders/:id', lazy: () => import('./pages/OrderPage') },
];
