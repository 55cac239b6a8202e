import { randomUUID } from 'node:crypto';
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
import { MAX_ITEM_QUANTITY, MAX_ORDER_TOTAL_CENTS, storefrontTexts } from '../../../shared/storefront.ts';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { replayOnConflict } from '../../idempotency.ts';
import { STOREFRONT_CHANGED, storeEventNotify } from '../../plugins/store-events.ts';
import { getCashbackConfig } from '../cashback/cashback-service.ts';
import { customerUpsert, findOrCreateCustomer } from '../customers/customers-queries.ts';
import { takeStock } from '../products/stock-queries.ts';
import { pricesAt } from '../promotions/promotions-service.ts';
import { buyerOfPass } from './buyer-pass.ts';
import {
  findBuyerOrder,
  findOrderIdByKey,
  findProductsForOrder,
  insertOrderRecords,
  isOrderChanged,
  placeOrderStatement,
  takeOrderNumber,
} from './checkout-queries.ts';
import { assertStoreOpen } from './store-availability.ts';
import { findStoreStatus } from './storefront-queries.ts';

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

type Prices = Awaited<ReturnType<typeof pricesAt>>;
type OrderProduct = { id: number; code: number; name: string; priceCents: number; stock: number | null };

/**
 * The order's lines priced from its products (undefined: a product the shop does not have), and
 * the checks in the order the buyer is told of them: unknown product, total too big, price
 * changed, change too low. Stock is the caller's (last).
 */
function priceOrder(
  input: CreateOrder,
  lines: { productId: number; quantity: number }[],
  productById: Map<number, OrderProduct>,
  prices: Prices,
) {
  const items = lines.map((line) => {
    const product = productById.get(line.productId);
    if (!product) throw new ConflictError(checkoutMessages.productUnavailable, undefined, 'product_unavailable');
    const { priceCents } = prices.priceOf(product);
    return { ...line, product, unitPriceCents: priceCents, lineTotalCents: priceCents * line.quantity };
  });
  const totalCents = items.reduce((sum, i) => sum + i.lineTotalCents, 0);
  if (totalCents > MAX_ORDER_TOTAL_CENTS) {
    throw new BadRequestError(checkoutMessages.overLimit(MAX_ORDER_TOTAL_CENTS));
  }
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
  return { items, totalCents, changeForCents };
}

type PricedOrder = ReturnType<typeof priceOrder>;

/** An anonymous buyer: a customer on file keeps their record as it is (the order keeps what was typed). */
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

/** What an order writes besides its number and customer, and the events it announces on commit. */
function orderRecords(
  storeId: number,
  input: CreateOrder,
  priced: PricedOrder,
  extra: { idempotencyKey: string; verified: boolean; cashbackCents: number; tracked: boolean; now: Date },
) {
  const id = randomUUID();
  const { items, totalCents, changeForCents } = priced;
  const events = [storeEventNotify({ storeId, type: 'order.created', orderId: id })];
  // A tracked stock changed: the storefront shows it.
  if (extra.tracked) events.push(storeEventNotify({ storeId, type: STOREFRONT_CHANGED }));
  return {
    id,
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
      pointsAwarded: pointsForTotal(totalCents),
      cashbackCents: extra.cashbackCents,
      buyerVerified: extra.verified,
      idempotencyKey: extra.idempotencyKey,
      createdAt: extra.now,
      updatedAt: extra.now,
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
    event: { orderId: id, storeId, status: 'pendente' as const, createdAt: extra.now },
  };
}

/** What the buyer's confirmation shows, from what was just written (no second read). */
function confirmation(
  storeId: number,
  input: CreateOrder,
  priced: PricedOrder,
  written: {
    id: string;
    number: number;
    nomeEmpresa: string;
    telefone: string;
    pointsBalance: number | null;
    cashbackCents: number;
    now: Date;
  },
): PublicOrder {
  return {
    id: written.id,
    number: written.number,
    status: 'pendente',
    createdAt: written.now.toISOString(),
    store: { id: storeId, nomeEmpresa: written.nomeEmpresa, telefone: written.telefone },
    customerFirstName: firstName(input.nome),
    paymentMethod: input.paymentMethod,
    changeForCents: priced.changeForCents,
    totalCents: priced.totalCents,
    pointsAwarded: pointsForTotal(priced.totalCents),
    cashbackCents: written.cashbackCents,
    pointsBalance: written.pointsBalance,
    items: priced.items.map((i) => ({
      name: i.product.name,
      quantity: i.quantity,
      unitPriceCents: i.unitPriceCents,
      lineTotalCents: i.lineTotalCents,
    })),
  };
}

interface OrderContext {
  storeId: number;
  input: CreateOrder;
  lines: { productId: number; quantity: number }[];
  prices: Prices;
  cashbackConfig: Awaited<ReturnType<typeof getCashbackConfig>>;
  verified: boolean;
  idempotencyKey: string;
  now: Date;
}

/**
 * Creates an online order in one transaction: prices and totals from the shop's own products at
 * `now` (a flash promotion's price while it runs; refused with 409 'price_changed' when the page
 * showed another total), stock taken without going below zero, the shop's next number, the
 * customer (one per CPF, whose record the order never changes) with the purchase counted, and a
 * notification for the owner's live screen. The points and cashback it gives are written on the
 * order and credited on delivery (orders-service). The same idempotency key gives back the same
 * order (`created: false`), however many times and however concurrently it comes.
 *
 * The order is placed in one statement from the products as read before it (placeInOneStatement);
 * when they fail a check or have changed by the time the statement takes them, it is placed the
 * long way (placeInTransaction), whose reads under the shop's lock decide what the buyer is told.
 */
export async function createOrder(
  db: Db,
  storeId: number,
  input: CreateOrder,
  idempotencyKey: string,
  now = new Date(),
): Promise<{ order: PublicOrder; created: boolean; passe: string | null }> {
  const replay = async (orderId: string) => ({ order: await getBuyerOrder(db, orderId), passe: null });
  const earlier = await findOrderIdByKey(db, storeId, idempotencyKey);
  if (earlier) return { ...(await replay(earlier)), created: false };
  const lines = mergeLines(input.items);

  // Read before any lock, as they lock nothing: the price at the moment of the order by the
  // server's clock (a flash promotion's while it runs), the shop's cashback rule, whether the
  // buyer's pass is this CPF's, and the products as the one statement expects to find them.
  const [prices, cashbackConfig, passHolder, read] = await Promise.all([
    pricesAt(db, storeId, now),
    getCashbackConfig(db, storeId),
    input.passe ? buyerOfPass(db, storeId, input.passe) : undefined,
    lines.length > 0
      ? findProductsForOrder(
          db,
          storeId,
          lines.map((l) => l.productId),
        )
      : [],
  ]);
  const verified = passHolder !== undefined && passHolder.cpf === input.cpf;
  const context: OrderContext = { storeId, input, lines, prices, cashbackConfig, verified, idempotencyKey, now };

  const placed = await replayOnConflict(
    () => findOrderIdByKey(db, storeId, idempotencyKey).then((id) => (id ? replay(id) : undefined)),
    async () => (await placeInOneStatement(db, context, read)) ?? (await placeInTransaction(db, context)),
  );
  if (placed.replayed) return { ...placed.result, created: false };
  return { order: placed.result, passe: verified ? (input.passe ?? null) : null, created: true };
}

/**
 * The order in one statement (placeOrderStatement), from the products as read before it: one round
 * trip holds the shop's row, instead of five. Undefined, having written nothing, when the read
 * fails a check (the long way then says which, from what it reads under the lock) or when the
 * statement finds the shop, a product or its stock changed since the read.
 */
async function placeInOneStatement(
  db: Db,
  context: OrderContext,
  read: OrderProduct[],
): Promise<PublicOrder | undefined> {
  const { storeId, input, lines, now } = context;
  if (lines.length === 0) return undefined;
  const productById = new Map(read.map((p) => [p.id, p]));
  let priced: PricedOrder;
  try {
    priced = priceOrder(input, lines, productById, context.prices);
  } catch {
    return undefined;
  }
  if (priced.items.some((i) => i.product.stock !== null && i.product.stock < i.quantity)) return undefined;
  const cashbackCents = cashbackFor(priced.totalCents, context.cashbackConfig);
  const records = orderRecords(storeId, input, priced, {
    idempotencyKey: context.idempotencyKey,
    verified: context.verified,
    cashbackCents,
    tracked: priced.items.some((i) => i.product.stock !== null),
    now,
  });
  try {
    const written = await placeOrderStatement(db, {
      storeId,
      lines: priced.items.map((i) => ({
        productId: i.productId,
        quantity: i.quantity,
        code: i.product.code,
        name: i.product.name,
        priceCents: i.product.priceCents,
        tracked: i.product.stock !== null,
      })),
      customer: (storeIdValue) =>
        customerUpsert(
          db,
          storeId,
          customerDetails(input),
          'public',
          { amountCents: priced.totalCents, at: now },
          storeIdValue,
        )
          .returning({ id: customers.id, email: customers.email, pointsBalance: customers.pointsBalance })
          .getSQL(),
      order: records.order,
      placeholderEmail: placeholderEmail(input.cpf),
      items: records.items,
      event: records.event,
      notify: records.events.map((e) => e.sql),
    });
    return confirmation(storeId, input, priced, {
      id: records.id,
      number: written.number,
      nomeEmpresa: written.nomeEmpresa,
      telefone: written.telefone,
      pointsBalance: context.verified ? written.pointsBalance : null,
      cashbackCents,
      now,
    });
  } catch (err) {
    // Nothing of the statement committed: no event leaves.
    for (const e of records.events) e.withdraw();
    if (isOrderChanged(err)) return undefined;
    throw err;
  }
}

/**
 * The order the long way, in a transaction that holds the shop's row from its number to the
 * commit: what it reads under the lock decides, and its checks say what the buyer is told.
 */
function placeInTransaction(db: Db, context: OrderContext): Promise<PublicOrder> {
  const { storeId, input, lines, now } = context;
  return db.transaction(async (tx) => {
    // The shop's row is locked from here until the commit: its orders are numbered in turn, and
    // one hot shop takes its orders one at a time. Everything below is as few round trips as it
    // can be, as that is how long the lock is held (docs/decisions/027).
    const shop = await takeOrderNumber(tx, storeId);
    if (shop === undefined) {
      // Unknown, or blocked: which one the buyer is told.
      assertStoreOpen(await findStoreStatus(tx, storeId));
      throw new NotFoundError(storefrontTexts.storeNotFound);
    }
    const { number } = shop;
    // One statement takes every line's stock and reads its product; when a line is missing the
    // products are read again to say why, in the order of the checks below.
    const taken = await takeStock(
      tx,
      storeId,
      lines.map((l) => ({ productId: l.productId, units: l.quantity, soldCount: l.quantity })),
    );
    const short = taken.length < lines.length;
    const found = short
      ? await findProductsForOrder(
          tx,
          storeId,
          lines.map((l) => l.productId),
        )
      : taken;
    const priced = priceOrder(input, lines, new Map(found.map((p) => [p.id, p])), context.prices);
    if (short) {
      const takenIds = new Set(taken.map((p) => p.id));
      const missing = priced.items.find((i) => !takenIds.has(i.productId));
      const available = missing?.product.stock ?? 0;
      throw new ConflictError(
        checkoutMessages.outOfStock(missing?.product.name ?? '', available),
        undefined,
        'out_of_stock',
      );
    }

    // The same statement counts the purchase on the customer's totals.
    const customer = await findOrCreateCustomer(tx, storeId, customerDetails(input), 'public', {
      amountCents: priced.totalCents,
      at: now,
    });
    const cashbackCents = cashbackFor(priced.totalCents, context.cashbackConfig);
    const records = orderRecords(storeId, input, priced, {
      idempotencyKey: context.idempotencyKey,
      verified: context.verified,
      cashbackCents,
      tracked: taken.some((p) => p.stock !== null),
      now,
    });
    const written = insertOrderRecords(tx, {
      order: {
        ...records.order,
        number,
        customerId: customer.id,
        customerEmail: customer.email || placeholderEmail(input.cpf),
      },
      items: records.items,
      event: records.event,
      notify: records.events.map((e) => e.sql),
    });
    // A twin that committed first makes this statement fail (its key is taken): no event leaves.
    await written.catch((err) => {
      for (const e of records.events) e.withdraw();
      throw err;
    });
    return confirmation(storeId, input, priced, {
      id: records.id,
      number,
      nomeEmpresa: shop.nomeEmpresa,
      telefone: shop.telefone,
      pointsBalance: context.verified ? Number(customer.pointsBalance) : null,
      cashbackCents,
      now,
    });
  });
}

/**
 * The buyer's view of an order, by its random id (anything else is 'Pedido não encontrado'); an
 * order of a blocked shop says the shop is unavailable (404 `store_unavailable`).
 */
export async function getBuyerOrder(db: Db, orderId: string): Promise<PublicOrder> {
  const row = UUID.test(orderId) ? await findBuyerOrder(db, orderId.toLowerCase()) : undefined;
  if (!row) throw new NotFoundError(checkoutMessages.orderNotFound);
  assertStoreOpen(row.storeStatus);
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
    cashbackCents: row.cashbackCents,
    pointsBalance: row.buyerVerified && row.pointsBalance !== null ? Number(row.pointsBalance) : null,
    items: row.items,
  };
}
