/**
 * The map's fixed query grid (docs/decisions/0060-tiled-map-queries.md): the Web Mercator tile
 * grid of slippy maps, one grid per zoom level. A view is split into the grid's tiles, so equal
 * views ask equal URLs and a pan asks only the tiles that are new. Pure functions, no Leaflet.
 */
import type { Box } from '../search/filters';

export interface Tile {
  z: number;
  x: number;
  y: number;
}

/** Web Mercator's latitude limit: the grid covers −85.05…85.05. */
export const MAX_MERCATOR_LAT = 85.051129;
/** Highest grid level asked for (finer tiles would only split one address). */
export const MAX_TILE_ZOOM = 16;
/** A view is split into at most this many tiles; above it the next coarser grid is used. */
export const MAX_TILES_PER_VIEW = 16;
/**
 * Tiles are half-open (`min ≤ x < max`) so that a service on an edge belongs to one tile only. The
 * API's box is inclusive, so the upper edges are asked this much lower (coordinates with 6 decimals
 * or fewer can never fall in between).
 */
export const EDGE_EPSILON = 1e-7;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Fractional tile column of a longitude at grid level z. */
export function lngToTileX(lng: number, z: number): number {
  return ((clamp(lng, -180, 180) + 180) / 360) * 2 ** z;
}

/** Fractional tile row of a latitude at grid level z (rows grow southwards). */
export function latToTileY(lat: number, z: number): number {
  const rad = (clamp(lat, -MAX_MERCATOR_LAT, MAX_MERCATOR_LAT) * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z;
}

function tileXToLng(x: number, z: number): number {
  return (x / 2 ** z) * 360 - 180;
}

function tileYToLat(y: number, z: number): number {
  const n = Math.PI - (2 * Math.PI * y) / 2 ** z;
  return (180 / Math.PI) * Math.atan(Math.sinh(n));
}

/** An edge rounded to 6 decimals: neighbours share exactly the same value. */
const edge = (value: number) => Math.round(value * 1e6) / 1e6;

/** The tile's area (edges rounded to 6 decimals; south and west inclusive, north and east not). */
export function tileBox(tile: Tile): Box {
  return {
    minLat: edge(tileYToLat(tile.y + 1, tile.z)),
    maxLat: edge(tileYToLat(tile.y, tile.z)),
    minLng: edge(tileXToLng(tile.x, tile.z)),
    maxLng: edge(tileXToLng(tile.x + 1, tile.z)),
  };
}

/** The API's box parameters of a tile: the same tile always gives the same strings. */
export function tileApiBox(tile: Tile): Record<string, string> {
  const box = tileBox(tile);
  const n = 2 ** tile.z;
  const upper = (value: number, last: boolean) =>
    last ? value.toFixed(6) : (value - EDGE_EPSILON).toFixed(7);
  return {
    minLatitude: box.minLat.toFixed(6),
    maxLatitude: upper(box.maxLat, tile.y === 0),
    minLongitude: box.minLng.toFixed(6),
    maxLongitude: upper(box.maxLng, tile.x === n - 1),
  };
}

/** `z/x/y`: a stable key for a tile. */
export function tileKey(tile: Tile): string {
  return `${String(tile.z)}/${String(tile.x)}/${String(tile.y)}`;
}

/** The tiles of grid level z that a box touches, row by row from the north-west. */
export function tilesOfBox(box: Box, z: number): Tile[] {
  const n = 2 ** z;
  const last = n - 1;
  const x0 = clamp(Math.floor(lngToTileX(box.minLng, z)), 0, last);
  // A box ending exactly on an edge does not touch the next tile.
  const x1 = clamp(Math.ceil(lngToTileX(box.maxLng, z)) - 1, x0, last);
  const y0 = clamp(Math.floor(latToTileY(box.maxLat, z)), 0, last);
  const y1 = clamp(Math.ceil(latToTileY(box.minLat, z)) - 1, y0, last);
  const tiles: Tile[] = [];
  for (let y = y0; y <= y1; y += 1) for (let x = x0; x <= x1; x += 1) tiles.push({ z, x, y });
  return tiles;
}

/**
 * The grid level for a view: the map's zoom (tiles of 256 px on screen) while the view touches at
 * most `MAX_TILES_PER_VIEW` tiles, else coarser. Equal views and map sizes give equal levels.
 */
export function tileZoomFor(box: Box, mapZoom: number, maxTiles = MAX_TILES_PER_VIEW): number {
  let z = clamp(Math.floor(mapZoom), 0, MAX_TILE_ZOOM);
  while (z > 0 && tilesOfBox(box, z).length > maxTiles) z -= 1;
  return z;
}

export function parentTile(tile: Tile): Tile | undefined {
  if (tile.z === 0) return undefined;
  return { z: tile.z - 1, x: Math.floor(tile.x / 2), y: Math.floor(tile.y / 2) };
}

export function childTiles(tile: Tile): Tile[] {
  const z = tile.z + 1;
  const x = tile.x * 2;
  const y = tile.y * 2;
  return [
    { z, x, y },
    { z, x: x + 1, y },
    { z, x, y: y + 1 },
    { z, x: x + 1, y: y + 1 },
  ];
}

/** Whether a point lies in a tile (half-open, like the tile's API box). */
export function tileContains(tile: Tile, lat: number, lng: number): boolean {
  const box = tileBox(tile);
  const n = 2 ** tile.z;
  const inLat = lat >= box.minLat && (tile.y === 0 ? lat <= box.maxLat : lat < box.maxLat);
  const inLng = lng >= box.minLng && (tile.x === n - 1 ? lng <= box.maxLng : lng < box.maxLng);
  return inLat && inLng;
}

/** The middle of a tile on screen (Mercator middle, not the average of the latitudes). */
export function tileCenter(tile: Tile): { lat: number; lng: number } {
  return { lat: tileYToLat(tile.y + 0.5, tile.z), lng: tileXToLng(tile.x + 0.5, tile.z) };
}

/** The sum of the tiles' counts: the number of services in the view's tiles. */
export function sumCounts(tiles: readonly { count: number }[]): number {
  return tiles.reduce((sum, tile) => sum + tile.count, 0);
}
