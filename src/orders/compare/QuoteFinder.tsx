import { useId } from 'react';
import { useFormat, useT } from '../../lib/i18n';
import { messages } from '../messages';
import { orderName } from '../model/labels';
import type { ComparedOrder } from '../model/comparison';
import { compareMessages } from './compareMessages';

interface QuoteFinderProps {
  /** The groups a person can look through: category id → its orders still being chosen. */
  groups: ReadonlyMap<number, readonly ComparedOrder[]>;
  /** Each group's name in words. */
  labelOf: (categoryId: number, group: readonly ComparedOrder[]) => string;
  categoryId: number;
  onCategory: (categoryId: number) => void;
  compared: readonly ComparedOrder[];
  onToggle: (orderId: number, on: boolean) => void;
  supplierOf: (entry: ComparedOrder) => string;
}

/**
 * The category view: the customer's quotes on one kind of service, each with a box that puts it
 * in the comparison or takes it out. A way to find quotes, not what is compared.
 */
export function QuoteFinder(props: QuoteFinderProps) {
  const { groups, labelOf, categoryId, compared, supplierOf } = props;
  const tc = useT(compareMessages);
  const t = useT(messages);
  const format = useFormat();
  const id = useId();
  const group = groups.get(categoryId) ?? [];
  const inComparison = (entry: ComparedOrder) =>
    compared.some((other) => other.order.id === entry.order.id);
  const priceOf = (entry: ComparedOrder) => {
    const quote = entry.order.quoteDetails;
    return entry.quoted && quote?.quotedPrice !== undefined && quote.quotedCurrency !== undefined
      ? format.money(quote.quotedPrice, quote.quotedCurrency)
      : tc('value.noQuote');
  };
  if (groups.size === 0) return null;
  return (
    <section className="panel compare-find" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{tc('find.heading')}</h2>
      <p>{tc('find.intro')}</p>
      {groups.size > 1 ? (
        <p className="orders-field">
          <label htmlFor={`${id}-category`}>{tc('compare.pickCategory')}</label>
          <select
            id={`${id}-category`}
            value={String(categoryId)}
            onChange={(event) => props.onCategory(Number(event.target.value))}
          >
            {[...groups].map(([key, entries]) => (
              <option key={key} value={String(key)}>
                {tc('compare.groupOption', {
                  category: labelOf(key, entries),
                  count: entries.length,
                })}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <fieldset>
        <legend>{tc('find.legend', { category: labelOf(categoryId, group) })}</legend>
        <ul className="compare-find__list">
          {group.map((entry) => (
            <li key={entry.order.id}>
              <label>
                <input
                  type="checkbox"
                  checked={inComparison(entry)}
                  onChange={(event) => props.onToggle(entry.order.id, event.target.checked)}
                />{' '}
                {tc('find.option', {
                  name: orderName(t, entry.order),
                  supplier: supplierOf(entry),
                  price: priceOf(entry),
                })}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </section>
  );
}
