import { describe, expect, it } from 'vitest';
import { hits, labelPoint, type DrawnItem } from './drawItem';

const base: DrawnItem = {
  x: 0,
  y: 0,
  radius: 7,
  clusterId: undefined,
  count: 1,
  serviceId: 1,
  cell: undefined,
  lat: 60,
  lng: 10,
};

describe('a counted area', () => {
  const area = { left: 100, top: 50, right: 356, bottom: 306 };
  const counted: DrawnItem = { ...base, serviceId: undefined, count: 192, area, x: 228, y: 178 };

  it('is hit anywhere inside the area it counts, not only near its label', () => {
    expect(hits(counted, 101, 51)).toBe(true);
    expect(hits(counted, 355, 305)).toBe(true);
    expect(hits(counted, 99, 178)).toBe(false);
    expect(hits(counted, 228, 307)).toBe(false);
  });

  it('has its label in the middle of its part on screen', () => {
    expect(labelPoint(area, 800, 600)).toEqual({ x: 228, y: 178 });
    // An area larger than the view: the label stays on screen, inside the area.
    expect(labelPoint({ left: -500, top: -300, right: 400, bottom: 900 }, 800, 600)).toEqual({
      x: 200,
      y: 300,
    });
  });
});

describe('a point', () => {
  it('is hit within its radius and a little margin', () => {
    expect(hits(base, 9, 0)).toBe(true);
    expect(hits(base, 11, 0)).toBe(false);
  });
});
