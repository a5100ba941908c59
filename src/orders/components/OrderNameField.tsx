import { useId } from 'react';
import type { FieldError } from '../../lib/http';
import { useT } from '../../lib/i18n';
import { messages } from '../messages';
import { fieldErrorText } from '../model/labels';
import { describedBy, FieldNotes } from './fields';

/**
 * The order's name, as a new order and a renamed draft ask for it: required, at most 200
 * characters, with an optional help line and the server's field error, both tied to the
 * input by `aria-describedby`.
 */
export function OrderNameField({
  label,
  value,
  onChange,
  onFocus,
  help,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  help?: string;
  error: FieldError | undefined;
}) {
  const t = useT(messages);
  const id = useId();
  const text = error ? fieldErrorText(t, error.code, error.message) : undefined;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        required
        maxLength={200}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, text)}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
      />
      <FieldNotes id={id} help={help} error={text} />
    </>
  );
}
