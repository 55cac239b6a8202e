// A bulk load is many times faster into tables without indexes, foreign keys and triggers: this
// takes them off the loaded tables and puts back exactly what the migrations made (their
// definitions are read from the catalogue, not written here), then checks nothing is missing.
import type pg from 'pg';

export const LOADED_TABLES = ['customers', 'sales', 'sale_items', 'sale_payments', 'orders', 'order_items'] as const;
/** The tables whose summary triggers (daily and monthly sales summaries) are disabled during the load. */
export const SUMMARY_TRIGGER_TABLES = ['sales', 'orders', 'customers'] as const;

export interface SavedDdl {
  /** Statements that recreate what was dropped, in order. */
  restore: string[];
  dropped: number;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function dropIndexesAndConstraints(client: pg.ClientBase, tables: readonly string[]): Promise<SavedDdl> {
  const { rows: constraints } = await client.query<{ table: string; name: string; type: string; def: string }>(
    `SELECT c.conrelid::regclass::text AS table, c.conname AS name, c.contype AS type, pg_get_constraintdef(c.oid) AS def
       FROM pg_constraint c
      WHERE c.contype IN ('p', 'u', 'f')
        AND (c.conrelid = ANY($1::regclass[]) OR (c.contype = 'f' AND c.confrelid = ANY($1::regclass[])))`,
    [tables],
  );
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
       FROM pg_index i
      WHERE i.indrelid = ANY($1::regclass[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.contype IN ('p', 'u'))`,
    [tables],
  );
  const foreign = constraints.filter((c) => c.type === 'f');
  const keys = constraints.filter((c) => c.type !== 'f').sort((a, b) => (a.type === 'p' ? -1 : b.type === 'p' ? 1 : 0));
  for (const c of foreign) await client.query(`ALTER TABLE ${c.table} DROP CONSTRAINT ${quote(c.name)}`);
  for (const c of keys) await client.query(`ALTER TABLE ${c.table} DROP CONSTRAINT ${quote(c.name)}`);
  for (const i of indexes) await client.query(`DROP INDEX ${i.name}`);
  return {
    restore: [
      ...keys.map((c) => `ALTER TABLE ${c.table} ADD CONSTRAINT ${quote(c.name)} ${c.def}`),
      ...indexes.map((i) => i.def),
      ...foreign.map((c) => `ALTER TABLE ${c.table} ADD CONSTRAINT ${quote(c.name)} ${c.def}`),
    ],
    dropped: constraints.length + indexes.length,
  };
}

/** Recreates what was dropped, `parallel` statements at a time (keys first, foreign keys last). */
export async function restoreIndexesAndConstraints(
  pool: pg.Pool,
  saved: SavedDdl,
  onStep: (statement: string, ms: number) => void,
  parallel = 2,
): Promise<void> {
  const keys = saved.restore.filter((s) => s.startsWith('ALTER') && / PRIMARY KEY | UNIQUE /.test(s));
  const indexes = saved.restore.filter((s) => s.startsWith('CREATE'));
  const foreign = saved.restore.filter((s) => s.startsWith('ALTER') && / FOREIGN KEY /.test(s));
  for (const group of [keys, indexes, foreign]) {
    const queue = [...group];
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        const client = await pool.connect();
        try {
          await client.query("SET maintenance_work_mem = '1GB'");
          for (let s = queue.shift(); s !== undefined; s = queue.shift()) {
            const started = Date.now();
            await client.query(s);
            onStep(s, Date.now() - started);
          }
        } finally {
          client.release();
        }
      }),
    );
  }
}

export async function setSummaryTriggers(client: pg.ClientBase, enabled: boolean): Promise<void> {
  for (const table of SUMMARY_TRIGGER_TABLES) {
    await client.query(`ALTER TABLE ${table} ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER USER`);
  }
}
