import { GridLayer, Util, type Coords, type DoneCallback, type GridLayerOptions } from 'leaflet';

export interface PlainTileLayerOptions extends GridLayerOptions {
  subdomains?: string;
  onTileError?: () => void;
}

/**
 * Image tiles from a `{z}/{x}/{y}` URL template. Unlike Leaflet's TileLayer it never points an image
 * at a `data:` URL when a tile is dropped, so a strict `img-src` policy sees no violation; when tiles
 * cannot load (no network) the map keeps its plain background and the points stay visible.
 */
export class PlainTileLayer extends GridLayer {
  private readonly template: string;
  private readonly subdomains: string;
  private readonly onTileError: (() => void) | undefined;

  constructor(template: string, options: PlainTileLayerOptions = {}) {
    const { subdomains = 'abc', onTileError, ...gridOptions } = options;
    super(gridOptions);
    this.template = template;
    this.subdomains = subdomains;
    this.onTileError = onTileError;
  }

  override createTile(coords: Coords, done: DoneCallback): HTMLElement {
    const image = document.createElement('img');
    image.alt = '';
    image.setAttribute('role', 'presentation');
    image.decoding = 'async';
    image.referrerPolicy = 'no-referrer';
    image.addEventListener('load', () => done(undefined, image), { once: true });
    image.addEventListener(
      'error',
      () => {
        image.remove();
        this.onTileError?.();
        done(new Error('tile failed'), image);
      },
      { once: true },
    );
    const subdomain = this.subdomains[Math.abs(coords.x + coords.y) % this.subdomains.length] ?? '';
    image.src = Util.template(this.template, {
      x: coords.x,
      y: coords.y,
      z: coords.z,
      s: subdomain,
      r: '',
    });
    return image;
  }
}
