import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { campaignSends, campaigns, tagMembers, tags } from '../../db/schema/crm.ts';
import { buyerPasses, customers, pointsLedger } from '../../db/schema/customers.ts';
import {
  cashbackEntries,
  cashbackRedemptions,
  creditLedger,
  giftDeliveries,
  loyaltyValidations,
  wheelSpins,
} from '../../db/schema/loyalty.ts';
import { orderEvents, orders } from '../../db/schema/orders.ts';
import { sales } from '../../db/schema/sales.ts';
import { stores } from '../../db/schema/stores.ts';
import { listOrderItems } from '../orders/orders-queries.ts';
import { listSaleDetails } from '../sales/sales-queries.ts';

/**
 * SQL of the LGPD rights (export and deletion of one customer's data). Every statement filters by
 * the shop; the customer's rows are found by their id, and the orders and sales also by the CPF
 * they were made with (an order placed before the customer record existed carries only the CPF).
 */

type Row = Record<string, unknown>;

/** A row as the export shows it: no shop id, dates as ISO strings. */
function plain(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'storeId') continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

type CustomerTable = PgTable & { storeId: PgColumn; customerId: PgColumn; id: PgColumn };

async function rowsOf(db: Db, table: CustomerTable, storeId: number, customerId: number): Promise<Row[]> {
  const rows = await db
    .select()
    .from(table)
    .where(and(eq(table.storeId, storeId), eq(table.customerId, customerId)))
    .orderBy(asc(table.id));
  return (rows as Row[]).map(plain);
}

/** The customer's record, locked for the transaction; undefined when the shop has none (or it was deleted). */
export async function lockLiveCustomer(db: Db, storeId: number, customerId: number) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.storeId, storeId), isNull(customers.anonymizedAt)))
    .for('update');
  return row;
}

const ordersOf = (storeId: number, customerId: number, cpf: string): SQL =>
  and(eq(orders.storeId, storeId), or(eq(orders.customerId, customerId), eq(orders.customerCpf, cpf))) as SQL;
const salesOf = (storeId: number, customerId: number, cpf: string): SQL =>
  and(eq(sales.storeId, storeId), or(eq(sales.customerId, customerId), eq(sales.customerCpf, cpf))) as SQL;

export async function findStoreName(db: Db, storeId: number): Promise<string> {
  const [row] = await db.select({ nome: stores.nomeEmpresa }).from(stores).where(eq(stores.id, storeId));
  return row?.nome ?? '';
}

/** Everything the shop holds about one customer, grouped by what it is. */
export async function collectCustomerData(db: Db, storeId: number, customer: { id: number; cpf: string }) {
  const { id } = customer;
  const orderRows = await db
    .select()
    .from(orders)
    .where(ordersOf(storeId, id, customer.cpf))
    .orderBy(asc(orders.createdAt));
  const orderIds = orderRows.map((o) => o.id);
  // One query after the other throughout: the export runs inside a transaction, whose queries
  // share one connection (pg deprecates queuing them concurrently on it).
  const items = await listOrderItems(db, storeId, orderIds);
  const events = orderIds.length
    ? await db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.storeId, storeId), inArray(orderEvents.orderId, orderIds)))
        .orderBy(asc(orderEvents.id))
    : [];

  const saleRows = await db
    .select()
    .from(sales)
    .where(salesOf(storeId, id, customer.cpf))
    .orderBy(asc(sales.soldAt));
  const saleIds = saleRows.map((s) => s.id);
  const { items: saleItemRows, payments: paymentRows } = await listSaleDetails(db, storeId, saleIds);

  const points = await rowsOf(db, pointsLedger, storeId, id);
  const credit = await rowsOf(db, creditLedger, storeId, id);
  const cashback = await rowsOf(db, cashbackEntries, storeId, id);
  const redemptions = await rowsOf(db, cashbackRedemptions, storeId, id);
  const validations = await rowsOf(db, loyaltyValidations, storeId, id);
  const spins = await rowsOf(db, wheelSpins, storeId, id);
  const gifts = await rowsOf(db, giftDeliveries, storeId, id);
  const tagRows = await db
    .select({ nome: tags.nome, cor: tags.cor })
    .from(tagMembers)
    .innerJoin(tags, and(eq(tags.id, tagMembers.tagId), eq(tags.storeId, storeId)))
    .where(and(eq(tagMembers.storeId, storeId), eq(tagMembers.customerId, id)))
    .orderBy(asc(tags.nome));
  const sends = await db
    .select({ campanha: campaigns.nome, enviadaEm: campaignSends.sentAt })
    .from(campaignSends)
    .innerJoin(campaigns, and(eq(campaigns.id, campaignSends.campaignId), eq(campaigns.storeId, storeId)))
    .where(and(eq(campaignSends.storeId, storeId), eq(campaignSends.customerId, id)))
    .orderBy(asc(campaignSends.sentAt));

  return {
    pedidos: orderRows.map((o) => ({
      ...plain(o),
      itens: items.filter((i) => i.orderId === o.id).map(plain),
      historico: events.filter((e) => e.orderId === o.id).map(plain),
    })),
    vendas: saleRows.map((s) => ({
      ...plain(s),
      itens: saleItemRows.filter((i) => i.saleId === s.id).map(plain),
      pagamentos: paymentRows.filter((p) => p.saleId === s.id).map(plain),
    })),
    pontos: points,
    credito: credit,
    cashback,
    resgatesCashback: redemptions,
    validacoesFidelidade: validations,
    giros: spins,
    brindes: gifts,
    etiquetas: tagRows,
    campanhas: sends.map(plain),
  };
}

export const ANONYMOUS_NAME = 'Cliente removido';

/**
 * Deletes the person from the shop's records and keeps every amount: the customer row keeps its
 * id and totals (so sales, orders and the statistics built on them are unchanged), and the
 * orders' and sales' copies of the customer lose their personal fields. Returns how many orders
 * and sales were kept.
 */
export async function anonymizeCustomerRows(
  db: Db,
  storeId: number,
  customer: { id: number; cpf: string },
  now: Date,
): Promise<{ orders: number; sales: number }> {
  const { id, cpf } = customer;
  await db
    .update(customers)
    .set({
      nome: ANONYMOUS_NAME,
      // Unique per shop and never a CPF (11 digits): no look-up can find it, a new record can take the CPF.
      cpf: `removido-${id}`,
      telefone: '',
      email: '',
      sexo: null,
      dataNascimento: null,
      dataNascimentoPelaLoja: false,
      rua: '',
      numero: '',
      bairro: '',
      cidade: '',
      estado: '',
      cep: '',
      nomeAtendente: '',
      extras: {},
      whatsappOptOutAt: now,
      anonymizedAt: now,
    })
    .where(and(eq(customers.id, id), eq(customers.storeId, storeId)));
  const keptOrders = await db
    .update(orders)
    .set({
      customerCpf: '',
      customerName: ANONYMOUS_NAME,
      customerPhone: '',
      customerEmail: '',
      addressStreet: '',
      addressNumber: '',
      addressNeighborhood: '',
      addressCity: '',
      addressZip: '',
      observations: '',
    })
    .where(ordersOf(storeId, id, cpf))
    .returning({ id: orders.id });
  const keptSales = await db
    .update(sales)
    .set({ customerCpf: '', customerName: ANONYMOUS_NAME })
    .where(salesOf(storeId, id, cpf))
    .returning({ id: sales.id });
  await db.delete(tagMembers).where(and(eq(tagMembers.storeId, storeId), eq(tagMembers.customerId, id)));
  await db.delete(buyerPasses).where(and(eq(buyerPasses.storeId, storeId), eq(buyerPasses.customerId, id)));
  return { orders: keptOrders.length, sales: keptSales.length };
}
