import type { RouteObject } from 'react-router';

/** Public API of the orders feature: its routes (mounted by app/router) and what other features may use. */
export const ordersRoutes: RouteObject[] = [];

// Used by the workspace (its home names the next step and the state with these labels).
export { messages as ordersMessages } from './messages';
export { TRANSITION_RELATIONS } from './model/relations';
export { stateLabel, transitionLabel } from './model/labels';
