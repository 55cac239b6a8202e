import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { giftDeliveries, gifts } from '../../db/schema/loyalty.ts';
import { stores } from '../../db/schema/stores.ts';

const giftColumns = { id: gifts.id, numero: gifts.numero, nome: gifts.nome, custoCents: gifts.custoCents };

export async function listGifts(db: Db, storeId: number) {
  return db.select(giftColumns).from(gifts).where(eq(gifts.storeId, storeId)).orderBy(asc(gifts.numero));
}

export async function findGift(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select(giftColumns)
    .from(gifts)
    .where(and(eq(gifts.id, id), eq(gifts.storeId, storeId)));
  return row;
}

/** The catalogue's gift with this name (case and surrounding spaces ignored), lowest number first. */
export async function findGiftByName(db: Db, storeId: number, nome: string) {
  const [row] = await db
    .select(giftColumns)
    .from(gifts)
    .where(and(eq(gifts.storeId, storeId), eq(sql`lower(trim(${gifts.nome}))`, nome.trim().toLowerCase())))
    .orderBy(asc(gifts.numero))
    .limit(1);
  return row;
}

/**
 * Serialises gift numbering in one shop: the second of two concurrent adds waits here until the
 * first commits, then sees its number. (NO KEY UPDATE: rows that reference the shop are not held.)
 */
export async function lockStoreForGifts(db: Db, storeId: number): Promise<boolean> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('no key update');
  return Boolean(row);
}

/** Adds a gift with the next number of the shop; call it after lockStoreForGifts, in its transaction. */
export async function insertGift(db: Db, storeId: number, values: { nome: string; custoCents: number }) {
  const [next] = await db
    .select({ numero: sql<number>`coalesce(max(${gifts.numero}), 0)::int + 1` })
    .from(gifts)
    .where(eq(gifts.storeId, storeId));
  const [row] = await db
    .insert(gifts)
    .values({ storeId, numero: next?.numero ?? 1, ...values })
    .returning(giftColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateGift(db: Db, storeId: number, id: number, values: { nome: string; custoCents: number }) {
  const [row] = await db
    .update(gifts)
    .set(values)
    .where(and(eq(gifts.id, id), eq(gifts.storeId, storeId)))
    .returning(giftColumns);
  return row;
}

export async function deleteGift(db: Db, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(gifts)
    .where(and(eq(gifts.id, id), eq(gifts.storeId, storeId)))
    .returning({ id: gifts.id });
  return rows.length > 0;
}

export interface NewGiftDelivery {
  storeId: number;
  customerId: number;
  giftId: number | null;
  nome: string;
  custoCents: number;
  source: 'entrega' | 'roleta';
}

/**
 * Records a gift handed to a customer and adds its cost to the customer's gifts value. Call it
 * inside a transaction: the row and the cached total change together.
 */
export async function recordGiftDelivery(db: Db, delivery: NewGiftDelivery): Promise<number> {
  const [row] = await db.insert(giftDeliveries).values(delivery).returning({ id: giftDeliveries.id });
  if (!row) throw new Error('insert returned no row');
  if (delivery.custoCents > 0) {
    await db
      .update(customers)
      .set({ giftsValueCents: sql`${customers.giftsValueCents} + ${delivery.custoCents}` })
      .where(and(eq(customers.id, delivery.customerId), eq(customers.storeId, delivery.storeId)));
  }
  return row.id;
}

export async function listGiftDeliveries(db: Db, storeId: number, limit: number) {
  return db
    .select({
      id: giftDeliveries.id,
      nome: giftDeliveries.nome,
      custoCents: giftDeliveries.custoCents,
      origem: giftDeliveries.source,
      cliente: customers.nome,
      entregueEm: giftDeliveries.createdAt,
    })
    .from(giftDeliveries)
    .leftJoin(customers, and(eq(customers.id, giftDeliveries.customerId), eq(customers.storeId, storeId)))
    .where(eq(giftDeliveries.storeId, storeId))
    .orderBy(desc(giftDeliveries.createdAt), desc(giftDeliveries.id))
    .limit(limit);
}

export async function sumGiftDeliveries(db: Db, storeId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${giftDeliveries.custoCents}), 0)::bigint` })
    .from(giftDeliveries)
    .where(eq(giftDeliveries.storeId, storeId));
  return Number(row?.total ?? 0);
}
