import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema/customers.ts';
import { orders } from '../db/schema/orders.ts';
import { employees, salePayments, sales } from '../db/schema/sales.ts';
import { makeCpf } from './fixtures.ts';
import { insertTestOrder } from './order-fixtures.ts';
import { insertEmployee } from './sales-fixtures.ts';

/** Test data of the dashboard's tests: sales, orders, customers and sellers written straight in. */

let saleNumber = 0;
let cpfSeed = 9_000;

export async function insertCustomer(db: Db, storeId: number, nome: string) {
  cpfSeed += 1;
  const [row] = await db
    .insert(customers)
    .values({ storeId, cpf: makeCpf(cpfSeed), nome })
    .returning();
  if (!row) throw new Error('no customer');
  return row;
}

export async function insertSeller(db: Db, storeId: number, name: string) {
  return insertEmployee(db, storeId, name);
}

export async function deleteSeller(db: Db, id: number) {
  await db.delete(employees).where(eq(employees.id, id));
}

/** A counter sale at `soldAt` (an instant with its offset), paid by the given payment types. */
export async function insertSale(
  db: Db,
  storeId: number,
  soldAt: string,
  totalCents: number,
  extra: {
    customer?: { id: number; nome: string; cpf: string };
    seller?: { id: number; name: string };
    payments?: ('dinheiro' | 'pix' | 'credito' | 'debito')[];
  } = {},
) {
  saleNumber += 1;
  const [sale] = await db
    .insert(sales)
    .values({
      storeId,
      number: saleNumber,
      soldAt: new Date(soldAt),
      itemsCents: totalCents,
      totalCents,
      idempotencyKey: randomUUID(),
      customerId: extra.customer?.id ?? null,
      customerName: extra.customer?.nome ?? '',
      customerCpf: extra.customer?.cpf ?? '',
      employeeId: extra.seller?.id ?? null,
      sellerName: extra.seller?.name ?? '',
    })
    .returning({ id: sales.id, number: sales.number });
  if (!sale) throw new Error('no sale');
  const payments = extra.payments ?? (totalCents > 0 ? ['dinheiro'] : []);
  if (payments.length > 0) {
    const share = Math.floor(totalCents / payments.length);
    await db.insert(salePayments).values(
      payments.map((type, i) => ({
        saleId: sale.id,
        storeId,
        type,
        amountCents: i === 0 ? totalCents - share * (payments.length - 1) : share,
      })),
    );
  }
  return sale;
}

/** An online order at `createdAt`, of one item, optionally linked to a customer of the shop. */
export async function insertOrder(
  db: Db,
  storeId: number,
  createdAt: string,
  totalCents: number,
  customer?: { id?: number; nome: string },
) {
  const order = await insertTestOrder(db, storeId, {
    createdAt: new Date(createdAt),
    customerName: customer?.nome,
    paymentMethod: 'pix',
    changeForCents: null,
    items: [{ name: 'Bolo', unitPriceCents: totalCents, quantity: 1 }],
  });
  if (customer?.id) await db.update(orders).set({ customerId: customer.id }).where(eq(orders.id, order.id));
  return order;
}

/**
 * `count` counter sales of `totalCents` each, in one INSERT ... SELECT generate_series: from
 * `start`, one every `stepSeconds` (several may share an instant when `perInstant` > 1), spread
 * over the given customers and sellers in turn (none when not given).
 */
export async function insertManySales(
  db: Db,
  storeId: number,
  count: number,
  options: {
    start: string;
    stepSeconds: number;
    totalCents: number;
    perInstant?: number;
    customerIds?: number[];
    employeeIds?: number[];
  },
) {
  const { start, stepSeconds, totalCents, perInstant = 1 } = options;
  const first = saleNumber + 1;
  saleNumber += count;
  const pick = (ids: number[] | undefined) =>
    ids?.length ? sql`(string_to_array(${ids.join(',')}, ',')::int[])[1 + i % ${ids.length}]` : sql`null::int`;
  await db.execute(sql`
    insert into sales (store_id, number, sold_at, items_cents, total_cents, idempotency_key, customer_id, employee_id, seller_name)
    select ${storeId}, ${first} + i, ${start}::timestamptz + ((i / ${perInstant}) * ${stepSeconds}) * interval '1 second',
           ${totalCents}, ${totalCents}, 'lote-' || ${storeId} || '-' || (${first} + i),
           ${pick(options.customerIds)}, ${pick(options.employeeIds)}, ''
    from generate_series(0, ${count - 1}) as i`);
}
