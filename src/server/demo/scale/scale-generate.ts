// The scale data set on PostgreSQL: N shops, M sales (counter sales and online orders) over the
// last 12 months and C customers, loaded with COPY into tables stripped of their indexes, foreign
// keys and summary triggers, which are then put back; the caches are rebuilt from the rows
// (stats_summaries_rebuild() included) and VACUUM ANALYZE leaves the visibility map set, so the
// statistics' index-only scans work.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { hashPassword } from '../../auth/password.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import { employees } from '../../db/schema/sales.ts';
import { stores } from '../../db/schema/stores.ts';
import { rebuildCaches } from '../demo-caches.ts';
import { DEMO_CATALOGUE } from '../demo-catalogue.ts';
import { personName } from '../demo-people.ts';
import { cpfFromBody, saleTimeSampler, seededRandom } from '../demo-random.ts';
import { CopyWriter } from './scale-copy.ts';
import {
  dropIndexesAndConstraints,
  LOADED_TABLES,
  restoreIndexesAndConstraints,
  setSummaryTriggers,
} from './scale-ddl.ts';
import { medianShop, planShops, SCALE_EMAIL_DOMAIN, SCALE_PASSWORD, type ScaleSize } from './scale-plan.ts';
import {
  CUSTOMER_COLUMNS,
  ORDER_COLUMNS,
  ORDER_ITEM_COLUMNS,
  SALE_COLUMNS,
  SALE_ITEM_COLUMNS,
  SALE_PAYMENT_COLUMNS,
  type ShopCustomers,
  type ShopRefs,
  type Streams,
  sortedTimes,
  writeCustomers,
  writeOrders,
  writeSales,
} from './scale-rows.ts';

export interface ScaleResult {
  largestStoreId: number;
  medianStoreId: number;
  seconds: number;
  databaseBytes: number;
}

type Log = (line: string) => void;

/** Removes an earlier scale data set: every shop of the scale e-mail domain and what it owns. */
async function removeEarlierScaleShops(db: Db, log: Log): Promise<void> {
  const pattern = `%@${SCALE_EMAIL_DOMAIN}`;
  const [{ scale, others } = { scale: 0, others: 0 }] = (
    (await db.execute(sql`
      SELECT count(*) FILTER (WHERE email LIKE ${pattern})::int AS scale,
             count(*) FILTER (WHERE email NOT LIKE ${pattern})::int AS others FROM stores
    `)) as unknown as { rows: { scale: number; others: number }[] }
  ).rows;
  if (scale === 0) return;
  log(`Removendo as ${scale} lojas de escala anteriores...`);
  // Only scale shops here: emptying the tables is far quicker than deleting millions of rows.
  if (others === 0) await db.execute(sql`TRUNCATE stores CASCADE`);
  else await db.execute(sql`DELETE FROM stores WHERE email LIKE ${pattern}`);
}

async function createShops(
  db: Db,
  size: ScaleSize,
  now: Date,
): Promise<{ plans: ReturnType<typeof planShops>; refs: ShopRefs[] }> {
  const plans = planShops(size);
  const passwordHash = await hashPassword(SCALE_PASSWORD);
  const created = await db
    .insert(stores)
    .values(
      plans.map((p, i) => ({
        nomeEmpresa: p.name,
        documento: cpfFromBody(900_000_000 + i),
        email: p.email,
        passwordHash,
        telefone: '11988887777',
        segmento: p.name.split(' ')[0] ?? 'Comércio',
        cidade: 'São Paulo',
        createdAt: new Date(now.getTime() - 400 * 86_400_000),
      })),
    )
    .returning({ id: stores.id, email: stores.email });
  const idByEmail = new Map(created.map((s) => [s.email, s.id]));
  const random = seededRandom(7);
  const catalogue = DEMO_CATALOGUE.filter((p) => !p.byWeight).slice(0, 20);
  const refs: ShopRefs[] = [];
  for (const plan of plans) {
    const storeId = idByEmail.get(plan.email) as number;
    const madeProducts = await db
      .insert(products)
      .values(
        catalogue.map((p, i) => ({
          storeId,
          code: i + 1,
          name: p.name,
          priceCents: p.priceCents,
          category: p.category,
        })),
      )
      .returning({ id: products.id, code: products.code, name: products.name, priceCents: products.priceCents });
    const madeEmployees = await db
      .insert(employees)
      .values(
        Array.from({ length: 3 }, (_, i) => ({
          storeId,
          name: personName(random),
          birthDate: `${1980 + i * 5}-0${i + 2}-15`,
          monthlyGoalCents: 1_000_000 + i * 250_000,
          hireDate: '2022-03-01',
        })),
      )
      .returning({ id: employees.id, name: employees.name });
    refs.push({ storeId, products: madeProducts, employees: madeEmployees });
  }
  return { plans, refs };
}

async function openStreams(pool: pg.Pool): Promise<Omit<Streams, 'customers'>> {
  return {
    sales: await CopyWriter.open(pool, 'sales', SALE_COLUMNS),
    saleItems: await CopyWriter.open(pool, 'sale_items', SALE_ITEM_COLUMNS),
    salePayments: await CopyWriter.open(pool, 'sale_payments', SALE_PAYMENT_COLUMNS),
    orders: await CopyWriter.open(pool, 'orders', ORDER_COLUMNS),
    orderItems: await CopyWriter.open(pool, 'order_items', ORDER_ITEM_COLUMNS),
  };
}

export async function generateScale(
  db: Db,
  pool: pg.Pool,
  size: ScaleSize,
  log: Log,
  now = new Date(),
): Promise<ScaleResult> {
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  await removeEarlierScaleShops(db, log);
  const { plans, refs } = await createShops(db, size, now);
  log(`${plans.length} lojas criadas (${elapsed()}).`);

  const admin = await pool.connect();
  let saved: Awaited<ReturnType<typeof dropIndexesAndConstraints>>;
  try {
    await setSummaryTriggers(admin, false);
    saved = await dropIndexesAndConstraints(admin, LOADED_TABLES);
  } finally {
    admin.release();
  }
  log(`Índices, chaves e gatilhos de resumo retirados para a carga (${saved.dropped} objetos).`);

  try {
    const random = seededRandom(2026);
    const customerStream = await CopyWriter.open(pool, 'customers', CUSTOMER_COLUMNS);
    const people: ShopCustomers[] = [];
    let serial = 0;
    for (const [i, plan] of plans.entries()) {
      people.push(
        await writeCustomers(
          random,
          { customers: customerStream } as Streams,
          plan,
          refs[i]?.storeId as number,
          serial,
          now,
        ),
      );
      serial += plan.customers;
    }
    await customerStream.close();
    log(`${customerStream.rows.toLocaleString('pt-BR')} clientes (${elapsed()}).`);
    // One COPY stream numbers the rows in order: each shop's customers have consecutive ids.
    const ranges = (
      (await db.execute(
        sql`SELECT store_id, min(id)::int AS first, max(id)::int AS last, count(*)::int AS n FROM customers GROUP BY store_id`,
      )) as unknown as {
        rows: { store_id: number; first: number; last: number; n: number }[];
      }
    ).rows;
    const firstId = new Map(ranges.map((r) => [r.store_id, r.first]));
    if (ranges.some((r) => r.last - r.first + 1 !== r.n)) throw new Error('customer ids are not consecutive per shop');

    const streams = await openStreams(pool);
    const when = saleTimeSampler(now, size.days);
    let done = 0;
    let nextReport = 1_000_000;
    for (const [i, plan] of plans.entries()) {
      const shop = refs[i] as ShopRefs;
      const customers = { ...(people[i] as ShopCustomers), firstId: firstId.get(shop.storeId) ?? 0 };
      await writeSales(random, streams as Streams, shop, customers, sortedTimes(plan.counterSales, random, when));
      if (plan.orders > 0)
        await writeOrders(random, streams as Streams, shop, customers, sortedTimes(plan.orders, random, when), now);
      people[i] = { nome: [], cpf: [], telefone: [] };
      done += plan.counterSales + plan.orders;
      if (done >= nextReport || i === plans.length - 1) {
        const rate = Math.round(done / ((Date.now() - started) / 1000));
        log(
          `  ${done.toLocaleString('pt-BR')} de ${size.sales.toLocaleString('pt-BR')} vendas (${elapsed()}, ${rate.toLocaleString('pt-BR')}/s)`,
        );
        while (nextReport <= done) nextReport += 1_000_000;
      }
    }
    for (const stream of Object.values(streams)) await stream.close();
    log(`Carga concluída (${elapsed()}). Recriando índices e chaves...`);
  } finally {
    await restoreIndexesAndConstraints(pool, saved, (statement, ms) =>
      log(`  ${(ms / 1000).toFixed(1)} s  ${statement.slice(0, 110)}`),
    );
    const client = await pool.connect();
    try {
      await setSummaryTriggers(client, true);
    } finally {
      client.release();
    }
  }

  log(`Reconstruindo os caches (clientes, produtos, numeração, resumos de vendas)... (${elapsed()})`);
  await rebuildCaches(
    db,
    refs.map((r) => r.storeId),
  );
  log(`VACUUM ANALYZE... (${elapsed()})`);
  await pool.query('VACUUM ANALYZE');

  const largest = refs[0]?.storeId as number;
  const median = refs[medianShop(plans).index]?.storeId as number;
  const bytes = Number(
    ((await pool.query('SELECT pg_database_size(current_database()) AS b')).rows[0] as { b: string }).b,
  );
  return {
    largestStoreId: largest,
    medianStoreId: median,
    seconds: (Date.now() - started) / 1000,
    databaseBytes: bytes,
  };
}
