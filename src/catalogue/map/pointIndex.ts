import Supercluster, { type PointFeature } from 'supercluster';
import type { MapPoint } from '../areas/useMapAreas';

export interface PointProps {
  id: number;
}

export type PointIndex = Supercluster<PointProps, Record<string, never>>;

/** The areas' points indexed for clustering: points that fall close together become clusters. */
export function indexPoints(points: readonly MapPoint[], clusterMaxZoom: number): PointIndex {
  const features: PointFeature<PointProps>[] = points.map((point) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [point.lng, point.lat] },
    properties: { id: point.id },
  }));
  return new Supercluster<PointProps, Record<string, never>>({
    radius: 48,
    maxZoom: clusterMaxZoom,
  }).load(features);
}
