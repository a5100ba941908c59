import type { ReactNode } from 'react';
import type { BoardOrder } from './boardModel';
import { useRowFormat, type RowFormat } from './OrderFacts';

/** An order as both views of the board show it: its facts and its marks. */
export interface BoardRow extends BoardOrder {
  overlaps: boolean;
  late: boolean;
}

/** What the page gives both views for their rows' steps. */
export interface RowSteps {
  renderActions: (row: BoardRow) => ReactNode;
  /** The order record behind a row: a row re-renders only when it (or its facts) changed. */
  sourceOf: (id: number) => unknown;
  /** Changes while a step runs, so the rows' buttons show busy and locked. */
  runningKey: string;
}

/**
 * What a memoised row of either view takes besides its order. `renderActions` is rebuilt on every
 * render of the page; its output depends only on the order record and the running step, both
 * compared by {@link sameInputs}.
 */
export interface RowInputs {
  source: unknown;
  runningKey: string;
  renderActions: (row: BoardRow) => ReactNode;
  fmt: RowFormat;
}

/** A view's rows' inputs by order id, with the formats made once for the whole list. */
export function useRowInputs(steps: RowSteps): (id: number) => RowInputs {
  const fmt = useRowFormat();
  return (id) => ({
    source: steps.sourceOf(id),
    runningKey: steps.runningKey,
    renderActions: steps.renderActions,
    fmt,
  });
}

/** Whether a row's inputs give the same as before (the memo of the table's and the timeline's rows). */
export const sameInputs = (a: RowInputs, b: RowInputs) =>
  a.source === b.source && a.runningKey === b.runningKey && a.fmt === b.fmt;

/** Whether a row shows the same as before (the memo of the table's and the timeline's rows). */
export const sameRow = (a: BoardRow, b: BoardRow) =>
  a.id === b.id &&
  a.name === b.name &&
  a.state === b.state &&
  a.start === b.start &&
  a.end === b.end &&
  a.late === b.late &&
  a.overlaps === b.overlaps;
