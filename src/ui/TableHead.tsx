/** A column of {@link TableHead}: its label, and a key and class where the label alone is not enough. */
export interface TableColumn {
  label: string;
  /** Unique in the row; the label when left out (labels may repeat, e.g. one supplier twice). */
  key?: string;
  className?: string;
}

/** A table's head: one column header (`scope="col"`) per label, in order. */
export function TableHead({ columns }: { columns: readonly (string | TableColumn)[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const {
            label,
            key = label,
            className,
          } = typeof column === 'string' ? { label: column } : column;
          return (
            <th key={key} scope="col" className={className}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
