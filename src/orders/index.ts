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
  WORK_STATES,
  isKnownState,
  isClosedState,
  isWorkOver,
  stateDescription,
  stateLabel,
  type WorkState,
} from './model/states';
export { disabledReasonText, errorText, transitionLabel, type Translate } from './model/labels';

// One transition link as a button with its disabled reason: the same on the order page and the
// workspace's planning board.
export { ActionButton } from './components/ActionButton';
// The one reader of `GET /orders` answers: the workspace reads the same list the same way.
export { readOrderList } from './api/orders';
