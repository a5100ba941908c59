import { useFormat, useT } from '../../lib/i18n';
import { TableHead } from '../../ui';
import { messages } from '../messages';
import type { Amount, Sum } from '../model/climateSummary';

export interface AmountRow extends Amount {
  label: string;
}

/** A titled breakdown in one unit: a table, or a chart with its table. */
export interface BreakdownProps {
  title: string;
  firstColumn: string;
  unit: string;
  rows: readonly AmountRow[];
}

/**
 * Emission and saving in one unit, one row per month, category, party or service, each with the
 * order lines it rests on; a sum no line gives is said in words, never written as 0.
 */
export function AmountTable({
  labelledBy,
  firstColumn,
  unit,
  rows,
}: Omit<BreakdownProps, 'title'> & { labelledBy: string }) {
  const t = useT(messages);
  const format = useFormat();
  const sum = (s: Sum) => (s.lines === 0 ? t('climate.notGiven') : format.number(s.value));
  return (
    // Scrolls sideways in its own box where its words do not fit a phone's width; focusable, so
    // that a keyboard can scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box, see above
    <div className="data-table-wrap" tabIndex={0} role="group" aria-labelledby={labelledBy}>
      <table className="ws-table" aria-labelledby={labelledBy}>
        <TableHead
          columns={[
            firstColumn,
            { label: t('climate.col.emission', { unit }), className: 'ws-num' },
            { label: t('climate.col.savings', { unit }), className: 'ws-num' },
            { label: t('climate.col.lines'), className: 'ws-num' },
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td className="ws-num">{sum(row.emission)}</td>
              <td className="ws-num">{sum(row.savings)}</td>
              <td className="ws-num">{row.lineCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
