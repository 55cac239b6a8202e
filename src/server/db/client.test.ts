import { chmodSync, lstatSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notPrivate } from '../test/file-modes.ts';
import { openDatabase } from './client.ts';
import { stores } from './schema/stores.ts';

describe('the embedded database', () => {
  it('keeps its data across a restart in the same directory', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'pglite-')), 'data');
    const first = await openDatabase({ dataDir, durable: true });
    await first.db.insert(stores).values({
      nomeEmpresa: 'Sorveteria Gelato',
      documento: '11222333000181',
      email: 'gelato@exemplo.com.br',
      passwordHash: 'x',
      telefone: '11987654321',
      segmento: 'Alimentação',
    });
    await first.close();

    const second = await openDatabase({ dataDir, durable: true });
    const rows = await second.db.select({ nome: stores.nomeEmpresa }).from(stores);
    expect(rows).toEqual([{ nome: 'Sorveteria Gelato' }]);
    // Buffers sized for one process (decision 025), with fsync still on.
    const settings = (await second.db.execute(
      `select name, current_setting(name) as value from pg_settings where name in ('shared_buffers', 'maintenance_work_mem', 'fsync') order by name`,
    )) as unknown as { rows: { name: string; value: string }[] };
    expect(settings.rows).toEqual([
      { name: 'fsync', value: 'on' },
      { name: 'maintenance_work_mem', value: '16MB' },
      { name: 'shared_buffers', value: '16MB' },
    ]);
    await second.close();
  }, 60_000);

  it('delivers NOTIFY payloads to a listener', async () => {
    const database = await openDatabase({});
    const received: string[] = [];
    const stop = await database.listen('pedidos', (payload) => received.push(payload));
    await database.db.execute(`select pg_notify('pedidos', 'novo:42')`);
    await expect.poll(() => received).toEqual(['novo:42']);
    await stop();
    await database.close();
  }, 60_000);
});

/** Gives every directory 0755 and every file 0644 under `root`, as a data directory of before. */
function openUp(root: string) {
  const stat = lstatSync(root);
  chmodSync(root, stat.isDirectory() ? 0o755 : 0o644);
  if (stat.isDirectory()) for (const name of readdirSync(root)) openUp(join(root, name));
}

describe.each([
  ['without', false],
  ['with', true],
])('the embedded database files, %s fsync', (_label, durable) => {
  it('are its owner’s only: directories 0700, files 0600, WAL and files made later included', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'pglite-modes-')), 'data');
    const database = await openDatabase({ dataDir, durable });
    try {
      expect(notPrivate(dataDir).wrong).toEqual([]);
      // New relation files, a new WAL segment and a checkpoint while it runs.
      await database.db.execute('create table mode_probe (n int primary key, t text)');
      await database.db.execute("insert into mode_probe select g, repeat('x', 200) from generate_series(1, 5000) g");
      await database.db.execute('select pg_switch_wal()');
      await database.db.execute('CHECKPOINT');
      const after = notPrivate(dataDir);
      expect(after.wrong).toEqual([]);
      expect(after.seen).toBeGreaterThan(500);
      expect(readdirSync(join(dataDir, 'pg_wal')).some((name) => /^[0-9A-F]{24}$/.test(name))).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe('a data directory left open by an older version', () => {
  it('is made its owner’s only when it is opened', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'pglite-modes-')), 'data');
    await (await openDatabase({ dataDir })).close();
    openUp(dataDir);
    expect(notPrivate(dataDir).wrong.length).toBeGreaterThan(100);
    const database = await openDatabase({ dataDir, migrate: false });
    try {
      expect(notPrivate(dataDir).wrong).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
