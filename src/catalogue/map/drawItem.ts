import type { CountCell } from '../tiles/useMapTiles';

/** What was drawn where, for hit testing (container pixels). */
export interface DrawnItem {
  x: number;
  y: number;
  radius: number;
  /** A cluster: its id and size; a single service: its id. */
  clusterId: number | undefined;
  count: number;
  serviceId: number | undefined;
  /** A tile drawn as its count (its services were not fetched). */
  cell: CountCell | undefined;
  lat: number;
  lng: number;
}

const COLOR = '#1f6f4a';
const COUNT_COLOR = '#24456b';
const HIGHLIGHT = '#b3471d';

function abbreviate(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${(count / 1000).toFixed(1)}k`;
  return `${Math.round(count / 1000)}k`;
}

/** One point, cluster or tile count on the canvas, with its count for clusters and counts. */
export function drawItem(
  context: CanvasRenderingContext2D,
  item: DrawnItem,
  highlighted: boolean,
): void {
  context.beginPath();
  context.arc(item.x, item.y, item.radius, 0, Math.PI * 2);
  context.fillStyle = highlighted ? HIGHLIGHT : item.cell ? COUNT_COLOR : COLOR;
  context.globalAlpha = item.serviceId !== undefined || highlighted ? 1 : 0.88;
  context.fill();
  context.globalAlpha = 1;
  context.lineWidth = highlighted ? 3 : 2;
  context.strokeStyle = '#ffffff';
  context.stroke();
  if (item.serviceId === undefined) {
    context.fillStyle = '#ffffff';
    context.font = 'bold 12px system-ui, sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(abbreviate(item.count), item.x, item.y);
  }
}
