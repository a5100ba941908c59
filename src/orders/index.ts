import type { RouteObject } from 'react-router';

/** Public API of the orders feature: its routes (mounted by app/router), each page loaded lazily. */
export const ordersRoutes: RouteObject[] = [
  { path: '/orders', lazy: () => import('./pages/OrderListPage') },
  { path: '/orders/new', lazy: () => import('./pages/NewOrderPage') },
  { path: '/orders/:id', lazy: () => import('./pages/OrderPage') },
];

// The orders vocabulary, shared so the app names states and actions the same way everywhere.
export { messages as ordersMessages } from './messages';
export { TRANSITION_RELATIONS, type TransitionRelation } from './model/relations';
export { MAIN_PATH, KNOWN_STATES, isKnownState } from './model/states';
export {
  disabledReasonText,
  stateDescription,
  stateLabel,
  transitionLabel,
  type Translate,
} from './model/labels';
