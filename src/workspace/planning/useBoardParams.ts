import { startTransition, useOptimistic } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, filtersToParams, type BoardFilters } from './boardModel';

export type BoardView = 'timeline' | 'table';

export interface BoardParams extends BoardFilters {
  view: BoardView;
}

function readParams(params: URLSearchParams): BoardParams {
  return {
    ...filtersFromParams(params),
    view: params.get('view') === 'table' ? 'table' : 'timeline',
  };
}

function writeParams(next: BoardParams, base: URLSearchParams): URLSearchParams {
  const params = filtersToParams(next, base);
  if (next.view === 'table') params.set('view', 'table');
  else params.delete('view');
  return params;
}

/**
 * The board's filters, range and view, kept in the URL so a link shares them. `applied` is what
 * the URL says (the board renders from it); `chosen` is what the controls show: React Router wraps
 * the navigation in a transition, so the controls take the user's choice at once through
 * `useOptimistic`, set in the same transition as the navigation.
 */
export function useBoardParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = readParams(searchParams);
  const [chosen, setChosen] = useOptimistic(applied);
  const choose = (patch: Partial<BoardParams>) => {
    const next = { ...chosen, ...patch };
    startTransition(() => {
      setChosen(next);
      setSearchParams((current) => writeParams(next, current), { replace: true });
    });
  };
  return { applied, chosen, choose };
}
