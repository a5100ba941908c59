import { useT } from '../../lib/i18n';
import { messages, type OrdersMessageKey } from '../messages';
import { describedBy, FieldNotes, TextAreaField } from './fields';
import type { QuoteFormValues } from './quoteFields';

export type QuoteFieldName = keyof QuoteFormValues;

const INPUTS: {
  name: QuoteFieldName;
  label: OrdersMessageKey;
  type: 'number' | 'text' | 'date';
}[] = [
  { name: 'quotedPrice', label: 'quote.price', type: 'number' },
  { name: 'quotedCurrency', label: 'quote.currency', type: 'text' },
  { name: 'estimatedStartDate', label: 'quote.start', type: 'date' },
  { name: 'estimatedCompletionDate', label: 'quote.completion', type: 'date' },
  { name: 'quoteValidUntil', label: 'quote.validUntil', type: 'date' },
];

/** The fields the quote form shows server errors at. */
export const QUOTE_FIELD_NAMES: readonly string[] = [
  ...INPUTS.map((input) => input.name),
  'quoteNotes',
];

/** The quote's fields as typed: price, currency, three dates and the notes, each with its error. */
export function QuoteFieldInputs({
  idPrefix,
  values,
  errorText,
  onChange,
}: {
  idPrefix: string;
  values: QuoteFormValues;
  /** The server's error at a field, in words, if any. */
  errorText: (name: QuoteFieldName) => string | undefined;
  onChange: (name: QuoteFieldName, value: string) => void;
}) {
  const t = useT(messages);
  const fieldId = (name: QuoteFieldName) => `${idPrefix}-${name}`;
  return (
    <>
      <div className="orders-quote-form__grid">
        {INPUTS.map(({ name, label, type }) => {
          const error = errorText(name);
          return (
            <div className="orders-field" key={name}>
              <label htmlFor={fieldId(name)}>{t(label)}</label>
              <input
                id={fieldId(name)}
                name={name}
                type={type}
                {...(type === 'number' ? { min: 0, step: '0.01', inputMode: 'decimal' } : {})}
                {...(name === 'quotedCurrency'
                  ? { maxLength: 3, autoCapitalize: 'characters', size: 4 }
                  : {})}
                value={values[name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(fieldId(name), undefined, error)}
                onChange={(event) => onChange(name, event.target.value)}
              />
              <FieldNotes id={fieldId(name)} error={error} />
            </div>
          );
        })}
      </div>
      <TextAreaField
        id={fieldId('quoteNotes')}
        label={t('quote.notes')}
        rows={3}
        value={values.quoteNotes}
        error={errorText('quoteNotes')}
        onChange={(value) => onChange('quoteNotes', value)}
      />
    </>
  );
}
