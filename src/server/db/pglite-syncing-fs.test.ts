import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { SyncingNodeFS, syncingStartParams } from './pglite-syncing-fs.ts';

describe('PGlite with a syncing file system', () => {
  it('turns every commit into an fsync of the real file', async () => {
    const fs = new SyncingNodeFS(join(mkdtempSync(join(tmpdir(), 'pglite-sync-')), 'data'));
    const db = new PGlite({ fs, startParams: syncingStartParams(PGlite.defaultStartParams) });
    await db.waitReady;
    expect(fs.fsyncCalls).toBeGreaterThan(0);
    await db.exec('create table t (id int)');
    const before = fs.fsyncCalls;
    for (let i = 0; i < 5; i++) await db.query('insert into t values ($1)', [i]);
    expect(fs.fsyncCalls - before).toBeGreaterThanOrEqual(5);
    await db.close();
  }, 60_000);

  it('keeps fsync on and flushes the WAL with fsync', () => {
    const params = syncingStartParams(['--single', '-F', '-O']);
    expect(params).not.toContain('-F');
    expect(params.join(' ')).toContain('wal_sync_method=fsync');
  });
});
