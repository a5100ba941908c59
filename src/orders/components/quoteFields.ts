import * as v from 'valibot';
import type { QuoteDetails, QuoteFields } from '../api/schemas';

/**
 * The quote form's state: what the inputs hold (strings), converted to {@link QuoteFields} when
 * sent. The schema also reads what was typed back after a re-sign-in.
 */
export const quoteFormValuesSchema = v.object({
  quotedPrice: v.string(),
  quotedCurrency: v.string(),
  estimatedStartDate: v.string(),
  estimatedCompletionDate: v.string(),
  quoteValidUntil: v.string(),
  quoteNotes: v.string(),
});

export type QuoteFormValues = v.InferOutput<typeof quoteFormValuesSchema>;

export function initialQuoteValues(quote: QuoteDetails | null | undefined): QuoteFormValues {
  return {
    quotedPrice: quote?.quotedPrice === undefined ? '' : String(quote.quotedPrice),
    quotedCurrency: quote?.quotedCurrency ?? 'NOK',
    estimatedStartDate: quote?.estimatedStartDate ?? '',
    estimatedCompletionDate: quote?.estimatedCompletionDate ?? '',
    quoteValidUntil: quote?.quoteValidUntil ?? '',
    quoteNotes: quote?.quoteNotes ?? '',
  };
}

/** Only filled-in fields are sent; the price as a number. */
export function toQuoteFields(values: QuoteFormValues): QuoteFields {
  const fields: QuoteFields = {};
  const price = Number(values.quotedPrice.trim().replace(',', '.'));
  if (values.quotedPrice.trim() !== '' && Number.isFinite(price)) fields.quotedPrice = price;
  const currency = values.quotedCurrency.trim().toUpperCase();
  if (currency) fields.quotedCurrency = currency;
  if (values.estimatedStartDate) fields.estimatedStartDate = values.estimatedStartDate;
  if (values.estimatedCompletionDate) {
    fields.estimatedCompletionDate = values.estimatedCompletionDate;
  }
  if (values.quoteValidUntil) fields.quoteValidUntil = values.quoteValidUntil;
  if (values.quoteNotes.trim()) fields.quoteNotes = values.quoteNotes;
  return fields;
}
