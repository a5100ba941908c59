import type { LatLngBounds, Map as LeafletMap } from 'leaflet';
import type { ClusterProperties } from 'supercluster';
import type { CountCell } from '../areas/useMapAreas';
import { labelPoint, type DrawnItem } from './drawItem';
import type { PointIndex, PointProps } from './pointIndex';

/**
 * What one frame of the map's canvas draws, in the map's screen coordinates: the counted areas
 * and the services or clusters in view (ServicePointsLayer draws them and hit-tests on them).
 */

/** The counts as the areas they count (on screen), each labelled with its number. */
export function countAreasInView(map: LeafletMap, counts: readonly CountCell[]): DrawnItem[] {
  const bounds = map.getBounds().pad(0.5);
  const size = map.getSize();
  return counts
    .filter((cell) =>
      bounds.intersects([
        [cell.box.minLat, cell.box.minLng],
        [cell.box.maxLat, cell.box.maxLng],
      ]),
    )
    .map((cell) => {
      const northWest = map.latLngToContainerPoint([cell.box.maxLat, cell.box.minLng]);
      const southEast = map.latLngToContainerPoint([cell.box.minLat, cell.box.maxLng]);
      const area = {
        left: northWest.x,
        top: northWest.y,
        right: southEast.x,
        bottom: southEast.y,
      };
      const label = labelPoint(area, size.x, size.y);
      return {
        x: label.x,
        y: label.y,
        radius: 0,
        clusterId: undefined,
        count: cell.count,
        serviceId: undefined,
        cell,
        area,
        lat: cell.lat,
        lng: cell.lng,
      };
    });
}

/** The services and clusters of `index` in view at `zoom`, where they sit on screen. */
export function pointsInView(
  map: LeafletMap,
  index: PointIndex | undefined,
  bounds: LatLngBounds,
  zoom: number,
): DrawnItem[] {
  if (!index) return [];
  const padded = bounds.pad(0.05);
  const west = Math.max(-180, padded.getWest());
  const east = Math.min(180, padded.getEast());
  const features = index.getClusters(
    [west, Math.max(-85, padded.getSouth()), east, Math.min(85, padded.getNorth())],
    zoom,
  );
  return features.map((feature) => {
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    const point = map.latLngToContainerPoint([lat, lng]);
    const properties: Partial<ClusterProperties> & Partial<PointProps> = feature.properties;
    if (properties.cluster) {
      const count = properties.point_count ?? 2;
      return {
        x: point.x,
        y: point.y,
        radius: 13 + Math.min(13, Math.log2(count) * 1.6),
        clusterId: properties.cluster_id,
        count,
        serviceId: undefined,
        cell: undefined,
        lat,
        lng,
      };
    }
    return {
      x: point.x,
      y: point.y,
      radius: 7,
      clusterId: undefined,
      count: 1,
      serviceId: properties.id,
      cell: undefined,
      lat,
      lng,
    };
  });
}
