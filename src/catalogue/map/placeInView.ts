import type { Box } from '../search/filters';

/** A ninth of the map's view, as a compass word: north-west … middle … south-east. */
export type PlaceInView = 'nw' | 'n' | 'ne' | 'w' | 'c' | 'e' | 'sw' | 's' | 'se';

const ROWS = [
  ['nw', 'n', 'ne'],
  ['w', 'c', 'e'],
  ['sw', 's', 'se'],
] as const satisfies readonly (readonly PlaceInView[])[];

function third(fraction: number): 0 | 1 | 2 {
  if (fraction < 1 / 3) return 0;
  if (fraction < 2 / 3) return 1;
  return 2;
}

/**
 * Where an area lies in the view, in words a listener can picture: the ninth of the view that
 * holds the middle of the area's visible part (a coarse area can be larger than the view).
 * Degrees are near enough to screen positions at the scale of one view.
 */
export function placeInView(area: Box, view: Box): PlaceInView {
  const south = Math.max(area.minLat, view.minLat);
  const north = Math.min(area.maxLat, view.maxLat);
  const west = Math.max(area.minLng, view.minLng);
  const east = Math.min(area.maxLng, view.maxLng);
  const lat = north > south ? (south + north) / 2 : (area.minLat + area.maxLat) / 2;
  const lng = east > west ? (west + east) / 2 : (area.minLng + area.maxLng) / 2;
  const height = view.maxLat - view.minLat || 1;
  const width = view.maxLng - view.minLng || 1;
  const row = third(Math.min(1, Math.max(0, (view.maxLat - lat) / height)));
  const column = third(Math.min(1, Math.max(0, (lng - view.minLng) / width)));
  return ROWS[row][column];
}
