import type { RouteObject } from 'react-router';

/** Public API of the catalogue feature: its routes (mounted by app/router) and what other features may use. */
export const catalogueRoutes: RouteObject[] = [];
