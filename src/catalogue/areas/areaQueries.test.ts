import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { bindPlatform, createHttpClient, type HttpClient } from '../../lib/http';
import { solutionFixture } from '../testing/fixtures';
import { createRequestScheduler } from './requestScheduler';
import { childAreas, parentArea, areasOfBox } from './areaGrid';
import { fetchArea, mapAreaKey, areaFromCache, type AreaData } from './areaQueries';

const oslo = { lat: 59.91, lng: 10.75 };
const area = areasOfBox(
  { minLat: oslo.lat, minLng: oslo.lng, maxLat: 59.92, maxLng: 10.76 },
  10,
)[0];
if (!area) throw new Error('no area');
const query = { type: 'RETAIN_VALUE' };

const platformOf = (http: HttpClient) => ({
  http,
  catalogueBaseUrl: 'http://api.test',
  ordersBaseUrl: 'http://api.test/services/v1',
});

function jsonResponse(body: unknown, total: number) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });
}

/** A platform whose client answers with `respond`, keeping the query string of every request. */
function recordingPlatform(respond: (url: URL) => Response) {
  const searches: string[] = [];
  const client = createHttpClient({
    apiOrigins: [],
    getLanguage: () => 'en',
    fetch: (input) => {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      searches.push(url.search);
      return Promise.resolve(respond(url));
    },
  });
  const queryClient = new QueryClient();
  bindPlatform(queryClient, platformOf(client));
  return { queryClient, searches };
}

describe('an area from the cache', () => {
  it('takes its points from a cached bigger area with points, without a request', () => {
    const client = new QueryClient();
    const inside = solutionFixture({ id: 1 });
    const outside = solutionFixture({
      id: 2,
      providerLocation: { type: 'Point', coordinates: [5.32, 60.39] },
    });
    const grandparent = parentArea(parentArea(area) ?? area) ?? area;
    client.setQueryData<AreaData>(mapAreaKey('en', query, grandparent), {
      area: grandparent,
      count: 2,
      solutions: [inside, outside],
    });
    expect(areaFromCache(client, 'en', query, area)).toEqual({
      area,
      count: 1,
      solutions: [inside],
    });
  });

  it('adds up its four cached quarters', () => {
    const client = new QueryClient();
    for (const [at, quarter] of childAreas(area).entries()) {
      client.setQueryData<AreaData>(mapAreaKey('en', query, quarter), {
        area: quarter,
        count: 100 * (at + 1),
        solutions: undefined,
      });
    }
    expect(areaFromCache(client, 'en', query, area)).toEqual({
      area,
      count: 1000,
      solutions: undefined,
    });
  });

  it('knows nothing from a bigger area that has only a count, or another filter', () => {
    const client = new QueryClient();
    const parent = parentArea(area) ?? area;
    client.setQueryData<AreaData>(mapAreaKey('en', query, parent), {
      area: parent,
      count: 5000,
      solutions: undefined,
    });
    expect(areaFromCache(client, 'en', query, area)).toBeUndefined();
    expect(areaFromCache(client, 'en', { type: 'ADD_VALUE' }, area)).toBeUndefined();
  });
});

describe('fetching an area', () => {
  it('asks the count, then the points when there are few', async () => {
    const { queryClient, searches } = recordingPlatform((url) =>
      url.searchParams.get('pageSize') === '1'
        ? jsonResponse([solutionFixture({ id: 1 })], 3)
        : jsonResponse(
            [1, 2, 3].map((id) => solutionFixture({ id })),
            3,
          ),
    );
    const data = await fetchArea(queryClient, query, area, createRequestScheduler());
    expect(data.count).toBe(3);
    expect(data.solutions?.map((s) => s.id)).toEqual([1, 2, 3]);
    expect(searches).toHaveLength(2);
    expect(searches[0]).toContain('pageSize=1');
    expect(searches[1]).toContain('pageSize=100');
  });

  it('asks only the count when an area holds too many to draw', async () => {
    const { queryClient, searches } = recordingPlatform(() =>
      jsonResponse([solutionFixture()], 4321),
    );
    const data = await fetchArea(queryClient, query, area, createRequestScheduler());
    expect(data).toEqual({ area, count: 4321, solutions: undefined });
    expect(searches).toHaveLength(1);
  });

  it('counts nothing where the catalogue ignores the box, and reads no more', async () => {
    const bergen = { type: 'Point', coordinates: [5.32, 60.39] as [number, number] };
    const { queryClient, searches } = recordingPlatform(() =>
      jsonResponse([solutionFixture({ providerLocation: bergen })], 4321),
    );
    const data = await fetchArea(queryClient, query, area, createRequestScheduler());
    expect(data).toEqual({ area, count: 0, unchecked: true, solutions: undefined });
    expect(searches).toHaveLength(1);
  });

  it('counts nothing where the points page shows services of another kind', async () => {
    const { queryClient } = recordingPlatform((url) =>
      url.searchParams.get('pageSize') === '1'
        ? jsonResponse([solutionFixture({ id: 1 })], 3)
        : jsonResponse(
            [1, 2, 3].map((id) =>
              solutionFixture({ id, type: id === 2 ? 'PRODUCTION' : undefined }),
            ),
            3,
          ),
    );
    const data = await fetchArea(queryClient, query, area, createRequestScheduler());
    expect(data.unchecked).toBe(true);
    expect(data.solutions).toBeUndefined();
  });
});
