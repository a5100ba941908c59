import type { LatLngBounds } from 'leaflet';
import { formatBox, parseBox, type Box } from '../search/filters';

/** The map's view as a search box (rounded like the URL, clamped to valid coordinates). */
export function boxOfBounds(bounds: LatLngBounds): Box | undefined {
  return parseBox(
    formatBox({
      minLat: Math.max(-90, bounds.getSouth()),
      minLng: Math.max(-180, bounds.getWest()),
      maxLat: Math.min(90, bounds.getNorth()),
      maxLng: Math.min(180, bounds.getEast()),
    }),
  );
}
