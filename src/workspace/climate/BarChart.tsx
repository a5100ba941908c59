import { useId } from 'react';
import { useT } from '../../lib/i18n';
import { TableHead } from '../../ui';
import { messages } from '../messages';

export interface BarRow {
  key: string;
  label: string;
  value: number;
  /** The value as people read it (formatted, with unit). */
  valueText: string;
  lineCount: number;
}

const ROW_HEIGHT = 28;
const LABEL_WIDTH = 200;
const BAR_AREA = 230;
const WIDTH = LABEL_WIDTH + BAR_AREA + 90;

/**
 * A small horizontal bar chart in SVG (no chart library, nothing inline that a CSP would block)
 * and the same figures as a table: the table is the text alternative for screen readers and for
 * anyone who wants exact numbers. Negative values (an added emission) draw no bar.
 */
export function BarChart({
  title,
  firstColumn,
  unit,
  rows,
}: {
  title: string;
  firstColumn: string;
  unit: string;
  rows: readonly BarRow[];
}) {
  const t = useT(messages);
  const titleId = useId();
  const max = Math.max(0, ...rows.map((r) => r.value));
  const height = rows.length * ROW_HEIGHT + 4;

  return (
    <figure className="ws-chart">
      <figcaption id={titleId} className="ws-chart__title">
        {title}
      </figcaption>
      <svg
        className="ws-chart__svg"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-label={t('climate.chartLabel', { title })}
        preserveAspectRatio="xMinYMin meet"
      >
        {rows.map((row, index) => {
          const y = index * ROW_HEIGHT + 2;
          const width = max > 0 && row.value > 0 ? (row.value / max) * BAR_AREA : 0;
          return (
            <g key={row.key}>
              <text
                className="ws-chart__label"
                x={LABEL_WIDTH - 8}
                y={y + ROW_HEIGHT / 2}
                textAnchor="end"
                dominantBaseline="middle"
              >
                {row.label}
              </text>
              <rect
                className="ws-chart__bar"
                x={LABEL_WIDTH}
                y={y + 4}
                width={Math.max(width, row.value > 0 ? 2 : 0)}
                height={ROW_HEIGHT - 8}
                rx={3}
              />
              <text
                className="ws-chart__value"
                x={LABEL_WIDTH + width + 6}
                y={y + ROW_HEIGHT / 2}
                dominantBaseline="middle"
              >
                {row.valueText}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="ws-table" aria-labelledby={titleId}>
        <TableHead
          columns={[
            firstColumn,
            { label: t('climate.col.savings', { unit }), className: 'ws-num' },
            { label: t('climate.col.lines'), className: 'ws-num' },
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td className="ws-num">{row.valueText}</td>
              <td className="ws-num">{row.lineCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
