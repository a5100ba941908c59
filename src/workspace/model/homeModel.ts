import { sideOf, type OurOrganization } from '../../lib/api-shapes';
import type { TransitionAction } from '../../lib/hal';
import type { OrderListItem } from '../../orders';
import { classifyOrder, offeredSteps } from './classifyOrder';

export type OurRole = 'customer' | 'supplier' | 'unknown';

export interface HomeOrder {
  order: OrderListItem;
  /** Which side of the order the chosen organisation is on. */
  role: OurRole;
}

export interface NeedsActionOrder extends HomeOrder {
  actions: TransitionAction[];
}

export interface WaitingOrder extends HomeOrder {
  /** Our steps that the server offers but has disabled for now. */
  blocked: TransitionAction[];
}

export interface HomeModel {
  /** Oldest change first: what has waited longest comes first. */
  needsAction: NeedsActionOrder[];
  /** Open orders with nothing for us to do; most recently changed first, at most `waitingLimit`. */
  waiting: WaitingOrder[];
  /** How many open orders wait for the other party, also those not in `waiting`. */
  waitingTotal: number;
  /** `waitingTotal` is a lower bound (the open orders' total was not read). */
  waitingAtLeast: boolean;
  /** The open orders changed last, most recently changed first, at most `recentLimit`. */
  recent: HomeOrder[];
}

/**
 * Which side of the order our organisation is on (`sideOf`: its parties compared with us in any
 * form); 'unknown' when neither party names us, which the views say instead of guessing.
 */
export const roleOf = (order: OrderListItem, us: OurOrganization): OurRole =>
  sideOf(order, us) ?? 'unknown';

const timeOf = (order: OrderListItem): number => {
  const time = Date.parse(order.updatedAt ?? order.createdAt ?? '');
  return Number.isNaN(time) ? 0 : time;
};

/** The home lists at most this many orders that wait for the other party, changed last first. */
export const WAITING_LIMIT = 100;

export function buildHomeModel(
  orders: readonly OrderListItem[],
  options: {
    /** Our organisation, in every form the session knows (`OurOrganization`). */
    organization: OurOrganization;
    knownRelations: readonly string[];
    /** The orders feature's closed states (`isClosedState`). */
    isClosed: (state: string) => boolean;
    apiBase: string;
    recentLimit?: number;
    waitingLimit?: number;
    /**
     * When `orders` are every order where we have a step and a page of the open orders changed
     * last (`newest`, with its total): an open order older than that page's last is read only
     * where we have a step, so "waiting" lists the ones changed since, and counts every open
     * order without an enabled step of ours.
     */
    newest?: { orders: readonly OrderListItem[]; total: number; capped: boolean; exact: boolean };
  },
): HomeModel {
  const needsAction: NeedsActionOrder[] = [];
  const waiting: WaitingOrder[] = [];
  const newestFirst = [...orders].sort((a, b) => timeOf(b) - timeOf(a) || b.id - a.id);
  const { newest } = options;
  // Nothing kept of that page (the server sent none that match): no line to draw.
  const since =
    newest?.capped && newest.orders.length > 0 ? Math.min(...newest.orders.map(timeOf)) : -Infinity;

  for (const order of newestFirst) {
    const role = roleOf(order, options.organization);
    const place = classifyOrder(order, options.knownRelations, options.apiBase, options.isClosed);
    if (place.kind === 'needs-action') needsAction.push({ order, role, actions: place.actions });
    else if (place.kind === 'waiting') waiting.push({ order, role, blocked: place.blocked });
  }
  const listed = waiting.filter(({ order }) => timeOf(order) >= since);
  const open = newest === undefined ? waiting.length : newest.total - needsAction.length;

  return {
    needsAction: needsAction.reverse(),
    waiting: listed.slice(0, options.waitingLimit ?? WAITING_LIMIT),
    waitingTotal: Math.max(open, waiting.length),
    waitingAtLeast: newest !== undefined && !newest.exact,
    recent: newestFirst
      .slice(0, options.recentLimit ?? 5)
      .map((order) => ({ order, role: roleOf(order, options.organization) })),
  };
}

/** What the header count and the home's "Needs your action" show (docs/decisions/0102). */
export interface NeedsActionList {
  /** Every order read with an enabled step for us, oldest change first. */
  orders: NeedsActionOrder[];
  /** False when not every candidate order was read: the count is then "at least". */
  exact: boolean;
}

/**
 * The orders that need our action among the open orders read, by their own `_links` only; exact
 * unless the read was capped.
 */
export function needsActionOf(
  read: { orders: readonly OrderListItem[]; capped: boolean },
  options: { organization: OurOrganization; knownRelations: readonly string[]; apiBase: string },
): NeedsActionList {
  const orders: NeedsActionOrder[] = [];
  for (const order of read.orders) {
    const actions = offeredSteps(order, options.knownRelations, options.apiBase).filter(
      (step) => !step.disabled,
    );
    if (actions.length > 0)
      orders.push({ order, role: roleOf(order, options.organization), actions });
  }
  orders.sort((a, b) => timeOf(a.order) - timeOf(b.order) || a.order.id - b.order.id);
  return { orders, exact: !read.capped };
}
