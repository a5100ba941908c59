import { useT, useFormat } from '../../lib/i18n';
import type { QuoteDetails } from '../api/schemas';
import { messages } from '../messages';

/** A sent quote, read-only: price and dates formatted with Intl. */
export function QuoteView({ quote }: { quote: QuoteDetails }) {
  const t = useT(messages);
  const format = useFormat();
  const notSet = t('quote.notSet');
  const date = (value: string | null | undefined) => (value ? format.date(value) : notSet);
  const price =
    quote.quotedPrice === undefined || quote.quotedPrice === null
      ? notSet
      : quote.quotedCurrency
        ? format.money(quote.quotedPrice, quote.quotedCurrency)
        : format.number(quote.quotedPrice);
  return (
    <section className="panel orders-quote" aria-labelledby="orders-quote-heading">
      <h2 id="orders-quote-heading">{t('quote.heading')}</h2>
      <dl className="orders-facts">
        <dt>{t('quote.total')}</dt>
        <dd className="orders-quote__price">{price}</dd>
        <dt>{t('quote.period')}</dt>
        <dd>
          {t('quote.periodValue', {
            start: date(quote.estimatedStartDate),
            end: date(quote.estimatedCompletionDate),
          })}
        </dd>
        <dt>{t('quote.validUntil')}</dt>
        <dd>{date(quote.quoteValidUntil)}</dd>
        {quote.quoteNotes ? (
          <>
            <dt>{t('quote.notes')}</dt>
            <dd className="orders-prewrap">{quote.quoteNotes}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
