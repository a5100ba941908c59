import { memo } from 'react';
import { useT } from '../../lib/i18n';
import { stateLabel } from '../../orders';
import type { BoardOrder } from './boardModel';
import { Marks, OrderLink, useRowFormat, type RowFormat } from './OrderFacts';
import { TableHead } from '../../ui';
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

export interface BoardRow extends BoardOrder {
  overlaps: boolean;
  late: boolean;
}

interface RowProps {
  row: BoardRow;
  source: unknown;
  runningKey: string;
  renderActions: (row: BoardRow) => React.ReactNode;
  fmt: RowFormat;
}

/** Whether a row shows the same as before (the memo of the table's and the timeline's rows). */
export const sameRow = (a: BoardRow, b: BoardRow) =>
  a.id === b.id &&
  a.name === b.name &&
  a.state === b.state &&
  a.start === b.start &&
  a.end === b.end &&
  a.late === b.late &&
  a.overlaps === b.overlaps;

/** One row, memoised like the timeline's (its actions depend on the record and the running step). */
const TableRow = memo(
  function TableRow({ row, renderActions, fmt }: RowProps) {
    const { t, ot, price } = fmt;
    const date = (value: string | null) => (value ? fmt.date(value) : t('notSet'));
    return (
      <tr data-order-id={row.id}>
        <th scope="row">
          <OrderLink order={row} />
        </th>
        <td>{row.customerName ?? '–'}</td>
        <td>{row.serviceName ?? '–'}</td>
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
  },
  (a, b) => sameRow(a.row, b.row) && a.source === b.source && a.runningKey === b.runningKey,
);

/**
 * The board as a table: the same orders, facts and steps as the timeline, in reading order, for
 * keyboard and screen-reader users and narrow screens.
 */
export function BoardTable({
  rows,
  renderActions,
  sourceOf,
  runningKey,
}: {
  rows: readonly BoardRow[];
  renderActions: (row: BoardRow) => React.ReactNode;
  /** The order record behind a row: a row re-renders only when it (or its facts) changed. */
  sourceOf: (id: number) => unknown;
  runningKey: string;
}) {
  const t = useT(messages);
  const fmt = useRowFormat();
  return (
    <div className="pl-table-wrap">
      <table className="pl-table">
        <caption>{t('table.caption')}</caption>
        <TableHead columns={COLUMNS.map((column) => t(column))} />
        <tbody>
          {rows.map((row) => (
            <TableRow
              key={row.id}
              row={row}
              source={sourceOf(row.id)}
              runningKey={runningKey}
              renderActions={renderActions}
              fmt={fmt}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
