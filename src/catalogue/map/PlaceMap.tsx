import 'leaflet/dist/leaflet.css';
import './map.css';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { useConfig } from '../../config';
import { attributionHtml } from './attributionHtml';

/** The zoom of a small place map: a town and its streets. */
const PLACE_ZOOM = 12;

/**
 * A small map of one place (a lazy chunk, shared with the search map's Leaflet): a still picture
 * with a marker, no keyboard stop of its own. The page around it says in words what it shows.
 */
export default function PlaceMap({ lat, lng }: { lat: number; lng: number }) {
  const { map: settings } = useConfig();
  return (
    <MapContainer
      className="place-map"
      center={[lat, lng]}
      zoom={PLACE_ZOOM}
      dragging={false}
      touchZoom={false}
      scrollWheelZoom={false}
      doubleClickZoom={false}
      boxZoom={false}
      keyboard={false}
      zoomControl={false}
    >
      <TileLayer
        url={settings.tileUrl}
        attribution={attributionHtml(settings.attribution)}
        referrerPolicy="no-referrer"
      />
      <CircleMarker
        center={[lat, lng]}
        radius={9}
        interactive={false}
        pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#1f6f4a', fillOpacity: 1 }}
      />
    </MapContainer>
  );
}
