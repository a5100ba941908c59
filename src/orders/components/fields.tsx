/**
 * The orders feature's form fields' common parts. A labelled text area (the notes of a step, the
 * message to the supplier, the quote's notes), with an optional help line and an optional error, both tied to it by `aria-describedby`. `id` is
 * the caller's, so it can move the focus there.
 */
export function TextAreaField({
  id,
  label,
  rows,
  value,
  onChange,
  help,
  error,
}: {
  id: string;
  label: string;
  rows: number;
  value: string;
  onChange: (value: string) => void;
  help?: string;
  error?: string | undefined;
}) {
  return (
    <div className="orders-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}

/** The ids of a field's help line and error, for its `aria-describedby` (undefined: neither). */
export function describedBy(id: string, help?: string, error?: string): string | undefined {
  const ids = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A field's help line and its error, under it, with the ids `describedBy` names. */
export function FieldNotes({ id, help, error }: { id: string; help?: string; error?: string }) {
  return (
    <>
      {help ? (
        <p id={`${id}-help`} className="orders-note">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="orders-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}
