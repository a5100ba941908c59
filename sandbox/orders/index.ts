/**
 * Public API of the sandbox's order service (mounted by sandbox/server.ts under `/services/v1`).
 * See docs/sandbox.md, "The order service".
 */
export { createOrderRoutes, type OrderRoutesDeps } from './routes.ts';
export {
  createOrderStore,
  resetOrderStore,
  type OrderStore,
  type OrderStoreOptions,
} from './store.ts';
export {
  TRANSITIONS,
  ORDER_STATES,
  CLOSED_STATES,
  type OrderState,
  type OrderRole,
  type TransitionRow,
} from './stateMachine.ts';
