import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/renderApp';
import { solutionFixture } from '../testing/fixtures';
import type { CountCell } from '../areas/useMapAreas';
import {
  LISTED_POINTS,
  MapContents,
  type MapContentsHandle,
  type MapContentsProps,
} from './MapContents';

const view = { minLat: 59, maxLat: 62, minLng: 9, maxLng: 12 };
const northWest: CountCell = {
  key: '7/66/33',
  count: 1234,
  lat: 61.75,
  lng: 9.25,
  box: { minLat: 61.5, maxLat: 62, minLng: 9, maxLng: 9.5 },
};

function renderContents(props: Partial<MapContentsProps>, language: 'en' | 'nb' = 'en') {
  const ref = createRef<MapContentsHandle>();
  const onZoom = vi.fn();
  renderApp(
    <MapContents
      ref={ref}
      id="contents"
      points={[]}
      counts={[]}
      solutionsById={new Map()}
      view={view}
      complete
      onZoom={onZoom}
      hrefOf={(solution) => `/services/${String(solution.id)}`}
      {...props}
    />,
    { language },
  );
  return { ref, onZoom };
}

describe('MapContents', () => {
  it('lists the counted areas in words, and a button zooms in on one', async () => {
    const { onZoom } = renderContents({ counts: [northWest] });
    const button = screen.getByRole('button', {
      name: 'Zoom in on 1,234 services in the north-west of the map (61.5–62° N, 9–9.5° E)',
    });
    await userEvent.click(screen.getByText(/What the map shows/));
    await userEvent.click(button);
    expect(onZoom).toHaveBeenCalledWith(northWest);
  });

  it('says the same in Bokmål, with decimal commas that cannot be misread', () => {
    renderContents({ counts: [northWest] }, 'nb');
    expect(
      screen.getByRole('button', {
        // The thousands separator is a (narrow) no-break space.
        name: /^Zoom inn på 1\s234 tjenester i den nordvestre delen av kartet \(61,5–62° N, 9–9,5° Ø\)$/,
      }),
    ).toBeInTheDocument();
  });

  it('lists the services it draws as links, and counts those beyond the list', () => {
    const solutions = Array.from({ length: LISTED_POINTS + 2 }, (_, i) =>
      solutionFixture({ id: i + 1, name: `Service ${String(i).padStart(3, '0')}` }),
    );
    renderContents({
      points: solutions.map((solution) => ({ id: solution.id, lat: 60, lng: 10 })),
      solutionsById: new Map(solutions.map((solution) => [solution.id, solution])),
    });
    expect(
      screen.getByText('What the map shows: 102 services drawn, no counted areas'),
    ).toBeVisible();
    const links = within(screen.getByRole('group')).getAllByRole('link', { hidden: true });
    expect(links).toHaveLength(LISTED_POINTS);
    expect(links[0]).toHaveAttribute('href', '/services/1');
    expect(links[0]).toHaveTextContent('Service 000');
    expect(
      screen.getByText('and 2 more services on the map: zoom in, or use the results list.'),
    ).toBeInTheDocument();
  });

  it('opens and takes the focus when the skip link reveals it', () => {
    const { ref } = renderContents({ counts: [northWest] });
    const group = screen.getByRole('group');
    expect(group).not.toHaveAttribute('open');
    ref.current?.reveal();
    expect(group).toHaveAttribute('open');
    expect(screen.getByText(/What the map shows/)).toHaveFocus();
  });

  it('says when the map shows nothing, and when it is still loading', () => {
    renderContents({ complete: false });
    expect(screen.getByText('The map is still loading its services.')).toBeInTheDocument();
    expect(screen.queryByText('The map shows no services here.')).toBeNull();
  });
});
