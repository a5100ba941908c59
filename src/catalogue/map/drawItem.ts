import type { CountCell } from '../areas/useMapAreas';

/** A rectangle in container pixels. */
export interface PixelRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What was drawn where, for hit testing (container pixels). */
export interface DrawnItem {
  x: number;
  y: number;
  radius: number;
  /** A cluster: its id and size; a single service: its id. */
  clusterId: number | undefined;
  count: number;
  serviceId: number | undefined;
  /** An area drawn as its count (its services were not fetched). */
  cell: CountCell | undefined;
  /** The counted area on screen (counts only); `x`, `y` is where its label sits. */
  area?: PixelRect;
  lat: number;
  lng: number;
}

const COLOR = '#1f6f4a';
const COUNT_COLOR = '#24456b';
const HIGHLIGHT = '#b3471d';
/** Neighbouring areas keep a visible gap between their outlines. */
const AREA_INSET = 1.5;

function abbreviate(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${(count / 1000).toFixed(1)}k`;
  return `${Math.round(count / 1000)}k`;
}

/** True when the point (container pixels) lies on what the item drew. */
export function hits(item: DrawnItem, x: number, y: number): boolean {
  if (item.area) {
    const { left, top, right, bottom } = item.area;
    return x >= left && x <= right && y >= top && y <= bottom;
  }
  return (item.x - x) ** 2 + (item.y - y) ** 2 <= (item.radius + 3) ** 2;
}

/**
 * A count: the area it counts, shaded and outlined, with its number on a label in the middle of
 * the area's visible part. Its services lie anywhere in the area, and nowhere else.
 */
function drawArea(context: CanvasRenderingContext2D, item: DrawnItem, area: PixelRect): void {
  const width = area.right - area.left - 2 * AREA_INSET;
  const height = area.bottom - area.top - 2 * AREA_INSET;
  context.fillStyle = COUNT_COLOR;
  context.globalAlpha = 0.14;
  context.fillRect(area.left + AREA_INSET, area.top + AREA_INSET, width, height);
  context.globalAlpha = 0.9;
  context.lineWidth = 1.5;
  context.strokeStyle = COUNT_COLOR;
  context.setLineDash([6, 4]);
  context.strokeRect(area.left + AREA_INSET, area.top + AREA_INSET, width, height);
  context.setLineDash([]);
  context.globalAlpha = 1;
  const text = `${abbreviate(item.count)}${item.cell?.atLeast === true ? '+' : ''}`;
  context.font = 'bold 13px system-ui, sans-serif';
  const labelWidth = context.measureText(text).width + 16;
  const labelHeight = 24;
  context.beginPath();
  context.roundRect(item.x - labelWidth / 2, item.y - labelHeight / 2, labelWidth, labelHeight, 12);
  context.fillStyle = COUNT_COLOR;
  context.fill();
  context.lineWidth = 2;
  context.strokeStyle = '#ffffff';
  context.stroke();
  context.fillStyle = '#ffffff';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, item.x, item.y);
}

/** One point, cluster or counted area on the canvas, with its count for clusters and areas. */
export function drawItem(
  context: CanvasRenderingContext2D,
  item: DrawnItem,
  highlighted: boolean,
): void {
  if (item.area && !highlighted) {
    drawArea(context, item, item.area);
    return;
  }
  context.beginPath();
  context.arc(item.x, item.y, item.radius, 0, Math.PI * 2);
  context.fillStyle = highlighted ? HIGHLIGHT : COLOR;
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

/**
 * Where a counted area's label sits: the middle of the area's part that is on screen (a coarse
 * area can be larger than the view), so the number is always seen inside the area it counts.
 */
export function labelPoint(
  area: PixelRect,
  width: number,
  height: number,
): { x: number; y: number } {
  const left = Math.max(area.left, 0);
  const right = Math.min(area.right, width);
  const top = Math.max(area.top, 0);
  const bottom = Math.min(area.bottom, height);
  return {
    x: right > left ? (left + right) / 2 : (area.left + area.right) / 2,
    y: bottom > top ? (top + bottom) / 2 : (area.top + area.bottom) / 2,
  };
}
