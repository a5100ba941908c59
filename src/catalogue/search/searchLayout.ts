/** Wide enough for the list and the map side by side. */
export const WIDE_SCREEN = '(min-width: 64rem)';
/** From here the map leads: at least 45% of the width, the viewport's height; filters fold away. */
export const MAP_FIRST_SCREEN = '(min-width: 75rem)';

/** On a narrow screen the results show as a list or as a map, one at a time. */
export type ResultsView = 'list' | 'map';

/** The narrow screen's choice, from the URL (`view=map`); the list unless the map is asked for. */
export function resultsViewOf(params: URLSearchParams): ResultsView {
  return params.get('view') === 'map' ? 'map' : 'list';
}
