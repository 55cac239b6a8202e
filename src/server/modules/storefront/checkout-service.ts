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
import { earnCashback } from '../cashback/cashback-service.ts';
import { addPoints, findOrCreateCustomer, recordPurchase } from '../customers/customers-queries.ts';
import { pricesAt } from '../promotions/promotions-service.ts';
import {
  currentStock,
  findBuyerOrder,
  findOrderIdByKey,
  findProductsForOrder,
  insertOrder,
  insertOrderDetails,
  notifyStoreEvent,
  takeOrderNumber,
  takeStock,
} from './checkout-queries.ts';

/** An order total the columns (integer cents) and common sense can hold: R$ 10 million. */
const MAX_TOTAL_CENTS = 1_000_000_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Thrown inside the transaction to undo it when the same checkout attempt already made its order. */
class AlreadyOrdered extends Error {
  constructor(readonly orderId: string) {
    super('already ordered');
  }
}

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

/**
 * Creates an online order in one transaction: prices and totals from the shop's own products at
 * `now` (a flash promotion's price while it runs; refused with 409 'price_changed' when the page
 * showed another total), stock taken without going below zero, the shop's next number, the
 * customer (one per CPF) with their points, and a notification for the owner's live screen. The
 * same idempotency key gives back the same order (`created: false`), however many times and
 * however concurrently it comes.
 */
export async function createOrder(
  db: Db,
  storeId: number,
  input: CreateOrder,
  idempotencyKey: string,
  now = new Date(),
): Promise<{ order: PublicOrder; created: boolean }> {
  const earlier = await findOrderIdByKey(db, storeId, idempotencyKey);
  if (earlier) return { order: await getBuyerOrder(db, earlier), created: false };
  const lines = mergeLines(input.items);

  let orderId: string;
  try {
    orderId = await db.transaction(async (tx) => {
      const number = await takeOrderNumber(tx, storeId);
      if (number === undefined) throw new NotFoundError(storefrontTexts.storeNotFound);
      // The shop's row is now locked: an attempt with this key that got here first has committed.
      const replay = await findOrderIdByKey(tx, storeId, idempotencyKey);
      if (replay) throw new AlreadyOrdered(replay);

      const found = await findProductsForOrder(
        tx,
        storeId,
        lines.map((l) => l.productId),
      );
      const productById = new Map(found.map((p) => [p.id, p]));
      // The price at the moment of the order, by the server's clock (a flash promotion's while it runs).
      const prices = await pricesAt(tx, storeId, now);
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

      for (const item of items) {
        if (!(await takeStock(tx, storeId, item.productId, item.quantity))) {
          const available = await currentStock(tx, storeId, item.productId);
          throw new ConflictError(checkoutMessages.outOfStock(item.product.name, available), undefined, 'out_of_stock');
        }
      }

      const points = pointsForTotal(totalCents);
      // An anonymous buyer: their details fill blanks on file and never replace what is there.
      const customer = await findOrCreateCustomer(
        tx,
        storeId,
        {
          cpf: input.cpf,
          nome: input.nome,
          telefone: input.telefone,
          dataNascimento: input.dataNascimento,
          rua: input.rua,
          numero: input.numero,
          bairro: input.bairro,
          cidade: input.cidade,
        },
        'public',
      );
      await recordPurchase(tx, { storeId, customerId: customer.id, amountCents: totalCents, at: now });
      const id = await insertOrder(tx, {
        storeId,
        number,
        status: 'pendente',
        customerId: customer.id,
        customerCpf: input.cpf,
        customerName: input.nome,
        customerPhone: input.telefone,
        customerEmail: customer.email || placeholderEmail(input.cpf),
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
      });
      await insertOrderDetails(tx, {
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
        event: { orderId: id, storeId, status: 'pendente', createdAt: now },
      });
      if (points > 0)
        await addPoints(tx, { storeId, customerId: customer.id, delta: points, reason: 'pedido', orderId: id });
      await earnCashback(tx, { storeId, customerId: customer.id, orderId: id, totalCents, now });
      await notifyStoreEvent(tx, { storeId, type: 'order.created', orderId: id });
      return id;
    });
  } catch (err) {
    if (err instanceof AlreadyOrdered) return { order: await getBuyerOrder(db, err.orderId), created: false };
    // A twin attempt committed between our check and our insert: the unique key decided.
    if (isUniqueViolation(err)) {
      const twin = await findOrderIdByKey(db, storeId, idempotencyKey);
      if (twin) return { order: await getBuyerOrder(db, twin), created: false };
    }
    throw err;
  }
  return { order: await getBuyerOrder(db, orderId), created: true };
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
