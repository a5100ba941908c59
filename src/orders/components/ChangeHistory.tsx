import './document.css';
import { fieldsInWords } from '../../lib/api-shapes';
import { useFormat, useT } from '../../lib/i18n';
import type { ChangeHistoryEntry, Order } from '../api/schemas';
import { documentMessages } from '../documentMessages';
import { messages } from '../messages';
import { stateLabel } from '../model/states';
import { currencyFor, knownField, showValue, type ValueFormat } from './historyWords';
import { actorInWords } from './actorWords';

/**
 * Field changes in words: translated field names, prices with their currency, dates in the
 * reader's language, states by name; who (person and organisation) and when. Rows of the
 * supplier's private draft (only the supplier ever receives them) are marked as private.
 */
export function ChangeHistory({
  entries,
  order,
}: {
  entries: readonly ChangeHistoryEntry[];
  order: Pick<Order, 'quoteDetails' | 'customer' | 'supplier'>;
}) {
  const t = useT(messages);
  const d = useT(documentMessages);
  const format = useFormat();
  if (entries.length === 0) return <p>{t('history.changesEmpty')}</p>;
  const values: ValueFormat = {
    date: format.date,
    money: format.money,
    number: format.number,
    state: (state) => stateLabel(t, state),
  };
  const empty = t('history.emptyValue');
  const notReadable = t('history.notReadable');
  /** A side of the change in words; a side the reader did not find is "not readable", never empty. */
  const side = (entry: ChangeHistoryEntry, key: 'oldValue' | 'newValue') => {
    const value = entry[key];
    if (!value.sent) return undefined;
    return showValue(entry.field, value.value, values, currencyFor(entry, key, entries, order));
  };
  return (
    <ol className="orders-timeline">
      {entries.map((entry, index) => {
        const known = knownField(entry.field);
        const named = entry.fieldWords ?? entry.field;
        const field = known
          ? d(`field.${known}`)
          : named
            ? d('field.unknown', { field: named })
            : d('field.notStated');
        const old = side(entry, 'oldValue');
        const next = side(entry, 'newValue');
        const unplaced = entry.field === undefined && !entry.newValue.sent && !entry.oldValue.sent;
        const text = unplaced
          ? t('history.unplaced', { fields: fieldsInWords(entry.other) })
          : old === null || old === undefined
            ? d('change.set', { field, new: next === undefined ? notReadable : (next ?? empty) })
            : next === null
              ? d('change.cleared', { field, old })
              : d('change.changed', { field, old, new: next ?? notReadable });
        return (
          <li
            key={`${entry.occurredAt ?? ''}-${String(index)}`}
            className={`orders-timeline__entry${entry.draft ? ' orders-timeline__entry--draft' : ''}`}
          >
            <p className="orders-timeline__what">{text}</p>
            {!unplaced && entry.other.length > 0 ? (
              <p className="orders-timeline__meta">
                {t('history.otherFields', { fields: fieldsInWords(entry.other) })}
              </p>
            ) : null}
            {entry.draft ? <p className="orders-draft-mark">{d('change.draft')}</p> : null}
            <p className="orders-timeline__meta">
              {entry.actor
                ? `${actorInWords(t, entry.actor, order)}${entry.occurredAt ? ' · ' : ''}`
                : ''}
              {entry.occurredAt ? (
                <time dateTime={entry.occurredAt}>{format.dateTime(entry.occurredAt)}</time>
              ) : null}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
