import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.ts';
import { SUGGESTED_HOURS } from '../../../shared/opening-hours.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { loginAdmin } from '../../test/admin-fixtures.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { queryAsDatabaseUser, setupTestContext, testDbKind } from '../../test/harness.ts';
import { postSale } from '../../test/sales-fixtures.ts';
import { orderBody, postOrder } from '../../test/storefront-fixtures.ts';
import { STOREFRONT_LIMITS } from './storefront-routes.ts';

const ctx = setupTestContext();
let ip = 0;
const nextIp = () => `10.7.${(++ip >> 8) & 255}.${ip & 255}`;

const read = (storeId: number, headers: Record<string, string> = {}, app: FastifyInstance = ctx.app) =>
  app.inject({ method: 'GET', url: `/api/storefront/stores/${storeId}`, headers, remoteAddress: nextIp() });
const page = async (storeId: number, app: FastifyInstance = ctx.app) => {
  const res = await read(storeId, {}, app);
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** Reads until an answer comes from the cache (a shop's own writes keep it uncached until their event is back). */
async function untilCached(storeId: number) {
  await expect
    .poll(async () => {
      const hitsBefore = ctx.app.storefrontCache.hits;
      await read(storeId);
      return ctx.app.storefrontCache.hits - hitsBefore;
    })
    .toBe(1);
}

async function ownerWithProduct(stock: number | null = null) {
  const owner = await registerAndLogin(ctx.app);
  const created = await owner_(owner.cookie, 'POST', '/api/products', {
    name: 'Bolo de Fubá',
    priceCents: 1500,
    stock,
  });
  expect(created.statusCode).toBe(201);
  return { ...owner, productId: created.json().id as number };
}

function owner_(cookie: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return ctx.app.inject({ method, url, headers: { cookie }, payload: payload as object });
}

describe('GET /api/storefront/stores/:storeId from the cache', () => {
  it('answers the same bytes with a strong ETag, 304 without a body for If-None-Match, and a short Cache-Control', async () => {
    const shop = await ownerWithProduct();
    const first = await read(shop.id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=0, stale-while-revalidate=30');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.json().products).toEqual([expect.objectContaining({ name: 'Bolo de Fubá', priceCents: 1500 })]);

    // The product was this process's own write: the page is kept once its event has come back.
    await untilCached(shop.id);
    const second = await read(shop.id);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);

    const revalidated = await read(shop.id, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect((await read(shop.id, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await read(shop.id, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('shows a product created, edited (price) and deleted by the owner on the very next read', async () => {
    const shop = await ownerWithProduct();
    expect((await page(shop.id)).products).toHaveLength(1);

    const added = await owner_(shop.cookie, 'POST', '/api/products', { name: 'Café', priceCents: 500 });
    expect(added.statusCode).toBe(201);
    expect((await page(shop.id)).products.map((p: { name: string }) => p.name)).toEqual(['Bolo de Fubá', 'Café']);

    const edited = await owner_(shop.cookie, 'PUT', `/api/products/${shop.productId}`, {
      name: 'Bolo de Fubá',
      priceCents: 1800,
      stock: 3,
    });
    expect(edited.statusCode).toBe(200);
    expect((await page(shop.id)).products[0]).toMatchObject({ priceCents: 1800, stock: 3 });

    expect((await owner_(shop.cookie, 'DELETE', `/api/products/${shop.productId}`)).statusCode).toBe(204);
    expect((await page(shop.id)).products.map((p: { name: string }) => p.name)).toEqual(['Café']);
  });

  it('shows the stock an order and a counter sale took, and the stock a deleted sale gave back', async () => {
    const shop = await ownerWithProduct(10);
    expect((await page(shop.id)).products[0].stock).toBe(10);

    const order = await postOrder(ctx.app, shop.id, orderBody([{ productId: shop.productId, quantity: 2 }]));
    expect(order.statusCode).toBe(201);
    expect((await page(shop.id)).products[0].stock).toBe(8);

    const sale = await postSale(ctx.app, shop.cookie, {
      items: [{ productId: shop.productId, quantity: 3 }],
      payments: [{ type: 'pix', amountCents: 4500 }],
    });
    expect(sale.statusCode).toBe(201);
    expect((await page(shop.id)).products[0].stock).toBe(5);

    const removed = await owner_(shop.cookie, 'DELETE', `/api/sales/${sale.json().id}`);
    expect(removed.statusCode).toBe(204);
    expect((await page(shop.id)).products[0].stock).toBe(8);
  });

  it('shows a flash promotion from its start, and the normal prices again when the owner ends it', async () => {
    const shop = await ownerWithProduct();
    expect((await page(shop.id)).promocao).toBeNull();

    const started = await owner_(shop.cookie, 'POST', '/api/promotions/flash', {
      discountPercent: 20,
      productIds: [shop.productId],
    });
    expect(started.statusCode).toBe(201);
    const during = await page(shop.id);
    expect(during.promocao).toMatchObject({ discountPercent: 20 });
    expect(during.products[0]).toMatchObject({ priceCents: 1200, originalPriceCents: 1500 });

    expect((await owner_(shop.cookie, 'POST', '/api/promotions/flash/end')).statusCode).toBe(200);
    const after = await page(shop.id);
    expect(after.promocao).toBeNull();
    expect(after.products[0]).toMatchObject({ priceCents: 1500, originalPriceCents: null });
  });

  it("shows the owner's opening hours, and 404 once the super admin blocks the shop (and the page again when freed)", async () => {
    const shop = await ownerWithProduct();
    expect((await page(shop.id)).store.horarios).toBeNull();
    const hours = await owner_(shop.cookie, 'PUT', '/api/store/opening-hours', { horarios: SUGGESTED_HOURS });
    expect(hours.statusCode).toBe(200);
    expect((await page(shop.id)).store.horarios).toEqual(SUGGESTED_HOURS);

    const admin = await loginAdmin(ctx.app, ctx.database.db);
    const setStatus = (status: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/stores/${shop.id}/status`,
        headers: { cookie: admin },
        payload: { status },
      });
    expect((await setStatus('bloqueado')).statusCode).toBe(204);
    expect((await read(shop.id)).statusCode).toBe(404);
    expect((await setStatus('liberado')).statusCode).toBe(204);
    expect((await read(shop.id)).statusCode).toBe(200);
  });

  it('shows the rating line as soon as a customer answers the satisfaction survey', async () => {
    const shop = await ownerWithProduct();
    expect((await page(shop.id)).store.avaliacao).toBeNull();
    const answered = await ctx.app.inject({
      method: 'POST',
      url: `/api/public/stores/${shop.id}/surveys`,
      payload: { respostas: [5, 5, 4, 4, 5] },
      remoteAddress: nextIp(),
    });
    expect(answered.statusCode).toBe(201);
    expect((await page(shop.id)).store.avaliacao).toEqual({ media: 4.6, total: 1 });
  });

  it("keeps each shop's page apart: another shop's change leaves it cached", async () => {
    const a = await ownerWithProduct();
    const b = await ownerWithProduct();
    await untilCached(a.id);
    const before = await read(a.id);
    await owner_(b.cookie, 'POST', '/api/products', { name: 'Café', priceCents: 500 });
    const hits = ctx.app.storefrontCache.hits;
    expect((await read(a.id)).body).toBe(before.body);
    expect(ctx.app.storefrontCache.hits).toBe(hits + 1);
  });
});

describe('limits per client address (many customers share one address behind a carrier)', () => {
  it("serves a shop's page far past the old 120 a minute (and the global 600) to one address", async () => {
    const shop = await ownerWithProduct();
    const remoteAddress = '10.99.0.1';
    for (let i = 0; i < 700; i++) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/storefront/stores/${shop.id}`, remoteAddress });
      if (res.statusCode !== 200) throw new Error(`read ${i + 1} answered ${res.statusCode}`);
    }
  });

  it('stops an address that keeps asking for shops that do not exist (429 in Portuguese), not its cached reads', async () => {
    const shop = await ownerWithProduct();
    const remoteAddress = '10.99.0.2';
    await untilCached(shop.id);
    for (let i = 0; i < STOREFRONT_LIMITS.unknownShopsPerMinute; i++) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/storefront/stores/${900000 + i}`, remoteAddress });
      expect(res.statusCode).toBe(404);
    }
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/storefront/stores/999999', remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'too_many_requests', message: messages.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The shop it already saw is still answered from the cache; another address is not touched.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/storefront/stores/${shop.id}`, remoteAddress })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/storefront/stores/999999', remoteAddress: '10.99.0.3' }))
        .statusCode,
    ).toBe(404);
  });

  it('takes 60 orders a minute for one shop from one address, then 429; other shops still order from it', async () => {
    const shop = await ownerWithProduct();
    const other = await ownerWithProduct();
    const remoteAddress = '10.99.0.4';
    const order = (storeId: number, productId: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/storefront/stores/${storeId}/orders`,
        headers: { 'idempotency-key': randomUUID() },
        payload: orderBody([{ productId, quantity: 1 }]),
        remoteAddress,
      });
    for (let i = 0; i < STOREFRONT_LIMITS.ordersPerShopPerMinute; i++) {
      const res = await order(shop.id, shop.productId);
      if (res.statusCode !== 201) throw new Error(`order ${i + 1} answered ${res.statusCode} ${res.body}`);
    }
    const refused = await order(shop.id, shop.productId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'too_many_requests', message: messages.tooManyRequests });
    expect((await order(other.id, other.productId)).statusCode).toBe(201);
  });
});

describe('across server processes (PostgreSQL LISTEN/NOTIFY)', () => {
  const onPostgres = testDbKind === 'postgres';

  it.skipIf(!onPostgres)("drops another process's cached page when a product changes through this one", async () => {
    const database2 = await openDatabase({ databaseUrl: ctx.databaseUrl, migrate: false });
    const app2 = await buildApp({
      database: database2,
      config: { production: false, trustProxy: false, webDir: '/nonexistent', logLevel: 'silent' },
      logger: false,
    });
    try {
      const shop = await ownerWithProduct(5);
      // Listening starts with the first read; the second is a hit on app2.
      expect((await page(shop.id, app2)).products[0].priceCents).toBe(1500);
      // Once app2's listening connection is up (it starts with the first read, and under load may
      // take a moment), a read of the shop is served from its cache.
      await expect
        .poll(async () => {
          const hits = app2.storefrontCache.hits;
          expect((await read(shop.id, {}, app2)).statusCode).toBe(200);
          return app2.storefrontCache.hits - hits;
        })
        .toBe(1);

      const edited = await owner_(shop.cookie, 'PUT', `/api/products/${shop.productId}`, {
        name: 'Bolo de Fubá',
        priceCents: 1990,
        stock: 5,
      });
      expect(edited.statusCode).toBe(200);
      await expect.poll(async () => (await page(shop.id, app2)).products[0].priceCents, { timeout: 2000 }).toBe(1990);

      const order = await postOrder(ctx.app, shop.id, orderBody([{ productId: shop.productId, quantity: 1 }]));
      expect(order.statusCode).toBe(201);
      await expect.poll(async () => (await page(shop.id, app2)).products[0].stock, { timeout: 2000 }).toBe(4);
    } finally {
      await app2.close();
      await database2.close();
    }
  });

  it.skipIf(!onPostgres)('drops every cached page when the listening connection is lost', async () => {
    const shop = await ownerWithProduct();
    await page(shop.id);
    await page(shop.id);
    expect(ctx.app.storefrontCache.size).toBeGreaterThan(0);
    // As the database's user: the role the app acts as may not end the app's connections.
    await queryAsDatabaseUser(
      ctx,
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await expect.poll(() => ctx.app.storefrontCache.size, { timeout: 5000 }).toBe(0);
    // Listening again (the hub retries), pages are kept again.
    await expect
      .poll(
        async () => {
          await page(shop.id);
          return ctx.app.storefrontCache.size;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBeGreaterThan(0);
  });
});
