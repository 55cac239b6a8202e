import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../../errors.ts';
import { makePng } from '../../test/png.ts';
import { fitToBox } from '../images/image-variants.ts';
import {
  cachedPreview,
  drawableText,
  initialOf,
  LOGO_IMAGE_BOX,
  OG_HEIGHT,
  OG_WIDTH,
  PREVIEW_CACHE_LIMITS,
  PREVIEW_PHOTOS,
  type PreviewSource,
  parseUnicodeRanges,
  previewCacheSize,
  renderPreview,
  shopPreviewOf,
  tileBoxes,
} from './og-image.ts';

const shop = { nomeEmpresa: 'Padaria Pão Dourado', segmento: 'Padaria', cidade: 'São Paulo', logo: null };
const photo = () => ({ imageId: randomUUID() });

function source(overrides: Partial<PreviewSource> = {}): PreviewSource {
  return { ...shopPreviewOf(shop, '#b5651d', []).source, ...overrides };
}

/** Photos of one colour each, fitted to the tiles of `count` photos, as the service reads them. */
async function photos(colors: [number, number, number][]) {
  const boxes = tileBoxes(colors.length);
  return Promise.all(
    colors.map((rgb, i) => {
      const box = boxes[i];
      if (!box) throw new Error('no tile');
      return fitToBox(makePng(400, 300, rgb), { width: box.width, height: box.height, fit: 'cover' });
    }),
  );
}

async function pixel(png: Buffer, x: number, y: number) {
  const { data } = await sharp(png)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data];
}

/** Within a few levels of each channel (the photos are JPEGs and the PNG has a palette). */
function expectNear(actual: number[], expected: number[], tolerance = 8) {
  expect(actual).toHaveLength(expected.length);
  for (const [i, value] of actual.entries())
    expect(Math.abs(value - (expected[i] ?? 0)), `${actual}`).toBeLessThanOrEqual(tolerance);
}

describe("what a shop's link-preview picture draws, and its version", () => {
  it('keys the ETag on the name, colour, segment, city, logo and first photos', () => {
    const a = photo();
    const b = photo();
    const base = shopPreviewOf(shop, '#b5651d', [a, b]);
    expect(base.etag).toBe(`"og-${base.version}"`);
    expect(base.version).toMatch(/^[0-9a-f]{20}$/);
    const changed = [
      shopPreviewOf({ ...shop, nomeEmpresa: 'Padaria Pão de Ouro' }, '#b5651d', [a, b]),
      shopPreviewOf(shop, '#2b6cb0', [a, b]),
      shopPreviewOf({ ...shop, segmento: 'Café' }, '#b5651d', [a, b]),
      shopPreviewOf({ ...shop, cidade: 'Campinas' }, '#b5651d', [a, b]),
      shopPreviewOf({ ...shop, logo: randomUUID() }, '#b5651d', [a, b]),
      shopPreviewOf(shop, '#b5651d', [a, b, photo()]),
      shopPreviewOf(shop, '#b5651d', [b, a]),
      shopPreviewOf(shop, '#b5651d', [a]),
    ];
    for (const other of changed) expect(other.etag).not.toBe(base.etag);
    expect(new Set(changed.map((p) => p.etag)).size).toBe(changed.length);
  });

  it('keeps the ETag for what it does not draw: products without a photo, photos past the first four, the case of the colour', () => {
    const four = [photo(), photo(), photo(), photo()];
    const base = shopPreviewOf(shop, '#b5651d', four);
    expect(base.source.photoIds).toHaveLength(PREVIEW_PHOTOS);
    expect(shopPreviewOf(shop, '#B5651D', four).etag).toBe(base.etag);
    expect(shopPreviewOf(shop, '#b5651d', [{ imageId: null }, ...four, photo()]).etag).toBe(base.etag);
    expect(shopPreviewOf({ ...shop, nomeEmpresa: ' Padaria Pão Dourado ' }, '#b5651d', four).etag).toBe(base.etag);
  });

  it('draws only our own uploads (never fetched over the network), and the default colour for a malformed one', () => {
    const id = randomUUID();
    expect(shopPreviewOf({ ...shop, logo: id.toUpperCase() }, 'x', []).source).toMatchObject({
      logoId: id,
      color: '#e53e3e',
    });
    expect(shopPreviewOf({ ...shop, logo: `/api/images/${id}` }, 'red; drop', []).source.logoId).toBe(id);
    expect(
      shopPreviewOf({ ...shop, logo: 'https://cdn.example.com/logo.png' }, '#000000', []).source.logoId,
    ).toBeNull();
    expect(shopPreviewOf(shop, '#000000', [{ imageId: 'not-an-id' }]).source.photoIds).toEqual([]);
  });

  it('takes the first letter or digit of the name for the badge, without accents', () => {
    expect(initialOf('Épico Lanches')).toBe('E');
    expect(initialOf('  "çaí" do Zé')).toBe('C');
    expect(initialOf('7 Irmãos')).toBe('7');
    expect(initialOf('★★★')).toBe('');
  });

  it('leaves out characters the fonts cannot draw, and keeps Portuguese', () => {
    const covered = parseUnicodeRanges('U+0000-00FF,U+0131,U+0152-0153');
    expect(covered).toEqual([
      [0, 255],
      [0x131, 0x131],
      [0x152, 0x153],
    ]);
    expect(drawableText('Açaí  do João ★ 🍔\n Pães', covered)).toBe('Açaí do João Pães');
    // Decomposed accents (as some phones type them) are composed first.
    expect(drawableText('Cafe\u0301 Pa\u0303o', covered)).toBe('Café Pão');
    expect(drawableText('寿司', covered)).toBe('');
  });

  it('lays out one to four photos inside the grid, without overlaps', () => {
    for (let n = 1; n <= PREVIEW_PHOTOS; n++) {
      const boxes = tileBoxes(n);
      expect(boxes).toHaveLength(n);
      for (const [i, a] of boxes.entries()) {
        expect(a.left + a.width).toBeLessThanOrEqual(480);
        expect(a.top + a.height).toBeLessThanOrEqual(OG_HEIGHT - 128);
        for (const b of boxes.slice(i + 1)) {
          const apart =
            a.left + a.width <= b.left ||
            b.left + b.width <= a.left ||
            a.top + a.height <= b.top ||
            b.top + b.height <= a.top;
          expect(apart).toBe(true);
        }
      }
    }
    expect(tileBoxes(0)).toEqual([]);
    expect(tileBoxes(9)).toHaveLength(PREVIEW_PHOTOS);
  });
});

describe("rendering a shop's link-preview picture", () => {
  it('is a 1200 × 630 PNG in the shop colour, with a logo and photos', async () => {
    const logo = await fitToBox(makePng(64, 64, [20, 20, 200]), LOGO_IMAGE_BOX);
    const png = await renderPreview(source(), {
      logo,
      photos: await photos([
        [250, 250, 0],
        [0, 200, 0],
        [0, 0, 0],
      ]),
    });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', OG_WIDTH, OG_HEIGHT]);
    // The background is the theme colour, a corner of it anyway.
    expectNear(await pixel(png, 4, 4), [0xb5, 0x65, 0x1d], 3);
    // The first tile (tall, on the left of the grid) shows the first photo; the logo its blue.
    expectNear(await pixel(png, 1200 - 64 - 480 + 100, 315), [250, 250, 0]);
    expectNear(await pixel(png, 1200 - 64 - 100, 64 + 100), [0, 200, 0]);
    expectNear(await pixel(png, 1200 - 64 - 100, 630 - 64 - 100), [0, 0, 0]);
    const [r, g, b] = await pixel(png, 64 + 64, 64 + 64);
    expect(b).toBeGreaterThan(150);
    expect(r).toBeLessThan(60);
    expect(g).toBeLessThan(60);
  });

  it('draws without photos or logo (the initial in a badge), and differs from shop to shop', async () => {
    const blue = await renderPreview(source({ nome: 'Açaí da Praça', color: '#2b6cb0', cidade: 'Recife' }), {
      logo: null,
      photos: [],
    });
    const green = await renderPreview(source({ nome: 'Bar do Zé', color: '#2f855a' }), { logo: null, photos: [] });
    for (const png of [blue, green]) {
      const meta = await sharp(png).metadata();
      expect([meta.width, meta.height]).toEqual([OG_WIDTH, OG_HEIGHT]);
    }
    expectNear(await pixel(blue, 4, 4), [0x2b, 0x6c, 0xb0], 3);
    // The badge is white on a dark colour (its corner, away from the letter).
    expectNear(await pixel(blue, 64 + 20, 64 + 64), [255, 255, 255], 3);
    const [a, b] = await Promise.all([sharp(blue).stats(), sharp(green).stats()]);
    expect(Math.abs((a.channels[2]?.mean ?? 0) - (b.channels[2]?.mean ?? 0))).toBeGreaterThan(20);
    expect(a.channels.map((c) => c.stdev).some((s) => s > 10)).toBe(true);
  });

  it('uses dark ink on a light colour: the badge and the tagline turn dark', async () => {
    const png = await renderPreview(source({ color: '#ecc94b' }), { logo: null, photos: [] });
    const badge = await pixel(png, 64 + 20, 64 + 64);
    expect(Math.max(...badge)).toBeLessThan(60);
    const dark = await renderPreview(source({ color: '#2b6cb0' }), { logo: null, photos: [] });
    expect(Math.min(...(await pixel(dark, 64 + 20, 64 + 64)))).toBeGreaterThan(250);
  });

  it('draws a name of 200 characters, accents and characters the fonts lack without failing', async () => {
    for (const nome of [
      'Ã'.repeat(200),
      'Empório e Confeitaria São João das Tradições Mineiras — Pães, Doces & Salgados Artesanais '.repeat(3),
      '★★★ 🍔 寿司',
      '',
    ]) {
      const png = await renderPreview(source({ nome, segmento: 'Lanchonete açaí & cia', cidade: 'Maceió' }), {
        logo: null,
        photos: await photos([[200, 30, 30]]),
      });
      const meta = await sharp(png).metadata();
      expect([meta.width, meta.height], nome.slice(0, 10)).toEqual([OG_WIDTH, OG_HEIGHT]);
    }
  });
});

describe('the pictures kept in memory', () => {
  const etag = () => `"og-test-${randomUUID()}"`;

  it('draws each version once, for requests at the same time too, and does not keep a failure', async () => {
    let draws = 0;
    const draw = async () => {
      draws++;
      return Buffer.from('png');
    };
    const key = etag();
    const [a, b] = await Promise.all([cachedPreview(key, draw), cachedPreview(key, draw)]);
    expect(a).toBe(b);
    expect(await cachedPreview(key, draw)).toBe(a);
    expect(draws).toBe(1);

    const failing = etag();
    await expect(cachedPreview(failing, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cachedPreview(failing, draw)).toString()).toBe('png');
    expect(draws).toBe(2);
  });

  it(`keeps ${PREVIEW_CACHE_LIMITS.maxEntries} pictures at most, the least recently used going first`, async () => {
    const first = etag();
    await cachedPreview(first, async () => Buffer.from('first'));
    for (let i = 0; i < PREVIEW_CACHE_LIMITS.maxEntries; i++) await cachedPreview(etag(), async () => Buffer.alloc(8));
    expect(previewCacheSize().entries).toBeLessThanOrEqual(PREVIEW_CACHE_LIMITS.maxEntries);
    expect(previewCacheSize().bytes).toBeLessThanOrEqual(PREVIEW_CACHE_LIMITS.maxBytes);
    let drawnAgain = false;
    await cachedPreview(first, async () => {
      drawnAgain = true;
      return Buffer.from('first');
    });
    expect(drawnAgain).toBe(true);
  });

  it(`refuses a render past ${PREVIEW_CACHE_LIMITS.maxWaiting} waiting (429), and draws them one at a time`, async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let running = 0;
    let most = 0;
    const draw = async () => {
      running++;
      most = Math.max(most, running);
      await gate;
      running--;
      return Buffer.from('png');
    };
    const waiting = Array.from({ length: PREVIEW_CACHE_LIMITS.maxWaiting }, () => cachedPreview(etag(), draw));
    await expect(cachedPreview(etag(), draw)).rejects.toBeInstanceOf(TooManyRequestsError);
    release();
    await Promise.all(waiting);
    expect(most).toBe(1);
  });
});
