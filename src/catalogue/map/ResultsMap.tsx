import 'leaflet/dist/leaflet.css';
import './map.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Control, latLngBounds, Map as LeafletMap, Popup } from 'leaflet';
import { useConfig } from '../../config';
import { useT } from '../../lib/i18n';
import { messages } from '../messages';
import { latLngOf, type Solution } from '../api/schemas';
import { formatBox, type Box } from '../search/filters';
import { boxOfBounds } from './boxOfBounds';
import { PlainTileLayer } from './PlainTileLayer';
import { attributionHtml } from './attributionHtml';
import { popupContent } from './popupContent';
import { ServicePointsLayer, type DrawnItem, type ServicePoint } from './ServicePointsLayer';

const CLUSTER_MAX_ZOOM = 15;
const MAP_MAX_ZOOM = 18;
const POPUP_LIMIT = 8;

export interface ResultsMapProps {
  solutions: readonly Solution[];
  /** The search's box; the map shows it (its view is the box). */
  box: Box | undefined;
  highlightedId: number | null;
  onHighlight: (id: number | null) => void;
  /** The view after the user moved the map (not after the map followed the URL). */
  onUserMove: (box: Box) => void;
  hrefOf: (solution: Solution) => string;
  onNavigate: (href: string) => void;
  /**
   * Identifies the search; without a box the map fits its results once per search, when they
   * have all arrived.
   */
  searchKey: string;
  complete: boolean;
}

/** The Leaflet map of the search's results (loaded lazily: Leaflet and supercluster live in this chunk). */
export default function ResultsMap({
  solutions,
  box,
  highlightedId,
  onHighlight,
  onUserMove,
  hrefOf,
  onNavigate,
  searchKey,
  complete,
}: ResultsMapProps) {
  const t = useT(messages);
  const { map: settings } = useConfig();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const layerRef = useRef<ServicePointsLayer | null>(null);
  const programmatic = useRef(false);
  const shownBox = useRef<string | undefined>(undefined);
  const [tilesFailed, setTilesFailed] = useState(false);

  // Latest props for Leaflet's event handlers, which are attached once.
  const latest = useRef({ onHighlight, onUserMove, hrefOf, onNavigate, t, solutions });
  useEffect(() => {
    latest.current = { onHighlight, onUserMove, hrefOf, onNavigate, t, solutions };
  });

  const byId = useMemo(() => new Map(solutions.map((s) => [s.id, s])), [solutions]);
  const byIdRef = useRef(byId);
  useEffect(() => {
    byIdRef.current = byId;
  }, [byId]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const map = new LeafletMap(container, {
      center: settings.center,
      zoom: settings.zoom,
      maxZoom: MAP_MAX_ZOOM,
      zoomControl: false,
      zoomAnimation: false,
      fadeAnimation: false,
      markerZoomAnimation: false,
    });
    mapRef.current = map;
    new Control.Zoom({
      zoomInTitle: latest.current.t('map.zoomIn'),
      zoomOutTitle: latest.current.t('map.zoomOut'),
    }).addTo(map);
    new PlainTileLayer(settings.tileUrl, {
      attribution: attributionHtml(settings.attribution),
      maxZoom: MAP_MAX_ZOOM,
      onTileError: () => setTilesFailed(true),
    }).addTo(map);

    const openPopup = (item: DrawnItem, ids: readonly number[], total: number) => {
      const { hrefOf: href, onNavigate: navigate, t: translate } = latest.current;
      const links = ids.flatMap((id) => {
        const solution = byIdRef.current.get(id);
        return solution ? [{ solution, href: href(solution) }] : [];
      });
      const more =
        total > links.length ? translate('map.more', { count: total - links.length }) : undefined;
      new Popup({ maxWidth: 320 })
        .setLatLng([item.lat, item.lng])
        .setContent(
          popupContent(links, more, navigate, (solution) => solution.organizationName ?? ''),
        )
        .openOn(map);
    };

    const layer = new ServicePointsLayer({
      clusterMaxZoom: CLUSTER_MAX_ZOOM,
      onHover: (item) => latest.current.onHighlight(item?.serviceId ?? null),
      onClick: (item) => {
        if (item.serviceId !== undefined) {
          openPopup(item, [item.serviceId], 1);
          return;
        }
        if (item.clusterId === undefined) return;
        const zoom = layer.expansionZoomOf(item.clusterId);
        if (zoom <= CLUSTER_MAX_ZOOM) map.setView([item.lat, item.lng], zoom);
        else openPopup(item, layer.leavesOf(item.clusterId, POPUP_LIMIT), item.count);
      },
    });
    layer.addTo(map);
    layerRef.current = layer;

    map.on('moveend', () => {
      if (programmatic.current) {
        programmatic.current = false;
        return;
      }
      const view = boxOfBounds(map.getBounds());
      if (view) latest.current.onUserMove(view);
    });

    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container);
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
      shownBox.current = undefined;
    };
  }, [settings]);

  // The map follows the URL's box (reload, back/forward, a shared link), not its own moves.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !box) return;
    const key = formatBox(box);
    if (shownBox.current === key) return;
    shownBox.current = key;
    const current = boxOfBounds(map.getBounds());
    if (current && formatBox(current) === key) return;
    programmatic.current = true;
    map.fitBounds(
      [
        [box.minLat, box.minLng],
        [box.maxLat, box.maxLng],
      ],
      { animate: false },
    );
  }, [box]);

  const points = useMemo<ServicePoint[]>(
    () =>
      solutions.flatMap((solution) => {
        const at = latLngOf(solution.providerLocation);
        return at ? [{ id: solution.id, lat: at.lat, lng: at.lng }] : [];
      }),
    [solutions],
  );
  useEffect(() => {
    layerRef.current?.setPoints(points);
  }, [points]);

  // Without a box, show where the results are (once per search; the user's moves are left alone).
  const fitted = useRef<string | undefined>(undefined);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || box || !complete || points.length === 0 || fitted.current === searchKey) return;
    fitted.current = searchKey;
    const bounds = latLngBounds(points.map((point) => [point.lat, point.lng]));
    programmatic.current = true;
    map.fitBounds(bounds, { animate: false, maxZoom: 12, padding: [24, 24] });
  }, [box, complete, points, searchKey]);
  useEffect(() => {
    layerRef.current?.setHighlighted(highlightedId);
  }, [highlightedId]);

  return (
    <div className="results-map">
      <div
        ref={containerRef}
        className="results-map__canvas"
        role="region"
        aria-label={t('map.label')}
      />
      {tilesFailed ? <p className="results-map__note">{t('map.tilesFailed')}</p> : null}
    </div>
  );
}
