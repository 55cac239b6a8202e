import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
