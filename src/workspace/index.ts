import type { RouteObject } from 'react-router';

/** Public API of the workspace feature: its routes (mounted by app/router) and what other features may use. */
export const workspaceRoutes: RouteObject[] = [];
