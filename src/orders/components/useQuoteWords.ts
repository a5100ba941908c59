import { useFormat, useT } from '../../lib/i18n';
import type { QuoteFields } from '../api/schemas';
import { messages } from '../messages';

/** Fields that may be missing or null, as in the order's quote (read) and the form's (typed). */
type Loose<T> = { [K in keyof T]?: T[K] | null };

/** The quote fields that are named in words: the price and the dates. */
export type NamedQuote = Loose<
  Pick<
    QuoteFields,
    | 'quotedPrice'
    | 'quotedCurrency'
    | 'estimatedStartDate'
    | 'estimatedCompletionDate'
    | 'quoteValidUntil'
  >
>;

/** The words of a quote: the price (Intl money, or a number without currency) and dates. */
export function useQuoteWords(quote: NamedQuote | null | undefined) {
  const t = useT(messages);
  const format = useFormat();
  const notSet = t('quote.notSet');
  const date = (value: string | null | undefined) => (value ? format.date(value) : notSet);
  const price = quote?.quotedPrice;
  return {
    hasPrice: price !== undefined && price !== null,
    amount:
      price === undefined || price === null
        ? notSet
        : quote?.quotedCurrency
          ? format.money(price, quote.quotedCurrency)
          : format.number(price),
    start: date(quote?.estimatedStartDate),
    end: date(quote?.estimatedCompletionDate),
    validUntil: date(quote?.quoteValidUntil),
  };
}
