import { useId, type ReactNode } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
  /** A short explanation after the label, also given to assistive technology as a description. */
  help?: ReactNode;
}

/**
 * A fieldset of options with its legend: radio buttons when `selected` is one value, checkboxes
 * when it is a list. Each option is a native input inside its label, so it is named by its label
 * and used with the keyboard as the browser does it.
 */
export function ChoiceGroup<V extends string>({
  legend,
  choices,
  selected,
  onChange,
}: {
  legend: ReactNode;
  choices: readonly Choice<V>[];
  selected: V | readonly V[];
  /** A radio button only ever reports `checked: true`. */
  onChange: (value: V, checked: boolean) => void;
}) {
  const name = useId();
  const isChecked = (value: V) =>
    typeof selected === 'string' ? selected === value : selected.includes(value);
  return (
    <fieldset className="choice-group">
      <legend>{legend}</legend>
      {choices.map(({ value, label, help }) => {
        const helpId = `${name}-${value}-help`;
        return (
          <label key={value}>
            <input
              type={typeof selected === 'string' ? 'radio' : 'checkbox'}
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
