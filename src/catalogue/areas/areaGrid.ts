/**
 * The map's fixed query grid (docs/decisions/0060-map-area-queries.md): the grid of the
 * background's Web Mercator tiles (slippy maps), one grid per zoom level. A view is split into the grid's areas, so equal
 * views ask equal URLs and a pan asks only the areas that are new. Pure functions, no Leaflet.
 */
import type { Box } from '../search/filters';

export interface Area {
  z: number;
  x: number;
  y: number;
}

/** Web Mercator's latitude limit: the grid covers −85.05…85.05. */
export const MAX_MERCATOR_LAT = 85.051129;
/** Highest grid level asked for (finer areas would only split one address). */
export const MAX_AREA_ZOOM = 16;
/** A view is split into at most this many areas; above it the next coarser grid is used. */
export const MAX_AREAS_PER_VIEW = 16;
/**
 * Areas are half-open (`min ≤ x < max`) so that a service on an edge belongs to one area only. The
 * API's box is inclusive, so the upper edges are asked this much lower (coordinates with 6 decimals
 * or fewer can never fall in between).
 */
export const EDGE_EPSILON = 1e-7;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Fractional area column of a longitude at grid level z. */
export function lngToAreaX(lng: number, z: number): number {
  return ((clamp(lng, -180, 180) + 180) / 360) * 2 ** z;
}

/** Fractional area row of a latitude at grid level z (rows grow southwards). */
export function latToAreaY(lat: number, z: number): number {
  const rad = (clamp(lat, -MAX_MERCATOR_LAT, MAX_MERCATOR_LAT) * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z;
}

function areaXToLng(x: number, z: number): number {
  return (x / 2 ** z) * 360 - 180;
}

function areaYToLat(y: number, z: number): number {
  const n = Math.PI - (2 * Math.PI * y) / 2 ** z;
  return (180 / Math.PI) * Math.atan(Math.sinh(n));
}

/** An edge rounded to 6 decimals: neighbours share exactly the same value. */
const edge = (value: number) => Math.round(value * 1e6) / 1e6;

/** The area's box (edges rounded to 6 decimals; south and west inclusive, north and east not). */
export function areaBox(area: Area): Box {
  return {
    minLat: edge(areaYToLat(area.y + 1, area.z)),
    maxLat: edge(areaYToLat(area.y, area.z)),
    minLng: edge(areaXToLng(area.x, area.z)),
    maxLng: edge(areaXToLng(area.x + 1, area.z)),
  };
}

/** The API's box parameters of an area: the same area always gives the same strings. */
export function areaApiBox(area: Area): Record<string, string> {
  const box = areaBox(area);
  const n = 2 ** area.z;
  const upper = (value: number, last: boolean) =>
    last ? value.toFixed(6) : (value - EDGE_EPSILON).toFixed(7);
  return {
    minLatitude: box.minLat.toFixed(6),
    maxLatitude: upper(box.maxLat, area.y === 0),
    minLongitude: box.minLng.toFixed(6),
    maxLongitude: upper(box.maxLng, area.x === n - 1),
  };
}

/** `z/x/y`: a stable key for an area. */
export function areaKey(area: Area): string {
  return `${String(area.z)}/${String(area.x)}/${String(area.y)}`;
}

/** The areas of grid level z that a box touches, row by row from the north-west. */
export function areasOfBox(box: Box, z: number): Area[] {
  const n = 2 ** z;
  const last = n - 1;
  const x0 = clamp(Math.floor(lngToAreaX(box.minLng, z)), 0, last);
  // A box ending exactly on an edge does not touch the next area.
  const x1 = clamp(Math.ceil(lngToAreaX(box.maxLng, z)) - 1, x0, last);
  const y0 = clamp(Math.floor(latToAreaY(box.maxLat, z)), 0, last);
  const y1 = clamp(Math.ceil(latToAreaY(box.minLat, z)) - 1, y0, last);
  const areas: Area[] = [];
  for (let y = y0; y <= y1; y += 1) for (let x = x0; x <= x1; x += 1) areas.push({ z, x, y });
  return areas;
}

/**
 * The grid level for a view: the map's zoom (areas of 256 px on screen) while the view touches at
 * most `MAX_AREAS_PER_VIEW` areas, else coarser. Equal views and map sizes give equal levels.
 */
export function areaZoomFor(box: Box, mapZoom: number, maxAreas = MAX_AREAS_PER_VIEW): number {
  let z = clamp(Math.floor(mapZoom), 0, MAX_AREA_ZOOM);
  while (z > 0 && areasOfBox(box, z).length > maxAreas) z -= 1;
  return z;
}

export function parentArea(area: Area): Area | undefined {
  if (area.z === 0) return undefined;
  return { z: area.z - 1, x: Math.floor(area.x / 2), y: Math.floor(area.y / 2) };
}

export function childAreas(area: Area): Area[] {
  const z = area.z + 1;
  const x = area.x * 2;
  const y = area.y * 2;
  return [
    { z, x, y },
    { z, x: x + 1, y },
    { z, x, y: y + 1 },
    { z, x: x + 1, y: y + 1 },
  ];
}

/** Whether a point lies in an area (half-open, like the area's API box). */
export function areaContains(area: Area, lat: number, lng: number): boolean {
  const box = areaBox(area);
  const n = 2 ** area.z;
  const inLat = lat >= box.minLat && (area.y === 0 ? lat <= box.maxLat : lat < box.maxLat);
  const inLng = lng >= box.minLng && (area.x === n - 1 ? lng <= box.maxLng : lng < box.maxLng);
  return inLat && inLng;
}

/** The middle of an area on screen (Mercator middle, not the average of the latitudes). */
export function areaCenter(area: Area): { lat: number; lng: number } {
  return { lat: areaYToLat(area.y + 0.5, area.z), lng: areaXToLng(area.x + 0.5, area.z) };
}

/** The sum of the areas' counts: the number of services in the view's areas. */
export function sumCounts(areas: readonly { count: number }[]): number {
  return areas.reduce((sum, area) => sum + area.count, 0);
}
