import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n';
import { solutionFixture } from '../testing/fixtures';
import { tilesOfBox, tileZoomFor } from './tileGrid';
import { mapTileKey, type TileData } from './tileQueries';
import { useMapTiles, type MapView } from './useMapTiles';

const box = { minLat: 59.9, minLng: 10.7, maxLat: 59.95, maxLng: 10.8 };
const query = { type: 'RETAIN_VALUE' };

/** Every tile of the view answered in the cache already: the hook asks nothing. */
function answeredView() {
  const queryClient = new QueryClient();
  const view: MapView = { box, zoom: 12 };
  const tiles = tilesOfBox(box, tileZoomFor(box, view.zoom));
  for (const tile of tiles) {
    queryClient.setQueryData<TileData>(mapTileKey('en', query, tile), {
      tile,
      count: 1,
      solutions: [solutionFixture({ id: tile.x * 1000 + tile.y })],
    });
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider languages={['en', 'nb']} initial="en">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  );
  return { queryClient, tiles, wrapper };
}

describe('useMapTiles', () => {
  it('keeps what it draws while the answered tiles stay the same, and redraws when one changes', async () => {
    const { queryClient, tiles, wrapper } = answeredView();
    const { result, rerender } = renderHook(
      ({ view }: { view: MapView }) => useMapTiles(view, query),
      { wrapper, initialProps: { view: { box, zoom: 12 } } },
    );
    const first = result.current;
    expect(first.complete).toBe(true);
    expect(first.points).toHaveLength(tiles.length);

    // Another render with an equal view: the same points, so the layer does not re-index.
    rerender({ view: { box: { ...box }, zoom: 12 } });
    expect(result.current.points).toBe(first.points);

    const [changed] = tiles;
    if (!changed) throw new Error('no tile');
    act(() => {
      queryClient.setQueryData<TileData>(mapTileKey('en', query, changed), {
        tile: changed,
        count: 0,
        solutions: [],
      });
    });
    // The query cache tells its observers in a batch of its own (after this task).
    await waitFor(() => expect(result.current.points).toHaveLength(tiles.length - 1));
    expect(result.current.points).not.toBe(first.points);
  });
});
