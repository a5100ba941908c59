import { DomUtil, Layer, type Map as LeafletMap, type LeafletMouseEvent } from 'leaflet';
import { formatBox, type Box } from '../search/filters';
import { boxOfBounds } from './boxOfBounds';
import type { CountCell, MapPoint } from '../areas/useMapAreas';
import { drawItem, hits, type DrawnItem } from './drawItem';
import { countAreasInView, pointsInView } from './itemsInView';
import { indexPoints, type PointIndex } from './pointIndex';

export type { DrawnItem } from './drawItem';

export type ServicePoint = MapPoint;

export interface ServicePointsLayerOptions {
  /** Highest zoom at which points are still clustered. */
  clusterMaxZoom: number;
  onHover: (item: DrawnItem | undefined) => void;
  onClick: (item: DrawnItem) => void;
}

/**
 * The map's services on one canvas: the areas' points are indexed with supercluster (points that
 * fall close together become clusters), the areas' counts are drawn as the areas they count, and each frame
 * draws only what is in view. No DOM element per point; hover and click are hit-tested on what
 * was drawn.
 */
export class ServicePointsLayer extends Layer {
  private settings: ServicePointsLayerOptions;
  private index: PointIndex | undefined;
  private counts: readonly CountCell[] = [];
  private highlighted: ServicePoint | undefined;
  private canvas: HTMLCanvasElement | undefined;
  private drawn: DrawnItem[] = [];
  private frame = 0;
  private hovered: DrawnItem | undefined;
  private resize: ResizeObserver | undefined;
  private shownBox: string | undefined;
  private boxSeen = false;
  private ownMove = false;

  constructor(settings: ServicePointsLayerOptions) {
    super();
    this.settings = settings;
  }

  setHandlers(settings: ServicePointsLayerOptions): void {
    this.settings = settings;
  }

  /**
   * Shows the search's box (the URL's: a reload, back/forward, a shared link) once per box; the
   * map's own moves leave it alone. The first box is where the map was created.
   */
  showBox(box: Box | undefined): void {
    const key = box ? formatBox(box) : undefined;
    if (this.boxSeen && key === this.shownBox) return;
    const first = !this.boxSeen;
    this.boxSeen = true;
    this.shownBox = key;
    const map = this._map as LeafletMap | undefined;
    if (!box || !map || first) return;
    // "Search this area" puts the map's own view into the URL: nothing to move.
    const view = boxOfBounds(map.getBounds());
    if (view && formatBox(view) === key) return;
    this.ownMove = true;
    map.fitBounds(
      [
        [box.minLat, box.minLng],
        [box.maxLat, box.maxLng],
      ],
      { animate: false },
    );
    // Without animation the move ends inside fitBounds; if nothing moved, nothing is owed.
    this.ownMove = false;
  }

  /** True once after a move the layer made itself (showing the URL's box), not the user. */
  takeOwnMove(): boolean {
    const own = this.ownMove;
    this.ownMove = false;
    return own;
  }

  /** Replaces the points (indexes them) and the counts, and draws. */
  setData(points: readonly ServicePoint[], counts: readonly CountCell[]): void {
    this.counts = counts;
    this.index = indexPoints(points, this.settings.clusterMaxZoom);
    this.draw();
  }

  /** Marks one service (from the list) wherever it is, also inside a count. */
  setHighlighted(point: ServicePoint | undefined): void {
    if (point?.id === this.highlighted?.id) return;
    this.highlighted = point;
    this.scheduleDraw();
  }

  /** Leaves of a cluster (for clusters that cannot be split by zooming in). */
  leavesOf(clusterId: number, limit: number): number[] {
    return (this.index?.getLeaves(clusterId, limit) ?? []).map((leaf) => leaf.properties.id);
  }

  expansionZoomOf(clusterId: number): number {
    return this.index?.getClusterExpansionZoom(clusterId) ?? 0;
  }

  override onAdd(map: LeafletMap): this {
    const pane = map.getPane('servicePoints') ?? map.createPane('servicePoints');
    pane.classList.add('service-points-pane');
    this.canvas = DomUtil.create('canvas', 'service-points-canvas', pane);
    map.on('move zoom viewreset resize', this.scheduleDraw);
    map.on('mousemove', this.onMouseMove);
    map.on('mouseout', this.onMouseOut);
    map.on('click', this.onClickMap);
    // The page's layout can resize the map without a window resize (Leaflet only tracks those).
    // A new size moves the view's centre (moveend, synchronously): that is not the user's move.
    this.resize = new ResizeObserver(() => {
      this.ownMove = true;
      map.invalidateSize();
      this.ownMove = false;
    });
    this.resize.observe(map.getContainer());
    this.draw();
    return this;
  }

  override onRemove(map: LeafletMap): this {
    map.off('move zoom viewreset resize', this.scheduleDraw);
    map.off('mousemove', this.onMouseMove);
    map.off('mouseout', this.onMouseOut);
    map.off('click', this.onClickMap);
    this.resize?.disconnect();
    cancelAnimationFrame(this.frame);
    this.canvas?.remove();
    this.canvas = undefined;
    return this;
  }

  private readonly scheduleDraw = (): void => {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  };

  private draw(): void {
    const map = this._map as LeafletMap | undefined;
    const canvas = this.canvas;
    if (!map || !canvas) return;
    const size = map.getSize();
    const ratio = globalThis.devicePixelRatio || 1;
    if (
      canvas.width !== Math.round(size.x * ratio) ||
      canvas.height !== Math.round(size.y * ratio)
    ) {
      canvas.width = Math.round(size.x * ratio);
      canvas.height = Math.round(size.y * ratio);
      canvas.style.width = `${size.x}px`;
      canvas.style.height = `${size.y}px`;
    }
    // The pane moves with the map while dragging; keep the canvas over the container.
    DomUtil.setPosition(canvas, map.containerPointToLayerPoint([0, 0]));
    const context = canvas.getContext('2d');
    if (!context) return;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, size.x, size.y);
    this.drawn = [
      ...countAreasInView(map, this.counts),
      ...pointsInView(map, this.index, map.getBounds(), Math.round(map.getZoom())),
    ];
    for (const item of this.drawn) drawItem(context, item, false);
    if (this.highlighted) {
      const point = map.latLngToContainerPoint([this.highlighted.lat, this.highlighted.lng]);
      drawItem(
        context,
        {
          x: point.x,
          y: point.y,
          radius: 9,
          clusterId: undefined,
          count: 1,
          serviceId: this.highlighted.id,
          cell: undefined,
          lat: this.highlighted.lat,
          lng: this.highlighted.lng,
        },
        true,
      );
    }
  }

  private hitTest(x: number, y: number): DrawnItem | undefined {
    for (let i = this.drawn.length - 1; i >= 0; i -= 1) {
      const item = this.drawn[i];
      if (item && hits(item, x, y)) return item;
    }
    return undefined;
  }

  private readonly onMouseMove = (event: LeafletMouseEvent): void => {
    const item = this.hitTest(event.containerPoint.x, event.containerPoint.y);
    if (item === this.hovered) return;
    this.hovered = item;
    this._map.getContainer().classList.toggle('is-over-point', item !== undefined);
    this.settings.onHover(item);
  };

  private readonly onMouseOut = (): void => {
    if (!this.hovered) return;
    this.hovered = undefined;
    this.settings.onHover(undefined);
  };

  private readonly onClickMap = (event: LeafletMouseEvent): void => {
    const item = this.hitTest(event.containerPoint.x, event.containerPoint.y);
    if (item) this.settings.onClick(item);
  };
}
