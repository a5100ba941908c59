import { sameOrganization } from '../../lib/api-shapes';
import type { Order } from '../api/schemas';

/**
 * The name of the order's party that is this organisation (customer or supplier; the same in any
 * form, `sameOrganization`), else null.
 */
export function partyName(
  order: Pick<Order, 'customer' | 'supplier'>,
  organization: unknown,
): string | null {
  for (const party of [order.customer, order.supplier])
    if (party?.name && sameOrganization(organization, party)) return party.name;
  return null;
}

/**
 * "Person, Organisation"; the organisation alone when the actor is the organisation itself (a call
 * with the organisation's API key), the person alone when the organisation is unknown.
 */
export function personAndOrganization(person: string, organization: string | null): string {
  return organization === null || organization === person ? person : `${person}, ${organization}`;
}
