/** The label with the part that matches the filter marked. */
export function HighlightedLabel({
  label,
  start,
  length,
}: {
  label: string;
  start: number;
  length: number;
}) {
  if (start < 0 || length === 0) return <>{label}</>;
  return (
    <>
      {label.slice(0, start)}
      <mark>{label.slice(start, start + length)}</mark>
      {label.slice(start + length)}
    </>
  );
}
