import { plainWords } from '../../lib/api-shapes';
import { QUOTE_FIELD_NAMES, type ChangeHistoryEntry, type Order } from '../api/schemas';

/** The fields the change history names in words; anything else is shown as "Other field". */
export const KNOWN_CHANGE_FIELDS = ['name', 'state', ...QUOTE_FIELD_NAMES] as const;
export type KnownChangeField = (typeof KNOWN_CHANGE_FIELDS)[number];

export function knownField(field: string | null | undefined): KnownChangeField | null {
  return KNOWN_CHANGE_FIELDS.find((known) => known === field) ?? null;
}

const DATE_FIELDS: readonly string[] = [
  'estimatedStartDate',
  'estimatedCompletionDate',
  'quoteValidUntil',
];

export interface ValueFormat {
  date: (isoDate: string) => string;
  money: (value: number, currency: string) => string;
  number: (value: number) => string;
  state: (state: string) => string;
}

/**
 * The currency a price change was in: the currency written in the same change (same time), else
 * the order's quote currency, else none (the number is shown alone).
 */
export function currencyFor(
  entry: ChangeHistoryEntry,
  side: 'oldValue' | 'newValue',
  entries: readonly ChangeHistoryEntry[],
  order: Pick<Order, 'quoteDetails'>,
): string | null {
  const sibling = entries.find(
    (other) => other.field === 'quotedCurrency' && other.occurredAt === entry.occurredAt,
  );
  const sent = sibling?.[side];
  const fromSibling = sent?.sent ? sent.value : undefined;
  if (typeof fromSibling === 'string' && fromSibling) return fromSibling;
  return order.quoteDetails?.quotedCurrency ?? null;
}

/**
 * One value of a change in words: dates and prices formatted, states named, anything else in plain
 * words; null when the server sent nothing (`null`, `''`).
 */
export function showValue(
  field: string | null | undefined,
  value: unknown,
  format: ValueFormat,
  currency: string | null,
): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (field === 'state' && typeof value === 'string') return format.state(value);
  if (field === 'quotedPrice' && typeof value === 'number')
    return currency ? format.money(value, currency) : format.number(value);
  if (field && DATE_FIELDS.includes(field) && typeof value === 'string') return format.date(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return format.number(value);
  return plainWords(value);
}
