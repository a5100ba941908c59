import { describe, expect, it } from 'vitest';
import {
  childAreas,
  latToAreaY,
  lngToAreaX,
  MAX_AREAS_PER_VIEW,
  parentArea,
  sumCounts,
  areaApiBox,
  areaBox,
  areaContains,
  areaKey,
  areasOfBox,
  areaZoomFor,
} from './areaGrid';

const norway = { minLat: 57.5, minLng: 4, maxLat: 71.5, maxLng: 31.5 };

describe('the area grid', () => {
  it('splits a box into the areas of one zoom level, row by row', () => {
    const areas = areasOfBox(norway, 5);
    expect(areas.map(areaKey)).toEqual([
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
    expect(areasOfBox(norway, 4).map(areaKey)).toEqual(['4/8/3', '4/9/3', '4/8/4', '4/9/4']);
    expect(areasOfBox(norway, 0).map(areaKey)).toEqual(['0/0/0']);
  });

  it('covers the box: every corner lies in one of its areas', () => {
    for (const z of [3, 6, 9, 12]) {
      const areas = areasOfBox(norway, z);
      for (const [lat, lng] of [
        [norway.minLat, norway.minLng],
        [norway.maxLat - 1e-6, norway.maxLng - 1e-6],
        [63.43, 10.39],
      ] as const) {
        expect(areas.filter((area) => areaContains(area, lat, lng))).toHaveLength(1);
      }
    }
  });

  it('gives equal views equal areas and equal request parameters', () => {
    const a = areasOfBox({ minLat: 59.9, minLng: 10.7, maxLat: 60, maxLng: 10.8 }, 12);
    const b = areasOfBox({ minLat: 59.9, minLng: 10.7, maxLat: 60, maxLng: 10.8 }, 12);
    expect(a.map(areaKey)).toEqual(b.map(areaKey));
    expect(a.map(areaApiBox)).toEqual(b.map(areaApiBox));
    expect(areaApiBox({ z: 5, x: 16, y: 8 })).toEqual({
      minLatitude: '61.606396',
      maxLatitude: '66.5132599',
      minLongitude: '0.000000',
      maxLongitude: '11.2499999',
    });
  });

  it('a pan keeps the areas that stay in view', () => {
    const before = areasOfBox(norway, 6).map(areaKey);
    const panned = areasOfBox({ ...norway, minLng: 10, maxLng: 37.5 }, 6).map(areaKey);
    const kept = panned.filter((key) => before.includes(key));
    expect(kept.length).toBeGreaterThan(panned.length / 2);
    expect(panned.length - kept.length).toBeLessThan(panned.length);
  });

  it('neighbours share edges, and a point on an edge belongs to one area only', () => {
    const west = { z: 7, x: 67, y: 35 };
    const east = { z: 7, x: 68, y: 35 };
    const south = { z: 7, x: 67, y: 36 };
    expect(areaBox(west).maxLng).toBe(areaBox(east).minLng);
    expect(areaBox(west).minLat).toBe(areaBox(south).maxLat);
    const onEdge = areaBox(east).minLng;
    const lat = (areaBox(west).minLat + areaBox(west).maxLat) / 2;
    expect(areaContains(west, lat, onEdge)).toBe(false);
    expect(areaContains(east, lat, onEdge)).toBe(true);
    // The API's inclusive upper edge stays below the neighbour's lower edge.
    expect(Number(areaApiBox(west).maxLongitude)).toBeLessThan(onEdge);
    expect(Number(areaApiBox(west).maxLongitude)).toBeGreaterThan(onEdge - 1e-6);
  });

  it('knows parents and children', () => {
    const area = { z: 6, x: 33, y: 17 };
    expect(parentArea(area)).toEqual({ z: 5, x: 16, y: 8 });
    expect(childAreas(area).map((child) => parentArea(child))).toEqual(Array(4).fill(area));
    expect(parentArea({ z: 0, x: 0, y: 0 })).toBeUndefined();
  });

  it('picks the map zoom while the view has few areas, else a coarser grid', () => {
    const small = { minLat: 59.8, minLng: 10.5, maxLat: 60.0, maxLng: 10.9 };
    expect(areaZoomFor(small, 11)).toBe(11);
    const z = areaZoomFor(norway, 7);
    expect(areasOfBox(norway, z).length).toBeLessThanOrEqual(MAX_AREAS_PER_VIEW);
    expect(areasOfBox(norway, z + 1).length).toBeGreaterThan(MAX_AREAS_PER_VIEW);
  });

  it('turns coordinates into fractional area positions', () => {
    expect(lngToAreaX(-180, 3)).toBe(0);
    expect(lngToAreaX(180, 3)).toBe(8);
    expect(latToAreaY(0, 3)).toBeCloseTo(4);
  });

  it('adds up the counts of the areas', () => {
    expect(sumCounts([{ count: 3 }, { count: 0 }, { count: 1200 }])).toBe(1203);
    expect(sumCounts([])).toBe(0);
  });
});
