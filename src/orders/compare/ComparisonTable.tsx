import { useT } from '../../lib/i18n';
import { TableHead } from '../../ui';
import { compareMessages } from './compareMessages';
import { ComparisonCellText } from './ComparisonCellText';
import type { ComparisonViewProps } from './comparisonView';

/** The comparison on a wide screen: a table with a column per quote, the same rows as the cards. */
export function ComparisonTable({ label, entries, rows, supplierOf, choice }: ComparisonViewProps) {
  const tc = useT(compareMessages);
  return (
    <div className="data-table-wrap">
      <table className="data-table compare-table">
        <caption>{label}</caption>
        <TableHead
          columns={[
            tc('row.supplier'),
            ...entries.map((entry) => ({ key: String(entry.order.id), label: supplierOf(entry) })),
          ]}
        />
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
