import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../db/schema/stores.ts';
import { createCliDatabase, runCli } from '../test/cli-database.ts';
import { testDbKind } from '../test/harness.ts';
import { insertShop } from '../test/storefront-fixtures.ts';
import { countOtherShops } from './demo-guard.ts';
import { DEMO_SHOP } from './demo-shop.ts';

let cli: Awaited<ReturnType<typeof createCliDatabase>>;
beforeAll(async () => {
  cli = await createCliDatabase();
}, 60_000);
afterAll(async () => cli?.remove());

async function shopEmails(): Promise<string[]> {
  const database = await cli.open();
  try {
    return (await database.db.select({ email: stores.email }).from(stores).orderBy(stores.id)).map((s) => s.email);
  } finally {
    await database.close();
  }
}

describe(`npm run demo on a database with other shops (${testDbKind})`, () => {
  it('refuses, saying how to go on, and writes nothing; with --force it writes the demo shop beside them', async () => {
    const setup = await cli.open();
    const real = await insertShop(setup.db, { email: 'dona@padaria-real.com.br' });
    expect(await countOtherShops(setup.db, 'demo', DEMO_SHOP.email)).toBe(1);
    await setup.close();

    const refused = await runCli('demo/demo-cli.ts', [], cli.env);
    expect(refused.code, refused.out).toBe(1);
    expect(refused.out).toContain('já tem 1 loja que não é da demonstração');
    expect(refused.out).toContain('npm run demo -- --force');
    expect(await shopEmails()).toEqual([real.email]);

    if (testDbKind === 'postgres') {
      // The scale data set too.
      const scale = await runCli('demo/demo-cli.ts', ['--shops', '1', '--sales', '0', '--customers', '0'], cli.env);
      expect(scale.code, scale.out).toBe(1);
      expect(scale.out).toContain('npm run demo -- --force');
      expect(await shopEmails()).toEqual([real.email]);
    }

    // The generation itself is tested in demo-generate.test.ts on both engines; here, once, that
    // --force lets the run through (on PostgreSQL only: the whole demo takes a minute or more on a
    // file-backed PGlite on the CI machine).
    if (testDbKind === 'postgres') {
      const forced = await runCli('demo/demo-cli.ts', ['--force'], cli.env, '', 300_000);
      expect(forced.code, forced.out).toBe(0);
      expect(forced.out).toContain(DEMO_SHOP.email);
      expect(await shopEmails()).toEqual([real.email, DEMO_SHOP.email]);
    } else {
      // What --force writes, for the next test.
      const database = await cli.open();
      await insertShop(database.db, { email: DEMO_SHOP.email });
      await database.close();
    }
  }, 400_000);

  it('counts only the shops this run would not write itself', async () => {
    const database = await cli.open();
    try {
      await database.db.delete(stores).where(sql`${stores.email} <> ${DEMO_SHOP.email}`);
      expect(await countOtherShops(database.db, 'demo', DEMO_SHOP.email)).toBe(0);
      // The demo shop is another shop to the scale data set, and a scale shop to the demo.
      expect(await countOtherShops(database.db, 'scale', DEMO_SHOP.email)).toBe(1);
      await insertShop(database.db, { email: 'loja-001@escala.fidelizaloja.com.br' });
      expect(await countOtherShops(database.db, 'scale', DEMO_SHOP.email)).toBe(1);
      expect(await countOtherShops(database.db, 'demo', DEMO_SHOP.email)).toBe(1);
    } finally {
      await database.close();
    }
  });
});
