import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { cookieHeader, registerAndLogin } from '../../test/fixtures.ts';
import { createTestContext, queryAsDatabaseUser, setupTestContext, testDbKind } from '../../test/harness.ts';
import { insertTestOrder } from '../../test/order-fixtures.ts';
import { baseUrlOf, openSse, type SseConnection } from '../../test/sse-client.ts';

const ctx = setupTestContext();

type Shop = Awaited<ReturnType<typeof registerAndLogin>>;
let shopA: Shop;
let shopB: Shop;
let base: string;
const streams: SseConnection[] = [];

async function stream(shop: Shop, url = base) {
  const s = await openSse(`${url}/api/orders/events`, { cookie: shop.cookie });
  streams.push(s);
  return s;
}

beforeAll(async () => {
  shopA = await registerAndLogin(ctx.app);
  shopB = await registerAndLogin(ctx.app);
  base = await baseUrlOf(ctx.app);
});
afterAll(() => {
  for (const s of streams) s.close();
});

describe('GET /api/orders/events', () => {
  it('opens a Server-Sent Events stream that proxies and browsers will not buffer', async () => {
    const s = await stream(shopA);
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.headers['cache-control']).toBe('no-cache, no-transform');
    expect(s.headers['x-accel-buffering']).toBe('no');
    expect(s.headers['content-encoding']).toBeUndefined();
    expect(s.headers['content-length']).toBeUndefined();
    // Security headers still apply.
    expect(s.headers['x-content-type-options']).toBe('nosniff');
    expect(s.headers['content-security-policy']).toContain("default-src 'self'");
    s.close();
  });

  it('is never compressed, even for a browser that accepts brotli and gzip: each event leaves at once', async () => {
    const s = await openSse(`${base}/api/orders/events`, { cookie: shopA.cookie, 'accept-encoding': 'br, gzip' });
    streams.push(s);
    expect(s.status).toBe(200);
    expect(s.headers['content-encoding']).toBeUndefined();
    const order = await insertTestOrder(ctx.database.db, shopA.id, { notify: true });
    await expect(s.waitFor((m) => m.orderId === order.id, 2000)).resolves.toEqual({
      type: 'order.created',
      orderId: order.id,
    });
    s.close();
  });

  it("delivers a new order to its shop's streams within 2 seconds, and to no other shop", async () => {
    const a1 = await stream(shopA);
    const a2 = await stream(shopA);
    const b = await stream(shopB);
    const order = await insertTestOrder(ctx.database.db, shopA.id, { notify: true });
    const expected = { type: 'order.created', orderId: order.id };
    await expect(a1.waitFor((m) => m.orderId === order.id, 2000)).resolves.toEqual(expected);
    await expect(a2.waitFor((m) => m.orderId === order.id, 2000)).resolves.toEqual(expected);
    // B's stream is alive (it gets B's own order) and never saw A's.
    const own = await insertTestOrder(ctx.database.db, shopB.id, { notify: true });
    await b.waitFor((m) => m.orderId === own.id, 2000);
    expect(b.messages).toEqual([{ type: 'order.created', orderId: own.id }]);
    for (const s of [a1, a2, b]) s.close();
  });

  it('tells every open tab of the shop when an order changes status', async () => {
    const order = await insertTestOrder(ctx.database.db, shopA.id);
    const tab1 = await stream(shopA);
    const tab2 = await stream(shopA);
    const other = await stream(shopB);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/status`,
      headers: { cookie: shopA.cookie },
      payload: { status: 'preparando' },
    });
    expect(res.statusCode).toBe(200);
    for (const tab of [tab1, tab2]) {
      await expect(tab.waitFor((m) => m.orderId === order.id)).resolves.toEqual({
        type: 'order.status_changed',
        orderId: order.id,
      });
    }
    // A refused change announces nothing.
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/status`,
      headers: { cookie: shopA.cookie },
      payload: { status: 'entregue' },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(tab1.messages).toHaveLength(1);
    expect(other.messages).toEqual([]);
    for (const s of [tab1, tab2, other]) s.close();
  });

  it('ignores malformed payloads and events that are not about orders', async () => {
    const s = await stream(shopA);
    await ctx.database.db.execute(sql`select pg_notify('store_events', 'não é json')`);
    await ctx.database.db.execute(sql`select pg_notify('store_events', ${JSON.stringify({ storeId: 'x' })})`);
    const product = JSON.stringify({ storeId: shopA.id, type: 'product.updated' });
    await ctx.database.db.execute(sql`select pg_notify('store_events', ${product})`);
    const order = await insertTestOrder(ctx.database.db, shopA.id, { notify: true });
    await s.waitFor((m) => m.orderId === order.id);
    expect(s.messages).toEqual([{ type: 'order.created', orderId: order.id }]);
    s.close();
  });

  it('forgets a stream as soon as the browser goes away', async () => {
    for (const s of streams) s.close();
    await expect.poll(() => ctx.app.storeEvents.listenerCount).toBe(0);
    const a = await stream(shopA);
    const b = await stream(shopB);
    expect(ctx.app.storeEvents.listenerCount).toBe(2);
    a.close();
    b.close();
    await expect.poll(() => ctx.app.storeEvents.listenerCount).toBe(0);
  });
});

describe('stream lifetime', () => {
  it('sends a heartbeat and ends at its maximum age (the browser reconnects)', async () => {
    const short = await createTestContext({ eventStream: { heartbeatMs: 50, maxAgeMs: 400, retryMs: 1000 } });
    try {
      const shop = await registerAndLogin(short.app);
      const s = await openSse(`${await baseUrlOf(short.app)}/api/orders/events`, { cookie: shop.cookie });
      await expect.poll(() => s.comments.filter((c) => c === 'ping').length).toBeGreaterThanOrEqual(2);
      await s.ended;
      expect(short.app.storeEvents.listenerCount).toBe(0);
    } finally {
      await short.close();
    }
  });

  it('lets the app close at once with streams open', async () => {
    const long = await createTestContext();
    try {
      const shop = await registerAndLogin(long.app);
      const url = await baseUrlOf(long.app);
      const open = await Promise.all([1, 2].map(() => openSse(`${url}/api/orders/events`, { cookie: shop.cookie })));
      const started = Date.now();
      await long.app.close();
      expect(Date.now() - started).toBeLessThan(2000);
      await Promise.all(open.map((s) => s.ended));
    } finally {
      await long.close();
    }
  });
});

describe('across server processes (PostgreSQL LISTEN/NOTIFY)', () => {
  const onPostgres = testDbKind === 'postgres';
  // PGlite is one process's embedded database: there is no second process to reach.
  it.skipIf(!onPostgres)('delivers an event notified through one app to the stream of another', async () => {
    const database2 = await openDatabase({ databaseUrl: ctx.databaseUrl, migrate: false });
    const app2 = await buildApp({
      database: database2,
      config: { production: false, trustProxy: false, webDir: '/nonexistent', logLevel: 'silent' },
      logger: false,
    });
    try {
      const url2 = await baseUrlOf(app2);
      // The session lives in the shared database: the same cookie works on both processes.
      const onApp2 = await openSse(`${url2}/api/orders/events`, { cookie: shopA.cookie });
      const onApp2B = await openSse(`${url2}/api/orders/events`, { cookie: shopB.cookie });
      expect(onApp2.status).toBe(200);

      const created = await insertTestOrder(ctx.database.db, shopA.id, { notify: true });
      await expect(onApp2.waitFor((m) => m.orderId === created.id, 2000)).resolves.toEqual({
        type: 'order.created',
        orderId: created.id,
      });
      const changed = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/orders/${created.id}/status`,
        headers: { cookie: shopA.cookie },
        payload: { status: 'preparando' },
      });
      expect(changed.statusCode).toBe(200);
      await onApp2.waitFor((m) => m.type === 'order.status_changed' && m.orderId === created.id, 2000);
      expect(onApp2B.messages).toEqual([]);
      onApp2.close();
      onApp2B.close();
    } finally {
      await app2.close();
      await database2.close();
    }
  });

  it.skipIf(!onPostgres)('listens again after the connection drops and asks the browsers to resync', async () => {
    const s = await stream(shopA);
    // As the database's user: the role the app acts as may not end the app's connections.
    const killed = await queryAsDatabaseUser(
      ctx,
      `select pg_terminate_backend(pid) as ok from pg_stat_activity
       where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    expect(killed.rows.length).toBeGreaterThanOrEqual(1);
    await s.waitFor((m) => m.type === 'resync', 5000);
    const order = await insertTestOrder(ctx.database.db, shopA.id, { notify: true });
    await s.waitFor((m) => m.orderId === order.id, 2000);
    s.close();
  });
});

describe('how many live streams may be open', () => {
  const refusedShape = (message: string) => ({ error: { code: 'too_many_requests', message } });

  async function loginAgain(app: typeof ctx.app, shop: Shop): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: shop.input.email, senha: shop.input.senha },
      remoteAddress: '10.77.0.1',
    });
    expect(res.statusCode).toBe(200);
    return cookieHeader(res.headers['set-cookie']);
  }

  it('refuses a sixth stream of one session with 429 in the one shape; other sessions and closed tabs are fine', async () => {
    const shop = await registerAndLogin(ctx.app);
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => stream(shop)));
    expect(five.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);

    const sixth = await fetch(`${base}/api/orders/events`, { headers: { cookie: shop.cookie } });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await sixth.json()).toEqual(
      refusedShape('Há muitas telas de pedidos abertas nesta sessão. Feche algumas abas e tente novamente.'),
    );

    // Another session of the same shop (another device) has its own places.
    const other = await stream({ ...shop, cookie: await loginAgain(ctx.app, shop) });
    expect(other.status).toBe(200);

    // A closed tab gives its place back.
    five[0]?.close();
    await expect
      .poll(async () => {
        const again = await openSse(`${base}/api/orders/events`, { cookie: shop.cookie });
        streams.push(again);
        return again.status;
      })
      .toBe(200);
    for (const s of [...five, other]) s.close();
  });

  it('refuses one shop past its own cap (LIVE_STREAMS_PER_STORE) over all its sessions; other shops still get places', async () => {
    const small = await createTestContext({ config: { liveStreamsPerStore: 3, liveStreamsMax: 6 } });
    const opened: SseConnection[] = [];
    const open = async (url: string, cookie: string) => {
      const s = await openSse(url, { cookie });
      opened.push(s);
      return s;
    };
    try {
      const url = `${await baseUrlOf(small.app)}/api/orders/events`;
      const greedy = await registerAndLogin(small.app);
      const other = await registerAndLogin(small.app);
      // Three sessions of one shop, each under its own cap of 5: the shop's third stream is its last.
      const sessions = [greedy.cookie, await loginAgain(small.app, greedy), await loginAgain(small.app, greedy)];
      const taken: SseConnection[] = [];
      for (const cookie of sessions) taken.push(await open(url, cookie));
      expect(taken.map((s) => s.status)).toEqual([200, 200, 200]);
      for (const cookie of sessions) {
        const refused = await fetch(url, { headers: { cookie } });
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await refused.json()).toEqual(
          refusedShape('Há muitas telas de pedidos abertas nesta loja. Feche algumas e tente novamente.'),
        );
      }
      // The process has places left, and another shop gets them.
      const others = [await open(url, other.cookie), await open(url, other.cookie), await open(url, other.cookie)];
      expect(others.map((s) => s.status)).toEqual([200, 200, 200]);
      // A stream of the shop that ends gives its place back to the shop.
      taken[0]?.close();
      await expect.poll(async () => (await open(url, sessions[1] ?? '')).status).toBe(200);
    } finally {
      for (const s of opened) s.close();
      await small.close();
    }
  });

  it('refuses streams past the per-process limit (LIVE_STREAMS_MAX) with 429', async () => {
    const small = await createTestContext({ config: { liveStreamsMax: 3 } });
    const opened: SseConnection[] = [];
    try {
      const url = await baseUrlOf(small.app);
      const shops = await Promise.all([1, 2, 3, 4].map(() => registerAndLogin(small.app)));
      for (const shop of shops.slice(0, 3)) {
        const s = await openSse(`${url}/api/orders/events`, { cookie: shop.cookie });
        opened.push(s);
        expect(s.status).toBe(200);
      }
      const fourth = await fetch(`${url}/api/orders/events`, { headers: { cookie: shops[3]?.cookie ?? '' } });
      expect(fourth.status).toBe(429);
      expect(await fourth.json()).toEqual(
        refusedShape('O servidor está com muitas conexões ao vivo agora. Tente novamente em instantes.'),
      );
    } finally {
      for (const s of opened) s.close();
      await small.close();
    }
  });
});
