import { useId } from 'react';
import { useFormat, useT } from '../../lib/i18n';
import { messages } from '../messages';
import { AmountTable, type BreakdownProps } from './AmountTable';

const ROW_HEIGHT = 28;
const LABEL_WIDTH = 200;
const BAR_AREA = 230;
const WIDTH = LABEL_WIDTH + BAR_AREA + 90;

/**
 * A small horizontal bar chart of the saving in SVG (no chart library, nothing inline that a CSP
 * would block) and the same figures as a table (`AmountTable`, with the emission beside): the
 * table is the text alternative for screen readers and for anyone who wants exact numbers.
 * Negative values draw no bar.
 */
export function BarChart({ title, firstColumn, unit, rows }: BreakdownProps) {
  const t = useT(messages);
  const format = useFormat();
  const titleId = useId();
  const bars = rows.map((row) => ({
    key: row.key,
    label: row.label,
    value: row.savings.value,
    valueText: format.number(row.savings.value),
  }));
  const max = Math.max(0, ...bars.map((r) => r.value));
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
        {bars.map((row, index) => {
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
      <AmountTable labelledBy={titleId} firstColumn={firstColumn} unit={unit} rows={rows} />
    </figure>
  );
}
