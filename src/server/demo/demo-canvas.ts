// A tiny anti-aliased rasterizer (ellipses, rounded rectangles, convex polygons) over an RGB
// buffer, to draw the demo's product pictures without an image library or the internet.
import { encodePng } from './png-encoder.ts';

export type Rgb = readonly [number, number, number];

export function hex(color: string): Rgb {
  const n = Number.parseInt(color.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function shade(color: Rgb, factor: number): Rgb {
  const f = (v: number) =>
    Math.max(0, Math.min(255, Math.round(factor >= 1 ? v + (255 - v) * (factor - 1) : v * factor)));
  return [f(color[0]), f(color[1]), f(color[2])];
}

/** Signed distance (pixels, negative inside) from a point to a shape. */
type Distance = (x: number, y: number) => number;

export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  /** A vertical gradient from `top` to `bottom`. */
  background(top: Rgb, bottom: Rgb) {
    for (let y = 0; y < this.height; y++) {
      const t = y / (this.height - 1);
      for (let x = 0; x < this.width; x++) {
        const i = (y * this.width + x) * 3;
        for (let c = 0; c < 3; c++)
          this.pixels[i + c] = Math.round((top[c] as number) * (1 - t) + (bottom[c] as number) * t);
      }
    }
  }

  private fill(distance: Distance, color: Rgb, box: [number, number, number, number], opacity: number) {
    const [x0, y0, x1, y1] = box.map((v, i) =>
      Math.max(0, Math.min(i % 2 === 0 ? this.width : this.height, Math.floor(v) + (i >= 2 ? 2 : -1))),
    ) as [number, number, number, number];
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const coverage = Math.max(0, Math.min(1, 0.5 - distance(x + 0.5, y + 0.5))) * opacity;
        if (coverage <= 0) continue;
        const i = (y * this.width + x) * 3;
        for (let c = 0; c < 3; c++) {
          const p = this.pixels[i + c] as number;
          this.pixels[i + c] = Math.round(p + ((color[c] as number) - p) * coverage);
        }
      }
    }
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb, opacity = 1) {
    const r = Math.min(rx, ry);
    this.fill(
      (x, y) => (Math.hypot((x - cx) / rx, (y - cy) / ry) - 1) * r,
      color,
      [cx - rx, cy - ry, cx + rx, cy + ry],
      opacity,
    );
  }

  roundRect(x: number, y: number, w: number, h: number, radius: number, color: Rgb, opacity = 1) {
    const cx = x + w / 2;
    const cy = y + h / 2;
    const r = Math.min(radius, w / 2, h / 2);
    this.fill(
      (px, py) => {
        const qx = Math.abs(px - cx) - w / 2 + r;
        const qy = Math.abs(py - cy) - h / 2 + r;
        return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
      },
      color,
      [x, y, x + w, y + h],
      opacity,
    );
  }

  /** A convex polygon, points in either winding. */
  polygon(points: readonly [number, number][], color: Rgb, opacity = 1) {
    const n = points.length;
    let area = 0;
    for (let i = 0; i < n; i++) {
      const [ax, ay] = points[i] as [number, number];
      const [bx, by] = points[(i + 1) % n] as [number, number];
      area += ax * by - bx * ay;
    }
    const sign = area > 0 ? 1 : -1;
    const edges = points.map(([ax, ay], i) => {
      const [bx, by] = points[(i + 1) % n] as [number, number];
      const len = Math.hypot(bx - ax, by - ay) || 1;
      // Outward normal for this winding.
      return { ax, ay, nx: (sign * (by - ay)) / len, ny: (sign * -(bx - ax)) / len };
    });
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    this.fill(
      (x, y) => Math.max(...edges.map((e) => (x - e.ax) * e.nx + (y - e.ay) * e.ny)),
      color,
      [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
      opacity,
    );
  }

  png(): Buffer {
    return encodePng(this.width, this.height, this.pixels);
  }
}
