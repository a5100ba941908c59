import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersToApiQuery,
  filtersToParams,
  parseFilters,
  withFilters,
  type SearchFilters,
} from './filters';

const full: SearchFilters = {
  category: 'OfficeChair',
  match: 'exact',
  type: 'RETAIN_VALUE',
  servicesOnly: true,
  providers: ['org-a', 'org-b'],
  box: { minLat: 59.8, minLng: 10.5, maxLat: 60.1, maxLng: 11 },
  page: 2,
};

describe('search filters and the URL', () => {
  it('round-trips every filter through the query string', () => {
    const params = filtersToParams(full);
    expect(params.toString()).toBe(
      'category=OfficeChair&match=exact&type=RETAIN_VALUE&servicesOnly=1&providers=org-a%2Corg-b&box=59.8%2C10.5%2C60.1%2C11&page=3',
    );
    expect(parseFilters(params)).toEqual(full);
  });

  it('leaves defaults out of the URL and keeps other parameters', () => {
    const params = filtersToParams(DEFAULT_FILTERS, new URLSearchParams('view=map&page=4'));
    expect(params.toString()).toBe('view=map');
    expect(parseFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
  });

  it('ignores values it cannot read instead of failing', () => {
    const filters = parseFilters(
      new URLSearchParams('match=sideways&type=MAGIC&page=-2&box=1,2,3&category=%3Cscript%3E'),
    );
    expect(filters).toEqual(DEFAULT_FILTERS);
    expect(parseFilters(new URLSearchParams('box=60,11,59,10')).box).toBeUndefined();
  });

  it('maps filters to the API parameters of GET /solutions', () => {
    expect(filtersToApiQuery(full)).toEqual({
      category: 'OfficeChair',
      categoryMatch: 'exact',
      type: 'RETAIN_VALUE',
      excludeType: 'PRODUCTION',
      organizationIds: ['org-a', 'org-b'],
      minLatitude: '59.8',
      maxLatitude: '60.1',
      minLongitude: '10.5',
      maxLongitude: '11',
    });
    expect(filtersToApiQuery(DEFAULT_FILTERS)).toEqual({});
  });

  it('goes back to the first page when a filter changes, not when the page does', () => {
    expect(withFilters(full, { type: undefined }).page).toBe(0);
    expect(withFilters(full, { page: 5 }).page).toBe(5);
  });
});
