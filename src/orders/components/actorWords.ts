import { keyWords } from '../../lib/api-shapes';
import type { HistoryActor } from '../api/historyEntries';
import type { Order } from '../api/schemas';
import type { Translate } from '../model/labels';
import { partyName, personAndOrganization } from './parties';

function roleWords(t: Translate, role: string): string {
  const lower = role.toLowerCase();
  if (lower === 'customer') return t('history.role.customer');
  if (lower === 'supplier') return t('history.role.supplier');
  return keyWords(role);
}

/**
 * Who made a history entry, in words, once: the person and their organisation, with the role
 * where it is given; what is known where no name is ("Someone (customer)", the organisation);
 * "Someone" where nothing is. Never an id, never a placeholder.
 */
export function actorInWords(
  t: Translate,
  actor: HistoryActor | undefined,
  order: Pick<Order, 'customer' | 'supplier'>,
): string {
  const organization = actor?.organizationName ?? partyName(order, actor?.organizationId) ?? null;
  const who =
    actor?.name !== undefined
      ? personAndOrganization(actor.name, organization)
      : (organization ?? t('history.someone'));
  return actor?.role === undefined
    ? who
    : t('history.actorAs', { actor: who, role: roleWords(t, actor.role) });
}
