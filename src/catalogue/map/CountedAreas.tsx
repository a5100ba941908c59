import { useFormat, useT } from '../../lib/i18n';
import { messages } from '../messages';
import type { CountCell } from '../tiles/useMapTiles';

/**
 * The keyboard and screen-reader equivalent of the map's count circles: one button per counted
 * area that zooms the map in on it (the results list is the equivalent of the points).
 */
export function CountedAreas({
  counts,
  onZoom,
}: {
  counts: readonly CountCell[];
  onZoom: (cell: CountCell) => void;
}) {
  const t = useT(messages);
  const format = useFormat();
  if (counts.length === 0) return null;
  const coordinate = (value: number) => format.number(Math.round(value * 10) / 10);
  return (
    <details className="counted-areas">
      <summary>{t('map.areas', { count: format.number(counts.length) })}</summary>
      <ul>
        {counts.map((cell) => (
          <li key={cell.key}>
            <button type="button" className="button button--link" onClick={() => onZoom(cell)}>
              {t('map.area', {
                count: format.number(cell.count),
                lat: coordinate(cell.lat),
                lng: coordinate(cell.lng),
              })}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
