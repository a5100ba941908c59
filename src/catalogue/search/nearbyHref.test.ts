import { describe, expect, it } from 'vitest';
import { parseFilters } from './filters';
import { nearbyHref } from './nearbyHref';

describe('nearbyHref', () => {
  it('opens the search on the area around a place, with the filters given', () => {
    const href = nearbyHref({ lat: 59.91, lng: 10.75 }, { providers: ['org-7'] });
    const filters = parseFilters(new URLSearchParams(href.slice(2)));
    expect(filters.providers).toEqual(['org-7']);
    expect(filters.box?.minLat).toBeCloseTo(59.86);
    expect(filters.box?.maxLat).toBeCloseTo(59.96);
    expect(filters.box?.minLng).toBeCloseTo(10.65);
    expect(filters.box?.maxLng).toBeCloseTo(10.85);
  });
});
