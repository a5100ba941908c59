import { WORK_STATES, type OrderListItem, type OrderPages } from '../../orders';
import { roleOf } from '../model/homeModel';
import type { BoardOrder } from './boardModel';
import type { CalendarEvent } from './ics';

/**
 * The board's orders from the organisation's open orders (the one read it shares with the header
 * count and the home, decision 0102): those where we are the supplier and the work is accepted,
 * planned or under way. `capped`: the open orders were not all read, so some may be missing.
 */
export function workOrdersOf(read: OrderPages, organizationId: string) {
  const work: readonly string[] = WORK_STATES;
  const orders = read.orders.filter(
    (order) => work.includes(order.state) && roleOf(order, organizationId) === 'supplier',
  );
  return { orders, capped: read.capped, openRead: read.orders.length, openTotal: read.total };
}

/** The board's view of one order from the list: names, price and the accepted quote's dates. */
export function toBoardOrder(order: OrderListItem): BoardOrder {
  const quote = order.quoteDetails;
  const line = order.lines?.[0];
  return {
    id: order.id,
    name: order.name ?? '',
    state: order.state,
    customerName: order.customer?.name ?? null,
    serviceName: line?.solutionName ?? null,
    price:
      typeof quote?.quotedPrice === 'number'
        ? { amount: quote.quotedPrice, currency: quote.quotedCurrency ?? null }
        : null,
    start: quote?.estimatedStartDate ?? null,
    end: quote?.estimatedCompletionDate ?? null,
    updatedAt: order.updatedAt ?? null,
  };
}

const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1);

/** `SEQUENCE` of an order's event, by the rule of decision 0104; 0 when the time is unknown. */
export function eventSequence(updatedAt: string | null): number {
  const time = updatedAt ? Date.parse(updatedAt) : Number.NaN;
  if (Number.isNaN(time)) return 0;
  return Math.max(0, Math.floor((time - SEQUENCE_EPOCH) / 1000));
}

/** A stable `UID` per order and order service: `order-<id>@<host of the order API>`. */
export function eventUid(orderId: number, ordersBaseUrl: string): string {
  let host = 'orders.invalid';
  try {
    host = new URL(ordersBaseUrl).host || host;
  } catch {
    // keep the placeholder host: the UID stays stable for this configuration
  }
  return `order-${String(orderId)}@${host}`;
}

export interface EventTexts {
  summary: (order: BoardOrder) => string;
  description: (order: BoardOrder, url: string) => string;
}

/** The `PRODID` of the board's calendar export. */
export const BOARD_CALENDAR_ID = '-//Circular services//Planning board//EN';

/** One event per dated order; orders without dates have no place in a calendar. */
export function calendarEvents(
  orders: readonly (BoardOrder & { start: string; end: string })[],
  ordersBaseUrl: string,
  appOrigin: string,
  texts: EventTexts,
): CalendarEvent[] {
  return orders.map((order) => {
    const url = `${appOrigin}/orders/${String(order.id)}`;
    return {
      uid: eventUid(order.id, ordersBaseUrl),
      sequence: eventSequence(order.updatedAt),
      start: order.start,
      end: order.end,
      summary: texts.summary(order),
      description: texts.description(order, url),
      url,
    };
  });
}
