import { useT } from '../../lib/i18n';
import type { QuoteDetails } from '../api/schemas';
import { messages } from '../messages';
import { useQuoteWords } from './useQuoteWords';

/** A sent quote, read-only: price and dates formatted with Intl. */
export function QuoteView({ quote }: { quote: QuoteDetails }) {
  const t = useT(messages);
  const { amount, start, end, validUntil } = useQuoteWords(quote);
  return (
    <section className="panel orders-quote" aria-labelledby="orders-quote-heading">
      <h2 id="orders-quote-heading">{t('quote.heading')}</h2>
      <dl className="orders-facts">
        <dt>{t('quote.total')}</dt>
        <dd className="orders-quote__price">{amount}</dd>
        <dt>{t('quote.period')}</dt>
        <dd>{t('quote.periodValue', { start, end })}</dd>
        <dt>{t('quote.validUntil')}</dt>
        <dd>{validUntil}</dd>
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
