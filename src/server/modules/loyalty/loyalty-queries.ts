import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loyaltyValidations, wheelSpins } from '../../db/schema/loyalty.ts';

export async function countQualifyingValidations(db: Db, storeId: number, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loyaltyValidations)
    .where(
      and(
        eq(loyaltyValidations.storeId, storeId),
        eq(loyaltyValidations.customerId, customerId),
        eq(loyaltyValidations.qualifies, true),
      ),
    );
  return row?.n ?? 0;
}

export async function findValidation(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({
      id: loyaltyValidations.id,
      customerId: loyaltyValidations.customerId,
      grantsSpin: loyaltyValidations.grantsSpin,
    })
    .from(loyaltyValidations)
    .where(and(eq(loyaltyValidations.id, id), eq(loyaltyValidations.storeId, storeId)));
  return row;
}

/** Validations of the customer that granted a spin not taken yet, oldest first. */
export async function listPendingSpins(db: Db, storeId: number, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: loyaltyValidations.id })
    .from(loyaltyValidations)
    .leftJoin(wheelSpins, and(eq(wheelSpins.validationId, loyaltyValidations.id), eq(wheelSpins.storeId, storeId)))
    .where(
      and(
        eq(loyaltyValidations.storeId, storeId),
        eq(loyaltyValidations.customerId, customerId),
        eq(loyaltyValidations.grantsSpin, true),
        isNull(wheelSpins.id),
      ),
    )
    .orderBy(asc(loyaltyValidations.id));
  return rows.map((r) => r.id);
}

const spinColumns = { id: wheelSpins.id, slot: wheelSpins.slot, prize: wheelSpins.prize, isLoss: wheelSpins.isLoss };

export async function findSpin(db: Db, storeId: number, validationId: number) {
  const [row] = await db
    .select(spinColumns)
    .from(wheelSpins)
    .where(and(eq(wheelSpins.validationId, validationId), eq(wheelSpins.storeId, storeId)));
  return row;
}

/**
 * Records the spin of a validation unless it already has one (the unique (store_id, validation_id) decides
 * between two concurrent spins). Returns the new row, or undefined when one existed.
 */
export async function insertSpinOnce(db: Db, values: typeof wheelSpins.$inferInsert) {
  const [row] = await db
    .insert(wheelSpins)
    .values(values)
    .onConflictDoNothing({ target: [wheelSpins.storeId, wheelSpins.validationId] })
    .returning(spinColumns);
  return row;
}

export async function linkSpinDelivery(db: Db, storeId: number, spinId: number, giftDeliveryId: number) {
  await db
    .update(wheelSpins)
    .set({ giftDeliveryId })
    .where(and(eq(wheelSpins.id, spinId), eq(wheelSpins.storeId, storeId)));
}

/** The validation a retried request made, by its idempotency key. */
export async function findValidationByKey(db: Db, storeId: number, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(loyaltyValidations)
    .where(and(eq(loyaltyValidations.storeId, storeId), eq(loyaltyValidations.idempotencyKey, idempotencyKey)));
  return row;
}
