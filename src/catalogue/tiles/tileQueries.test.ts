import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { bindPlatform, createHttpClient, type HttpClient } from '../../lib/http';
import { solutionFixture } from '../testing/fixtures';
import { createRequestScheduler } from './requestScheduler';
import { childTiles, parentTile, tilesOfBox } from './tileGrid';
import { fetchTile, mapTileKey, tileFromCache, type TileData } from './tileQueries';

const oslo = { lat: 59.91, lng: 10.75 };
const tile = tilesOfBox(
  { minLat: oslo.lat, minLng: oslo.lng, maxLat: 59.92, maxLng: 10.76 },
  10,
)[0];
if (!tile) throw new Error('no tile');
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

describe('a tile from the cache', () => {
  it('takes its points from a cached bigger tile with points, without a request', () => {
    const client = new QueryClient();
    const inside = solutionFixture({ id: 1 });
    const outside = solutionFixture({
      id: 2,
      providerLocation: { type: 'Point', coordinates: [5.32, 60.39] },
    });
    const grandparent = parentTile(parentTile(tile) ?? tile) ?? tile;
    client.setQueryData<TileData>(mapTileKey('en', query, grandparent), {
      tile: grandparent,
      count: 2,
      solutions: [inside, outside],
    });
    expect(tileFromCache(client, 'en', query, tile)).toEqual({
      tile,
      count: 1,
      solutions: [inside],
    });
  });

  it('adds up its four cached quarters', () => {
    const client = new QueryClient();
    for (const [at, quarter] of childTiles(tile).entries()) {
      client.setQueryData<TileData>(mapTileKey('en', query, quarter), {
        tile: quarter,
        count: 100 * (at + 1),
        solutions: undefined,
      });
    }
    expect(tileFromCache(client, 'en', query, tile)).toEqual({
      tile,
      count: 1000,
      solutions: undefined,
    });
  });

  it('knows nothing from a bigger tile that has only a count, or another filter', () => {
    const client = new QueryClient();
    const parent = parentTile(tile) ?? tile;
    client.setQueryData<TileData>(mapTileKey('en', query, parent), {
      tile: parent,
      count: 5000,
      solutions: undefined,
    });
    expect(tileFromCache(client, 'en', query, tile)).toBeUndefined();
    expect(tileFromCache(client, 'en', { type: 'ADD_VALUE' }, tile)).toBeUndefined();
  });
});

describe('fetching a tile', () => {
  it('asks the count, then the points when there are few', async () => {
    const { queryClient, searches } = recordingPlatform((url) =>
      url.searchParams.get('pageSize') === '1'
        ? jsonResponse([solutionFixture({ id: 1 })], 3)
        : jsonResponse(
            [1, 2, 3].map((id) => solutionFixture({ id })),
            3,
          ),
    );
    const data = await fetchTile(queryClient, query, tile, createRequestScheduler());
    expect(data.count).toBe(3);
    expect(data.solutions?.map((s) => s.id)).toEqual([1, 2, 3]);
    expect(searches).toHaveLength(2);
    expect(searches[0]).toContain('pageSize=1');
    expect(searches[1]).toContain('pageSize=100');
  });

  it('asks only the count when a tile holds too many to draw', async () => {
    const { queryClient, searches } = recordingPlatform(() =>
      jsonResponse([solutionFixture()], 4321),
    );
    const data = await fetchTile(queryClient, query, tile, createRequestScheduler());
    expect(data).toEqual({ tile, count: 4321, solutions: undefined });
    expect(searches).toHaveLength(1);
  });
});
