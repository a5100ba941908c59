import { forwardRef, useImperativeHandle, useRef } from 'react';
import { nameOf } from '../../lib/api-shapes';
import { Link } from 'react-router';
import { useFormat, useT } from '../../lib/i18n';
import { messages } from '../messages';
import type { Solution } from '../api/schemas';
import type { Box } from '../search/filters';
import type { CountCell, MapPoint } from '../areas/useMapAreas';
import { placeInView } from './placeInView';

/** At most this many services are listed; the rest are counted ("and N more"). */
export const LISTED_POINTS = 100;

export interface MapContentsProps {
  points: readonly MapPoint[];
  counts: readonly CountCell[];
  solutionsById: ReadonlyMap<number, Solution>;
  /** The map's view (where an area lies in it is said in words). */
  view: Box | undefined;
  /** Every area of the view has answered. */
  complete: boolean;
  onZoom: (cell: CountCell) => void;
  hrefOf: (solution: Solution) => string;
}

/** Opens the list and moves the focus to it (the skip link's target). */
export interface MapContentsHandle {
  reveal: () => void;
}

/**
 * The keyboard and screen-reader equivalent of the map: the services it draws (links to their
 * pages) and, where it knows only counts, each counted area in words with a button that zooms the
 * map in on it.
 */
export const MapContents = forwardRef<MapContentsHandle, MapContentsProps & { id: string }>(
  function MapContents({ id, points, counts, solutionsById, view, complete, onZoom, hrefOf }, ref) {
    const t = useT(messages);
    const format = useFormat();
    const details = useRef<HTMLDetailsElement>(null);
    const summary = useRef<HTMLElement>(null);
    useImperativeHandle(ref, () => ({
      reveal: () => {
        if (details.current) details.current.open = true;
        summary.current?.focus();
      },
    }));

    const listed = points.flatMap((point) => {
      const solution = solutionsById.get(point.id);
      return solution ? [solution] : [];
    });
    listed.sort((a, b) => a.name.localeCompare(b.name));
    const shown = listed.slice(0, LISTED_POINTS);
    const degrees = (value: number) => format.number(Math.round(value * 100) / 100);

    return (
      <details className="map-contents" id={id} ref={details}>
        <summary ref={summary}>
          {t('map.contents.summary', {
            services: t('map.contents.services', {
              count: listed.length,
              shown: format.number(listed.length),
            }),
            areas: t('map.contents.areas', {
              count: counts.length,
              shown: format.number(counts.length),
            }),
          })}
        </summary>
        {!complete ? <p>{t('map.contents.pending')}</p> : null}
        {complete && listed.length === 0 && counts.length === 0 ? (
          <p>{t('map.contents.empty')}</p>
        ) : null}
        {counts.length > 0 ? (
          <ul className="map-contents__areas">
            {counts.map((cell) => (
              <li key={cell.key}>
                <button type="button" className="button button--link" onClick={() => onZoom(cell)}>
                  {t('map.area', {
                    count: format.number(cell.count),
                    place: t(`map.place.${view ? placeInView(cell.box, view) : 'c'}`),
                    south: degrees(cell.box.minLat),
                    north: degrees(cell.box.maxLat),
                    west: degrees(cell.box.minLng),
                    east: degrees(cell.box.maxLng),
                  })}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {shown.length > 0 ? (
          <ul className="map-contents__services">
            {shown.map((solution) => (
              <li key={solution.id}>
                <Link to={hrefOf(solution)}>{solution.name}</Link>
                {nameOf(solution.organizationName, 'organization') ? (
                  <span> – {nameOf(solution.organizationName, 'organization')}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {listed.length > shown.length ? (
          <p>
            {t('map.contents.more', {
              count: listed.length - shown.length,
              shown: format.number(listed.length - shown.length),
            })}
          </p>
        ) : null}
      </details>
    );
  },
);
