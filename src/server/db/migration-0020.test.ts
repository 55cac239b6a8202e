import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { generateDemo } from '../demo/demo-generate.ts';
import { DEMO_SHOP } from '../demo/demo-shop.ts';
import { cookieHeader } from '../test/fixtures.ts';
import { createTemporaryPostgresDatabase, testDbKind } from '../test/harness.ts';
import { type Database, openDatabase } from './client.ts';
import { migrationsFolder } from './migrations-folder.ts';

/**
 * Migration 0020 (keys and foreign keys with store_id) on a shop's data as it is before it: a
 * database migrated up to 0019 and filled with two demo shops, then upgraded. Nothing is lost,
 * the new keys hold, and the app reads and deletes as before.
 */

/** The migrations folder as it was up to 0019 (the SQL files and a journal cut there). */
function foldersUpTo(lastIdx: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  mkdirSync(join(dir, 'meta'));
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
  for (const e of journal.entries) copyFileSync(join(migrationsFolder, `${e.tag}.sql`), join(dir, `${e.tag}.sql`));
  writeFileSync(join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  return dir;
}

/** The columns migrations after 0020 add (table, column, type with its default). */
const LATER_COLUMNS: [string, string, string][] = [
  ['customers', 'data_nascimento_pela_loja', 'boolean not null default false'],
  ['orders', 'cashback_cents', 'integer not null default 0'],
  ['orders', 'rewards_credited', 'boolean not null default false'],
  ['orders', 'buyer_verified', 'boolean not null default false'],
  ['orders', 'cancel_reason', 'text'],
  ['loyalty_validations', 'order_id', 'uuid'],
  ['stores', 'owner_override_pin_hash', 'text'],
  ['stores', 'cashier_discount_limit_percent', 'integer not null default 10'],
  ['sales', 'registered_by_staff_id', 'integer'],
  ['sales', 'registered_by_name', "text not null default ''"],
  ['audit_log', 'actor_staff_id', 'integer'],
  ['audit_log', 'actor_name', "text not null default ''"],
  ['audit_log', 'authorized_by_name', "text not null default ''"],
  ['audit_log', 'authorized_by_staff_id', 'integer'],
  ['audit_log', 'override_reason', "text not null default ''"],
  ['task_templates', 'runs_through', 'date'],
];

/** Tables later migrations add that the demo reads (the sign-up checks the team's e-mails), as it needs them. */
const LATER_TABLES: [string, string][] = [['staff_accounts', 'id integer, email text']];

let database: Database;
let app: FastifyInstance | undefined;
let oldFolder = '';
let dropDatabase = async () => {};

let databaseUrl = '';

/** PostgreSQL: the app's connections, which see every shop outside a request (as the tests' own). */
const openPostgres = () => openDatabase({ databaseUrl, migrate: false, outsideScope: 'platform' });

async function migrateTo(folder: string): Promise<void> {
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the drizzle instance of the engine in use
    await migratePglite(database.db as any, { migrationsFolder: folder });
    return;
  }
  // As the server migrates: as the connection string's user (the app's role may not change the
  // schema) with every shop's rows visible; the app's connections are opened again afterwards, so
  // that its role is granted the tables the migrations made (decision 030).
  await database.close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT set_config('app.platform', 'on', false)");
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
  } finally {
    await client.end();
    database = await openPostgres();
  }
}

/** DDL as the migrations run it: on PostgreSQL as the connection string's user (the app's role may not). */
async function schemaChange(statements: string[]): Promise<void> {
  if (database.kind === 'pglite') {
    for (const statement of statements) await database.db.execute(sql.raw(statement));
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
  // The app's role is granted the tables made here when its connections are opened again.
  await database.close();
  database = await openPostgres();
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Rows per tenant table, and rows whose store_id differs from their shop's (none expected). */
async function tableCounts(): Promise<Record<string, number>> {
  const tables = await rows<{ table_name: string }>(
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'store_id' order by table_name`,
  );
  const out: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table_name)}`);
    out[table_name] = row?.n ?? 0;
  }
  return out;
}

async function primaryKeyColumns(table: string): Promise<string[]> {
  const [row] = await rows<{ columns: string[] }>(sql`
    select array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns
    from pg_constraint con where con.conrelid = ${table}::regclass and con.contype = 'p'`);
  return row?.columns ?? [];
}

beforeAll(async () => {
  oldFolder = foldersUpTo(19);
  if (testDbKind === 'postgres') {
    const temporary = await createTemporaryPostgresDatabase();
    databaseUrl = temporary.url;
    dropDatabase = temporary.drop;
    database = await openPostgres();
  } else {
    database = await openDatabase({ migrate: false });
  }
  await migrateTo(oldFolder);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await dropDatabase();
  if (oldFolder) rmSync(oldFolder, { recursive: true, force: true });
});

describe(`migration 0020 on existing data (${testDbKind})`, () => {
  let before: Record<string, number> = {};
  let otherStoreId = 0;
  let demoStoreId = 0;

  it('starts from 0019: primary keys on id alone', async () => {
    expect(await primaryKeyColumns('customers')).toEqual(['id']);
    expect(await primaryKeyColumns('sales')).toEqual(['id']);
  });

  it('fills two shops with the demo data and the rows it leaves out', async () => {
    // A fixed moment: with a seed, the demo then makes the same rows every run (with the clock's
    // moment, whether 20 days hold a 10th qualifying purchase, and so a wheel spin, varied by hour).
    const now = new Date('2026-11-27T14:50:00Z');
    const options = { now, days: 20, customers: 40, salesPerDay: 8, ordersPerDay: 3, team: false };
    // Today's demo generator writes the columns later migrations added; a 0019 database gets them
    // for the fill and loses them again before the upgrade, which adds them back.
    await schemaChange([
      ...LATER_COLUMNS.map(([table, column, type]) => `alter table ${table} add column ${column} ${type}`),
      ...LATER_TABLES.map(([table, columns]) => `create table ${table} (${columns})`),
    ]);
    otherStoreId = (await generateDemo(database.db, { ...options, seed: 7 })).storeId;
    // A second demo shop beside the first: the demo replaces a shop by e-mail, and the CNPJ is unique.
    await database.db.execute(
      sql`update stores set email = 'outra@fidelizaloja.com.br', documento = '11222333000181' where id = ${otherStoreId}`,
    );
    demoStoreId = (await generateDemo(database.db, options)).storeId;
    // What the demo does not make: flash promotions, cashback spent at the counter.
    for (const storeId of [otherStoreId, demoStoreId]) {
      await database.db.execute(sql`
        with f as (insert into flash_promotions (store_id, discount_percent, starts_at, ends_at)
                   values (${storeId}, 10, now(), now() + interval '1 day') returning id)
        insert into flash_promotion_products (store_id, promotion_id, product_id)
        select ${storeId}, f.id, p.id from f, (select id from products where store_id = ${storeId} order by id limit 3) p`);
      await database.db.execute(sql`
        with s as (select id, customer_id from sales where store_id = ${storeId} and customer_id is not null order by number limit 1),
             c as (select id from cashback_entries where store_id = ${storeId} order by id limit 1),
             r as (insert into cashback_redemptions (store_id, customer_id, amount_cents, sale_id)
                   select ${storeId}, s.customer_id, 1, s.id from s returning id)
        insert into sale_cashback_uses (store_id, sale_id, entry_id, amount_cents)
        select ${storeId}, s.id, c.id, 1 from s, c`);
    }
    await schemaChange([
      ...LATER_COLUMNS.map(([table, column]) => `alter table ${table} drop column ${column}`),
      ...LATER_TABLES.map(([table]) => `drop table ${table}`),
    ]);
    before = await tableCounts();
    const empty = Object.entries(before)
      .filter(([table, n]) => n === 0 && table !== 'sessions')
      .map(([table]) => table);
    // Every table a foreign key of 0020 touches has rows, so each new key is checked on real data.
    const joined = [
      'campaign_sends',
      'campaign_tags',
      'campaigns',
      'cashback_entries',
      'cashback_redemptions',
      'credit_ledger',
      'customers',
      'employees',
      'flash_promotion_products',
      'flash_promotions',
      'gift_deliveries',
      'gifts',
      'image_variants',
      'images',
      'loyalty_validations',
      'monthly_customer_sales',
      'order_events',
      'order_items',
      'orders',
      'points_ledger',
      'products',
      'sale_cashback_uses',
      'sale_items',
      'sale_payments',
      'sales',
      'tag_members',
      'tags',
      'task_runs',
      'task_templates',
      'wheel_spins',
    ];
    expect(joined.filter((t) => empty.includes(t))).toEqual([]);
  }, 300_000);

  it('refuses a row that references another shop, naming it, and leaves the database at 0019', async () => {
    const [customer] = await rows<{ id: number }>(
      sql`select id from customers where store_id = ${otherStoreId} order by id limit 1`,
    );
    await database.db.execute(
      sql`insert into points_ledger (store_id, customer_id, delta, reason) values (${demoStoreId}, ${customer?.id}, 1, 'ajuste')`,
    );
    const failed = await migrateTo(migrationsFolder).then(
      () => undefined,
      (err: unknown) => err,
    );
    const messages = [failed, (failed as { cause?: unknown })?.cause].map((e) => String((e as Error)?.message ?? ''));
    expect(messages.join(' ')).toContain('points_ledger.customer_id: 1');
    expect(await primaryKeyColumns('customers')).toEqual(['id']);
    await database.db.execute(sql`delete from points_ledger where store_id = ${demoStoreId} and reason = 'ajuste'`);
  }, 120_000);

  it('applies 0020: every row kept, keys composite', async () => {
    await migrateTo(migrationsFolder);
    expect(await primaryKeyColumns('customers')).toEqual(['store_id', 'id']);
    expect(await primaryKeyColumns('tag_members')).toEqual(['store_id', 'tag_id', 'customer_id']);
    const after = await tableCounts();
    // Every row kept; tables that later migrations made are there, empty.
    expect(Object.fromEntries(Object.keys(before).map((t) => [t, after[t]]))).toEqual(before);
    expect(Object.entries(after).filter(([t, n]) => !(t in before) && n !== 0)).toEqual([]);
  }, 120_000);

  it('the app reads the upgraded shop, and deletes keep store_id', async () => {
    app = await buildApp({
      database,
      config: { production: false, trustProxy: false, webDir: '/nonexistent', logLevel: 'silent' },
      logger: false,
    });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_SHOP.email, senha: DEMO_SHOP.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = cookieHeader(login.headers['set-cookie']);
    const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 33 * 86_400_000).toISOString().slice(0, 10);
    for (const url of [
      '/api/customers',
      '/api/customers/top',
      '/api/sales',
      '/api/orders',
      '/api/products',
      `/api/stats/dashboard?periodo=mes&data=${today}`,
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
    }
    // The panel of the last month, which joins sales, customers and the summaries.
    const panel = await app.inject({
      method: 'GET',
      url: `/api/stats/panel?de=${monthAgo}&ate=${today}`,
      headers: { cookie },
    });
    expect(panel.statusCode).toBe(200);
    const storefront = await app.inject({ method: 'GET', url: `/api/storefront/stores/${demoStoreId}` });
    expect(storefront.statusCode).toBe(200);
    const imageUrl = (storefront.json().products as { imageUrl: string }[])[0]?.imageUrl;
    const image = await app.inject({ method: 'GET', url: imageUrl ?? '' });
    expect(image.statusCode).toBe(200);

    // Deleting a customer with sales nulls the sales' customer_id alone (ON DELETE SET NULL (customer_id)).
    const [buyer] = await rows<{ customer_id: number; n: number }>(sql`
      select customer_id, count(*)::int as n from sales where store_id = ${demoStoreId} and customer_id is not null
      group by customer_id order by customer_id limit 1`);
    const withoutCustomer = sql`select count(*)::int as n from sales where store_id = ${demoStoreId} and customer_id is null`;
    const [nullBefore] = await rows<{ n: number }>(withoutCustomer);
    await database.db.execute(
      sql`delete from customers where store_id = ${demoStoreId} and id = ${buyer?.customer_id as number}`,
    );
    const [nullAfter] = await rows<{ n: number }>(withoutCustomer);
    expect(buyer?.n).toBeGreaterThan(0);
    expect((nullAfter?.n ?? 0) - (nullBefore?.n ?? 0)).toBe(buyer?.n);
    // Deleting the shop still deletes all its rows, and only its own.
    await database.db.execute(sql`delete from stores where id = ${otherStoreId}`);
    const counts = await tableCounts();
    const left = await rows<{ n: number }>(sql`select count(*)::int as n from sales where store_id = ${otherStoreId}`);
    expect(left[0]?.n).toBe(0);
    expect(counts.sales).toBeGreaterThan(0);
  }, 120_000);
});
