import { randomUUID } from 'node:crypto';
import type { CashbackConfig } from '../../../shared/contracts/cashback.ts';
import { cashbackFor } from '../../../shared/contracts/cashback.ts';
import {
  type CreateOrder,
  checkoutMessages,
  firstName,
  type PublicOrder,
  placeholderEmail,
} from '../../../shared/contracts/checkout.ts';
import { pointsForTotal } from '../../../shared/points.ts';
import { promotionTexts } from '../../../shared/promotions.ts';
import { MAX_ITEM_QUANTITY, storefrontTexts } from '../../../shared/storefront.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { STOREFRONT_CHANGED, storeEventNotify } from '../../plugins/store-events.ts';
import { cashbackConfigOf, cashbackExpiry } from '../cashback/cashback-service.ts';
import { customerUpsert, findOrCreateCustomer } from '../customers/customers-queries.ts';
import { pricesUnder } from '../promotions/promotions-service.ts';
import {
  findBuyerOrder,
  findOrderIdByKey,
  findProductsForOrder,
  insertOrderRecords,
  placeOrder,
  readForOrder,
  type TakenProduct,
  takeOrderNumber,
  takeStockForLines,
} from './checkout-queries.ts';

/** An order total the columns (integer cents) and common sense can hold: R$ 10 million. */
const MAX_TOTAL_CENTS = 1_000_000_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One line per product (a product sent twice is one line), in product id order (the lock order). */
function mergeLines(items: CreateOrder['items']) {
  const byProduct = new Map<number, number>();
  for (const { productId, quantity } of items) byProduct.set(productId, (byProduct.get(productId) ?? 0) + quantity);
  const lines = [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
  if (lines.some((l) => l.quantity > MAX_ITEM_QUANTITY)) {
    throw new BadRequestError(`No máximo ${MAX_ITEM_QUANTITY} unidades por produto.`);
  }
  return lines.sort((a, b) => a.productId - b.productId);
}

/** The lines priced and checked, in the order of the checks and with their messages. */
function priceLines(
  input: CreateOrder,
  lines: ReturnType<typeof mergeLines>,
  found: TakenProduct[],
  takenIds: Set<number>,
  prices: ReturnType<typeof pricesUnder>,
) {
  const productById = new Map(found.map((p) => [p.id, p]));
  const items = lines.map((line) => {
    const product = productById.get(line.productId);
    if (!product) throw new ConflictError(checkoutMessages.productUnavailable, undefined, 'product_unavailable');
    const { priceCents } = prices.priceOf(product);
    return { ...line, product, unitPriceCents: priceCents, lineTotalCents: priceCents * line.quantity };
  });
  const totalCents = items.reduce((sum, i) => sum + i.lineTotalCents, 0);
  if (totalCents > MAX_TOTAL_CENTS) throw new BadRequestError(checkoutMessages.tooBig);
  if (input.expectedTotalCents !== undefined && input.expectedTotalCents !== totalCents) {
    // The page showed other prices: say so rather than charge what the customer did not see.
    const ended = totalCents > input.expectedTotalCents && prices.promotion === null;
    throw new ConflictError(
      ended ? promotionTexts.promotionEnded : promotionTexts.pricesChanged,
      undefined,
      'price_changed',
    );
  }
  const cash = input.paymentMethod === 'dinheiro';
  const changeForCents = cash && !input.noChangeNeeded ? input.changeForCents : null;
  if (changeForCents !== null && changeForCents < totalCents) {
    const message = checkoutMessages.changeTooLow(totalCents);
    throw new BadRequestError(message, { changeForCents: message });
  }
  const missing = items.find((i) => !takenIds.has(i.productId));
  if (missing) {
    throw new ConflictError(
      checkoutMessages.outOfStock(missing.product.name, missing.product.stock ?? 0),
      undefined,
      'out_of_stock',
    );
  }
  return { items, totalCents, changeForCents };
}

type PricedOrder = ReturnType<typeof priceLines>;

/** What the order writes besides the customer (who is found or created with it). */
function orderRecords(
  storeId: number,
  input: CreateOrder,
  idempotencyKey: string,
  now: Date,
  { items, totalCents, changeForCents }: PricedOrder,
  cashbackConfig: CashbackConfig,
) {
  const id = randomUUID();
  const points = pointsForTotal(totalCents);
  const earned = cashbackFor(totalCents, cashbackConfig);
  const events = [storeEventNotify({ storeId, type: 'order.created', orderId: id })];
  // A tracked stock changed: the storefront shows it.
  if (items.some((i) => i.product.stock !== null)) events.push(storeEventNotify({ storeId, type: STOREFRONT_CHANGED }));
  return {
    id,
    points,
    events,
    order: {
      id,
      storeId,
      status: 'pendente' as const,
      customerCpf: input.cpf,
      customerName: input.nome,
      customerPhone: input.telefone,
      addressStreet: input.rua,
      addressNumber: input.numero,
      addressNeighborhood: input.bairro,
      addressCity: input.cidade,
      paymentMethod: input.paymentMethod,
      changeForCents,
      observations: input.observations,
      subtotalCents: totalCents,
      totalCents,
      pointsAwarded: points,
      idempotencyKey,
      createdAt: now,
      updatedAt: now,
    },
    items: items.map((i) => ({
      orderId: id,
      storeId,
      productId: i.productId,
      productCode: i.product.code,
      name: i.product.name,
      unitPriceCents: i.unitPriceCents,
      quantity: i.quantity,
      lineTotalCents: i.lineTotalCents,
    })),
    event: { orderId: id, storeId, status: 'pendente' as const, createdAt: now },
    points_: points > 0 ? { storeId, delta: points, reason: 'pedido' as const, orderId: id } : undefined,
    cashback:
      earned > 0
        ? {
            storeId,
            orderId: id,
            earnedCents: earned,
            remainingCents: earned,
            expiresAt: cashbackExpiry(now, cashbackConfig),
            createdAt: now,
          }
        : undefined,
  };
}

/** The buyer's details, as the customer's find-or-create takes them (they fill blanks on file). */
function customerDetails(input: CreateOrder) {
  return {
    cpf: input.cpf,
    nome: input.nome,
    telefone: input.telefone,
    dataNascimento: input.dataNascimento,
    rua: input.rua,
    numero: input.numero,
    bairro: input.bairro,
    cidade: input.cidade,
  };
}

/** What the buyer's confirmation shows, from what was just written (no second read). */
function confirmation(
  input: CreateOrder,
  now: Date,
  records: ReturnType<typeof orderRecords>,
  priced: PricedOrder,
  written: { number: number; nomeEmpresa: string; telefone: string; pointsBalance: number },
  storeId: number,
): PublicOrder {
  return {
    id: records.id,
    number: written.number,
    status: 'pendente',
    createdAt: now.toISOString(),
    store: { id: storeId, nomeEmpresa: written.nomeEmpresa, telefone: written.telefone },
    customerFirstName: firstName(input.nome),
    paymentMethod: input.paymentMethod,
    changeForCents: priced.changeForCents,
    totalCents: priced.totalCents,
    pointsAwarded: records.points,
    pointsBalance: written.pointsBalance,
    items: priced.items.map((i) => ({
      name: i.product.name,
      quantity: i.quantity,
      unitPriceCents: i.unitPriceCents,
      lineTotalCents: i.lineTotalCents,
    })),
  };
}

/**
 * Creates an online order: prices and totals from the shop's own products at `now` (a flash
 * promotion's price while it runs; refused with 409 'price_changed' when the page showed another
 * total), stock taken without going below zero, the shop's next number, the customer (one per
 * CPF) with their points, and a notification for the owner's live screen. The same idempotency key
 * gives back the same order (`created: false`), however many times and however concurrently it
 * comes.
 *
 * Two round trips when nothing changed between them (docs/decisions/027): one statement reads
 * what the order needs (nothing locked), and one statement, under the shop's lock, checks that the
 * products are still as read and writes everything. Otherwise (a product changed or short, the
 * shop blocked, a check failed on what was read) the order is taken the long way, in a
 * transaction that reads the products under lock and says why it refuses.
 */
export async function createOrder(
  db: Db,
  storeId: number,
  input: CreateOrder,
  idempotencyKey: string,
  now = new Date(),
): Promise<{ order: PublicOrder; created: boolean }> {
  const productIds = [...new Set(input.items.map((i) => i.productId))].sort((a, b) => a - b);
  // Read before any lock: the price at the moment of the order by the server's clock (a flash
  // promotion's while it runs), and the shop's cashback rule.
  const read = await readForOrder(db, storeId, idempotencyKey, productIds, now);
  if (read.earlier) return { order: await getBuyerOrder(db, read.earlier), created: false };
  const lines = mergeLines(input.items);
  const prices = pricesUnder(read.promotion);
  const cashbackConfig = cashbackConfigOf(read.cashback);

  let order: PublicOrder;
  try {
    order =
      (await placeAsRead(db, storeId, input, idempotencyKey, now, lines, read.products, prices, cashbackConfig)) ??
      (await placeUnderLock(db, storeId, input, idempotencyKey, now, lines, prices, cashbackConfig));
  } catch (err) {
    // A twin attempt that committed first (it may have taken the last units, or changed nothing
    // the customer saw): the same key gives back its order, not a refusal.
    if (err instanceof ConflictError || isUniqueViolation(err)) {
      const twin = await findOrderIdByKey(db, storeId, idempotencyKey);
      if (twin) return { order: await getBuyerOrder(db, twin), created: false };
    }
    throw err;
  }
  return { order, created: true };
}

/**
 * The order in one statement (`placeOrder`), from the products as read before: undefined when what
 * was read fails a check or the products changed before the lock (nothing written then).
 */
async function placeAsRead(
  db: Db,
  storeId: number,
  input: CreateOrder,
  idempotencyKey: string,
  now: Date,
  lines: ReturnType<typeof mergeLines>,
  found: TakenProduct[],
  prices: ReturnType<typeof pricesUnder>,
  cashbackConfig: CashbackConfig,
): Promise<PublicOrder | undefined> {
  const byId = new Map(found.map((p) => [p.id, p]));
  const enough = new Set(
    lines
      .filter((l) => {
        const stock = byId.get(l.productId)?.stock;
        return stock === null || (stock !== undefined && stock >= l.quantity);
      })
      .map((l) => l.productId),
  );
  let priced: PricedOrder;
  try {
    priced = priceLines(input, lines, found, enough, prices);
  } catch {
    // Refused on what was read: the long way says it from what the lock shows.
    return undefined;
  }
  const records = orderRecords(storeId, input, idempotencyKey, now, priced, cashbackConfig);
  const withdraw = () => {
    for (const e of records.events) e.withdraw();
  };
  let written: Awaited<ReturnType<typeof placeOrder>>;
  try {
    written = await placeOrder(db, storeId, {
      lines: priced.items.map((i) => ({
        productId: i.productId,
        quantity: i.quantity,
        unitPriceCents: i.unitPriceCents,
        lineTotalCents: i.lineTotalCents,
        seen: i.product,
      })),
      customer: customerUpsert(storeId, customerDetails(input), 'public', {
        amountCents: priced.totalCents,
        at: now,
        points: records.points,
      }),
      order: records.order,
      placeholderEmail: placeholderEmail(input.cpf),
      event: records.event,
      points: records.points_,
      cashback: records.cashback,
      notify: records.events.map((e) => e.sql),
    });
  } catch (err) {
    // A twin that committed first makes the statement fail (its key is taken): no event leaves.
    withdraw();
    throw err;
  }
  if (!written) {
    withdraw();
    return undefined;
  }
  return confirmation(input, now, records, priced, written, storeId);
}

/**
 * The long way, in a transaction: the shop's row locked (the number), the stock taken reading the
 * products under lock, every check on what the lock shows (with its message), the customer, then
 * one statement for the rest.
 */
async function placeUnderLock(
  db: Db,
  storeId: number,
  input: CreateOrder,
  idempotencyKey: string,
  now: Date,
  lines: ReturnType<typeof mergeLines>,
  prices: ReturnType<typeof pricesUnder>,
  cashbackConfig: CashbackConfig,
): Promise<PublicOrder> {
  return db.transaction(async (tx) => {
    // The shop's row is locked from here until the commit: its orders are numbered in turn.
    const shop = await takeOrderNumber(tx, storeId);
    if (shop === undefined) throw new NotFoundError(storefrontTexts.storeNotFound);
    // One statement takes every line's stock and reads its product; when a line is missing the
    // products are read again to say why, in the order of the checks.
    const taken = await takeStockForLines(tx, storeId, lines);
    const found =
      taken.length < lines.length
        ? await findProductsForOrder(
            tx,
            storeId,
            lines.map((l) => l.productId),
          )
        : taken;
    const priced = priceLines(input, lines, found, new Set(taken.map((p) => p.id)), prices);
    const records = orderRecords(storeId, input, idempotencyKey, now, priced, cashbackConfig);
    // An anonymous buyer: their details fill blanks on file and never replace what is there. The
    // same statement counts the purchase and the points on the customer.
    const customer = await findOrCreateCustomer(tx, storeId, customerDetails(input), 'public', {
      amountCents: priced.totalCents,
      at: now,
      points: records.points,
    });
    const written = insertOrderRecords(tx, {
      order: {
        ...records.order,
        number: shop.number,
        customerId: customer.id,
        customerEmail: customer.email || placeholderEmail(input.cpf),
      },
      items: records.items,
      event: records.event,
      points: records.points_ && { ...records.points_, customerId: customer.id },
      cashback: records.cashback && { ...records.cashback, customerId: customer.id },
      notify: records.events.map((e) => e.sql),
    });
    // A twin that committed first makes this statement fail (its key is taken): no event leaves.
    await written.catch((err) => {
      for (const e of records.events) e.withdraw();
      throw err;
    });
    return confirmation(
      input,
      now,
      records,
      priced,
      {
        number: shop.number,
        nomeEmpresa: shop.nomeEmpresa,
        telefone: shop.telefone,
        pointsBalance: customer.pointsBalance,
      },
      storeId,
    );
  });
}

/** The buyer's view of an order, by its random id (anything else is 'Pedido não encontrado'). */
export async function getBuyerOrder(db: Db, orderId: string): Promise<PublicOrder> {
  const row = UUID.test(orderId) ? await findBuyerOrder(db, orderId.toLowerCase()) : undefined;
  if (!row) throw new NotFoundError(checkoutMessages.orderNotFound);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    store: { id: row.storeId, nomeEmpresa: row.nomeEmpresa, telefone: row.storeTelefone },
    customerFirstName: firstName(row.customerName),
    paymentMethod: row.paymentMethod,
    changeForCents: row.changeForCents,
    totalCents: row.totalCents,
    pointsAwarded: row.pointsAwarded,
    pointsBalance: row.pointsBalance ?? row.pointsAwarded,
    items: row.items,
  };
}
