import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness.ts';
import { insertShop } from '../../test/storefront-fixtures.ts';
import { STOREFRONT_LIMITS } from './storefront-routes.ts';

const INDEX = '<!doctype html><html><head><title>FidelizaLoja</title></head><body><div id="root"></div></body></html>';
const TOO_MANY = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
beforeAll(async () => {
  const webDir = mkdtempSync(join(tmpdir(), 'web-'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  ctx = await createTestContext({ config: { webDir } });
}, 60_000);
afterAll(async () => ctx.close());

let address = 0;
const nextIp = () => `10.44.${Math.floor(++address / 250)}.${address % 250}`;
const get = (url: string, remoteAddress: string) => ctx.app.inject({ method: 'GET', url, remoteAddress });

describe('pages of shops that do not exist (each one reaches the database, never the cache)', () => {
  it('stop an address after the API’s limit of unknown shops a minute, with 429 and Retry-After', async () => {
    const { unknownShopsPerMinute } = STOREFRONT_LIMITS;
    expect(unknownShopsPerMinute).toBe(120);
    const prober = nextIp();
    const kinds = ['/store', '/loja-externa', '/checkout'];
    for (let i = 0; i < unknownShopsPerMinute; i++) {
      const url = `${kinds[i % 3]}/${1_000_000 + i}`;
      const res = await get(url, prober);
      expect(res.statusCode, url).toBe(url.startsWith('/checkout') ? 200 : 404);
    }
    const refused = await get('/store/1999999', prober);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.body).toBe(INDEX);
    // The same counter as the API's shop route: it is refused there too...
    const api = await get('/api/storefront/stores/1999998', prober);
    expect(api.statusCode).toBe(429);
    expect(api.json().error).toEqual({ code: 'too_many_requests', message: TOO_MANY });
    // ...while another address still gets its 404.
    expect((await get('/store/1999999', nextIp())).statusCode).toBe(404);
  });

  it('share one allowance with the API route: half through each, then both refuse', async () => {
    const prober = nextIp();
    const half = STOREFRONT_LIMITS.unknownShopsPerMinute / 2;
    for (let i = 0; i < half; i++) {
      expect((await get(`/api/storefront/stores/${2_000_000 + i}`, prober)).statusCode).toBe(404);
      expect((await get(`/store/${3_000_000 + i}`, prober)).statusCode).toBe(404);
    }
    expect((await get('/store/3999999', prober)).statusCode).toBe(429);
  });

  it('leave a real shop whose page is cached open to a refused address', async () => {
    const shop = await insertShop(ctx.database.db);
    // The shop's page is cached by a first visitor.
    expect((await get(`/store/${shop.id}`, nextIp())).statusCode).toBe(200);
    const prober = nextIp();
    for (let i = 0; i < STOREFRONT_LIMITS.unknownShopsPerMinute; i++) await get(`/store/${4_000_000 + i}`, prober);
    expect((await get('/store/4999999', prober)).statusCode).toBe(429);
    expect((await get(`/store/${shop.id}`, prober)).statusCode).toBe(200);
    expect((await get(`/api/storefront/stores/${shop.id}`, prober)).statusCode).toBe(200);
  });

  it('count blocked shops like unknown ones (they are not cached either)', async () => {
    const blocked = await insertShop(ctx.database.db, { status: 'bloqueado' });
    const prober = nextIp();
    for (let i = 0; i < STOREFRONT_LIMITS.unknownShopsPerMinute; i++) {
      expect((await get(`/store/${blocked.id}`, prober)).statusCode).toBe(404);
    }
    expect((await get(`/store/${blocked.id}`, prober)).statusCode).toBe(429);
  });
});
