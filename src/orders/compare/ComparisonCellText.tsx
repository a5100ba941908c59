import { Link } from 'react-router';
import type { ComparisonCell, ComparisonRow } from './useComparisonRows';

/** One cell's words; the order row links to the order; the best value is named in words. */
export function ComparisonCellText({ row, cell }: { row: ComparisonRow; cell: ComparisonCell }) {
  return (
    <>
      {row.key === 'order' ? <Link to={`/orders/${cell.id}`}>{cell.text}</Link> : cell.text}
      {cell.best === null ? null : (
        <>
          {' '}
          <strong className="compare-best">{cell.best}</strong>
        </>
      )}
    </>
  );
}
