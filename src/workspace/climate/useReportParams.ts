import { useQuery } from '@tanstack/react-query';
import { mayActOn, type Organization } from '../../auth';
import { useUrlSearchParams, withParam } from '../../lib/router';
import { approvedOrdersQueryOptions, type OrderPages, type OrderSide } from '../../orders';
import { defaultPeriod, parsePeriod, periodParam, type Period } from '../model/period';
import type { ClimateOrder } from '../model/climateSummary';

export const SIDES: readonly [OrderSide, ...OrderSide[]] = ['customer', 'supplier'];

/** The other party of an order on our side: the supplier of what we ordered, and the reverse. */
const otherPartyOf = (order: OrderPages['orders'][number], side: OrderSide) =>
  (side === 'customer' ? order.supplier : order.customer)?.name;

/** The approved orders as the report reads them (kept by the query while they are unchanged). */
function toClimateOrders(side: OrderSide) {
  return (page: OrderPages) => ({
    page,
    orders: page.orders.map((order): ClimateOrder => ({
      id: order.id,
      name: order.name,
      approvedAt: order.updatedAt,
      otherParty: otherPartyOf(order, side),
      lines: order.lines ?? [],
    })),
  });
}
const selectFor = { customer: toClimateOrders('customer'), supplier: toClimateOrders('supplier') };

/**
 * The sides in the order the report looks for approved orders: the customer's first where the
 * organisation may order (`mayActOn`: its claim names that side, or none), else the supplier's.
 */
const sidesInOrder = (organization: Organization): readonly [OrderSide, OrderSide] =>
  mayActOn(organization, 'customer') ? ['customer', 'supplier'] : ['supplier', 'customer'];

/**
 * The report's side and period from the URL (`?side=`, `?period=`, decision 0101). Without
 * `?side=` the page reads the approved orders of the first side (`sidesInOrder`) and, only when
 * there are none, those of the other, and opens on the first that has some; `bothEmpty`: neither
 * has any. Without a readable `?period=` it shows the current year.
 */
export function useReportParams(organization: Organization, today: Date) {
  const [params, setParams, committed] = useUrlSearchParams();
  const asked = SIDES.find((value) => value === params.get('side'));
  const [first, other] = sidesInOrder(organization);
  const firstRead = useQuery({
    ...approvedOrdersQueryOptions(organization.id, first),
    select: selectFor[first],
    enabled: asked !== other,
  });
  const firstEmpty = firstRead.isSuccess && firstRead.data.orders.length === 0;
  const otherRead = useQuery({
    ...approvedOrdersQueryOptions(organization.id, other),
    select: selectFor[other],
    enabled: asked === other || (asked === undefined && firstEmpty),
  });
  const side: OrderSide = asked ?? (firstEmpty ? other : first);
  const bothEmpty =
    asked === undefined && firstEmpty && otherRead.isSuccess && otherRead.data.orders.length === 0;
  const period: Period = parsePeriod(params.get('period')) ?? defaultPeriod(today);
  // The report follows the committed URL (the navigation's transition), the controls the click.
  const reportPeriod: Period = parsePeriod(committed.get('period')) ?? defaultPeriod(today);
  // Chosen by hand, the side is always written, so that the page does not choose for the person.
  const chooseSide = (next: OrderSide) =>
    setParams((current) => withParam(current, 'side', next), { replace: true });
  const choosePeriod = (next: Period) =>
    setParams((current) => withParam(current, 'period', periodParam(next)), { replace: true });
  return {
    side,
    chooseSide,
    period,
    reportPeriod,
    choosePeriod,
    query: side === first ? firstRead : otherRead,
    bothEmpty,
  };
}
