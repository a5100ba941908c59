import { describe, expect, it } from 'vitest';
import {
  childTiles,
  latToTileY,
  lngToTileX,
  MAX_TILES_PER_VIEW,
  parentTile,
  sumCounts,
  tileApiBox,
  tileBox,
  tileContains,
  tileKey,
  tilesOfBox,
  tileZoomFor,
} from './tileGrid';

const norway = { minLat: 57.5, minLng: 4, maxLat: 71.5, maxLng: 31.5 };

describe('the tile grid', () => {
  it('splits a box into the tiles of one zoom level, row by row', () => {
    const tiles = tilesOfBox(norway, 5);
    expect(tiles.map(tileKey)).toEqual([
      '5/16/6',
      '5/17/6',
      '5/18/6',
      '5/16/7',
      '5/17/7',
      '5/18/7',
      '5/16/8',
      '5/17/8',
      '5/18/8',
      '5/16/9',
      '5/17/9',
      '5/18/9',
    ]);
    expect(tilesOfBox(norway, 4).map(tileKey)).toEqual(['4/8/3', '4/9/3', '4/8/4', '4/9/4']);
    expect(tilesOfBox(norway, 0).map(tileKey)).toEqual(['0/0/0']);
  });

  it('covers the box: every corner lies in one of its tiles', () => {
    for (const z of [3, 6, 9, 12]) {
      const tiles = tilesOfBox(norway, z);
      for (const [lat, lng] of [
        [norway.minLat, norway.minLng],
        [norway.maxLat - 1e-6, norway.maxLng - 1e-6],
        [63.43, 10.39],
      ] as const) {
        expect(tiles.filter((tile) => tileContains(tile, lat, lng))).toHaveLength(1);
      }
    }
  });

  it('gives equal views equal tiles and equal request parameters', () => {
    const a = tilesOfBox({ minLat: 59.9, minLng: 10.7, maxLat: 60, maxLng: 10.8 }, 12);
    const b = tilesOfBox({ minLat: 59.9, minLng: 10.7, maxLat: 60, maxLng: 10.8 }, 12);
    expect(a.map(tileKey)).toEqual(b.map(tileKey));
    expect(a.map(tileApiBox)).toEqual(b.map(tileApiBox));
    expect(tileApiBox({ z: 5, x: 16, y: 8 })).toEqual({
      minLatitude: '61.606396',
      maxLatitude: '66.5132599',
      minLongitude: '0.000000',
      maxLongitude: '11.2499999',
    });
  });

  it('a pan keeps the tiles that stay in view', () => {
    const before = tilesOfBox(norway, 6).map(tileKey);
    const panned = tilesOfBox({ ...norway, minLng: 10, maxLng: 37.5 }, 6).map(tileKey);
    const kept = panned.filter((key) => before.includes(key));
    expect(kept.length).toBeGreaterThan(panned.length / 2);
    expect(panned.length - kept.length).toBeLessThan(panned.length);
  });

  it('neighbours share edges, and a point on an edge belongs to one tile only', () => {
    const west = { z: 7, x: 67, y: 35 };
    const east = { z: 7, x: 68, y: 35 };
    const south = { z: 7, x: 67, y: 36 };
    expect(tileBox(west).maxLng).toBe(tileBox(east).minLng);
    expect(tileBox(west).minLat).toBe(tileBox(south).maxLat);
    const onEdge = tileBox(east).minLng;
    const lat = (tileBox(west).minLat + tileBox(west).maxLat) / 2;
    expect(tileContains(west, lat, onEdge)).toBe(false);
    expect(tileContains(east, lat, onEdge)).toBe(true);
    // The API's inclusive upper edge stays below the neighbour's lower edge.
    expect(Number(tileApiBox(west).maxLongitude)).toBeLessThan(onEdge);
    expect(Number(tileApiBox(west).maxLongitude)).toBeGreaterThan(onEdge - 1e-6);
  });

  it('knows parents and children', () => {
    const tile = { z: 6, x: 33, y: 17 };
    expect(parentTile(tile)).toEqual({ z: 5, x: 16, y: 8 });
    expect(childTiles(tile).map((child) => parentTile(child))).toEqual(Array(4).fill(tile));
    expect(parentTile({ z: 0, x: 0, y: 0 })).toBeUndefined();
  });

  it('picks the map zoom while the view has few tiles, else a coarser grid', () => {
    const small = { minLat: 59.8, minLng: 10.5, maxLat: 60.0, maxLng: 10.9 };
    expect(tileZoomFor(small, 11)).toBe(11);
    const z = tileZoomFor(norway, 7);
    expect(tilesOfBox(norway, z).length).toBeLessThanOrEqual(MAX_TILES_PER_VIEW);
    expect(tilesOfBox(norway, z + 1).length).toBeGreaterThan(MAX_TILES_PER_VIEW);
  });

  it('turns coordinates into fractional tile positions', () => {
    expect(lngToTileX(-180, 3)).toBe(0);
    expect(lngToTileX(180, 3)).toBe(8);
    expect(latToTileY(0, 3)).toBeCloseTo(4);
  });

  it('adds up the counts of the tiles', () => {
    expect(sumCounts([{ count: 3 }, { count: 0 }, { count: 1200 }])).toBe(1203);
    expect(sumCounts([])).toBe(0);
  });
});
