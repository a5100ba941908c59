/**
 * The name a provider search looks for (`useProviderSearch`), as the providers page and the
 * search's provider picker ask for it. The search's status region (`${id}-status`, in the caller)
 * describes the input, so a screen reader hears how many providers were found.
 */
export function ProviderNameInput({
  id,
  label,
  value,
  onChange,
}: {
  /** The caller's `useId()`: the input is `${id}-input`, its status `${id}-status`. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        type="search"
        value={value}
        autoComplete="off"
        aria-describedby={`${id}-status`}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
