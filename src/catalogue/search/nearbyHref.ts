import { DEFAULT_FILTERS, filtersToParams, type Box, type SearchFilters } from './filters';

/** Half the height and width (degrees) of the area "nearby" opens: a town and its surroundings. */
const NEARBY_LAT = 0.05;
const NEARBY_LNG = 0.1;

/** The area around a place that the search map opens on. */
export function nearbyBox(at: { lat: number; lng: number }): Box {
  return {
    minLat: at.lat - NEARBY_LAT,
    minLng: at.lng - NEARBY_LNG,
    maxLat: at.lat + NEARBY_LAT,
    maxLng: at.lng + NEARBY_LNG,
  };
}

/** The search page on the area around a place, with these filters (none by default). */
export function nearbyHref(
  at: { lat: number; lng: number },
  filters: Partial<SearchFilters> = {},
): string {
  return `/?${filtersToParams({ ...DEFAULT_FILTERS, ...filters, box: nearbyBox(at) }).toString()}`;
}
