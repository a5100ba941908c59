import type { SolutionsQuery } from '../api/solutions';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { useCallback, useId, useMemo, useRef, useState, type RefObject } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { MapContainer, Popup, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { Link } from 'react-router';
import { useConfig } from '../../config';
import { nameOf } from '../../lib/api-shapes';
import { isApiError } from '../../lib/http';
import { useFormat, useT } from '../../lib/i18n';
import { Spinner } from '../../ui';
import { messages } from '../messages';
import type { Solution } from '../api/schemas';
import type { Box } from '../search/filters';
import { QueryErrorNotice } from '../search/QueryErrorNotice';
import { RateLimitNotice } from '../search/RateLimitNotice';
import { useMapAreas, type CountCell, type MapPoint, type MapView } from '../areas/useMapAreas';
import { MapContents, type MapContentsHandle } from './MapContents';
import { boxOfBounds } from './boxOfBounds';
import { attributionHtml } from './attributionHtml';
import { ServicePoints } from './ServicePoints';
import type { DrawnItem, ServicePointsLayer } from './ServicePointsLayer';
import { AddToRequest } from '../request/AddToRequest';

const CLUSTER_MAX_ZOOM = 15;
const MAP_MAX_ZOOM = 18;
const POPUP_LIMIT = 8;
/** A popup pans into view below the zoom control (10 px from the top, 64 px tall), never under it. */
const POPUP_PADDING_TOP_LEFT: [number, number] = [8, 84];

export interface ResultsMapProps {
  /** The search's API parameters without box and page: every area asks them. */
  query: SolutionsQuery;
  /** The search's box (the URL's); the map shows it when it changes from outside. */
  box: Box | undefined;
  /** A service marked from the list (shown wherever it is, also inside a count). */
  highlighted: MapPoint | undefined;
  onHighlight: (id: number | null) => void;
  /** The view after the user moved the map (not after the map followed the URL). */
  onUserMove: (box: Box) => void;
  hrefOf: (solution: Solution) => string;
}

interface OpenPopup {
  /** One array per popup: a new position re-opens the popup (react-leaflet). */
  position: [number, number];
  ids: number[];
  total: number;
}

function viewOf(map: LeafletMap): MapView | undefined {
  const box = boxOfBounds(map.getBounds());
  return box ? { box, zoom: map.getZoom() } : undefined;
}

/** Reports the map's moves: every settled view, and which of them the user made. */
function ViewEvents({
  onView,
  onUserMove,
  layerRef,
}: {
  onView: (view: MapView) => void;
  onUserMove: (box: Box) => void;
  layerRef: RefObject<ServicePointsLayer | null>;
}) {
  const map = useMap();
  const handlers = useMemo(
    () => ({
      moveend: () => {
        const view = viewOf(map);
        const own = layerRef.current?.takeOwnMove() ?? false;
        if (!view) return;
        onView(view);
        if (!own) onUserMove(view.box);
      },
    }),
    [map, onView, onUserMove, layerRef],
  );
  useMapEvents(handlers);
  return null;
}

/**
 * The map of the search (a lazy chunk: Leaflet, react-leaflet and supercluster). Its view is split
 * into areas of a fixed grid (areas/); each area is drawn as its points or as its count.
 */
export default function ResultsMap({
  query,
  box,
  highlighted,
  onHighlight,
  onUserMove,
  hrefOf,
}: ResultsMapProps) {
  const t = useT(messages);
  const format = useFormat();
  const { map: settings } = useConfig();
  const layerRef = useRef<ServicePointsLayer>(null);
  const contentsRef = useRef<MapContentsHandle>(null);
  const contentsId = `${useId()}-contents`;
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [view, setView] = useState<MapView | undefined>(undefined);
  const [popup, setPopup] = useState<OpenPopup | undefined>(undefined);
  const [tilesFailed, setTilesFailed] = useState(false);
  const areas = useMapAreas(view, query);

  // The map exists once its container is in the page: its first view starts the areas.
  const onMapRef = useCallback((instance: LeafletMap | null) => {
    setMap(instance);
    if (instance) setView(viewOf(instance));
  }, []);

  const onHover = useCallback(
    (item: DrawnItem | undefined) => onHighlight(item?.serviceId ?? null),
    [onHighlight],
  );
  const zoomToCell = useCallback(
    (cell: CountCell) => {
      const { minLat, minLng, maxLat, maxLng } = cell.box;
      map?.fitBounds([
        [minLat, minLng],
        [maxLat, maxLng],
      ]);
    },
    [map],
  );
  const onClick = useCallback(
    (item: DrawnItem) => {
      if (!map) return;
      if (item.cell) {
        zoomToCell(item.cell);
      } else if (item.serviceId !== undefined) {
        setPopup({ position: [item.lat, item.lng], ids: [item.serviceId], total: 1 });
      } else if (item.clusterId !== undefined) {
        const layer = layerRef.current;
        const zoom = layer?.expansionZoomOf(item.clusterId) ?? MAP_MAX_ZOOM;
        if (zoom <= CLUSTER_MAX_ZOOM) map.setView([item.lat, item.lng], zoom);
        else {
          const ids = layer?.leavesOf(item.clusterId, POPUP_LIMIT) ?? [];
          setPopup({ position: [item.lat, item.lng], ids, total: item.count });
        }
      }
    },
    [map, zoomToCell],
  );
  const tileEvents = useMemo(() => ({ tileerror: () => setTilesFailed(true) }), []);
  const popupEvents = useMemo(() => ({ remove: () => setPopup(undefined) }), []);

  const initial = box
    ? {
        bounds: [
          [box.minLat, box.minLng],
          [box.maxLat, box.maxLng],
        ] satisfies [[number, number], [number, number]],
      }
    : { center: settings.center, zoom: settings.zoom };
  const popupLinks = popup
    ? popup.ids.flatMap((id) => {
        const solution = areas.solutionsById.get(id);
        return solution ? [solution] : [];
      })
    : [];

  return (
    <div className="results-map">
      <div className="map-status" role="status">
        {areas.unchecked ? (
          <p>{t('map.unchecked')}</p>
        ) : areas.complete ? (
          <p>
            {areas.totalAtLeast
              ? t('map.atLeast', { shown: format.number(areas.total) })
              : t('map.all', { count: areas.total, shown: format.number(areas.total) })}
          </p>
        ) : areas.areas.length > 0 && areas.rateLimited === undefined && !areas.error ? (
          // Once an area failed, the error below says so: no progress that will never end.
          <p className="map-progress">
            <span className="spinner__circle" aria-hidden="true" />
            {t('map.progress', {
              loaded: format.number(areas.loaded),
              areas: format.number(areas.areas.length),
            })}
          </p>
        ) : null}
      </div>
      <a
        className="map-skip-link visually-hidden"
        href={`#${contentsId}`}
        onClick={(event) => {
          event.preventDefault();
          contentsRef.current?.reveal();
        }}
      >
        {t('map.skip')}
      </a>
      <div className="results-map__frame" role="region" aria-label={t('map.label')}>
        {/* Over the map, not above it: a notice that pushed the map smaller made it ask for a new
            view, whose reads failed again, and so on (the map's size never follows its notices). */}
        <div className="results-map__alerts">
          {areas.rateLimited !== undefined && !areas.error ? (
            <RateLimitNotice seconds={areas.rateLimited.seconds} />
          ) : null}
          {areas.error && !(isApiError(areas.error) && areas.error.status === 429) ? (
            <QueryErrorNotice error={areas.error} onRetry={areas.retry} messageKey="map.error" />
          ) : null}
        </div>
        <MapContainer
          ref={onMapRef}
          className="results-map__canvas"
          {...initial}
          maxZoom={MAP_MAX_ZOOM}
          zoomControl={false}
          zoomAnimation={false}
          fadeAnimation={false}
          markerZoomAnimation={false}
          placeholder={<Spinner label={t('map.loading')} />}
        >
          <ZoomControl zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
          <TileLayer
            url={settings.tileUrl}
            attribution={attributionHtml(settings.attribution)}
            maxZoom={MAP_MAX_ZOOM}
            referrerPolicy="no-referrer"
            eventHandlers={tileEvents}
          />
          <ViewEvents onView={setView} onUserMove={onUserMove} layerRef={layerRef} />
          <ServicePoints
            ref={layerRef}
            points={areas.points}
            counts={areas.counts}
            highlighted={highlighted}
            box={box}
            clusterMaxZoom={CLUSTER_MAX_ZOOM}
            onHover={onHover}
            onClick={onClick}
          />
          {popup ? (
            <Popup
              position={popup.position}
              maxWidth={320}
              autoPanPaddingTopLeft={POPUP_PADDING_TOP_LEFT}
              eventHandlers={popupEvents}
            >
              <div className="map-popup">
                <ul>
                  {popupLinks.map((solution) => (
                    <li key={solution.id}>
                      <Link to={hrefOf(solution)}>{solution.name}</Link>
                      <span>{nameOf(solution.organizationName, 'organization') ?? ''}</span>
                      <AddToRequest solution={solution} />
                    </li>
                  ))}
                </ul>
                {popup.total > popupLinks.length ? (
                  <p>{t('map.more', { count: popup.total - popupLinks.length })}</p>
                ) : null}
              </div>
            </Popup>
          ) : null}
        </MapContainer>
        {tilesFailed ? <p className="results-map__note">{t('map.tilesFailed')}</p> : null}
      </div>
      {/* Always the same text: a line that came and went would resize the map, and a new size
          asks new areas. */}
      <p className="map-legend">
        {t('map.scope')} {t('map.counts')}
      </p>
      <MapContents
        ref={contentsRef}
        id={contentsId}
        points={areas.points}
        counts={areas.counts}
        solutionsById={areas.solutionsById}
        view={view?.box}
        complete={areas.complete}
        onZoom={zoomToCell}
        hrefOf={hrefOf}
      />
    </div>
  );
}
