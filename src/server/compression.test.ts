import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pickEncoding } from './compress-page.ts';
import { setupTestContext } from './test/harness.ts';
import { insertProduct, insertShop } from './test/storefront-fixtures.ts';

const ctx = setupTestContext();
const db = () => ctx.database.db;

describe('compressed API responses', () => {
  async function shopWithProducts(count: number) {
    const shop = await insertShop(db(), { nomeEmpresa: 'Mercadinho Compacto' });
    for (let i = 0; i < count; i += 1) {
      await insertProduct(db(), shop.id, {
        name: `Produto ${i}`,
        description: 'Feito aqui todo dia',
        priceCents: 500 + i,
      });
    }
    return shop;
  }

  it('sends JSON over 1 KB in brotli or gzip as asked, decoding to the same body', async () => {
    const shop = await shopWithProducts(20);
    const get = (acceptEncoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/storefront/stores/${shop.id}`,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });

    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const json = plain.json();
    expect(json.products).toHaveLength(20);

    const br = await get('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('application/json');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(json);

    // The shop's page is compressed once per version of it, and its ETag still answers 304.
    expect((await get('br')).rawPayload.equals(br.rawPayload)).toBe(true);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/storefront/stores/${shop.id}`,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(json);

    // Refused codings and unknown ones: sent as it is.
    for (const header of ['identity', 'br;q=0, gzip;q=0', 'zstd-unknown']) {
      const res = await get(header);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toEqual(json);
    }
  });

  it('leaves small answers and errors under 1 KB as they are', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().status).toBe('ok');
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/storefront/stores/999999',
      headers: { 'accept-encoding': 'br' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json().error.code).toBe('not_found');
  });

  it('does not compress images again', async () => {
    const shop = await shopWithProducts(1);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/storefront/stores/${shop.id}/og-image.png`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('does not decompress request bodies (a gzip body is not read as JSON)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, honouring q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('')).toBeUndefined();
  });
});
