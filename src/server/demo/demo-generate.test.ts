import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isValidCpf } from '../../shared/document.ts';
import { isValidGtin } from '../../shared/gtin.ts';
import { verifyPassword } from '../auth/password.ts';
import { cookieHeader } from '../test/fixtures.ts';
import { setupTestContext } from '../test/harness.ts';
import { generateDemo } from './demo-generate.ts';
import { DEMO_SHOP, DEMO_TEAM } from './demo-shop.ts';

const ctx = setupTestContext();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await ctx.database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await rows<T>(query))[0] as T;
}

describe('npm run demo', () => {
  let storeId = 0;

  it('creates a shop that signs in, with photos, customers, sales and orders', async () => {
    const now = new Date();
    const result = await generateDemo(ctx.database.db, { now });
    storeId = result.storeId;
    expect(result.replaced).toBe(false);
    expect(result.counts.products).toBeGreaterThanOrEqual(30);
    expect(result.counts.products).toBeLessThanOrEqual(60);
    expect(result.counts.sales).toBeGreaterThan(1000);
    expect(result.counts.orders).toBeGreaterThan(200);
    expect(result.counts.spins).toBeGreaterThan(0);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_SHOP.email, senha: DEMO_SHOP.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = cookieHeader(login.headers['set-cookie']);
    const settings = await ctx.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie } });
    expect(settings.json().senhaDefinida).toBe(true);
    const pix = await ctx.app.inject({ method: 'GET', url: '/api/settings/pix', headers: { cookie } });
    expect(pix.json().chave).toBe(DEMO_SHOP.documento);

    const pin = await one<{ hash: string }>(
      sql`SELECT loyalty_pin_hash AS hash FROM store_settings WHERE store_id = ${storeId}`,
    );
    expect(await verifyPassword(pin.hash, DEMO_SHOP.pin)).toBe(true);

    // Every product has a photo the storefront serves; packaged goods have barcodes and stock.
    const storefront = await ctx.app.inject({ method: 'GET', url: `/api/storefront/stores/${storeId}` });
    expect(storefront.statusCode).toBe(200);
    const products = storefront.json().products as { imageUrl: string | null; category: string }[];
    expect(products.length).toBe(result.counts.products);
    expect(products.every((p) => p.imageUrl)).toBe(true);
    expect(new Set(products.map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
    // A real rating from its surveys, and customers to greet in the CRM today.
    expect(storefront.json().store.avaliacao.total).toBe(result.counts.surveys);
    expect(storefront.json().store.avaliacao.media).toBeGreaterThan(3.5);
    const crm = await ctx.app.inject({ method: 'GET', url: '/api/crm/summary', headers: { cookie } });
    expect(crm.json().sugestoes.aniversariantes.total).toBeGreaterThanOrEqual(2);
    const photo = await ctx.app.inject({ method: 'GET', url: products[0]?.imageUrl ?? '' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    // And the smaller widths the pages ask for (the pictures are 320 px: 160 and 320).
    const small = await ctx.app.inject({ method: 'GET', url: `${products[0]?.imageUrl ?? ''}?w=160` });
    expect([small.statusCode, small.headers['content-type'], small.headers.etag]).toEqual([
      200,
      'image/webp',
      `"${products[0]?.imageUrl?.split('/').pop()}-160"`,
    ]);
    const variants = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM image_variants v JOIN products p ON p.image_id = v.image_id WHERE p.store_id = ${storeId}`,
    );
    expect(variants[0]?.n).toBe(products.length * 2);
    const stocked = await rows<{ barcode: string; stock: number }>(
      sql`SELECT barcode, stock FROM products WHERE store_id = ${storeId} AND barcode IS NOT NULL`,
    );
    expect(stocked.length).toBeGreaterThan(5);
    expect(stocked.every((p) => isValidGtin(p.barcode) && p.stock >= 0)).toBe(true);
    expect(storefront.json().store.horarios).toHaveLength(7);
  });

  it('has a Gerente and a Caixa who sign in with their roles, and override PINs that authorise', async () => {
    const signIn = async (email: string, senha: string) => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, senha } });
      expect(res.statusCode, res.body).toBe(200);
      return cookieHeader(res.headers['set-cookie']);
    };
    const caixa = await signIn(DEMO_TEAM.caixa.email, DEMO_TEAM.caixa.password);
    const gerente = await signIn(DEMO_TEAM.gerente.email, DEMO_TEAM.gerente.password);
    const me = async (cookie: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().pessoa;
    expect(await me(caixa)).toMatchObject({ role: 'caixa' });
    expect(await me(gerente)).toMatchObject({ role: 'gerente' });
    const stats = await ctx.app.inject({ method: 'GET', url: '/api/customers/top', headers: { cookie: caixa } });
    expect(stats.statusCode).toBe(403);

    const authorizers = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/authorizers',
      headers: { cookie: caixa },
    });
    expect(authorizers.statusCode).toBe(200);
    expect(authorizers.json().length).toBe(2);
    const hashes = await rows<{ owner: string; manager: string }>(sql`
      SELECT (SELECT owner_override_pin_hash FROM stores WHERE id = ${storeId}) AS owner,
             (SELECT override_pin_hash FROM staff_accounts WHERE store_id = ${storeId} AND role = 'gerente') AS manager`);
    expect(await verifyPassword(hashes[0]?.owner ?? '', DEMO_TEAM.ownerOverridePin)).toBe(true);
    expect(await verifyPassword(hashes[0]?.manager ?? '', DEMO_TEAM.gerente.overridePin)).toBe(true);
  });

  it('fills every part of the product with plausible data', async () => {
    const customers = await rows<{ cpf: string; sexo: string | null; data_nascimento: string; telefone: string }>(
      sql`SELECT cpf, sexo, data_nascimento::text, telefone FROM customers WHERE store_id = ${storeId}`,
    );
    expect(customers.every((c) => isValidCpf(c.cpf))).toBe(true);
    expect(new Set(customers.map((c) => c.sexo))).toContain('feminino');
    const month = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }).slice(5, 7);
    expect(customers.filter((c) => c.data_nascimento.slice(5, 7) === month).length).toBeGreaterThanOrEqual(5);

    const counts = await one<Record<string, number>>(sql`
      SELECT
        (SELECT count(DISTINCT type)::int FROM sale_payments WHERE store_id = ${storeId}) AS payment_types,
        (SELECT count(DISTINCT employee_id)::int FROM sales WHERE store_id = ${storeId}) AS sellers,
        (SELECT count(*)::int FROM orders WHERE store_id = ${storeId} AND status = 'pendente') AS pending,
        (SELECT count(DISTINCT status)::int FROM orders WHERE store_id = ${storeId}) AS statuses,
        (SELECT count(*)::int FROM employees WHERE store_id = ${storeId}) AS employees,
        (SELECT count(*)::int FROM gift_deliveries WHERE store_id = ${storeId} AND source = 'roleta') AS wheel_prizes,
        (SELECT count(*)::int FROM gift_deliveries WHERE store_id = ${storeId} AND source = 'entrega') AS handed,
        (SELECT count(*)::int FROM cashback_entries WHERE store_id = ${storeId}) AS cashback,
        (SELECT count(*)::int FROM cashback_config WHERE store_id = ${storeId}) AS cashback_config,
        (SELECT count(*)::int FROM loyalty_validations WHERE store_id = ${storeId} AND sale_id IS NULL) AS validated,
        (SELECT count(*)::int FROM task_runs WHERE store_id = ${storeId} AND done) AS tasks_done,
        (SELECT count(*)::int FROM task_runs WHERE store_id = ${storeId} AND NOT done) AS tasks_open,
        (SELECT count(*)::int FROM sales WHERE store_id = ${storeId} AND sold_at < now() - interval '80 days') AS old_sales
    `);
    expect(counts.payment_types).toBeGreaterThanOrEqual(4);
    expect(counts.sellers).toBe(4);
    expect(counts.pending).toBeGreaterThanOrEqual(2);
    expect(counts.statuses).toBe(4);
    expect(counts.employees).toBe(4);
    expect(counts.wheel_prizes).toBeGreaterThan(0);
    expect(counts.handed).toBeGreaterThan(0);
    expect(counts.cashback).toBeGreaterThan(0);
    expect(counts.cashback_config).toBe(1);
    expect(counts.validated).toBeGreaterThan(30);
    expect(counts.tasks_done).toBeGreaterThan(counts.tasks_open as number);
    expect(counts.tasks_open).toBeGreaterThan(0);
    expect(counts.old_sales).toBeGreaterThan(0);
  });

  it('leaves every cache equal to its ledger', async () => {
    // daily_sales, recomputed here from the sources.
    const summary = await one<{ differences: number; days: number }>(sql`
      WITH fresh AS (
        SELECT (sold_at AT TIME ZONE 'America/Sao_Paulo')::date AS day, 'balcao' AS channel, count(*)::int AS n, sum(total_cents)::bigint AS total
          FROM sales WHERE store_id = ${storeId} GROUP BY 1
        UNION ALL
        SELECT (created_at AT TIME ZONE 'America/Sao_Paulo')::date, 'online', count(*)::int, sum(total_cents)::bigint
          FROM orders WHERE store_id = ${storeId} GROUP BY 1
      ),
      cached AS (SELECT day, channel, sales_count AS n, total_cents AS total FROM daily_sales WHERE store_id = ${storeId})
      SELECT (SELECT count(*)::int FROM (
                (SELECT * FROM fresh EXCEPT SELECT * FROM cached) UNION ALL (SELECT * FROM cached EXCEPT SELECT * FROM fresh)
              ) AS d) AS differences,
             (SELECT count(*)::int FROM cached) AS days
    `);
    expect(summary.days).toBeGreaterThan(150);
    expect(summary.differences).toBe(0);
    const cashback = await one<{ cached: number; entries: number }>(sql`
      SELECT (SELECT sum(cashback_cents)::int FROM daily_sales WHERE store_id = ${storeId}) AS cached,
             (SELECT sum(earned_cents)::int FROM cashback_entries WHERE store_id = ${storeId}) AS entries
    `);
    expect(cashback.cached).toBe(cashback.entries);

    const wrongCustomers = await one<{ n: number; spenders: number }>(sql`
      SELECT count(*) FILTER (WHERE c.total_spent_cents <> coalesce(s.t, 0) + coalesce(o.t, 0) + coalesce(v.t, 0)
                               OR c.purchase_count <> coalesce(s.n, 0) + coalesce(o.n, 0) + coalesce(v.n, 0)
                               OR c.points_balance <> coalesce(p.t, 0)
                               OR c.visits <> coalesce(v.n, 0))::int AS n,
             count(*) FILTER (WHERE c.total_spent_cents > 0)::int AS spenders
      FROM customers c
      LEFT JOIN (SELECT customer_id, sum(total_cents) t, count(*) n FROM sales GROUP BY 1) s ON s.customer_id = c.id
      LEFT JOIN (SELECT customer_id, sum(total_cents) t, count(*) n FROM orders GROUP BY 1) o ON o.customer_id = c.id
      LEFT JOIN (SELECT customer_id, sum(purchase_cents) t, count(*) n FROM loyalty_validations WHERE sale_id IS NULL GROUP BY 1) v
        ON v.customer_id = c.id
      LEFT JOIN (SELECT customer_id, sum(delta) t FROM points_ledger GROUP BY 1) p ON p.customer_id = c.id
      WHERE c.store_id = ${storeId}
    `);
    expect(wrongCustomers.spenders).toBeGreaterThan(50);
    expect(wrongCustomers.n).toBe(0);

    const wrongProducts = await one<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM products p
      WHERE p.store_id = ${storeId} AND p.sales_count <>
        coalesce((SELECT sum(CASE WHEN quantity = trunc(quantity) THEN quantity::int ELSE 1 END) FROM sale_items WHERE product_id = p.id), 0)
        + coalesce((SELECT sum(quantity) FROM order_items WHERE product_id = p.id), 0)
    `);
    expect(wrongProducts.n).toBe(0);
    const seq = await one<{ ok: boolean }>(sql`
      SELECT sale_seq = (SELECT max(number) FROM sales WHERE store_id = ${storeId})
         AND order_seq = (SELECT max(number) FROM orders WHERE store_id = ${storeId}) AS ok
      FROM stores WHERE id = ${storeId}
    `);
    expect(seq.ok).toBe(true);
    // Every sale's payments cover its total, less the change.
    const unpaid = await one<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM sales s
      WHERE s.store_id = ${storeId} AND s.total_cents <> (SELECT sum(amount_cents) FROM sale_payments WHERE sale_id = s.id)
    `);
    expect(unpaid.n).toBe(0);
  });

  it('replaces the demo shop when run again, without duplicating anything', async () => {
    const again = await generateDemo(ctx.database.db, { days: 20 });
    expect(again.replaced).toBe(true);
    const left = await one<{ shops: number; old: number }>(sql`
      SELECT (SELECT count(*)::int FROM stores WHERE lower(email) = ${DEMO_SHOP.email}) AS shops,
             (SELECT count(*)::int FROM sales WHERE store_id = ${storeId}) AS old
    `);
    expect(left).toEqual({ shops: 1, old: 0 });
  });
});
