import { saoPauloToday } from '../../../shared/calendar.ts';
import { PURCHASES_PER_SPIN } from '../../../shared/contracts/loyalty.ts';
import {
  MAX_SALE_TOTAL_CENTS,
  type Sale,
  type SaleInputParsed,
  type SaleList,
  saleMessages,
} from '../../../shared/contracts/sales.ts';
import { formatCents } from '../../../shared/money.ts';
import { pointsForTotal } from '../../../shared/points.ts';
import { type SettledPayment, salesCountOf, saleTotals, settlePayments } from '../../../shared/sale-math.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { notifyStoreEvent, STOREFRONT_CHANGED } from '../../plugins/store-events.ts';
import { writeAudit } from '../audit/audit-queries.ts';
import { earnCashback } from '../cashback/cashback-service.ts';
import {
  type CustomerRow,
  findCustomerById,
  findOrCreateCustomer,
  recordPurchase,
} from '../customers/customers-queries.ts';
import { pricesAt } from '../promotions/promotions-service.ts';
import { findStoreSettings } from '../settings/settings-queries.ts';
import {
  changeCashbackEntry,
  countQualifying,
  currentProductStock,
  deleteCashbackEntries,
  deleteSaleRow,
  deleteSaleValidation,
  findEmployee,
  findProductsForSale,
  findSaleIdByKey,
  findSaleRow,
  insertSale,
  insertSaleLines,
  insertSalePoints,
  insertSaleValidation,
  listCashbackUses,
  listCreditSpent,
  listSaleDetails,
  listSaleRows,
  lockEarnedCashback,
  lockSaleRow,
  lockSpendableCashback,
  recordCashbackUse,
  returnProductStock,
  setSaleCashbackEarned,
  spendCredit,
  takeProductStock,
  takeSaleNumber,
  undoCreditEntry,
  undoCustomerPurchase,
  undoSalePoints,
} from './sales-queries.ts';

/**
 * São Paulo has kept UTC−3 all year since 2019 (no daylight saving): a São Paulo calendar day
 * runs from 03:00 UTC to 03:00 UTC the next day.
 */
const SAO_PAULO_OFFSET = '-03:00';
const DAY_MS = 24 * 60 * 60 * 1000;

export function saoPauloDayRange(day: string): { from: Date; to: Date } {
  const from = new Date(`${day}T00:00:00.000${SAO_PAULO_OFFSET}`);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

/** The chosen day at the current São Paulo time of day (today: now). */
function soldAtFor(day: string, now: Date): Date {
  const today = saoPauloToday(now);
  if (day === today) return now;
  const { from } = saoPauloDayRange(today);
  return new Date(saoPauloDayRange(day).from.getTime() + (now.getTime() - from.getTime()));
}

const saleDayOf = (soldAt: Date) => saoPauloToday(soldAt);

/** Thrown inside the transaction to undo it when the same save already made its sale. */
class AlreadySaved extends Error {
  constructor(readonly saleId: string) {
    super('already saved');
  }
}

function fieldError(status: number, code: string, message: string, field: string) {
  return new AppError(status, code, message, { [field]: message });
}

async function resolveCustomer(tx: Db, storeId: number, input: SaleInputParsed): Promise<CustomerRow | null> {
  if (input.customerId) {
    const found = await findCustomerById(tx, storeId, input.customerId);
    if (!found) throw fieldError(404, 'not_found', saleMessages.customerNotFound, 'customerId');
    return found;
  }
  if (input.newCustomer) {
    const { cpf, nome, telefone } = input.newCustomer;
    return findOrCreateCustomer(tx, storeId, { cpf, nome, telefone }, 'shop');
  }
  return null;
}

/**
 * Saves a counter sale in one transaction: the shop's next number, prices from the shop's products
 * at `now` (a flash promotion's while it runs; a given unit price is the cashier's; 409
 * 'price_changed' when the screen showed another total), stock of tracked products, payments
 * (cashback oldest first and store credit, never below zero), points and cashback earned, the
 * customer's totals, the loyalty validation (a spin every 10 qualifying purchases) and the
 * products' sales counts. The same idempotency key gives back the same sale (`created: false`).
 */
export async function createSale(
  db: Db,
  storeId: number,
  input: SaleInputParsed,
  idempotencyKey: string,
  now = new Date(),
): Promise<{ sale: Sale; created: boolean }> {
  const earlier = await findSaleIdByKey(db, storeId, idempotencyKey);
  if (earlier) return { sale: await getSale(db, storeId, earlier), created: false };
  const day = input.date ?? saoPauloToday(now);
  if (day > saoPauloToday(now)) throw fieldError(400, 'bad_request', saleMessages.dateInFuture, 'date');
  const soldAt = soldAtFor(day, now);

  let saleId: string;
  try {
    saleId = await db.transaction(async (tx) => {
      const number = await takeSaleNumber(tx, storeId);
      if (number === undefined) throw new NotFoundError();
      // The shop's row is locked: a save with this key that got here first has committed.
      const replay = await findSaleIdByKey(tx, storeId, idempotencyKey);
      if (replay) throw new AlreadySaved(replay);

      const employee = input.employeeId ? await findEmployee(tx, storeId, input.employeeId) : null;
      if (input.employeeId && !employee) {
        throw fieldError(404, 'not_found', saleMessages.employeeNotFound, 'employeeId');
      }
      const customer = await resolveCustomer(tx, storeId, input);

      const productIds = [...new Set(input.items.flatMap((i) => (i.productId ? [i.productId] : [])))];
      const found = await findProductsForSale(tx, storeId, productIds);
      const productById = new Map(found.map((p) => [p.id, p]));
      // A line without a unit price pays the price now, by the server's clock (a promotion's while it runs).
      const prices = await pricesAt(tx, storeId, now);
      const lines = input.items.map((item, index) => {
        const product = item.productId ? productById.get(item.productId) : undefined;
        if (item.productId && !product) {
          throw fieldError(404, 'not_found', saleMessages.productNotFound, `items.${index}.productId`);
        }
        return {
          product: product ?? null,
          name: product?.name ?? item.name ?? '',
          quantity: item.quantity,
          unitPriceCents: item.unitPriceCents ?? (product ? prices.priceOf(product).priceCents : 0),
          discountCents: item.discountCents,
          surchargeCents: item.surchargeCents,
        };
      });
      const totals = saleTotals(lines);
      if (totals.totalCents > MAX_SALE_TOTAL_CENTS) throw new BadRequestError(saleMessages.tooBig);
      if (input.expectedTotalCents !== undefined && input.expectedTotalCents !== totals.totalCents) {
        // The screen showed other prices (a promotion began or ended since): the cashier checks first.
        throw new ConflictError(saleMessages.pricesChanged, undefined, 'price_changed');
      }

      const settlement = settlePayments(totals.totalCents, input.payments);
      if (!settlement.ok) {
        const field = settlement.index === undefined ? 'payments' : `payments.${settlement.index}`;
        throw fieldError(400, 'bad_request', settlement.message, field);
      }
      const paidFromBalances = settlement.payments.some((p) => p.type === 'cashback' || p.type === 'credito_loja');
      if (paidFromBalances && !customer) throw fieldError(400, 'bad_request', saleMessages.needsCustomer, 'payments');

      // Stock: the units of each tracked product, taken in product id order (the lock order).
      const units = new Map<number, { name: string; quantity: number; count: number; tracked: boolean }>();
      for (const line of lines) {
        if (!line.product) continue;
        const seen = units.get(line.product.id) ?? {
          name: line.product.name,
          quantity: 0,
          count: 0,
          tracked: line.product.stock !== null,
        };
        if (seen.tracked && !Number.isInteger(line.quantity)) {
          throw new BadRequestError(saleMessages.wholeQuantity(line.product.name));
        }
        seen.quantity += line.quantity;
        seen.count += salesCountOf(line.quantity);
        units.set(line.product.id, seen);
      }
      for (const [productId, u] of [...units].sort((a, b) => a[0] - b[0])) {
        const take = u.tracked ? u.quantity : 0;
        if (!(await takeProductStock(tx, storeId, productId, take, u.count))) {
          const available = await currentProductStock(tx, storeId, productId);
          throw new ConflictError(saleMessages.outOfStock(u.name, available), undefined, 'out_of_stock');
        }
      }
      // A tracked stock is on the storefront.
      if ([...units.values()].some((u) => u.tracked)) await notifyStoreEvent(tx, { storeId, type: STOREFRONT_CHANGED });

      const points = customer ? pointsForTotal(totals.totalCents) : 0;
      const id = await insertSale(tx, {
        storeId,
        number,
        customerId: customer?.id ?? null,
        customerName: customer?.nome ?? '',
        customerCpf: customer?.cpf ?? '',
        employeeId: employee?.id ?? null,
        sellerName: employee?.name ?? '',
        soldAt,
        notes: input.notes,
        itemsCents: totals.itemsCents,
        discountCents: totals.discountCents,
        surchargeCents: totals.surchargeCents,
        totalCents: totals.totalCents,
        changeCents: settlement.changeCents,
        pointsAwarded: points,
        idempotencyKey,
      });
      await insertSaleLines(
        tx,
        lines.map((line, i) => {
          const amounts = totals.lines[i] as (typeof totals.lines)[number];
          return {
            saleId: id,
            storeId,
            productId: line.product?.id ?? null,
            productCode: line.product?.code ?? null,
            name: line.name,
            quantity: String(line.quantity),
            unitPriceCents: line.unitPriceCents,
            discountCents: amounts.discountCents,
            surchargeCents: amounts.surchargeCents,
            lineTotalCents: amounts.totalCents,
          };
        }),
        settlement.payments.map((p) => ({ saleId: id, storeId, ...p })),
      );
      if (customer) {
        await spendBalances(tx, { storeId, customerId: customer.id, saleId: id, number, now }, settlement.payments);
        await recordPurchase(tx, { storeId, customerId: customer.id, amountCents: totals.totalCents, at: soldAt });
        if (points > 0) {
          await insertSalePoints(tx, { storeId, customerId: customer.id, delta: points, reason: 'venda', saleId: id });
        }
        const earned = await earnCashback(tx, {
          storeId,
          customerId: customer.id,
          saleId: id,
          totalCents: totals.totalCents,
          now: soldAt,
        });
        if (earned > 0) await setSaleCashbackEarned(tx, storeId, id, earned);
        const settings = await findStoreSettings(tx, storeId);
        const qualifies = totals.totalCents >= settings.minPrizePurchaseCents;
        const before = await countQualifying(tx, storeId, customer.id);
        await insertSaleValidation(tx, {
          storeId,
          customerId: customer.id,
          purchaseCents: totals.totalCents,
          points,
          qualifies,
          grantsSpin: qualifies && (before + 1) % PURCHASES_PER_SPIN === 0,
          saleId: id,
        });
      }
      return id;
    });
  } catch (err) {
    if (err instanceof AlreadySaved) return { sale: await getSale(db, storeId, err.saleId), created: false };
    if (isUniqueViolation(err)) {
      const twin = await findSaleIdByKey(db, storeId, idempotencyKey);
      if (twin) return { sale: await getSale(db, storeId, twin), created: false };
    }
    throw err;
  }
  return { sale: await getSale(db, storeId, saleId), created: true };
}

/** Cashback (unexpired, soonest to expire first) and store credit paid with, never below zero. */
async function spendBalances(
  tx: Db,
  sale: { storeId: number; customerId: number; saleId: string; number: number; now: Date },
  payments: SettledPayment[],
) {
  const { storeId, customerId, saleId, now } = sale;
  const note = `Venda nº ${sale.number}`;
  const cashback = payments.filter((p) => p.type === 'cashback').reduce((sum, p) => sum + p.amountCents, 0);
  if (cashback > 0) {
    // Locked: a second cashier spending this customer's cashback waits, then sees what is left.
    const entries = await lockSpendableCashback(tx, storeId, customerId, now);
    const available = entries.reduce((sum, e) => sum + e.remainingCents, 0);
    if (available < cashback) {
      const message = saleMessages.cashbackInsufficient(formatCents(available));
      throw new AppError(422, 'insufficient_balance', message, { payments: message });
    }
    let left = cashback;
    const parts: { entryId: number; amountCents: number }[] = [];
    for (const entry of entries) {
      if (left === 0) break;
      const take = Math.min(left, entry.remainingCents);
      await changeCashbackEntry(tx, storeId, entry.id, -take);
      parts.push({ entryId: entry.id, amountCents: take });
      left -= take;
    }
    await recordCashbackUse(tx, { storeId, customerId, saleId, amountCents: cashback, note, at: now }, parts);
  }
  const credit = payments.filter((p) => p.type === 'credito_loja').reduce((sum, p) => sum + p.amountCents, 0);
  if (credit > 0 && !(await spendCredit(tx, { storeId, customerId, saleId, amountCents: credit, note, at: now }))) {
    const customer = await findCustomerById(tx, storeId, customerId);
    const message = saleMessages.creditInsufficient(formatCents(customer?.creditBalanceCents ?? 0));
    throw new AppError(422, 'insufficient_balance', message, { payments: message });
  }
}

type SaleRow = NonNullable<Awaited<ReturnType<typeof findSaleRow>>>;

async function toSales(db: Db, storeId: number, rows: SaleRow[]): Promise<Sale[]> {
  const details = await listSaleDetails(
    db,
    storeId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const validation = details.validations.find((v) => v.saleId === row.id);
    return {
      id: row.id,
      number: row.number,
      soldAt: row.soldAt.toISOString(),
      day: saleDayOf(row.soldAt),
      customer: row.customerCpf ? { id: row.customerId, nome: row.customerName, cpf: row.customerCpf } : null,
      employee: row.sellerName ? { id: row.employeeId, nome: row.sellerName } : null,
      notes: row.notes,
      items: details.items
        .filter((i) => i.saleId === row.id)
        .map((i) => ({
          productId: i.productId,
          productCode: i.productCode,
          name: i.name,
          quantity: Number(i.quantity),
          unitPriceCents: i.unitPriceCents,
          discountCents: i.discountCents,
          surchargeCents: i.surchargeCents,
          totalCents: i.lineTotalCents,
        })),
      payments: details.payments
        .filter((p) => p.saleId === row.id)
        .map((p) => ({
          type: p.type,
          amountCents: p.amountCents,
          installments: p.installments,
          receivedCents: p.receivedCents,
          changeCents: p.changeCents,
        })),
      itemsCents: row.itemsCents,
      discountCents: row.discountCents,
      surchargeCents: row.surchargeCents,
      totalCents: row.totalCents,
      changeCents: row.changeCents,
      pointsAwarded: row.pointsAwarded,
      cashbackEarnedCents: row.cashbackEarnedCents,
      loyalty: validation
        ? {
            validacaoId: validation.id,
            compraValida: validation.qualifies,
            giroLiberado: validation.grantsSpin,
            giroUsado: validation.spinId !== null,
          }
        : null,
    };
  });
}

export async function getSale(db: Db, storeId: number, saleId: string): Promise<Sale> {
  const row = await findSaleRow(db, storeId, saleId.toLowerCase());
  if (!row) throw new NotFoundError(saleMessages.notFound);
  const [sale] = await toSales(db, storeId, [row]);
  return sale as Sale;
}

/** The sales of one São Paulo calendar day (today by default), in the order they were made. */
export async function listSales(db: Db, storeId: number, day: string | undefined, now = new Date()): Promise<SaleList> {
  const chosen = day ?? saoPauloToday(now);
  const { from, to } = saoPauloDayRange(chosen);
  return { day: chosen, sales: await toSales(db, storeId, await listSaleRows(db, storeId, from, to)) };
}

/**
 * Deletes a sale and undoes every effect in one transaction: stock and sales counts back, points,
 * the cashback it earned removed and the cashback it spent given back to the same entries, the
 * store credit back, the customer's totals, and its loyalty validation. Refused (409, nothing
 * changes) when an effect can no longer be undone: the spin it granted was used, the cashback it
 * earned was spent, or its points were.
 */
export async function deleteSale(db: Db, storeId: number, saleId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const sale = await lockSaleRow(tx, storeId, saleId.toLowerCase());
    if (!sale) throw new NotFoundError(saleMessages.notFound);
    const details = await listSaleDetails(tx, storeId, [sale.id]);
    const validation = details.validations[0];
    if (validation?.spinId) throw new ConflictError(saleMessages.spinUsed, undefined, 'spin_used');

    const byProduct = new Map<number, { units: number; count: number }>();
    for (const item of details.items) {
      if (item.productId === null) continue;
      const quantity = Number(item.quantity);
      const seen = byProduct.get(item.productId) ?? { units: 0, count: 0 };
      seen.units += Number.isInteger(quantity) ? quantity : 0;
      seen.count += salesCountOf(quantity);
      byProduct.set(item.productId, seen);
    }
    for (const [productId, back] of [...byProduct].sort((a, b) => a[0] - b[0])) {
      await returnProductStock(tx, storeId, productId, back.units, back.count);
    }
    if (byProduct.size > 0) await notifyStoreEvent(tx, { storeId, type: STOREFRONT_CHANGED });

    if (sale.customerId !== null) {
      const earned = await lockEarnedCashback(tx, storeId, sale.id);
      if (earned.some((e) => e.remainingCents < e.earnedCents)) {
        throw new ConflictError(saleMessages.cashbackUsed, undefined, 'cashback_used');
      }
      await deleteCashbackEntries(
        tx,
        storeId,
        earned.map((e) => e.id),
      );
      for (const use of await listCashbackUses(tx, storeId, sale.id)) {
        await changeCashbackEntry(tx, storeId, use.entryId, use.amountCents);
      }
      for (const entry of await listCreditSpent(tx, storeId, sale.id)) await undoCreditEntry(tx, storeId, entry);
      if (!(await undoSalePoints(tx, storeId, sale.customerId, sale.id, sale.pointsAwarded))) {
        throw new ConflictError(saleMessages.pointsUsed, undefined, 'points_used');
      }
      if (validation) await deleteSaleValidation(tx, storeId, validation.id);
      await undoCustomerPurchase(tx, storeId, sale.customerId, { id: sale.id, totalCents: sale.totalCents });
    }
    await deleteSaleRow(tx, storeId, sale.id);
    await writeAudit(tx, {
      storeId,
      action: 'sale.deleted',
      entity: 'sale',
      entityId: sale.id,
      before: {
        number: sale.number,
        totalCents: sale.totalCents,
        customerId: sale.customerId,
        customerName: sale.customerName,
      },
    });
  });
}
