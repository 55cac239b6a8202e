import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { buyerPasses, customers } from '../../db/schema/customers.ts';

/**
 * A buyer's pass: what the checkout's birth-date step gives a buyer who typed the birth date the
 * shop has on file, and what the buyer's device keeps when they ask to be remembered. An order
 * that carries the pass of its CPF's customer was placed by someone who proved who they are, so
 * its page may show the customer's points balance. 32 random bytes; only their hash is stored.
 */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueBuyerPass(db: Db, storeId: number, customerId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(buyerPasses).values({ storeId, customerId, tokenHash: hashOf(token) });
  return token;
}

/** The shop's customer a pass belongs to (its CPF to compare with the order's), or undefined. */
export async function buyerOfPass(db: Db, storeId: number, token: string) {
  const [row] = await db
    .select({ customerId: customers.id, cpf: customers.cpf })
    .from(buyerPasses)
    .innerJoin(customers, and(eq(customers.storeId, buyerPasses.storeId), eq(customers.id, buyerPasses.customerId)))
    .where(and(eq(buyerPasses.storeId, storeId), eq(buyerPasses.tokenHash, hashOf(token))));
  return row;
}
