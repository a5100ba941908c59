import { fieldsInWords } from '../../lib/api-shapes';
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

/** Nothing of the entry could be placed: it is shown as its fields in plain words. */
const isUnplaced = (entry: StateHistoryEntry) =>
  !entry.transition && !entry.toState && !entry.fromState && !entry.actor && !entry.occurredAt;

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
            {isUnplaced(entry)
              ? t('history.unplaced', { fields: fieldsInWords(entry.other) })
              : t('history.entry', {
                  actor: personAndOrganization(
                    entry.actor?.name ?? t('history.someone'),
                    partyName(order, entry.actor?.organizationId),
                  ),
                  role: roleLabel(t, entry.actor?.role),
                  transition: entry.transition
                    ? transitionLabel(t, entry.transition)
                    : entry.toState
                      ? stateLabel(t, entry.toState)
                      : '?',
                })}
          </p>
          {!isUnplaced(entry) && entry.other.length > 0 ? (
            <p className="orders-timeline__meta">
              {t('history.otherFields', { fields: fieldsInWords(entry.other) })}
            </p>
          ) : null}
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
