import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import type { ComparedOrder } from '../model/comparison';
import { compareMessages } from './compareMessages';
import { ComparisonCellText } from './ComparisonCellText';
import type { ComparisonRow } from './useComparisonRows';

/** The comparison on a wide screen: a table with a column per quote, the same rows as the cards. */
export function ComparisonTable({
  caption,
  entries,
  rows,
  supplierOf,
  choice,
}: {
  caption: string;
  entries: readonly ComparedOrder[];
  rows: readonly ComparisonRow[];
  supplierOf: (entry: ComparedOrder) => string;
  choice: (entry: ComparedOrder) => ReactNode;
}) {
  const tc = useT(compareMessages);
  return (
    <div className="compare-table-wrap">
      <table className="compare-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{tc('row.supplier')}</th>
            {entries.map((entry) => (
              <th key={entry.order.id} scope="col">
                {supplierOf(entry)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell) => (
                <td key={cell.id}>
                  <ComparisonCellText row={row} cell={cell} />
                </td>
              ))}
            </tr>
          ))}
          <tr className="compare-choose">
            <th scope="row">{tc('row.choose')}</th>
            {entries.map((entry) => (
              <td key={entry.order.id}>{choice(entry)}</td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
