import { useFormat, useT } from '../../lib/i18n';
import type { ChangeHistoryEntry } from '../api/schemas';
import { messages } from '../messages';

function show(value: unknown, empty: string): string {
  if (value === undefined || value === null || value === '') return empty;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Field changes: field, old value → new value, who and when. */
export function ChangeHistory({ entries }: { entries: readonly ChangeHistoryEntry[] }) {
  const t = useT(messages);
  const format = useFormat();
  if (entries.length === 0) return <p>{t('history.changesEmpty')}</p>;
  const empty = t('history.emptyValue');
  return (
    <ol className="orders-timeline">
      {entries.map((entry, index) => (
        <li key={`${entry.occurredAt ?? ''}-${index}`} className="orders-timeline__entry">
          <p className="orders-timeline__what">
            {t('history.field', {
              field: entry.field ?? '?',
              old: show(entry.oldValue, empty),
              new: show(entry.newValue, empty),
            })}
          </p>
          <p className="orders-timeline__meta">
            {entry.actor?.name ? `${entry.actor.name} · ` : ''}
            {entry.occurredAt ? (
              <time dateTime={entry.occurredAt}>{format.dateTime(entry.occurredAt)}</time>
            ) : null}
          </p>
        </li>
      ))}
    </ol>
  );
}
