import { useId } from 'react';
import { Fact } from '../../ui';
import { ComparisonCellText } from './ComparisonCellText';
import type { ComparisonViewProps } from './comparisonView';

/** The comparison on a phone: one card per quote, the same rows in the same order as the table. */
export function ComparisonCards({ label, entries, rows, supplierOf, choice }: ComparisonViewProps) {
  const id = useId();
  return (
    <ul className="compare-cards" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.order.id}>
          <article className="panel compare-card" aria-labelledby={`${id}-${entry.order.id}`}>
            <h2 id={`${id}-${entry.order.id}`}>{supplierOf(entry)}</h2>
            <dl className="orders-facts">
              {rows.map((row) => {
                const cell = row.cells.find((candidate) => candidate.id === entry.order.id);
                return cell === undefined ? null : (
                  <Fact key={row.key} term={row.label}>
                    <ComparisonCellText row={row} cell={cell} />
                  </Fact>
                );
              })}
            </dl>
            <div className="compare-choose">{choice(entry)}</div>
          </article>
        </li>
      ))}
    </ul>
  );
}
