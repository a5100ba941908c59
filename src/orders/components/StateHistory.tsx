import { useFormat, useT } from '../../lib/i18n';
import type { Order, StateHistoryEntry } from '../api/schemas';
import { messages } from '../messages';
import { transitionLabel, type Translate } from '../model/labels';
import { stateLabel } from '../model/states';
import { partyName, personAndOrganization } from './parties';

function roleLabel(t: Translate, role: string | null | undefined): string {
  if (role === 'customer' || role === 'CUSTOMER') return t('history.role.customer');
  if (role === 'supplier' || role === 'SUPPLIER') return t('history.role.supplier');
  return role ?? '?';
}

/**
 * State history as a timeline: who (person and organisation) did which transition, when (in the
 * reader's language), with the notes that came with it.
 */
export function StateHistory({
  entries,
  order,
}: {
  entries: readonly StateHistoryEntry[];
  order: Pick<Order, 'customer' | 'supplier'>;
}) {
  const t = useT(messages);
  const format = useFormat();
  if (entries.length === 0) return <p>{t('history.empty')}</p>;
  return (
    <ol className="orders-timeline">
      {entries.map((entry, index) => (
        <li key={`${entry.occurredAt ?? ''}-${index}`} className="orders-timeline__entry">
          <p className="orders-timeline__what">
            {t('history.entry', {
              actor: personAndOrganization(
                entry.actor?.name ?? t('history.someone'),
                partyName(order, entry.actor?.organizationId),
              ),
              role: roleLabel(t, entry.actor?.role),
              transition: entry.transition ? transitionLabel(t, entry.transition) : '?',
            })}
          </p>
          <p className="orders-timeline__meta">
            {entry.occurredAt ? (
              <time dateTime={entry.occurredAt}>{format.dateTime(entry.occurredAt)}</time>
            ) : null}
            {entry.fromState || entry.toState ? (
              <span>
                {' · '}
                {t('history.fromTo', {
                  from: entry.fromState ? stateLabel(t, entry.fromState) : '–',
                  to: entry.toState ? stateLabel(t, entry.toState) : '–',
                })}
              </span>
            ) : null}
          </p>
          {entry.notes ? (
            <blockquote className="orders-timeline__notes orders-prewrap">{entry.notes}</blockquote>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
