import { type GiftDeliveryList, type GiftInput, giftMessages } from '../../../shared/contracts/gifts.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
// The customers module will own this query; until then the loyalty module's is the one.
import { findCustomerByCpf } from '../customers/customers-queries.ts';
import {
  deleteGift,
  findGift,
  insertGift,
  listGiftDeliveries,
  listGifts,
  lockStoreForGifts,
  recordGiftDelivery,
  sumGiftDeliveries,
  updateGift,
} from './gifts-queries.ts';

type GiftValues = Required<GiftInput>;

export async function getGifts(db: Db, storeId: number) {
  return { brindes: await listGifts(db, storeId) };
}

/**
 * The server gives the number: one more than the shop's highest (a removed number is not given
 * again). The shop row is locked for the transaction, as for product codes, so gifts added at the
 * same moment wait for each other and get different numbers.
 */
export async function addGift(db: Db, storeId: number, input: GiftValues) {
  return db.transaction(async (tx) => {
    if (!(await lockStoreForGifts(tx, storeId))) throw new NotFoundError();
    return insertGift(tx, storeId, input);
  });
}

export async function editGift(db: Db, storeId: number, id: number, input: GiftValues) {
  const row = await updateGift(db, storeId, id, input);
  if (!row) throw new NotFoundError(giftMessages.giftNotFound);
  return row;
}

export async function removeGift(db: Db, storeId: number, id: number): Promise<void> {
  if (!(await deleteGift(db, storeId, id))) throw new NotFoundError(giftMessages.giftNotFound);
}

/** Hands a gift of the catalogue to a customer of the shop; its cost at this moment is recorded. */
export async function deliverGift(db: Db, storeId: number, giftId: number, cpf: string) {
  return db.transaction(async (tx) => {
    const gift = await findGift(tx, storeId, giftId);
    if (!gift) throw new NotFoundError(giftMessages.giftNotFound);
    const customer = await findCustomerByCpf(tx, storeId, cpf);
    if (!customer) throw new NotFoundError(giftMessages.customerNotFound);
    const id = await recordGiftDelivery(tx, {
      storeId,
      customerId: customer.id,
      giftId: gift.id,
      nome: gift.nome,
      custoCents: gift.custoCents,
      source: 'entrega',
    });
    return { id, brinde: gift.nome, custoCents: gift.custoCents, cliente: customer.nome };
  });
}

export async function getGiftDeliveries(db: Db, storeId: number, limit = 20): Promise<GiftDeliveryList> {
  const [rows, investimentoCents] = await Promise.all([
    listGiftDeliveries(db, storeId, limit),
    sumGiftDeliveries(db, storeId),
  ]);
  return {
    entregas: rows.map((r) => ({ ...r, entregueEm: r.entregueEm.toISOString() })),
    investimentoCents,
  };
}
