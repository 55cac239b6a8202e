import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildControlApp } from '../control/control-server.ts';
import { notPrivate } from '../test/file-modes.ts';
import { testDbKind } from '../test/harness.ts';
import { insertTestOrder } from '../test/order-fixtures.ts';
import { serverProcessEnv } from '../test/server-process.ts';
import { insertProduct, insertShop } from '../test/storefront-fixtures.ts';
import { restoreBackup } from './backup.ts';
import { type Db, openDatabase } from './client.ts';
import { packageRoot } from './migrations-folder.ts';

/**
 * Backups of the embedded database (PGlite) only: with DATABASE_URL the backup is PostgreSQL's own
 * (pg_dump), and the commands refuse. Everything here runs on real data directories on the disk.
 */
const root = mkdtempSync(join(tmpdir(), 'backup-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const TABLES = ['stores', 'products', 'orders', 'order_items'] as const;

/** Every row of the compared tables, in id order, as JSON (timestamps and all). */
async function snapshot(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const result = (await db.execute(sql.raw(`SELECT * FROM ${table} ORDER BY id`))) as unknown as {
      rows: unknown[];
    };
    out[table] = JSON.stringify(result.rows);
  }
  return out;
}

async function snapshotOf(dataDir: string) {
  const database = await openDatabase({ dataDir, migrate: false });
  try {
    return await snapshot(database.db);
  } finally {
    await database.close();
  }
}

describe.skipIf(testDbKind !== 'pglite')('backups of the embedded database', () => {
  it('a backup taken while orders are being written holds exactly the orders committed before it', async () => {
    const dataDir = join(root, 'live');
    const database = await openDatabase({ dataDir });
    const { db } = database;
    const shop = await insertShop(db);
    await insertProduct(db, shop.id, { name: 'Pão de Queijo' });
    const token = 'b'.repeat(64);
    const control = buildControlApp(db, token, database.dumpDataDir);

    // One writer, one order after the other: each order is a transaction over three tables (the
    // shop's order counter, the order, its two items).
    let answered = 0;
    let stop = false;
    const writer = (async () => {
      while (!stop) {
        await insertTestOrder(db, shop.id);
        answered += 1;
        // PGlite answers without I/O: without a turn of the event loop, the backup never gets one.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (answered < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    const before = answered;
    const response = await control.inject({
      method: 'POST',
      url: '/backup',
      headers: { authorization: `Bearer ${token}` },
    });
    const after = answered;
    while (answered < after + 10) await new Promise((resolve) => setTimeout(resolve, 5));
    stop = true;
    await writer;
    const finalCount = answered;
    await control.close();
    await database.close();

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    const file = join(root, 'live.tar.gz');
    writeFileSync(file, response.rawPayload);

    const restoredDir = join(root, 'live-restored');
    const { counts, aside } = await restoreBackup(file, restoredDir);
    expect(aside).toBeUndefined();
    // The restored files are the owner's only, before anything opens them again.
    expect(notPrivate(restoredDir).wrong).toEqual([]);
    const restored = await openDatabase({ dataDir: restoredDir, migrate: false });
    try {
      const [row] = (
        (await restored.db.execute(sql`
          SELECT (SELECT order_seq FROM stores WHERE id = ${shop.id}) AS seq,
                 (SELECT count(*)::int FROM orders) AS orders,
                 (SELECT coalesce(max(number), 0) FROM orders) AS max_number,
                 (SELECT count(*)::int FROM order_items) AS items,
                 (SELECT count(*)::int FROM orders o WHERE o.total_cents <>
                    (SELECT sum(line_total_cents) FROM order_items i WHERE i.order_id = o.id)) AS bad_totals
        `)) as unknown as { rows: Record<string, number>[] }
      ).rows;
      const orders = Number(row?.orders);
      // Orders answered before the backup was asked for are in it; those after it answered are not
      // (one may have committed just before the answer and not yet been counted).
      expect(orders).toBeGreaterThanOrEqual(before);
      expect(orders).toBeLessThanOrEqual(after + 1);
      expect(orders).toBeLessThan(finalCount);
      // One point in time: no order without its items, no counter ahead of or behind the orders.
      expect(Number(row?.seq)).toBe(orders);
      expect(Number(row?.max_number)).toBe(orders);
      expect(Number(row?.items)).toBe(orders * 2);
      expect(Number(row?.bad_totals)).toBe(0);
      expect(counts.find((c) => c.table === 'orders')?.rows).toBe(orders);
    } finally {
      await restored.close();
    }
  }, 120_000);
});

// The commands as a user runs them, against the real server in its own process.
const dataDir = join(root, 'shop', 'data');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const env = (port: number) => serverProcessEnv(port, dataDir);

function run(script: string, args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { cwd: packageRoot, env: env(0), timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, out: `${stdout}${stderr}` });
      },
    );
  });
}
const backup = (file: string) => run('src/server/db/backup-cli.ts', [file]);
const restore = (...args: string[]) => run('src/server/db/restore-cli.ts', args);

async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: packageRoot,
    env: env(port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    },
  };
}

describe.skipIf(testDbKind !== 'pglite')('npm run backup and npm run restore', () => {
  it('back up with the server running and without it, restore only with it stopped, keep the replaced data', async () => {
    // A shop with products and orders.
    const seed = await openDatabase({ dataDir });
    const shop = await insertShop(seed.db);
    const other = await insertShop(seed.db, { nomeEmpresa: 'Mercearia do Bairro' });
    for (const name of ['Pão de Queijo', 'Café coado', 'Bolo de fubá']) await insertProduct(seed.db, shop.id, { name });
    await insertProduct(seed.db, other.id, { name: 'Arroz 5 kg' });
    for (let i = 0; i < 5; i++) await insertTestOrder(seed.db, i % 2 ? other.id : shop.id);
    const atBackup = await snapshot(seed.db);
    await seed.close();

    // With the server running: the server takes it.
    const server = await startServer();
    const live = join(root, 'shop', 'with-server.tar.gz');
    try {
      const made = await backup(live);
      expect(made.code, made.out).toBe(0);
      expect(made.out).toContain(`pelo servidor em execução (processo ${server.pid})`);
      // A restore while the server runs is refused, and touches nothing.
      const refused = await restore(live);
      expect(refused.code).toBe(1);
      expect(refused.out).toContain(`já está aberto pelo processo ${server.pid}`);
      expect(refused.out).toContain('Pare o servidor antes de restaurar');
    } finally {
      await server.stop();
    }

    // Changes after the backup, in several tables.
    const change = await openDatabase({ dataDir });
    const first = sql`(SELECT id FROM orders ORDER BY created_at, id LIMIT 1)`;
    await change.db.execute(sql`DELETE FROM order_items WHERE order_id = ${first}`);
    await change.db.execute(sql`DELETE FROM orders WHERE id = ${first}`);
    await change.db.execute(sql`UPDATE products SET price_cents = price_cents + 100`);
    await change.db.execute(sql`UPDATE stores SET nome_empresa = 'Outro nome' WHERE id = ${shop.id}`);
    await insertProduct(change.db, shop.id, { name: 'Produto novo' });
    const changed = await snapshot(change.db);
    await change.close();
    for (const table of TABLES) expect(changed[table], table).not.toBe(atBackup[table]);

    // Without the server: the command takes it itself.
    const offline = join(root, 'shop', 'offline.tar.gz');
    const madeOffline = await backup(offline);
    expect(madeOffline.code, madeOffline.out).toBe(0);
    expect(madeOffline.out).not.toContain('pelo servidor');

    // --check reads a backup without touching the data directory.
    const checked = await restore('--check', live);
    expect(checked.code, checked.out).toBe(0);
    expect(checked.out).toMatch(/orders\s+5\n/);

    // A file that is not a backup is refused before anything is replaced.
    const junk = join(root, 'shop', 'junk.tar.gz');
    writeFileSync(junk, 'não sou um backup');
    const bad = await restore(junk);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('não é um backup do FidelizaLoja');
    expect(await snapshotOf(dataDir)).toEqual(changed);

    // Restoring the backup taken with the server running brings back the rows of that moment.
    const restored = await restore(live);
    expect(restored.code, restored.out).toBe(0);
    expect(await snapshotOf(dataDir)).toEqual(atBackup);
    const aside = readdirSync(join(root, 'shop')).filter((name) => name.startsWith('data.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(await snapshotOf(join(root, 'shop', aside[0] as string))).toEqual(changed);
    expect(existsSync(join(dataDir, 'fidelizaloja.lock'))).toBe(false);

    // The server starts on the restored directory.
    const again = await startServer();
    await again.stop();

    // And the offline backup brings back the changed state.
    const back = await restore(offline);
    expect(back.code, back.out).toBe(0);
    expect(await snapshotOf(dataDir)).toEqual(changed);
  }, 400_000);
});
