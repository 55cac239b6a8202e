import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ReactNode } from 'react';
import { messages } from '../../../shared/errors.ts';
import { TooManyRequestsError } from '../../errors.ts';
import type { BoxedImage, ImageBox } from '../images/image-variants.ts';
import { loadSharp } from '../images/image-variants.ts';

/** The size link previews use (WhatsApp, Facebook): they do not take SVG, so this is a PNG. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const DEFAULT_COLOR = '#e53e3e';
/** Bump when the drawing changes, so cached copies are revalidated. */
const VERSION = 2;
/** Product photos the picture shows at most. */
export const PREVIEW_PHOTOS = 4;
/** The words under the shop's name: what a visitor gets by following the link. */
export const PREVIEW_TAGLINE = 'Peça online e ganhe pontos';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OWN_IMAGE = /^\/api\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * Everything the picture draws, read with the shop's page (storefront-service.ts), so that it
 * changes exactly when one of them does. Images are their stored ids: an uploaded image never
 * changes (a new photo is a new id).
 */
export interface PreviewSource {
  nome: string;
  /** The theme colour, #rrggbb in lower case. */
  color: string;
  segmento: string;
  cidade: string;
  /** The logo's image id when it is one of our uploads; a logo kept as an https link is not drawn (never fetched). */
  logoId: string | null;
  /** The first products with a photo, in the storefront's order (at most PREVIEW_PHOTOS). */
  photoIds: string[];
}

/** A shop's picture as its page holds it: what it draws, and the version and ETag of the result. */
export interface ShopPreview {
  source: PreviewSource;
  /** A hash of what the picture draws (and of the drawing's VERSION). */
  version: string;
  etag: string;
}

/** The id of one of our uploaded images, kept as an id or as its /api/images/{id} address; otherwise null. */
export function ownImageId(value: string | null | undefined): string | null {
  if (!value) return null;
  if (UUID.test(value)) return value.toLowerCase();
  return OWN_IMAGE.exec(value)?.[1]?.toLowerCase() ?? null;
}

/** What a shop's picture draws, from its public profile, theme colour and products (in the storefront's order). */
export function shopPreviewOf(
  store: { nomeEmpresa: string; segmento: string; cidade: string; logo: string | null },
  themeColor: string,
  products: { imageId: string | null }[],
): ShopPreview {
  const source: PreviewSource = {
    nome: store.nomeEmpresa.trim(),
    color: /^#[0-9a-f]{6}$/i.test(themeColor) ? themeColor.toLowerCase() : DEFAULT_COLOR,
    segmento: store.segmento.trim(),
    cidade: store.cidade.trim(),
    logoId: ownImageId(store.logo),
    photoIds: products
      .map((p) => ownImageId(p.imageId))
      .filter((id): id is string => id !== null)
      .slice(0, PREVIEW_PHOTOS),
  };
  const version = createHash('sha256')
    .update(JSON.stringify([VERSION, source]))
    .digest('hex')
    .slice(0, 20);
  return { source, version, etag: `"og-${version}"` };
}

/** The letter or digit the badge shows: the name's first one, accents removed ('É' → 'E'); '' when none. */
export function initialOf(name: string): string {
  const plain = name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  return /[A-Z0-9]/.exec(plain)?.[0] ?? '';
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255;
}

// --- Layout (1200 × 630): the shop on the left, its first product photos as tiles on the right.

const PAD = 64;
const GAP = 16;
const COLUMN_GAP = 48;
const GRID = { width: 480, height: OG_HEIGHT - 2 * PAD };
const LOGO_BOX = 128;
const LOGO_INSET = 12;
/** Where the grid of photos starts in the picture. */
const GRID_LEFT = OG_WIDTH - PAD - GRID.width;
const TILE_RADIUS = 28;
const HALF_W = (GRID.width - GAP) / 2;
const HALF_H = (GRID.height - GAP) / 2;

/** Where each photo goes for 1 to 4 photos: left, top, width, height inside the grid. */
export function tileBoxes(count: number): { left: number; top: number; width: number; height: number }[] {
  const full = { width: GRID.width, height: GRID.height };
  const right = HALF_W + GAP;
  const low = HALF_H + GAP;
  switch (Math.min(count, PREVIEW_PHOTOS)) {
    case 0:
      return [];
    case 1:
      return [{ left: 0, top: 0, ...full }];
    case 2:
      return [
        { left: 0, top: 0, width: HALF_W, height: GRID.height },
        { left: right, top: 0, width: HALF_W, height: GRID.height },
      ];
    case 3:
      return [
        { left: 0, top: 0, width: HALF_W, height: GRID.height },
        { left: right, top: 0, width: HALF_W, height: HALF_H },
        { left: right, top: low, width: HALF_W, height: HALF_H },
      ];
    default:
      return [
        { left: 0, top: 0, width: HALF_W, height: HALF_H },
        { left: right, top: 0, width: HALF_W, height: HALF_H },
        { left: 0, top: low, width: HALF_W, height: HALF_H },
        { left: right, top: low, width: HALF_W, height: HALF_H },
      ];
  }
}

/** The box the logo is fitted into (whole, inside the white rounded square). */
export const LOGO_IMAGE_BOX: ImageBox = {
  width: LOGO_BOX - 2 * LOGO_INSET,
  height: LOGO_BOX - 2 * LOGO_INSET,
  fit: 'contain',
};

/** The images a picture takes, already fitted to their boxes (read from the database by the caller). */
export interface PreviewImages {
  logo: BoxedImage | null;
  /** In tile order; the photos that could not be read are left out. */
  photos: BoxedImage[];
}

type Style = Record<string, string | number>;
interface Element {
  type: string;
  props: { style?: Style; children?: Child | Child[]; [attribute: string]: unknown };
}
type Child = Element | string | null;

function el(type: string, style: Style, ...children: Child[]): Element {
  return { type, props: { style, children } };
}

const dataUri = (image: BoxedImage) => `data:${image.contentType};base64,${image.data.toString('base64')}`;

/** A shopping bag (lucide's), for a name without a letter or digit to show. */
function bagIcon(color: string, size: number): Element {
  const path = (d: string): Element => ({ type: 'path', props: { d } });
  return {
    type: 'svg',
    props: {
      width: size,
      height: size,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: color,
      'stroke-width': 2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      children: [
        path('M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4Z'),
        path('M3 6h18'),
        path('M16 10a4 4 0 0 1-8 0'),
      ],
    },
  };
}

/** The name's size: large for a short name, smaller as it grows (two lines at most either way). */
function nameSize(name: string, wide: boolean): number {
  const n = [...name].length;
  if (wide) return n <= 18 ? 92 : n <= 34 ? 76 : 60;
  return n <= 12 ? 80 : n <= 26 ? 66 : 54;
}

/** The element tree of the picture, for satori. */
export function previewTree(source: PreviewSource, images: PreviewImages): Element {
  const light = luminance(source.color) > 0.7;
  // Dark ink on a light colour, white on a dark one; `paper` is the other of the two.
  const ink = light ? '#1a202c' : '#ffffff';
  const paper = light ? '#ffffff' : source.color;
  const soft = light ? 'rgba(26, 32, 44, 0.72)' : 'rgba(255, 255, 255, 0.85)';
  const photos = images.photos.slice(0, PREVIEW_PHOTOS);
  const wide = photos.length === 0;
  const initial = initialOf(source.nome);

  // The logo whole in a white rounded square, or the initial (a bag without one) in the ink's.
  const markBox: Style = {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: LOGO_BOX,
    height: LOGO_BOX,
    borderRadius: 32,
    boxShadow: '0 8px 24px rgba(0, 0, 0, 0.18)',
  };
  const mark = images.logo
    ? el(
        'div',
        { ...markBox, backgroundColor: '#ffffff' },
        {
          type: 'img',
          props: { src: dataUri(images.logo), width: LOGO_IMAGE_BOX.width, height: LOGO_IMAGE_BOX.height },
        },
      )
    : el(
        'div',
        { ...markBox, backgroundColor: ink, color: paper, fontSize: 76, fontWeight: 800 },
        initial || bagIcon(paper, 64),
      );

  const details = [source.segmento, source.cidade].filter(Boolean).join(' · ');
  const text = el(
    'div',
    { display: 'flex', flexDirection: 'column' },
    el(
      'div',
      {
        display: 'block',
        fontSize: nameSize(source.nome, wide),
        fontWeight: 800,
        lineHeight: 1.08,
        letterSpacing: -1.5,
        color: ink,
        lineClamp: 2,
        textOverflow: 'ellipsis',
        overflowWrap: 'anywhere',
      },
      source.nome,
    ),
    details
      ? el(
          'div',
          {
            display: 'block',
            marginTop: 18,
            fontSize: 30,
            fontWeight: 400,
            color: soft,
            lineClamp: 1,
            textOverflow: 'ellipsis',
          },
          details,
        )
      : null,
  );

  const tagline = el(
    'div',
    { display: 'flex' },
    el(
      'div',
      {
        display: 'flex',
        alignItems: 'center',
        padding: '14px 28px',
        borderRadius: 999,
        backgroundColor: ink,
        color: paper,
        fontSize: 28,
        fontWeight: 600,
      },
      PREVIEW_TAGLINE,
    ),
  );

  const column = el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      width: wide ? OG_WIDTH - 2 * PAD : OG_WIDTH - 2 * PAD - COLUMN_GAP - GRID.width,
      height: GRID.height,
      flexShrink: 0,
    },
    mark,
    text,
    tagline,
  );

  const grid = el(
    'div',
    { display: 'flex', position: 'relative', width: GRID.width, height: GRID.height, flexShrink: 0 },
    // The tiles' places; their shadows and photos are laid in by sharp (renderPreview).
    ...tileBoxes(photos.length).map((box) =>
      el('div', {
        display: 'flex',
        position: 'absolute',
        left: box.left,
        top: box.top,
        width: box.width,
        height: box.height,
        borderRadius: TILE_RADIUS,
        backgroundColor: '#ffffff',
      }),
    ),
  );

  // Without photos, two soft rings fill the right-hand side, so that the picture still looks composed.
  const rings = wide
    ? [
        el('div', {
          position: 'absolute',
          right: -140,
          top: -160,
          width: 560,
          height: 560,
          borderRadius: 999,
          backgroundColor: light ? 'rgba(26, 32, 44, 0.06)' : 'rgba(255, 255, 255, 0.10)',
        }),
        el('div', {
          position: 'absolute',
          right: 120,
          bottom: -220,
          width: 440,
          height: 440,
          borderRadius: 999,
          backgroundColor: light ? 'rgba(26, 32, 44, 0.05)' : 'rgba(255, 255, 255, 0.07)',
        }),
      ]
    : [];

  return el(
    'div',
    {
      display: 'flex',
      position: 'relative',
      width: OG_WIDTH,
      height: OG_HEIGHT,
      padding: PAD,
      gap: COLUMN_GAP,
      fontFamily: 'Inter',
      backgroundColor: source.color,
    },
    ...rings,
    column,
    photos.length > 0 ? grid : null,
  );
}

const requireFromHere = createRequire(import.meta.url);
const FONT_FILES = [
  ['inter-latin-400-normal.woff', 400],
  ['inter-latin-ext-400-normal.woff', 400],
  ['inter-latin-600-normal.woff', 600],
  ['inter-latin-ext-600-normal.woff', 600],
  ['inter-latin-800-normal.woff', 800],
  ['inter-latin-ext-800-normal.woff', 800],
] as const;

const FONT_SUBSETS = ['latin', 'latin-ext'];

type Satori = typeof import('satori').default;
type Fonts = Parameters<Satori>[1]['fonts'];
interface Renderer {
  satori: Satori;
  fonts: Fonts;
  /** The code points the fonts' subsets cover, as [first, last] ranges. */
  covered: [number, number][];
}
let loading: Promise<Renderer> | undefined;

/** 'U+0000-00FF,U+0131' (a subset's ranges in @fontsource's unicode.json) as [first, last] pairs. */
export function parseUnicodeRanges(text: string): [number, number][] {
  return text.split(',').map((range) => {
    const [first = '0', last = first] = range.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
  });
}

/**
 * The text as the fonts can draw it: characters outside their subsets (an emoji, a star, another
 * script) are left out rather than drawn as a 'no glyph' box, control characters too, and runs of
 * spaces become one.
 */
export function drawableText(text: string, covered: [number, number][]): string {
  return [...text.normalize('NFC')]
    .map((ch) => {
      const cp = ch.codePointAt(0) ?? 0;
      if (/\s/u.test(ch)) return ' ';
      if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) return '';
      return covered.some(([first, last]) => cp >= first && cp <= last) ? ch : '';
    })
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * satori and the fonts, loaded on the first picture: Inter from @fontsource/inter in node_modules
 * (resolved from this file, so from dist/ too), latin for Portuguese and latin-ext beside it. One
 * array for every render: satori keeps the parsed fonts with it.
 */
function loadRenderer(): Promise<Renderer> {
  loading ??= (async () => {
    const [{ default: satori }, subsets, ...files] = await Promise.all([
      import('satori'),
      readFile(requireFromHere.resolve('@fontsource/inter/unicode.json'), 'utf8'),
      ...FONT_FILES.map(([file]) => readFile(requireFromHere.resolve(`@fontsource/inter/files/${file}`))),
    ]);
    const fonts: Fonts = FONT_FILES.map(([, weight], i) => ({
      name: 'Inter',
      data: files[i] as Buffer,
      weight,
      style: 'normal' as const,
    }));
    const ranges = JSON.parse(subsets) as Record<string, string>;
    const covered = FONT_SUBSETS.flatMap((subset) => parseUnicodeRanges(ranges[subset] ?? ''));
    return { satori, fonts, covered };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

type Overlay = { input: Buffer; raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
const shadowLayers = new Map<number, Promise<Overlay>>();

/**
 * The soft shadows under the tiles of `count` photos, over the whole picture: made once per
 * layout and process by sharp (librsvg drawing them as SVG filters took most of a render).
 */
function tileShadows(count: number): Promise<Overlay> {
  let layer = shadowLayers.get(count);
  if (!layer) {
    layer = (async () => {
      const sharp = await loadSharp();
      const rects = tileBoxes(count)
        .map(
          (b) =>
            `<rect x="${GRID_LEFT + b.left}" y="${PAD + b.top + 12}" width="${b.width}" height="${b.height}" rx="${TILE_RADIUS}" fill="#000" fill-opacity="0.24"/>`,
        )
        .join('');
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">${rects}</svg>`;
      const { data, info } = await sharp(Buffer.from(svg))
        .ensureAlpha()
        .blur(14)
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { input: data, raw: { width: info.width, height: info.height, channels: info.channels } };
    })();
    layer.catch(() => shadowLayers.delete(count));
    shadowLayers.set(count, layer);
  }
  return layer;
}

/** A photo cut to its tile's rounded corners, as raw RGBA pixels for sharp's composite. */
async function roundedTile(photo: BoxedImage, box: { width: number; height: number }) {
  const sharp = await loadSharp();
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}"><rect width="${box.width}" height="${box.height}" rx="${TILE_RADIUS}" ry="${TILE_RADIUS}"/></svg>`,
  );
  const { data, info } = await sharp(photo.data)
    .resize({ width: box.width, height: box.height, fit: 'cover' })
    .ensureAlpha()
    .composite([{ input: mask, blend: 'dest-in' }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { input: data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

/**
 * The picture as a PNG, 1200 × 630: satori lays it out and turns the text into paths with Inter,
 * sharp (librsvg) draws the SVG, and sharp lays the photos into their tiles (librsvg drawing them
 * from the SVG took most of a render: docs/benchmarks.md). Reduced to a palette of 256 colours
 * with dithering: a third of the bytes of a full-colour PNG once photos are in it.
 */
export async function renderPreview(source: PreviewSource, images: PreviewImages): Promise<Buffer> {
  const [{ satori, fonts, covered }, sharp] = await Promise.all([loadRenderer(), loadSharp()]);
  const shown = {
    ...source,
    nome: drawableText(source.nome, covered),
    segmento: drawableText(source.segmento, covered),
    cidade: drawableText(source.cidade, covered),
  };
  const photos = images.photos.slice(0, PREVIEW_PHOTOS);
  const boxes = tileBoxes(photos.length);
  const [svg, shadows, tiles] = await Promise.all([
    satori(previewTree(shown, { logo: images.logo, photos }) as unknown as ReactNode, {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      fonts,
    }),
    photos.length > 0 ? tileShadows(photos.length) : null,
    Promise.all(photos.map((photo, i) => roundedTile(photo, boxes[i] ?? { width: 1, height: 1 }))),
  ]);
  const { data, info } = await sharp(Buffer.from(svg))
    .composite([
      ...(shadows ? [{ ...shadows, left: 0, top: 0 }] : []),
      ...tiles.map((tile, i) => ({
        ...tile,
        left: GRID_LEFT + (boxes[i]?.left ?? 0),
        top: PAD + (boxes[i]?.top ?? 0),
      })),
    ])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The palette's quantisation at its lowest effort: a fifth of the default's time for photos, and
  // no difference to see at this size (docs/benchmarks.md).
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png({ palette: true, quality: 90, effort: 1, compressionLevel: 9 })
    .toBuffer();
}

/** The pictures kept in this process, and the renders running or waiting. */
export const PREVIEW_CACHE_LIMITS = {
  /** Pictures kept at most (least recently used go first). */
  maxEntries: 200,
  /** Bytes kept at most, over all pictures. */
  maxBytes: 32 * 1024 * 1024,
  /** Renders running or waiting at once; past it a new one answers 429. */
  maxWaiting: 16,
};

const cache = new Map<string, Buffer>();
let cachedBytes = 0;
const rendering = new Map<string, Promise<Buffer>>();
let queue: Promise<unknown> = Promise.resolve();

/** How many pictures and bytes this process keeps now. */
export function previewCacheSize(): { entries: number; bytes: number } {
  return { entries: cache.size, bytes: cachedBytes };
}

function keep(etag: string, png: Buffer): void {
  if (png.length > PREVIEW_CACHE_LIMITS.maxBytes) return;
  cache.set(etag, png);
  cachedBytes += png.length;
  for (const [oldest, bytes] of cache) {
    if (cache.size <= PREVIEW_CACHE_LIMITS.maxEntries && cachedBytes <= PREVIEW_CACHE_LIMITS.maxBytes) break;
    cache.delete(oldest);
    cachedBytes -= bytes.length;
  }
}

/**
 * A shop's picture for its ETag: drawn once per version and process, then served from memory.
 * Renders run one at a time (each holds the event loop for satori's layout), the requests for a
 * picture being drawn wait for it, and past `maxWaiting` different ones a request is refused
 * (429) rather than queued. `draw` reads the images and renders; a failure is not kept.
 */
export function cachedPreview(etag: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const hit = cache.get(etag);
  if (hit) {
    cache.delete(etag);
    cache.set(etag, hit);
    return Promise.resolve(hit);
  }
  const running = rendering.get(etag);
  if (running) return running;
  if (rendering.size >= PREVIEW_CACHE_LIMITS.maxWaiting) {
    return Promise.reject(new TooManyRequestsError(messages.tooManyRequests, 5));
  }
  const job = queue.then(draw).then((png) => {
    keep(etag, png);
    return png;
  });
  const settled = job.finally(() => rendering.delete(etag));
  rendering.set(etag, settled);
  queue = settled.catch(() => undefined);
  return settled;
}
