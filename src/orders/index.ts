import type { RouteObject } from 'react-router';

/** Public API of the orders feature: its routes (mounted by app/router) and what other features may use. */
export const ordersRoutes: RouteObject[] = [];
