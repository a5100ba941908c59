import { describe, expect, it } from 'vitest';
import { placeInView } from './placeInView';

const view = { minLat: 59, maxLat: 62, minLng: 9, maxLng: 12 };

describe('placeInView', () => {
  it('names the ninth of the view that holds the area', () => {
    expect(placeInView({ minLat: 61.5, maxLat: 62, minLng: 9, maxLng: 9.5 }, view)).toBe('nw');
    expect(placeInView({ minLat: 60.2, maxLat: 60.8, minLng: 10.2, maxLng: 10.8 }, view)).toBe('c');
    expect(placeInView({ minLat: 59, maxLat: 59.5, minLng: 11.5, maxLng: 12 }, view)).toBe('se');
    expect(placeInView({ minLat: 61.5, maxLat: 62, minLng: 10.2, maxLng: 10.8 }, view)).toBe('n');
  });

  it('places an area larger than the view by its visible part', () => {
    // Reaches far beyond the view to the south-west, but only its north-east corner is in view.
    expect(placeInView({ minLat: 40, maxLat: 59.5, minLng: -20, maxLng: 9.5 }, view)).toBe('sw');
    expect(placeInView({ minLat: 0, maxLat: 80, minLng: 0, maxLng: 40 }, view)).toBe('c');
  });
});
