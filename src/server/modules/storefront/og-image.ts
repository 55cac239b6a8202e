import { createHash } from 'node:crypto';
import { encodePng } from './png-encoder.ts';

/** The size link previews use (WhatsApp, Facebook): they do not take SVG, so this is a PNG. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const DEFAULT_COLOR = '#e53e3e';
/** Bump when the drawing changes, so cached copies are revalidated. */
const VERSION = 1;

const O = '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0';
const P = '0,6 0,0 3,0 4,1 4,2 3,3 0,3';

/**
 * A small stroke font for the shop's initial: each glyph is a few polylines on a 4 × 6 grid
 * (x right, y down; strokes split by '|', points by spaces), drawn with a thick round pen.
 */
const GLYPHS: Record<string, string> = {
  A: '0,6 2,0 4,6|0.7,4 3.3,4',
  B: '0,3 0,0 3,0 4,0.8 4,2.2 3,3 0,3 0,6 3,6 4,5.2 4,3.8 3,3',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0',
  E: '4,0 0,0 0,6 4,6|0,3 3,3',
  F: '4,0 0,0 0,6|0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.2 2.2,3.2',
  H: '0,0 0,6|4,0 4,6|0,3 4,3',
  I: '2,0 2,6|1,0 3,0|1,6 3,6',
  J: '4,0 4,5 3,6 1,6 0,5',
  K: '0,0 0,6|4,0 0,4|1.4,2.6 4,6',
  L: '0,0 0,6 4,6',
  M: '0,6 0,0 2,3.5 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  O,
  P,
  Q: `${O}|2.6,4.6 4.2,6.2`,
  R: `${P}|2,3 4,6`,
  S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '0,0 4,0|2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,2.5 3,6 4,0',
  X: '0,0 4,6|4,0 0,6',
  Y: '0,0 2,3 4,0|2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
  '0': `${O}|3.4,1.2 0.6,4.8`,
  '1': '0.8,1.2 2,0 2,6|0.8,6 3.2,6',
  '2': '0,1 1,0 3,0 4,1 4,2.2 0,6 4,6',
  '3': '0,1 1,0 3,0 4,1 4,2 3,3 4,4 4,5 3,6 1,6 0,5|1.5,3 3,3',
  '4': '3,6 3,0 0,4 4,4',
  '5': '4,0 0.3,0 0,3 3,3 4,4 4,5 3,6 1,6 0,5',
  '6': '3.5,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3',
  '7': '0,0 4,0 1.5,6',
  '8': '1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3',
  '9': '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 0.5,6',
};

/** A glyph's strokes as lists of grid points. */
export function glyphStrokes(initial: string): [number, number][][] {
  const source = GLYPHS[initial];
  if (!source) return [];
  return source.split('|').map((stroke) =>
    stroke.split(' ').map((point) => {
      const [x, y] = point.split(',').map(Number);
      return [x ?? 0, y ?? 0];
    }),
  );
}

/** The letter or digit the picture shows: the name's first one, accents removed ('É' → 'E'); '' when none. */
export function initialOf(name: string): string {
  const plain = name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  return /[A-Z0-9]/.exec(plain)?.[0] ?? '';
}

function parseColor(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(hex) ?? /^#([0-9a-f]{6})$/i.exec(DEFAULT_COLOR);
  const n = Number.parseInt(m?.[1] ?? 'e53e3e', 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Distance from (px, py) to the segment a–b. */
function distanceToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSq = dx * dx + dy * dy;
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSq));
  const cx = ax + t * dx - px;
  const cy = ay + t * dy - py;
  return Math.sqrt(cx * cx + cy * cy);
}

/** The key of one picture: what it depends on, so that equal shops share it and ETag matches. */
export function ogImageKey(name: string, themeColor: string): { initial: string; color: string; etag: string } {
  const initial = initialOf(name);
  const color = /^#[0-9a-f]{6}$/i.test(themeColor) ? themeColor.toLowerCase() : DEFAULT_COLOR;
  const hash = createHash('sha256').update(`${VERSION}|${initial}|${color}`).digest('hex').slice(0, 20);
  return { initial, color, etag: `"og-${hash}"` };
}

/**
 * A shop's link-preview picture when it has no photo: its colour, a round badge and its initial,
 * 1200 × 630, anti-aliased (each pixel's cover of the shapes, from its distance to their edges).
 */
export function renderOgImage(initial: string, color: string): Buffer {
  const bg = parseColor(color);
  const light = luminance(bg) > 0.7;
  const badge: [number, number, number] = light ? [26, 32, 44] : [255, 255, 255];
  const ink: [number, number, number] = light ? [255, 255, 255] : bg;
  const pixels = new Uint8Array(OG_WIDTH * OG_HEIGHT * 3);

  const cx = OG_WIDTH / 2;
  const cy = OG_HEIGHT / 2;
  const radius = 220;
  const unit = 44; // glyph grid 4 × 6 → 176 × 264 px
  const pen = 19; // half the stroke width
  const gx = cx - 2 * unit;
  const gy = cy - 3 * unit;
  const segments: [number, number, number, number][] = [];
  for (const stroke of glyphStrokes(initial)) {
    for (let i = 1; i < stroke.length; i++) {
      const a = stroke[i - 1] as [number, number];
      const b = stroke[i] as [number, number];
      segments.push([gx + a[0] * unit, gy + a[1] * unit, gx + b[0] * unit, gy + b[1] * unit]);
    }
  }

  const reach = pen + 1;
  const glyphBox = {
    left: gx - reach,
    right: gx + 4.2 * unit + reach,
    top: gy - reach,
    bottom: gy + 6.2 * unit + reach,
  };

  for (let y = 0; y < OG_HEIGHT; y++) {
    // A gentle shade towards the bottom gives the flat colour some depth.
    const shade = 1 - 0.12 * (y / OG_HEIGHT);
    for (let x = 0; x < OG_WIDTH; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      let rgb: [number, number, number] = [bg[0] * shade, bg[1] * shade, bg[2] * shade];
      const fromCenter = Math.hypot(px - cx, py - cy);
      const badgeCover = Math.max(0, Math.min(1, radius + 0.5 - fromCenter));
      if (badgeCover > 0) {
        rgb = mix(rgb, badge, badgeCover);
        const inGlyphBox = px > glyphBox.left && px < glyphBox.right && py > glyphBox.top && py < glyphBox.bottom;
        if (segments.length > 0 && inGlyphBox) {
          let d = Number.POSITIVE_INFINITY;
          for (const [ax, ay, bx, by] of segments) d = Math.min(d, distanceToSegment(px, py, ax, ay, bx, by));
          const glyphCover = Math.max(0, Math.min(1, pen + 0.5 - d));
          if (glyphCover > 0) rgb = mix(rgb, ink, glyphCover);
        }
      }
      const o = (y * OG_WIDTH + x) * 3;
      pixels[o] = Math.round(rgb[0]);
      pixels[o + 1] = Math.round(rgb[1]);
      pixels[o + 2] = Math.round(rgb[2]);
    }
  }
  return encodePng(OG_WIDTH, OG_HEIGHT, pixels);
}

function mix(a: [number, number, number], b: [number, number, number], t: number): [number, number, number] {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

const cache = new Map<string, Buffer>();
const CACHE_MAX = 200;

/** The picture for a key, drawn once per process and kept (a few hundred at most, ~30 KB each). */
export function cachedOgImage(key: { initial: string; color: string; etag: string }): Buffer {
  const hit = cache.get(key.etag);
  if (hit) return hit;
  const png = renderOgImage(key.initial, key.color);
  if (cache.size >= CACHE_MAX) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key.etag, png);
  return png;
}
