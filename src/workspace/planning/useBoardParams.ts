import { useUrlSearchParams } from '../../lib/router';
import { filtersFromParams, filtersToParams, type BoardFilters } from './board';

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
 * The board's filters, range and view, kept in the URL so a link shares them. `chosen` is what the
 * controls show, at once (useUrlSearchParams, decision 0064); `applied` is what the committed URL
 * says, and the board renders from it, so redrawing 500 rows follows the navigation's transition
 * instead of delaying the click.
 */
export function useBoardParams() {
  const [shown, setParams, committed] = useUrlSearchParams();
  const chosen = readParams(shown);
  const applied = readParams(committed);
  const choose = (patch: Partial<BoardParams>) => {
    setParams((current) => writeParams({ ...readParams(current), ...patch }, current), {
      replace: true,
    });
  };
  return { applied, chosen, choose };
}
