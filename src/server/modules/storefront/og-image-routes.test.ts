import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SUGGESTED_HOURS } from '../../../shared/opening-hours.ts';
import { stores } from '../../db/schema/stores.ts';
import { notifyStoreEvent, STOREFRONT_CHANGED } from '../../plugins/store-events.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { makePng } from '../../test/png.ts';
import { insertProduct, insertShop } from '../../test/storefront-fixtures.ts';
import { OG_HEIGHT, OG_WIDTH } from './og-image.ts';

const ctx = setupTestContext();
let ip = 0;
const nextIp = () => `10.63.${(++ip >> 8) & 255}.${ip & 255}`;

const picture = (storeId: number, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/storefront/stores/${storeId}/og-image.png`,
    headers,
    remoteAddress: nextIp(),
  });

async function etagOf(storeId: number): Promise<string> {
  const res = await picture(storeId);
  expect(res.statusCode).toBe(200);
  return String(res.headers.etag);
}

const owner = (cookie: string, method: 'POST' | 'PUT', url: string, payload: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie }, payload: payload as object });

async function upload(cookie: string, rgb: [number, number, number]): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { cookie, 'content-type': 'image/png' },
    payload: makePng(400, 300, rgb),
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

async function addProduct(cookie: string, name: string, imageId: string | null = null): Promise<number> {
  const res = await owner(cookie, 'POST', '/api/products', { name, priceCents: 1500, imageId });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

/** The pixel statistics of a PNG, and its size read back by sharp. */
async function read(png: Buffer) {
  const meta = await sharp(png).metadata();
  const stats = await sharp(png).stats();
  return { format: meta.format, size: [meta.width, meta.height], means: stats.channels.slice(0, 3).map((c) => c.mean) };
}

describe('GET /api/storefront/stores/:storeId/og-image.png', () => {
  it("answers the shop's picture: a 1200 × 630 PNG with its logo and photos, an ETag, 304 for it and a day's Cache-Control", async () => {
    const shop = await registerAndLogin(ctx.app, { nomeEmpresa: 'Empório Açaí & Cia' });
    const logo = await upload(shop.cookie, [20, 60, 200]);
    expect((await owner(shop.cookie, 'PUT', '/api/store/logo', { imageId: logo })).statusCode).toBe(200);
    await addProduct(shop.cookie, 'Pão de Queijo Mineiro', await upload(shop.cookie, [240, 200, 40]));
    await addProduct(shop.cookie, 'Café Coado', await upload(shop.cookie, [90, 50, 20]));
    await addProduct(shop.cookie, 'Água sem gás');

    const res = await picture(shop.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"og-[0-9a-f]{20}"$/);
    const png = await read(res.rawPayload);
    expect(png.format).toBe('png');
    expect(png.size).toEqual([OG_WIDTH, OG_HEIGHT]);
    // Two photos, as two tall tiles in the storefront's order (by name): the coffee's brown first.
    const { data } = await sharp(res.rawPayload)
      .extract({ left: 1200 - 64 - 480 + 100, top: 315, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const [i, value] of [90, 50, 20].entries()) expect(Math.abs((data[i] ?? 0) - value)).toBeLessThan(10);

    const again = await picture(shop.id, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await picture(shop.id, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await picture(shop.id, { 'if-none-match': '"og-other"' })).statusCode).toBe(200);
  });

  it('changes its ETag when a photo is added or the logo changes, and keeps it for a price, stock or hours change', async () => {
    const shop = await registerAndLogin(ctx.app);
    const productId = await addProduct(shop.cookie, 'Bolo de Fubá');
    const first = await etagOf(shop.id);

    const edit = await owner(shop.cookie, 'PUT', `/api/products/${productId}`, {
      name: 'Bolo de Fubá',
      priceCents: 1990,
      stock: 7,
    });
    expect(edit.statusCode).toBe(200);
    expect(
      (await owner(shop.cookie, 'PUT', '/api/store/opening-hours', { horarios: SUGGESTED_HOURS })).statusCode,
    ).toBe(200);
    expect(await etagOf(shop.id)).toBe(first);

    const withPhoto = await owner(shop.cookie, 'PUT', `/api/products/${productId}`, {
      name: 'Bolo de Fubá',
      priceCents: 1990,
      stock: 7,
      imageId: await upload(shop.cookie, [200, 120, 40]),
    });
    expect(withPhoto.statusCode).toBe(200);
    const second = await etagOf(shop.id);
    expect(second).not.toBe(first);

    const logo = await upload(shop.cookie, [10, 10, 10]);
    expect((await owner(shop.cookie, 'PUT', '/api/store/logo', { imageId: logo })).statusCode).toBe(200);
    const third = await etagOf(shop.id);
    expect(third).not.toBe(second);
    expect((await picture(shop.id, { 'if-none-match': second })).statusCode).toBe(200);
  });

  it("changes its ETag when the shop's name changes, once the change's event reaches the cache", async () => {
    const shop = await insertShop(ctx.database.db, { nomeEmpresa: 'Mercearia Central' });
    const before = await etagOf(shop.id);
    await ctx.database.db.update(stores).set({ nomeEmpresa: 'Mercearia Nova' }).where(eq(stores.id, shop.id));
    await notifyStoreEvent(ctx.database.db, { storeId: shop.id, type: STOREFRONT_CHANGED });
    await expect.poll(() => etagOf(shop.id), { timeout: 10_000 }).not.toBe(before);
  });

  it('draws a different picture for another shop, and one without photo or logo, with a long accented name', async () => {
    const blue = await insertShop(ctx.database.db, { nomeEmpresa: 'Açaí da Praça', themeColor: '#2b6cb0' });
    const yellow = await insertShop(ctx.database.db, {
      nomeEmpresa: `Confeitaria São João ${'das Tradições Mineiras '.repeat(8)}`.slice(0, 200),
      themeColor: '#ecc94b',
      // A logo kept as an address elsewhere is not fetched: the badge shows the initial.
      logo: 'https://cdn.example.com/logo.png',
    });
    await insertProduct(ctx.database.db, yellow.id, { name: 'Pé de Moleque' });
    const [a, b] = await Promise.all([picture(blue.id), picture(yellow.id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.headers.etag).not.toBe(b.headers.etag);
    const [pa, pb] = await Promise.all([read(a.rawPayload), read(b.rawPayload)]);
    expect(pa.size).toEqual([OG_WIDTH, OG_HEIGHT]);
    expect(pb.size).toEqual([OG_WIDTH, OG_HEIGHT]);
    // Blue against yellow: the blue channel's mean is far apart.
    expect((pa.means[2] ?? 0) - (pb.means[2] ?? 0)).toBeGreaterThan(60);
  });

  it('answers 404 for an unknown or a blocked shop', async () => {
    const blocked = await insertShop(ctx.database.db, { status: 'bloqueado' });
    expect((await picture(blocked.id)).json().error.code).toBe('store_unavailable');
    expect((await picture(999_999)).statusCode).toBe(404);
  });
});
