import { createElementObject, createLayerComponent, type LayerProps } from '@react-leaflet/core';
import type { Box } from '../search/filters';
import type { CountCell, MapPoint } from '../areas/useMapAreas';
import { ServicePointsLayer, type DrawnItem } from './ServicePointsLayer';

export interface ServicePointsProps extends LayerProps {
  points: readonly MapPoint[];
  counts: readonly CountCell[];
  highlighted: MapPoint | undefined;
  /** The search's box: the map shows it when it changes from outside (the URL). */
  box: Box | undefined;
  clusterMaxZoom: number;
  onHover: (item: DrawnItem | undefined) => void;
  onClick: (item: DrawnItem) => void;
}

/** The canvas layer of the map's services as a react-leaflet component. */
export const ServicePoints = createLayerComponent<ServicePointsLayer, ServicePointsProps>(
  (props, context) => {
    const layer = new ServicePointsLayer({
      clusterMaxZoom: props.clusterMaxZoom,
      onHover: props.onHover,
      onClick: props.onClick,
    });
    layer.setData(props.points, props.counts);
    layer.setHighlighted(props.highlighted);
    layer.showBox(props.box);
    return createElementObject(layer, context);
  },
  (layer, props, previous) => {
    if (props.onHover !== previous.onHover || props.onClick !== previous.onClick) {
      layer.setHandlers({
        clusterMaxZoom: props.clusterMaxZoom,
        onHover: props.onHover,
        onClick: props.onClick,
      });
    }
    if (props.points !== previous.points || props.counts !== previous.counts) {
      layer.setData(props.points, props.counts);
    }
    if (props.highlighted !== previous.highlighted) layer.setHighlighted(props.highlighted);
    if (props.box !== previous.box) layer.showBox(props.box);
  },
);
