import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { createTestContext, testDbKind } from '../../test/harness.ts';
import { currentMonthStart, generateInvoices } from './invoices-service.ts';

// Several server processes on one PostgreSQL each make the month's invoices at start and every
// hour: together they must make one invoice per shop and month. Two apps (as two processes would
// build them) and a third connection share one database here. PGlite is one process: nothing to test.
describe.skipIf(testDbKind !== 'postgres')('invoices made by several processes on one database', () => {
  let first: FastifyInstance;
  let second: FastifyInstance | undefined;
  const databases: Database[] = [];
  let close = async () => {};
  beforeAll(async () => {
    const ctx = await createTestContext();
    first = ctx.app;
    databases.push(ctx.database);
    close = ctx.close;
    const url = ctx.databaseUrl as string;
    databases.push(await openDatabase({ databaseUrl: url, migrate: false }));
    databases.push(await openDatabase({ databaseUrl: url, migrate: false }));
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    for (const database of databases.slice(1)) await database.close();
    await close();
  });

  async function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
    return ((await (databases[0] as Database).db.execute(statement)) as unknown as { rows: T[] }).rows;
  }

  async function duplicates() {
    return rows<{ store_id: number; year: number; month: number; n: number }>(
      sql`select store_id, year, month, count(*)::int as n from invoices group by store_id, year, month having count(*) > 1`,
    );
  }

  it('makes one invoice per shop and month when the processes run at the same time', async () => {
    const shops = [];
    for (let i = 0; i < 6; i += 1) shops.push((await registerAndLogin(first)).id);
    // A platform that never billed: every process starts on the first run's defaults at once.
    await rows(sql`delete from invoices`);
    await rows(sql`update platform_settings set invoices_made_through = null`);

    // The second app's start runs the generation too, during the others' runs.
    const secondDatabase = databases[1] as Database;
    const starting = buildApp({
      database: secondDatabase,
      config: { production: false, trustProxy: false, webDir: '/nonexistent', logLevel: 'silent' },
      logger: false,
    }).then(async (app) => {
      second = app;
      await app.ready();
    });
    const runs = await Promise.allSettled([
      starting,
      ...databases.flatMap((d) => [generateInvoices(d.db), generateInvoices(d.db)]),
    ]);
    expect(runs.filter((r) => r.status === 'rejected')).toEqual([]);

    expect(await duplicates()).toEqual([]);
    const current = currentMonthStart(new Date());
    const [year, month] = current.split('-').map(Number);
    const perShop = await rows<{ store_id: number; n: number; current: number }>(
      sql`select store_id, count(*)::int as n,
            count(*) filter (where year = ${year} and month = ${month})::int as current
          from invoices group by store_id order by store_id`,
    );
    // The first run's defaults: six months per active shop, the current one among them.
    expect(perShop).toEqual(shops.map((id) => ({ store_id: id, n: 6, current: 1 })));
  });

  it('keeps one invoice per shop and month when shops sign up while the processes run', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from invoices`);
    const signingUp = Promise.all([registerAndLogin(first), registerAndLogin(first), registerAndLogin(first)]);
    const runs = await Promise.allSettled([
      signingUp,
      ...databases.flatMap((d) => [generateInvoices(d.db), generateInvoices(d.db)]),
    ]);
    expect(runs.filter((r) => r.status === 'rejected')).toEqual([]);
    await Promise.all(databases.map((d) => generateInvoices(d.db)));
    expect(await duplicates()).toEqual([]);
    const newShops = (await signingUp).map((s) => s.id);
    const theirs = await rows<{ store_id: number; n: number }>(
      sql`select store_id, count(*)::int as n from invoices
          where store_id in (${sql.join(newShops, sql`, `)}) group by store_id order by store_id`,
    );
    expect(theirs).toEqual(newShops.sort((a, b) => a - b).map((id) => ({ store_id: id, n: 1 })));
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from invoices`);
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) + 3);
  });
});
