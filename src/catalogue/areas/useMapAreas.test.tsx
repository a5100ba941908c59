import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n';
import { solutionFixture } from '../testing/fixtures';
import { areasOfBox, areaZoomFor } from './areaGrid';
import { mapAreaKey, type AreaData } from './areaQueries';
import { useMapAreas, type MapView } from './useMapAreas';

const box = { minLat: 59.9, minLng: 10.7, maxLat: 59.95, maxLng: 10.8 };
const query = { type: 'RETAIN_VALUE' };

/** Every area of the view answered in the cache already: the hook asks nothing. */
function answeredView() {
  const queryClient = new QueryClient();
  const view: MapView = { box, zoom: 12 };
  const areas = areasOfBox(box, areaZoomFor(box, view.zoom));
  for (const area of areas) {
    queryClient.setQueryData<AreaData>(mapAreaKey('en', query, area), {
      area,
      count: 1,
      solutions: [solutionFixture({ id: area.x * 1000 + area.y })],
    });
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider languages={['en', 'nb']} initial="en">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  );
  return { queryClient, areas, wrapper };
}

describe('useMapAreas', () => {
  it('keeps what it draws while the answered areas stay the same, and redraws when one changes', async () => {
    const { queryClient, areas, wrapper } = answeredView();
    const { result, rerender } = renderHook(
      ({ view }: { view: MapView }) => useMapAreas(view, query),
      { wrapper, initialProps: { view: { box, zoom: 12 } } },
    );
    const first = result.current;
    expect(first.complete).toBe(true);
    expect(first.points).toHaveLength(areas.length);

    // Another render with an equal view: the same points, so the layer does not re-index.
    rerender({ view: { box: { ...box }, zoom: 12 } });
    expect(result.current.points).toBe(first.points);

    const [changed] = areas;
    if (!changed) throw new Error('no area');
    act(() => {
      queryClient.setQueryData<AreaData>(mapAreaKey('en', query, changed), {
        area: changed,
        count: 0,
        solutions: [],
      });
    });
    // The query cache tells its observers in a batch of its own (after this task).
    await waitFor(() => expect(result.current.points).toHaveLength(areas.length - 1));
    expect(result.current.points).not.toBe(first.points);
  });

  it('draws no count at all once an area shows the catalogue ignored its filters', () => {
    const { queryClient, areas, wrapper } = answeredView();
    const [counted, ignored] = areas;
    if (!counted || !ignored) throw new Error('fewer than two areas');
    queryClient.setQueryData<AreaData>(mapAreaKey('en', query, counted), {
      area: counted,
      count: 500,
      solutions: undefined,
    });
    queryClient.setQueryData<AreaData>(mapAreaKey('en', query, ignored), {
      area: ignored,
      count: 0,
      unchecked: true,
      solutions: undefined,
    });
    const { result } = renderHook(() => useMapAreas({ box, zoom: 12 }, query), { wrapper });
    expect(result.current.unchecked).toBe(true);
    expect(result.current.counts).toEqual([]);
  });
});
