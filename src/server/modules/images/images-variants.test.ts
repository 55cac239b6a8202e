import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { images, imageVariants } from '../../db/schema/products.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { makePng } from '../../test/png.ts';
import { variantWidths } from './image-variants.ts';
import { storedImageBytes } from './images-queries.ts';
import { BACKFILL_MAX_WAITING, backfillVariants } from './images-service.ts';

const ctx = setupTestContext();

type Shop = Awaited<ReturnType<typeof registerAndLogin>>;
let address = 0;

async function upload(shop: Shop, payload: Buffer, contentType = 'image/png') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { 'content-type': contentType, cookie: shop.cookie },
    payload,
    remoteAddress: `10.98.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
  });
}

async function uploadId(shop: Shop, payload: Buffer): Promise<string> {
  const res = await upload(shop, payload);
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers, remoteAddress: '10.97.0.1' });

async function variantsOf(id: string) {
  return ctx.database.db
    .select({ width: imageVariants.width, height: imageVariants.height, storeId: imageVariants.storeId })
    .from(imageVariants)
    .where(eq(imageVariants.imageId, id))
    .orderBy(imageVariants.width);
}

/** A photo-like JPEG (a gradient, so its variants are not trivially small) with EXIF data. */
async function jpegWithExif(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) raw.set([(x * 255) / width, (y * 255) / height, 120], (y * width + x) * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Copyright: 'Loja Teste', Artist: 'Fulano' } })
    .toBuffer();
}

describe('image variants', () => {
  it('picks the stored widths: the standard ones below the image, and its own width up to 1200', () => {
    expect(variantWidths(2000)).toEqual([160, 320, 640, 1200]);
    expect(variantWidths(1200)).toEqual([160, 320, 640, 1200]);
    expect(variantWidths(800)).toEqual([160, 320, 640, 800]);
    expect(variantWidths(320)).toEqual([160, 320]);
    expect(variantWidths(100)).toEqual([100]);
  });

  it('stores WebP variants of an upload at each width, without metadata, counted in the quota', async () => {
    const shop = await registerAndLogin(ctx.app);
    const jpeg = await jpegWithExif(1500, 1000);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const id = await uploadId(shop, jpeg);

    const rows = await variantsOf(id);
    expect(rows.map((r) => [r.width, r.height])).toEqual([
      [160, 107],
      [320, 213],
      [640, 427],
      [1200, 800],
    ]);
    expect(rows.every((r) => r.storeId === shop.id)).toBe(true);

    let variantBytes = 0;
    for (const { width, height } of rows) {
      const res = await get(`/api/images/${id}?w=${width}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
      expect(meta.exif).toBeUndefined();
      variantBytes += res.rawPayload.length;
    }
    const stored = (await get(`/api/images/${id}`)).rawPayload;
    expect(await storedImageBytes(ctx.database.db, shop.id)).toBe(stored.length + variantBytes);
  });

  it('stores the uploaded photo itself without its EXIF (GPS position, camera), as the variants are', async () => {
    const shop = await registerAndLogin(ctx.app);
    const gps = {
      GPSLatitudeRef: 'S',
      GPSLatitude: '23/1 33/1 1234/100',
      GPSLongitudeRef: 'W',
      GPSLongitude: '46/1 38/1 1/1',
      GPSMapDatum: 'DATUM-DO-TESTE',
    };
    const photo = await sharp(await jpegWithExif(400, 300))
      .withExif({ IFD0: { Make: 'CameraDoTeste', Artist: 'Fulano' }, IFD3: gps })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.exif).toBeDefined();
    expect(photo.includes('DATUM-DO-TESTE')).toBe(true);
    expect(photo.includes('CameraDoTeste')).toBe(true);

    const res = await upload(shop, photo, 'image/jpeg');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ contentType: 'image/jpeg', width: 400, height: 300 });
    const original = await get(`/api/images/${res.json().id}`);
    expect(original.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(original.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 300]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    for (const text of ['DATUM-DO-TESTE', 'CameraDoTeste', 'Fulano', 'Exif']) {
      expect(original.rawPayload.includes(text), text).toBe(false);
    }
    expect(res.json().byteSize).toBe(original.rawPayload.length);
  });

  it('turns a photo upright by its EXIF orientation before the orientation goes, and keeps a clean file as it is', async () => {
    const shop = await registerAndLogin(ctx.app);
    // Taken sideways: 300 × 200 pixels that the camera says to turn 90° (orientation 6).
    const sideways = await sharp(await jpegWithExif(300, 200))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const res = await upload(shop, sideways, 'image/jpeg');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 200, height: 300 });
    const meta = await sharp((await get(`/api/images/${res.json().id}`)).rawPayload).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([200, 300, undefined]);

    // A file with nothing to drop (what the web app sends, drawn on a canvas) is stored byte for byte.
    const clean = await sharp(await jpegWithExif(120, 80)).toBuffer();
    expect((await sharp(clean).metadata()).exif).toBeUndefined();
    const kept = await upload(shop, clean, 'image/jpeg');
    expect((await get(`/api/images/${kept.json().id}`)).rawPayload.equals(clean)).toBe(true);
    const png = makePng(40, 30);
    const keptPng = await upload(shop, png);
    expect((await get(`/api/images/${keptPng.json().id}`)).rawPayload.equals(png)).toBe(true);
  });

  it('never enlarges: a small image has its own width as the largest variant', async () => {
    const shop = await registerAndLogin(ctx.app);
    const id = await uploadId(shop, makePng(300, 200));
    expect((await variantsOf(id)).map((r) => [r.width, r.height])).toEqual([
      [160, 107],
      [300, 200],
    ]);
    const res = await get(`/api/images/${id}?w=1200`);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(300);
  });

  it('refuses a file whose header is valid but whose data does not decode', async () => {
    const shop = await registerAndLogin(ctx.app);
    const broken = Buffer.concat([makePng(50, 50).subarray(0, 33), Buffer.alloc(200, 7)]);
    const res = await upload(shop, broken);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Não foi possível ler esta imagem. Tente outra foto.');
  });
});

describe('GET /api/images/:id?w=', () => {
  it('serves the nearest stored width at least as wide as asked, cached for a year with its own ETag', async () => {
    const shop = await registerAndLogin(ctx.app);
    const id = await uploadId(shop, await jpegWithExif(1500, 1000));
    for (const [asked, served] of [
      [1, 160],
      [160, 160],
      [161, 320],
      [320, 320],
      [500, 640],
      [641, 1200],
      [5000, 1200],
    ] as const) {
      const res = await get(`/api/images/${id}?w=${asked}`);
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(served);
      expect(res.headers.etag).toBe(`"${id}-${served}"`);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const again = await get(`/api/images/${id}?w=320`, { 'if-none-match': `"${id}-320"` });
    expect(again.statusCode).toBe(304);
    // Without w: the uploaded file itself, as before.
    const original = await get(`/api/images/${id}`);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers.etag).toBe(`"${id}"`);
  });

  it('answers 400 for a width that is not a whole number from 1 to 5000, and 404 for an unknown id', async () => {
    const shop = await registerAndLogin(ctx.app);
    const id = await uploadId(shop, makePng(20, 20));
    for (const w of ['0', '-5', '1.5', 'abc', '', '5001', '99999', '1e3', '0320']) {
      const res = await get(`/api/images/${id}?w=${encodeURIComponent(w)}`);
      expect(res.statusCode, `w=${w}`).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'invalid_input',
        fields: { w: expect.stringContaining('Largura') },
      });
    }
    const unknown = await get('/api/images/00000000-0000-4000-8000-000000000000?w=320');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Imagem não encontrada.');
    expect((await get('/api/images/nope?w=320')).statusCode).toBe(404);
  });

  it('makes the variants of an image stored before they existed on its first request, once', async () => {
    const shop = await registerAndLogin(ctx.app);
    const id = await uploadId(shop, await jpegWithExif(700, 500));
    await ctx.database.db.delete(imageVariants).where(eq(imageVariants.imageId, id));
    const before = await storedImageBytes(ctx.database.db, shop.id);

    // Several requests at once: one back-fill, every answer the right width.
    const answers = await Promise.all([320, 320, 640, 160, 1200].map((w) => get(`/api/images/${id}?w=${w}`)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const widths = await Promise.all(answers.map(async (r) => (await sharp(r.rawPayload).metadata()).width));
    expect(widths).toEqual([320, 320, 640, 160, 700]);
    expect(answers.every((r) => r.headers['content-type'] === 'image/webp')).toBe(true);

    const rows = await variantsOf(id);
    expect(rows.map((r) => r.width)).toEqual([160, 320, 640, 700]);
    expect(rows.every((r) => r.storeId === shop.id)).toBe(true);
    // The back-filled variants count in the shop's quota.
    expect(await storedImageBytes(ctx.database.db, shop.id)).toBeGreaterThan(before);
  });

  it('serves the file itself, briefly cached, when its variants cannot be made', async () => {
    const shop = await registerAndLogin(ctx.app);
    // Stored before variants existed, with a header that reads but data that does not decode.
    const broken = Buffer.concat([makePng(50, 50).subarray(0, 33), Buffer.alloc(200, 7)]);
    const [row] = await ctx.database.db
      .insert(images)
      .values({
        storeId: shop.id,
        contentType: 'image/png',
        data: broken,
        byteSize: broken.length,
        width: 50,
        height: 50,
      })
      .returning({ id: images.id });
    const id = row?.id ?? '';
    for (let i = 0; i < 2; i++) {
      const res = await get(`/api/images/${id}?w=320`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.rawPayload.equals(broken)).toBe(true);
    }
    expect(await variantsOf(id)).toEqual([]);
  });

  it(`waits for at most ${BACKFILL_MAX_WAITING} back-fills at once; past that, the file itself`, async () => {
    const shop = await registerAndLogin(ctx.app);
    const ids: string[] = [];
    for (let i = 0; i < BACKFILL_MAX_WAITING + 4; i++) ids.push(await uploadId(shop, makePng(400, 300)));
    await ctx.database.db.delete(imageVariants).where(eq(imageVariants.storeId, shop.id));
    // Started in one tick, as many requests at once would: the first ones queue, the rest do not wait.
    const started = ids.map((id) => backfillVariants(ctx.database.db, id));
    expect(await Promise.all(started)).toEqual(ids.map((_, i) => i < BACKFILL_MAX_WAITING));
    const answers = await Promise.all(ids.map((id) => get(`/api/images/${id}?w=160`)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    // Asked again, the rest get theirs.
    for (const id of ids) expect((await get(`/api/images/${id}?w=160`)).headers['content-type']).toBe('image/webp');
  });
});

describe("another shop's images", () => {
  it('cannot be deleted or taken by another shop; deleting its own photo deletes the variants', async () => {
    const owner = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const photo = await uploadId(owner, makePng(400, 300));
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: other.cookie },
      payload: { name: 'Pão de queijo', priceCents: 500, imageId: photo },
    });
    expect(created.statusCode).toBe(400);
    expect(await storedImageBytes(ctx.database.db, other.id)).toBe(0);
    expect((await variantsOf(photo)).map((r) => r.width)).toEqual([160, 320, 400]);

    // The owner's product takes it, then drops it: the image and its variants go.
    const product = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: owner.cookie },
      payload: { name: 'Pão de queijo', priceCents: 500, imageId: photo },
    });
    expect(product.statusCode).toBe(201);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.json().id}`,
      headers: { cookie: owner.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(await variantsOf(photo)).toEqual([]);
    expect((await get(`/api/images/${photo}?w=320`)).statusCode).toBe(404);
    const [left] = (
      (await ctx.database.db.execute(
        sql`select count(*)::int as n from image_variants where store_id = ${owner.id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(left?.n).toBe(0);
  });
});
