import { useT } from '../../lib/i18n';
import { stateLabel } from '../../orders';
import { TableHead } from '../../ui';
import type { BoardRow } from './board';
import { Marks, OrderLink, memoRow, useRowInputs, type RowSteps } from './BoardRowParts';
import { messages } from './messages';

/** The table's columns, as message keys. */
const COLUMNS = [
  'col.order',
  'col.customer',
  'col.service',
  'col.price',
  'col.start',
  'col.end',
  'col.state',
  'col.marks',
  'col.actions',
] as const;

/** One row, memoised like the timeline's (its actions depend on the record and the running step). */
const TableRow = memoRow(function TableRow({ row, inputs }) {
  const { renderActions, fmt } = inputs;
  const { t, ot, price } = fmt;
  const date = (value: string | null) => (value ? fmt.date(value) : t('notSet'));
  return (
    <tr data-order-id={row.id}>
      <th scope="row">
        <OrderLink order={row} />
      </th>
      <td>{row.customerName ?? t('noCustomer')}</td>
      <td>{row.serviceName ?? t('noService')}</td>
      <td className="pl-num">{price(row.price)}</td>
      <td>{date(row.start)}</td>
      <td>{date(row.end)}</td>
      <td>{stateLabel(ot, row.state)}</td>
      <td>
        <Marks order={row} />
      </td>
      <td>{renderActions(row)}</td>
    </tr>
  );
});

/**
 * The board as a table: the same orders, facts and steps as the timeline, in reading order, for
 * keyboard and screen-reader users and narrow screens.
 */
export function BoardTable({ rows, steps }: { rows: readonly BoardRow[]; steps: RowSteps }) {
  const t = useT(messages);
  const inputsOf = useRowInputs(steps);
  return (
    <div className="data-table-wrap">
      <table className="data-table pl-table">
        <caption>{t('table.caption')}</caption>
        <TableHead columns={COLUMNS.map((column) => t(column))} />
        <tbody>
          {rows.map((row) => (
            <TableRow key={row.id} row={row} inputs={inputsOf(row.id)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
