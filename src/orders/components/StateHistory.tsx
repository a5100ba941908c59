import { fieldsInWords } from '../../lib/api-shapes';
import { useFormat, useT } from '../../lib/i18n';
import type { Order, StateHistoryEntry } from '../api/schemas';
import { messages } from '../messages';
import { transitionLabel, type Translate } from '../model/labels';
import { stateLabel } from '../model/states';
import { actorInWords } from './actorWords';

/** The states an entry names, in words: "Quoted → Accepted", "now Accepted", "from Quoted". */
function statesInWords(t: Translate, entry: StateHistoryEntry): string | null {
  const from = entry.fromState ? stateLabel(t, entry.fromState) : undefined;
  const to = entry.toState ? stateLabel(t, entry.toState) : undefined;
  if (from && to) return t('history.fromTo', { from, to });
  if (to) return t('history.toState', { to });
  return from ? t('history.fromState', { from }) : null;
}

/** Nothing of the entry could be placed: it is shown as its fields in plain words. */
const isUnplaced = (entry: StateHistoryEntry) =>
  !entry.transition && !entry.toState && !entry.fromState && !entry.actor && !entry.occurredAt;

/**
 * State history as a timeline: who (person and organisation, `actorInWords`) did which transition,
 * when (in the reader's language), with the notes that came with it.
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
                  actor: actorInWords(t, entry.actor, order),
                  transition: entry.transition
                    ? transitionLabel(t, entry.transition)
                    : entry.toState
                      ? stateLabel(t, entry.toState)
                      : t('history.stepNotStated'),
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
            {statesInWords(t, entry) ? (
              <span>
                {entry.occurredAt ? ' · ' : ''}
                {statesInWords(t, entry)}
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
