import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema/stores.ts';

/** A shop already registered with this CNPJ (stored unformatted and upper case). */
export async function cnpjTaken(db: Db, documento: string): Promise<boolean> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.documento, documento));
  return Boolean(row);
}

export async function insertStore(db: Db, values: typeof stores.$inferInsert): Promise<number> {
  const [row] = await db.insert(stores).values(values).returning({ id: stores.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
