/** Public API of the orders feature: its routes (mounted by app/router) and its vocabulary. */
export { ordersRoutes } from './routes';

// The orders vocabulary, shared so the app names states and actions the same way everywhere.
export { messages as ordersMessages } from './messages';
export {
  SET_APART_RELATIONS,
  TRANSITION_RELATIONS,
  type TransitionRelation,
} from './model/relations';
// The order states: the one list, their words and the questions asked about a state.
export {
  MAIN_PATH,
  KNOWN_STATES,
  STEP_STATES,
  WORK_STATES,
  isKnownState,
  isClosedState,
  isWorkOver,
  isWorkState,
  stateDescription,
  stateLabel,
  type WorkState,
} from './model/states';
export {
  disabledReasonText,
  errorSaid,
  orderName,
  transitionLabel,
  type StepLink,
  type Translate,
} from './model/labels';

// One transition link as a button with its disabled reason: the same on the order page and the
// workspace's planning board.
export { ActionButton } from './components/ActionButton';
// Every `GET /orders` of the app and its key: the workspace reads its lists through these.
export { orderKeys, type OrderSide } from './api/keys';
export {
  approvedOrdersQueryOptions,
  orderReadQueryOptions,
  RECENT_READ,
  STEP_READS,
  stepReadsOf,
  STEP_READ,
  type OrderPages,
  type OrderRead,
} from './api/orderLists';
export { joinParts, useOrderReads } from './api/useOrderReads';
export { orderListItemSchema, type OrderListItem } from './api/orderListItem';
// A transition link followed, with everything that depends on the order refreshed after it.
export { useOrderTransition } from './api/mutations';
