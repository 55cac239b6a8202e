import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeIdParamsSchema } from '../../shared/contracts/storefront.ts';
import { buildApp } from '../app.ts';
import { makeCpf, registerAndLogin } from '../test/fixtures.ts';
import { setupTestContext, testDbKind } from '../test/harness.ts';
import { type Database, openDatabase } from './client.ts';
import { APP_ROLE } from './row-level-security.ts';
import { customers } from './schema/index.ts';
import { runAsPlatform, runForStore, runOnTablesWithoutTenant, runWithoutTenant } from './tenant-scope.ts';

/**
 * Row-level security (decision 030): a query that forgets its store_id still sees and writes only
 * the rows of the shop its request acts for. The catalog checks run on both engines (the policies
 * are created by the same migration); the behaviour on PostgreSQL only, where the application
 * acts as a role the policies bind (PGlite's single connection is a superuser, which they never
 * bind).
 */

const ctx = setupTestContext();

async function rows<T>(db: Database['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe(`row-level security: the catalog (${testDbKind})`, () => {
  const SIGN_IN_TABLES = ['password_resets', 'sessions', 'staff_accounts'];

  it('every table with a store_id but the sign-in tables has row-level security enabled, forced, and both policies', async () => {
    const tables = await rows<{ table_name: string; enabled: boolean; forced: boolean; policies: string[] }>(
      ctx.database.db,
      sql`select c.relname as table_name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
            array(select p.polname::text from pg_policy p where p.polrelid = c.oid order by p.polname) as policies
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p')
            and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'store_id' and not a.attisdropped)
          order by c.relname`,
    );
    expect(tables.length).toBeGreaterThan(30);
    const missing = tables
      .filter((t) => !SIGN_IN_TABLES.includes(t.table_name))
      .filter((t) => !t.enabled || !t.forced || t.policies.join(',') !== 'platform_access,tenant_isolation')
      .map((t) => `${t.table_name} (enabled ${t.enabled}, forced ${t.forced}, policies ${t.policies.join(' ')})`);
    expect(missing, 'tenant tables without row-level security: add it in their migration').toEqual([]);
    // sessions is read by token, staff_accounts by e-mail and with the session, password_resets by
    // the token of a reset link, before the shop is known (migrations 0021, 0024 and 0025); every
    // query of them names the shop itself.
    for (const table of SIGN_IN_TABLES) expect(tables.find((t) => t.table_name === table)?.enabled).toBe(false);
  });

  it('the policies compare store_id with app.store_id and let the platform scope through', async () => {
    const policies = await rows<{ polname: string; qual: string; check: string }>(
      ctx.database.db,
      sql`select p.polname, pg_get_expr(p.polqual, p.polrelid) as qual, pg_get_expr(p.polwithcheck, p.polrelid) as check
          from pg_policy p join pg_class c on c.oid = p.polrelid where c.relname = 'customers' order by p.polname`,
    );
    expect(policies.map((p) => p.polname)).toEqual(['platform_access', 'tenant_isolation']);
    for (const p of policies) expect(p.check).toBe(p.qual);
    expect(policies[1]?.qual).toContain("current_setting('app.store_id'::text, true)");
    expect(policies[0]?.qual).toContain("current_setting('app.platform'::text, true) = 'on'");
  });
});

describe.runIf(testDbKind === 'postgres')('row-level security on PostgreSQL', () => {
  let a: { id: number; cookie: string };
  let b: { id: number; cookie: string };
  let app: FastifyInstance;

  /** Every customer's shop the scope lets through, forgetting store_id on purpose. */
  const visibleShops = async () =>
    (await ctx.database.db.select({ storeId: customers.storeId }).from(customers)).map((r) => r.storeId).sort();

  beforeAll(async () => {
    a = await registerAndLogin(ctx.app);
    b = await registerAndLogin(ctx.app);
    // Seeded outside any request: the test database lets such code see every shop (harness.ts).
    await ctx.database.db.insert(customers).values([
      { storeId: a.id, cpf: makeCpf(9001), nome: 'Cliente A' },
      { storeId: b.id, cpf: makeCpf(9002), nome: 'Cliente B' },
    ]);
    // The app of the test context with routes whose queries forget store_id.
    app = await buildApp({
      database: ctx.database,
      config: { production: false, trustProxy: false, webDir: '/nonexistent', logLevel: 'silent' },
      logger: false,
    });
    const forgetful = async () => visibleShops();
    app.get(
      '/api/test/owner-forgets-store',
      { onRequest: app.requireStore, config: { permission: 'account' } },
      forgetful,
    );
    app.get('/api/test/stores/:storeId/public-forgets-store', { schema: { params: storeIdParamsSchema } }, forgetful);
    app.get('/api/test/unvalidated/:storeId/public-forgets-store', forgetful);
    app.get('/api/test/nobody-forgets-store', forgetful);
    app.post(
      '/api/test/owner-writes-other-shop',
      { onRequest: app.requireStore, config: { permission: 'account' } },
      async (request) => {
        const target = Number((request.query as { store: string }).store);
        await ctx.database.db.insert(customers).values({ storeId: target, cpf: makeCpf(9100), nome: 'Intrusa' });
        return { ok: true };
      },
    );
    await app.ready();
  });
  afterAll(async () => app?.close());

  it('the application acts as a role that is neither superuser nor BYPASSRLS', async () => {
    const [me] = await rows<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean }>(
      ctx.database.db,
      sql`select current_user, rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
    );
    expect(me).toEqual({ current_user: APP_ROLE, rolsuper: false, rolbypassrls: false });
  });

  it("an owner's request whose query forgets store_id sees its own shop's rows only", async () => {
    for (const shop of [a, b]) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/test/owner-forgets-store',
        headers: { cookie: shop.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([shop.id]);
    }
  });

  it('a public request acts for the shop of its URL; a request for no shop sees no row', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/test/stores/${b.id}/public-forgets-store` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([b.id]);
    // Without a validated parameter the route acts for no shop.
    const unvalidated = await app.inject({ method: 'GET', url: `/api/test/unvalidated/${b.id}/public-forgets-store` });
    expect(unvalidated.json()).toEqual([]);
    const none = await app.inject({ method: 'GET', url: '/api/test/nobody-forgets-store' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });

  it("an owner's write of another shop's row is refused by the policy's check", async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/test/owner-writes-other-shop?store=${b.id}`,
      headers: { cookie: a.cookie },
    });
    expect(res.statusCode).toBe(500);
    const intruders = await ctx.database.db.select().from(customers).where(eq(customers.nome, 'Intrusa'));
    expect(intruders).toEqual([]);
  });

  it("in a shop's scope, updates and deletes of another shop's rows touch nothing, inserts are refused", async () => {
    await runForStore(a.id, async () => {
      const updated = await ctx.database.db
        .update(customers)
        .set({ nome: 'Mudada' })
        .where(eq(customers.storeId, b.id))
        .returning();
      expect(updated).toEqual([]);
      const deleted = await ctx.database.db.delete(customers).where(eq(customers.storeId, b.id)).returning();
      expect(deleted).toEqual([]);
      await expect(
        ctx.database.db.insert(customers).values({ storeId: b.id, cpf: makeCpf(9101), nome: 'Intrusa' }),
      ).rejects.toMatchObject({ cause: { code: '42501' } });
      // Moving an own row to another shop is refused too.
      await expect(
        ctx.database.db.update(customers).set({ storeId: b.id }).where(eq(customers.storeId, a.id)),
      ).rejects.toMatchObject({ cause: { code: '42501' } });
    });
    expect(await visibleShops()).toEqual([a.id, b.id].sort());
    const [bRow] = await ctx.database.db.select().from(customers).where(eq(customers.storeId, b.id));
    expect(bRow?.nome).toBe('Cliente B');
  });

  it('transactions see their scope too', async () => {
    const seen = await runForStore(b.id, () =>
      ctx.database.db.transaction(async (tx) => (await tx.select().from(customers)).map((r) => r.storeId)),
    );
    expect(seen).toEqual([b.id]);
  });

  it('pooled connections never carry one scope into another, under concurrency', async () => {
    const expected = (scope: number) =>
      scope === 0 ? [] : scope === 1 ? [a.id] : scope === 2 ? [b.id] : [a.id, b.id].sort();
    const run = (scope: number) => {
      const read = async () => {
        // A failed transaction on the way must not disturb the connection's next user.
        if (scope === 1) {
          await ctx.database.db
            .transaction(async (tx) => {
              await tx.select().from(customers);
              throw new Error('rolled back');
            })
            .catch(() => {});
        }
        return visibleShops();
      };
      if (scope === 0) return runWithoutTenant(read);
      if (scope === 1) return runForStore(a.id, read);
      if (scope === 2) return runForStore(b.id, read);
      return runAsPlatform(read);
    };
    // More tasks than the pool has connections (10), in every order of scopes.
    const scopes = Array.from({ length: 120 }, (_, i) => (i * 7) % 4);
    const results = await Promise.all(scopes.map((s) => run(s)));
    results.forEach((seen, i) => {
      expect(seen, `task ${i} in scope ${scopes[i]}`).toEqual(expected(scopes[i] as number));
    });
  });

  it('the session look-up keeps the settings its connection carries; a new connection still takes the role and no shop', async () => {
    const server = await openDatabase({ databaseUrl: ctx.databaseUrl, migrate: false });
    const settings = async () =>
      (
        await rows<{ role: string; store: string; platform: string }>(
          server.db,
          sql`select current_user as role, current_setting('app.store_id', true) as store,
                current_setting('app.platform', true) as platform`,
        )
      )[0];
    try {
      // The pool's first connection: switched to the application's role, acting for no shop.
      expect(await runOnTablesWithoutTenant(settings)).toEqual({ role: APP_ROLE, store: '', platform: 'off' });
      expect(await runOnTablesWithoutTenant(() => server.db.select().from(customers))).toEqual([]);
      // The same connection, back from shop a's request: the look-up runs on it without a statement
      // that would set it to no shop, and shop a's next query finds it ready.
      await runForStore(a.id, settings);
      expect(await runOnTablesWithoutTenant(settings)).toEqual({
        role: APP_ROLE,
        store: String(a.id),
        platform: 'off',
      });
      expect(await runForStore(b.id, settings)).toEqual({ role: APP_ROLE, store: String(b.id), platform: 'off' });
    } finally {
      await server.close();
    }
  });

  it('code outside any scope sees no tenant row of a database opened as the server opens it', async () => {
    const server = await openDatabase({ databaseUrl: ctx.databaseUrl, migrate: false });
    try {
      expect(await server.db.select().from(customers)).toEqual([]);
      expect(await runForStore(a.id, () => server.db.select({ s: customers.storeId }).from(customers))).toEqual([
        { s: a.id },
      ]);
    } finally {
      await server.close();
    }
  });
});
