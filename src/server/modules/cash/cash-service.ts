import { saoPauloToday } from '../../../shared/calendar.ts';
import {
  type BillList,
  CASH_PAYMENT_TYPES,
  type CashReport,
  type CashSale,
  cashMessages,
} from '../../../shared/contracts/cash.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import {
  deleteBill,
  insertBill,
  listBills,
  listDayCounterSales,
  listDayOrders,
  sumBills,
  sumDayPayments,
  sumDaySales,
} from './cash-queries.ts';

type BillRow = Awaited<ReturnType<typeof listBills>>[number];

const billOut = (b: BillRow) => ({ ...b, criadaEm: b.criadaEm.toISOString() });

export async function getBills(db: Db, storeId: number, day = saoPauloToday()): Promise<BillList> {
  const [rows, totalCents] = await Promise.all([listBills(db, storeId, day), sumBills(db, storeId, day)]);
  return { dia: day, contas: rows.map(billOut), totalCents };
}

export async function addBill(db: Db, storeId: number, input: { dia?: string; nome: string; valorCents: number }) {
  const row = await insertBill(db, storeId, {
    day: input.dia ?? saoPauloToday(),
    name: input.nome,
    amountCents: input.valorCents,
  });
  return billOut(row);
}

/** Removes a bill; `onlyToday` (a Caixa) finds only today's bills. */
export async function removeBill(db: Db, storeId: number, id: number, onlyToday = false): Promise<void> {
  if (!(await deleteBill(db, storeId, id, onlyToday ? saoPauloToday() : undefined))) {
    throw new NotFoundError(cashMessages.billNotFound);
  }
}

/** The cash report of one São Paulo day (today by default). Every sum is the database's. */
export async function getCashReport(db: Db, storeId: number, day = saoPauloToday()): Promise<CashReport> {
  const [totals, byType, bills, totalContasCents, counter, online] = await Promise.all([
    sumDaySales(db, storeId, day),
    sumDayPayments(db, storeId, day),
    listBills(db, storeId, day),
    sumBills(db, storeId, day),
    listDayCounterSales(db, storeId, day),
    listDayOrders(db, storeId, day),
  ]);
  const vendas: (CashSale & { at: number })[] = [
    ...counter.map((s) => ({
      id: s.id,
      origem: 'balcao' as const,
      numero: s.numero,
      em: s.em.toISOString(),
      at: s.em.getTime(),
      cliente: s.cliente,
      vendedor: s.vendedor,
      totalCents: s.totalCents,
      pagamentos: s.pagamentos,
    })),
    ...online.map((o) => ({
      id: o.id,
      origem: 'online' as const,
      numero: o.numero,
      em: o.em.toISOString(),
      at: o.em.getTime(),
      cliente: o.cliente,
      vendedor: '',
      totalCents: o.totalCents,
      pagamentos: [{ tipo: o.tipo, valorCents: o.totalCents, parcelas: 1 }],
    })),
  ];
  // Newest first across both lists (each already comes sorted from the database).
  vendas.sort((a, b) => b.at - a.at);
  const order = (t: (typeof CASH_PAYMENT_TYPES)[number]) => CASH_PAYMENT_TYPES.indexOf(t);
  return {
    dia: day,
    totalVendasCents: totals.totalCents,
    totalContasCents,
    saldoCents: totals.totalCents - totalContasCents,
    ticketMedioCents: totals.ticketCents,
    quantidadeVendas: totals.count,
    pagamentos: byType.sort((a, b) => order(a.tipo) - order(b.tipo)),
    contas: bills.map(billOut),
    vendas: vendas.map(({ at: _, ...v }) => v),
  };
}
