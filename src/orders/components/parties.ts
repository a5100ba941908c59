import type { Order } from '../api/schemas';

/** The name of the order's party with this organisation id (customer or supplier), else null. */
export function partyName(
  order: Pick<Order, 'customer' | 'supplier'>,
  organizationId: string | null | undefined,
): string | null {
  if (!organizationId) return null;
  for (const party of [order.customer, order.supplier]) {
    if (party?.id !== undefined && String(party.id) === organizationId && party.name)
      return party.name;
  }
  return null;
}
