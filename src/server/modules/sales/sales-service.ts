import { randomUUID } from 'node:crypto';
import { addDays, dayRange, saoPauloToday } from '../../../shared/calendar.ts';
import { cashbackFor } from '../../../shared/contracts/cashback.ts';
import {
  MAX_SALE_DAYS_BACK,
  MAX_SALE_TOTAL_CENTS,
  type Sale,
  type SaleInputParsed,
  type SaleList,
  saleMessages,
} from '../../../shared/contracts/sales.ts';
import { formatCents } from '../../../shared/money.ts';
import { pointsForTotal } from '../../../shared/points.ts';
import { salesCountOf, saleTotals, settlePayments } from '../../../shared/sale-math.ts';
import { withoutAuthorization } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { currentActor } from '../../db/tenant-scope.ts';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { replayOnConflict } from '../../idempotency.ts';
import { notifyStoreEvent, STOREFRONT_CHANGED } from '../../plugins/store-events.ts';
import { writeAudit } from '../audit/audit-queries.ts';
import { cashbackExpiry, getCashbackConfig } from '../cashback/cashback-service.ts';
import { type CustomerRow, findCustomerById, findOrCreateCustomer } from '../customers/customers-queries.ts';
import {
  InsufficientBalanceError,
  IrreversibleError,
  recordPurchase,
  reversePurchase,
} from '../customers/purchase-ledger.ts';
import { mergeStockLines, returnStock, takeStock } from '../products/stock-queries.ts';
import { pricesAt } from '../promotions/promotions-service.ts';
import { findStoreSettings } from '../settings/settings-queries.ts';
import {
  deleteSaleRow,
  findEmployee,
  findProductsForSale,
  findSaleIdByKey,
  findSaleRow,
  insertSaleRecords,
  listSaleDetails,
  listSaleItems,
  listSaleRows,
  lockSaleRow,
  saleRecordsSql,
  takeSaleNumber,
} from './sales-queries.ts';

/** The chosen day at the current São Paulo time of day (today: now). */
function soldAtFor(day: string, now: Date): Date {
  const today = saoPauloToday(now);
  if (day === today) return now;
  const { from } = dayRange(today);
  return new Date(dayRange(day).from.getTime() + (now.getTime() - from.getTime()));
}

const saleDayOf = (soldAt: Date) => saoPauloToday(soldAt);

function fieldError(status: number, code: string, message: string, field: string) {
  return new AppError(status, code, message, { [field]: message });
}

/** The customer of the sale, read before the transaction (a new CPF is registered inside it). */
async function knownCustomer(db: Db, storeId: number, input: SaleInputParsed): Promise<CustomerRow | null> {
  if (!input.customerId) return null;
  const found = await findCustomerById(db, storeId, input.customerId);
  if (!found) throw fieldError(404, 'not_found', saleMessages.customerNotFound, 'customerId');
  return found;
}

/** A sale's day: today or up to MAX_SALE_DAYS_BACK days before (a sale keyed in late), never the future. */
function checkSaleDay(day: string, now: Date) {
  const today = saoPauloToday(now);
  if (day > today) throw fieldError(400, 'bad_request', saleMessages.dateInFuture, 'date');
  if (day < addDays(today, -MAX_SALE_DAYS_BACK)) throw fieldError(400, 'bad_request', saleMessages.dateTooOld, 'date');
}

/**
 * Saves a counter sale in one transaction: the shop's next number, prices from the shop's products
 * at `now` (a flash promotion's while it runs; a given unit price is the cashier's; 409
 * 'price_changed' when the screen showed another total), stock of tracked products, and the
 * purchase on the customer's ledgers (purchase-ledger.ts): totals, the cashback and store credit it
 * was paid with, and the points, cashback and loyalty count earned by the rest. Everything that
 * locks nothing is read and checked before the transaction; under the shop's row lock come only
 * the number, the stock (one statement), a new customer, the sale (one statement) and the ledger.
 * The same idempotency key gives back the same sale (`created: false`).
 */
/**
 * Checks a sale's discount before it is saved: `discountCents` off `fullCents` (the items at their
 * catalogue prices), counting line and sale discounts and any price typed below the catalogue's.
 * The route refuses a Caixa's discount above the shop's limit unless a manager authorised it, and
 * then answers the limit it was above: the sale's transaction logs the authorisation.
 */
export type DiscountCheck = (discount: {
  discountCents: number;
  fullCents: number;
}) => Promise<{ limitPercent: number } | null>;

export async function createSale(
  db: Db,
  storeId: number,
  input: SaleInputParsed,
  idempotencyKey: string,
  now = new Date(),
  checkDiscount?: DiscountCheck,
): Promise<{ sale: Sale; created: boolean }> {
  const replay = async (id: string) => getSale(db, storeId, id);
  const earlier = await findSaleIdByKey(db, storeId, idempotencyKey);
  if (earlier) return { sale: await replay(earlier), created: false };
  const day = input.date ?? saoPauloToday(now);
  checkSaleDay(day, now);
  const soldAt = soldAtFor(day, now);

  const productIds = [...new Set(input.items.flatMap((i) => (i.productId ? [i.productId] : [])))];
  // A team member's sale: recorded as theirs, and they are the seller unless another (or none) is chosen.
  const actor = currentActor();
  const employeeId = input.employeeId === undefined ? (actor?.employeeId ?? undefined) : input.employeeId;
  const [employee, known, found, prices, settings, cashbackConfig] = await Promise.all([
    employeeId ? findEmployee(db, storeId, employeeId) : null,
    knownCustomer(db, storeId, input),
    findProductsForSale(db, storeId, productIds),
    pricesAt(db, storeId, now),
    findStoreSettings(db, storeId),
    getCashbackConfig(db, storeId),
  ]);
  if (employeeId && !employee) throw fieldError(404, 'not_found', saleMessages.employeeNotFound, 'employeeId');
  const productById = new Map(found.map((p) => [p.id, p]));
  // A line without a unit price pays the price now, by the server's clock (a promotion's while it runs).
  const lines = input.items.map((item, index) => {
    const product = item.productId ? productById.get(item.productId) : undefined;
    if (item.productId && !product) {
      throw fieldError(404, 'not_found', saleMessages.productNotFound, `items.${index}.productId`);
    }
    if (product && product.stock !== null && !Number.isInteger(item.quantity)) {
      throw new BadRequestError(saleMessages.wholeQuantity(product.name));
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
  let authorizedDiscount: { discountCents: number; fullCents: number; limitPercent: number } | null = null;
  if (checkDiscount) {
    // A price typed below the catalogue's is a discount too.
    const priceCuts = lines.reduce((sum, line) => {
      if (!line.product) return sum;
      const catalogue = prices.priceOf(line.product).priceCents;
      return sum + Math.max(0, Math.round((catalogue - line.unitPriceCents) * line.quantity));
    }, 0);
    const discount = { discountCents: totals.discountCents + priceCuts, fullCents: totals.itemsCents + priceCuts };
    const authorized = await checkDiscount(discount);
    if (authorized) authorizedDiscount = { ...discount, limitPercent: authorized.limitPercent };
  }
  if (input.expectedTotalCents !== undefined && input.expectedTotalCents !== totals.totalCents) {
    // The screen showed other prices (a promotion began or ended since): the cashier checks first.
    throw new ConflictError(saleMessages.pricesChanged, undefined, 'price_changed');
  }
  const settlement = settlePayments(totals.totalCents, input.payments);
  if (!settlement.ok) {
    const field = settlement.index === undefined ? 'payments' : `payments.${settlement.index}`;
    throw fieldError(400, 'bad_request', settlement.message, field);
  }
  const paidWith = (type: string) =>
    settlement.payments.filter((p) => p.type === type).reduce((sum, p) => sum + p.amountCents, 0);
  const spend = { cashbackCents: paidWith('cashback'), creditCents: paidWith('credito_loja') };
  const hasCustomer = Boolean(known || input.newCustomer);
  if (spend.cashbackCents + spend.creditCents > 0 && !hasCustomer) {
    throw fieldError(400, 'bad_request', saleMessages.needsCustomer, 'payments');
  }
  // What the customer paid with their own money earns; the part paid with cashback or store credit does not.
  const earningCents = totals.totalCents - spend.cashbackCents - spend.creditCents;
  const points = hasCustomer ? pointsForTotal(earningCents) : 0;
  const cashbackEarned = hasCustomer ? cashbackFor(earningCents, cashbackConfig) : 0;
  const stockLines = mergeStockLines(
    lines.flatMap((l) =>
      l.product
        ? [
            {
              productId: l.product.id,
              units: l.product.stock === null ? 0 : l.quantity,
              soldCount: salesCountOf(l.quantity),
            },
          ]
        : [],
    ),
  );
  const tracked = lines.some((l) => l.product && l.product.stock !== null);

  const saved = await replayOnConflict(
    () => findSaleIdByKey(db, storeId, idempotencyKey).then((id) => (id ? replay(id) : undefined)),
    () =>
      db.transaction(async (tx) => {
        // The shop's row is locked from here to the commit: its sales are numbered in turn.
        const number = await takeSaleNumber(tx, storeId);
        if (number === undefined) throw new NotFoundError();
        const taken = await takeStock(tx, storeId, stockLines);
        if (taken.length < stockLines.length) {
          const takenIds = new Set(taken.map((p) => p.id));
          const missing = stockLines.find((l) => !takenIds.has(l.productId));
          const product = missing ? productById.get(missing.productId) : undefined;
          const available = (await findProductsForSale(tx, storeId, missing ? [missing.productId] : []))[0]?.stock ?? 0;
          throw new ConflictError(saleMessages.outOfStock(product?.name ?? '', available), undefined, 'out_of_stock');
        }
        const customer =
          known ??
          (input.newCustomer
            ? await findOrCreateCustomer(
                tx,
                storeId,
                { cpf: input.newCustomer.cpf, nome: input.newCustomer.nome, telefone: input.newCustomer.telefone },
                'shop',
              )
            : null);
        const id = randomUUID();
        const sale = {
          id,
          storeId,
          number,
          customerId: customer?.id ?? null,
          customerName: customer?.nome ?? '',
          customerCpf: customer?.cpf ?? '',
          employeeId: employee?.id ?? null,
          sellerName: employee?.name ?? '',
          registeredByStaffId: actor?.staffId ?? null,
          registeredByName: actor?.name ?? '',
          soldAt,
          notes: input.notes,
          itemsCents: totals.itemsCents,
          discountCents: totals.discountCents,
          surchargeCents: totals.surchargeCents,
          totalCents: totals.totalCents,
          changeCents: settlement.changeCents,
          pointsAwarded: points,
          cashbackEarnedCents: cashbackEarned,
          idempotencyKey,
        };
        const items = lines.map((line, i) => {
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
        });
        const payments = settlement.payments.map((p) => ({ saleId: id, storeId, ...p }));
        // A tracked stock changed: the storefront shows it.
        const records = { sale, items, payments, storefrontChanged: tracked };
        // With a customer, the sale is written in the ledger's last statement, with its entries.
        if (!customer) await insertSaleRecords(tx, records);
        const recorded = customer
          ? await recordSaleOnLedger(
              tx,
              { storeId, customerId: customer.id, saleId: id, number, soldAt },
              {
                totalCents: totals.totalCents,
                spend,
                points,
                cashbackEarned,
                earningCents,
                minPrizeCents: settings.minPrizePurchaseCents,
                redeemDays: cashbackConfig.redeemDays,
              },
              saleRecordsSql(tx, records),
            )
          : null;
        if (authorizedDiscount) {
          // A Caixa's discount above the limit, authorised on the spot: the entry names who and why.
          await writeAudit(tx, {
            storeId,
            action: 'sale.discount_authorized',
            entity: 'sale',
            entityId: id,
            after: { number, totalCents: totals.totalCents, customerName: customer?.nome ?? '', ...authorizedDiscount },
          });
        }
        if (recorded?.validation?.grantsSpin) {
          // The prize of the loyalty card, granted by a sale (no PIN asked): the log names who sold it,
          // and no manager's authorisation (that was for the discount, logged above).
          await writeAudit(tx, {
            storeId,
            action: 'loyalty.prize_granted',
            entity: 'sale',
            entityId: id,
            after: { number, customerId: customer?.id ?? null, customerName: customer?.nome ?? '' },
            ...(actor ? { actor: withoutAuthorization(actor) } : {}),
          });
        }
        // The answer, from what was just written (no read back).
        return {
          id,
          number,
          soldAt: soldAt.toISOString(),
          dia: day,
          customer: customer ? { id: customer.id, nome: customer.nome, cpf: customer.cpf } : null,
          employee: employee ? { id: employee.id, nome: employee.name } : null,
          notes: input.notes,
          items: items.map((item, i) => ({
            productId: item.productId,
            productCode: item.productCode,
            name: item.name,
            quantity: lines[i]?.quantity ?? 0,
            unitPriceCents: item.unitPriceCents,
            discountCents: item.discountCents,
            surchargeCents: item.surchargeCents,
            totalCents: item.lineTotalCents,
          })),
          payments: settlement.payments.map((p) => ({
            type: p.type,
            amountCents: p.amountCents,
            installments: p.installments,
            receivedCents: p.receivedCents,
            changeCents: p.changeCents,
          })),
          itemsCents: totals.itemsCents,
          discountCents: totals.discountCents,
          surchargeCents: totals.surchargeCents,
          totalCents: totals.totalCents,
          changeCents: settlement.changeCents,
          pointsAwarded: points,
          cashbackEarnedCents: cashbackEarned,
          loyalty: recorded?.validation
            ? {
                validacaoId: recorded.validation.id,
                compraValida: recorded.validation.qualifies,
                giroLiberado: recorded.validation.grantsSpin,
                giroUsado: false,
              }
            : null,
        } satisfies Sale;
      }),
  );
  return { sale: saved.result, created: !saved.replayed };
}

/** The sale on the customer's ledgers; a balance short of what it pays answers 422, naming what is left. */
async function recordSaleOnLedger(
  tx: Db,
  sale: { storeId: number; customerId: number; saleId: string; number: number; soldAt: Date },
  amounts: {
    totalCents: number;
    spend: { cashbackCents: number; creditCents: number };
    points: number;
    cashbackEarned: number;
    earningCents: number;
    minPrizeCents: number;
    redeemDays: number;
  },
  written: ReturnType<typeof saleRecordsSql>,
) {
  try {
    return await recordPurchase(
      tx,
      {
        storeId: sale.storeId,
        customerId: sale.customerId,
        source: { kind: 'sale', saleId: sale.saleId },
        at: sale.soldAt,
        totals: { amountCents: amounts.totalCents },
        spend: { ...amounts.spend, note: `Venda nº ${sale.number}` },
        rewards: {
          points: amounts.points,
          cashbackCents: amounts.cashbackEarned,
          cashbackExpiresAt: cashbackExpiry(sale.soldAt, { redeemDays: amounts.redeemDays }),
          prize: { purchaseCents: amounts.earningCents, minCents: amounts.minPrizeCents },
        },
      },
      written,
    );
  } catch (err) {
    written.withdraw();
    if (err instanceof InsufficientBalanceError) {
      const available = formatCents(err.availableCents);
      const message =
        err.balance === 'cashback'
          ? saleMessages.cashbackInsufficient(available)
          : saleMessages.creditInsufficient(available);
      throw new AppError(422, 'insufficient_balance', message, { payments: message });
    }
    throw err;
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
      dia: saleDayOf(row.soldAt),
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
  const { from, to } = dayRange(chosen);
  return { dia: chosen, sales: await toSales(db, storeId, await listSaleRows(db, storeId, from, to)) };
}

/**
 * Deletes a sale and undoes every effect in one transaction: stock and sales counts back, and the
 * purchase off the customer's ledgers (reversePurchase: points, the cashback it earned removed and
 * the cashback it spent given back to the same entries, the store credit back, the totals, its
 * loyalty validation). Refused (409, nothing changes) when an effect can no longer be undone: the
 * spin it granted was used, the cashback it earned was spent, or its points were.
 */
export async function deleteSale(db: Db, storeId: number, saleId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const sale = await lockSaleRow(tx, storeId, saleId.toLowerCase());
    if (!sale) throw new NotFoundError(saleMessages.notFound);
    const items = await listSaleItems(tx, storeId, sale.id);
    const back = mergeStockLines(
      items.flatMap((item) => {
        if (item.productId === null) return [];
        const quantity = Number(item.quantity);
        return [
          {
            productId: item.productId,
            units: Number.isInteger(quantity) ? quantity : 0,
            soldCount: salesCountOf(quantity),
          },
        ];
      }),
    );
    if (await returnStock(tx, storeId, back)) await notifyStoreEvent(tx, { storeId, type: STOREFRONT_CHANGED });
    if (sale.customerId !== null) {
      try {
        await reversePurchase(tx, {
          storeId,
          customerId: sale.customerId,
          source: { kind: 'sale', saleId: sale.id },
          totals: { amountCents: sale.totalCents },
        });
      } catch (err) {
        if (err instanceof IrreversibleError) {
          const message = {
            spin_used: saleMessages.spinUsed,
            cashback_used: saleMessages.cashbackUsed,
            points_used: saleMessages.pointsUsed,
          }[err.reason];
          throw new ConflictError(message, undefined, err.reason);
        }
        throw err;
      }
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
