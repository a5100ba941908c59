import type { ReactNode } from 'react';
import type { ComparedOrder } from '../model/comparison';
import type { ComparisonRow } from './useComparisonRows';

/** What both views of the comparison take: ComparisonTable (wide screen), ComparisonCards (phone). */
export interface ComparisonViewProps {
  /** The table's caption; the cards' list label. */
  label: string;
  entries: readonly ComparedOrder[];
  rows: readonly ComparisonRow[];
  supplierOf: (entry: ComparedOrder) => string;
  choice: (entry: ComparedOrder) => ReactNode;
}
