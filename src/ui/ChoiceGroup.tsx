import { useId, type ReactNode } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
  /** A short explanation after the label, also given to assistive technology as a description. */
  help?: ReactNode;
}

/**
 * A fieldset of radio buttons (one choice) or checkboxes (several), with its legend. Each option
 * is a native input inside its label, so it is named by its label and used with the keyboard as
 * the browser does it.
 */
export function ChoiceGroup<V extends string>({
  legend,
  name,
  multiple = false,
  choices,
  isChecked,
  onChange,
  className,
}: {
  legend: ReactNode;
  name: string;
  /** Checkboxes instead of radio buttons. */
  multiple?: boolean;
  choices: readonly Choice<V>[];
  isChecked: (value: V) => boolean;
  /** A radio button only ever reports `checked: true`. */
  onChange: (value: V, checked: boolean) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {choices.map(({ value, label, help }) => {
        const helpId = `${id}-${value}-help`;
        return (
          <label key={value}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={value}
              checked={isChecked(value)}
              onChange={(event) => onChange(value, event.target.checked)}
              aria-describedby={help === undefined ? undefined : helpId}
            />{' '}
            {label}
            {help === undefined ? null : (
              <>
                {' '}
                <span id={helpId} className="choice-help">
                  ({help})
                </span>
              </>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
