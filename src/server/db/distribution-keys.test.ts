import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestContext, testDbKind } from '../test/harness.ts';

/**
 * Whether the schema can be spread over many PostgreSQL servers by shop (Citus, with store_id as
 * the distribution column): read from the database's own catalog after the migrations.
 *
 * A tenant table is one with a store_id column. Each of its primary keys, unique constraints and
 * unique indexes must include store_id (a distributed table can only enforce uniqueness within
 * one shop's rows), and each foreign key to another tenant table must carry store_id on both
 * sides (co-located tables join and cascade on one server); one that sets null on delete must
 * name the column it nulls (ON DELETE SET NULL (x_id)), so store_id is kept. Platform-wide tables,
 * listed below, become reference tables (copied to every server) and may be referenced by anyone.
 *
 * Every table complies (migrations 0019 and 0020). NOT_YET_COMPLIANT would list, table by table,
 * exactly what still blocks one; it is empty, and the test fails when a table breaks the rule and
 * is not listed (a new table must comply from the start), and when a listed problem is gone.
 */

const ctx = setupTestContext();

/** Tables with no shop: reference tables under Citus (sessions excepted, see below). */
const PLATFORM_TABLES = [
  'admin_messages', // the platform's notices to every shop
  'admins', // the super admins
  'game_attempts', // the public game, by client address
  'game_prizes', // the public game's prizes
  'platform_settings', // one row: the monthly fee, invoice bookkeeping
  'rate_limits', // by client address or e-mail, not by shop
  'stores', // the shops themselves (store_id's own table)
];

/**
 * Tables with a store_id that are not a shop's data: looked up by their own key, never by shop.
 * sessions holds super admins' sessions too (store_id null) and is read by token on every
 * request: under Citus it stays a local table on the coordinator. staff_accounts (team members'
 * logins) is read by e-mail at sign-in, across shops, and with every session: the same.
 * password_resets is read by the token of a reset link before the shop is known: the same.
 */
const NOT_DISTRIBUTED = ['password_resets', 'sessions', 'staff_accounts'];

/**
 * What still keeps each tenant table from being distributed, in the words of violations() below:
 * nothing. A line here would need a reason a key cannot include store_id.
 */
const NOT_YET_COMPLIANT: Record<string, string[]> = {};

interface KeyRow {
  table_name: string;
  kind: 'p' | 'u' | 'f' | 'i';
  columns: string[];
  ref_table: string | null;
  ref_columns: string[] | null;
  /** Foreign keys: the ON DELETE action ('n' for SET NULL) and the columns it sets null (all when empty). */
  on_delete: string | null;
  set_null_columns: string[] | null;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function tablesWithStoreId(): Promise<{ all: string[]; tenant: string[] }> {
  const all = await rows<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '\\_\\_%'
        order by table_name`,
  );
  const withStore = await rows<{ table_name: string }>(
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'store_id' order by table_name`,
  );
  return { all: all.map((r) => r.table_name), tenant: withStore.map((r) => r.table_name) };
}

/** Primary keys, unique constraints, foreign keys and unique indexes, with their columns in order. */
async function keys(): Promise<KeyRow[]> {
  const constraints = await rows<KeyRow>(sql`
    select c.relname as table_name, con.contype as kind,
      array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
            join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
      r.relname as ref_table,
      case when con.contype = 'f' then array(
        select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) end as ref_columns,
      case when con.contype = 'f' then con.confdeltype::text end as on_delete,
      case when con.contype = 'f' then array(
        select a.attname::text from unnest(con.confdelsetcols) k(n)
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n) end as set_null_columns
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_class r on r.oid = con.confrelid
    where n.nspname = 'public' and con.contype in ('p', 'u', 'f')`);
  // Unique indexes that no constraint stands for (expression or partial ones, for instance).
  const indexes = await rows<KeyRow>(sql`
    select c.relname as table_name, 'i' as kind,
      array(select coalesce(a.attname::text, '(expression)') from unnest(i.indkey) with ordinality k(n, o)
            left join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.n order by k.o) as columns,
      null as ref_table, null as ref_columns, null as on_delete, null as set_null_columns
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and i.indisunique
      and not exists (select 1 from pg_constraint con where con.conindid = i.indexrelid)`);
  return [...constraints, ...indexes];
}

/** What keeps each tenant table from being distributed by store_id. */
function violations(all: KeyRow[], tenant: Set<string>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (table: string, what: string) => {
    out[table] = [...(out[table] ?? []), what];
  };
  for (const key of all) {
    if (!tenant.has(key.table_name)) continue;
    const cols = `(${key.columns.join(', ')})`;
    if (key.kind === 'p' && !key.columns.includes('store_id')) add(key.table_name, `primary key ${cols}`);
    if (key.kind === 'u' && !key.columns.includes('store_id')) add(key.table_name, `unique ${cols}`);
    if (key.kind === 'i' && !key.columns.includes('store_id')) add(key.table_name, `unique index ${cols}`);
    if (key.kind === 'f' && key.ref_table && tenant.has(key.ref_table)) {
      const at = key.columns.indexOf('store_id');
      const paired = at >= 0 && key.ref_columns?.[at] === 'store_id';
      if (!paired) add(key.table_name, `foreign key ${cols} → ${key.ref_table} (${key.ref_columns?.join(', ')})`);
      // ON DELETE SET NULL must name its columns, or deleting the parent would null store_id too.
      const nullsAll = (key.set_null_columns ?? []).length === 0 || key.set_null_columns?.includes('store_id');
      if (paired && key.on_delete === 'n' && nullsAll)
        add(key.table_name, `foreign key ${cols} nulls store_id on delete`);
    }
  }
  for (const list of Object.values(out)) list.sort();
  return Object.fromEntries(Object.entries(out).sort(([x], [y]) => x.localeCompare(y)));
}

describe(`distribution keys: the schema can be spread by store_id (${testDbKind})`, () => {
  it('every table is a tenant table (with store_id) or a listed platform-wide one', async () => {
    const { all, tenant } = await tablesWithStoreId();
    const unknown = all.filter((t) => !tenant.includes(t) && !PLATFORM_TABLES.includes(t));
    expect(unknown, `tables with no store_id and not listed as platform-wide: ${unknown.join(', ')}`).toEqual([]);
    const listedButTenant = PLATFORM_TABLES.filter((t) => tenant.includes(t) || !all.includes(t));
    expect(listedButTenant, 'platform tables that have a store_id or no longer exist').toEqual([]);
    expect(NOT_DISTRIBUTED.every((t) => tenant.includes(t))).toBe(true);
  });

  it('primary keys, unique keys and foreign keys between tenant tables include store_id, but for the listed ones', async () => {
    const { tenant } = await tablesWithStoreId();
    const distributed = new Set(tenant.filter((t) => !NOT_DISTRIBUTED.includes(t)));
    const found = violations(await keys(), distributed);
    const fresh = Object.entries(found).flatMap(([table, list]) =>
      list.filter((v) => !NOT_YET_COMPLIANT[table]?.includes(v)).map((v) => `${table}: ${v}`),
    );
    expect(fresh, 'new keys without store_id: a new table or key must include store_id').toEqual([]);
    const fixed = Object.entries(NOT_YET_COMPLIANT).flatMap(([table, list]) =>
      list.filter((v) => !found[table]?.includes(v)).map((v) => `${table}: ${v}`),
    );
    expect(fixed, 'listed problems that are gone: delete them from NOT_YET_COMPLIANT').toEqual([]);
  });

  it('the tables already compliant stay so', async () => {
    const { tenant } = await tablesWithStoreId();
    const compliant = tenant.filter((t) => !(t in NOT_YET_COMPLIANT) && !NOT_DISTRIBUTED.includes(t)).sort();
    // The summary tables and the one-row-per-shop tables were keyed by store_id from the start; the
    // audit log (0018) was made so; migration 0019 made the primary keys of the tenant tables that
    // nothing references composite, and 0020 the keys and foreign keys of all the others.
    expect(compliant).toEqual([
      'admin_message_dismissals',
      'audit_log',
      'bills',
      'buyer_passes',
      'campaign_sends',
      'campaign_tags',
      'campaigns',
      'cashback_config',
      'cashback_entries',
      'cashback_redemptions',
      'chatbot_templates',
      'credit_ledger',
      'crm_templates',
      'customer_birth_months',
      'customers',
      'daily_sales',
      'employees',
      'flash_promotion_products',
      'flash_promotions',
      'gift_deliveries',
      'gifts',
      'ideas',
      'image_variants',
      'images',
      'invoices',
      'loyalty_validations',
      'monthly_customer_sales',
      'monthly_seller_sales',
      'order_events',
      'order_items',
      'orders',
      'points_ledger',
      'products',
      'referrals',
      'sale_cashback_uses',
      'sale_items',
      'sale_payments',
      'sales',
      'store_settings',
      'survey_settings',
      'surveys',
      'tag_members',
      'tags',
      'task_runs',
      'task_templates',
      'wheel_spins',
    ]);
  });
});
