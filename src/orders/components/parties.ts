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

/**
 * "Person, Organisation"; the organisation alone when the actor is the organisation itself (a call
 * with the organisation's API key), the person alone when the organisation is unknown.
 */
export function personAndOrganization(person: string, organization: string | null): string {
  return organization === null || organization === person ? person : `${person}, ${organization}`;
}
