import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { stores } from '../db/schema/stores.ts';
import { SCALE_EMAIL_DOMAIN } from './scale/scale-plan.ts';

/** What `npm run demo` writes: the demo shop, or (with --shops …) the scale data set's shops. */
export type DemoKind = 'demo' | 'scale';

/**
 * The shops of the database that this run of `npm run demo` would not write itself: the demo
 * shop replaces only the demo shop (by its e-mail), the scale data set only the shops of its
 * e-mail domain; anything else is someone's real shop.
 */
export async function countOtherShops(db: Db, kind: DemoKind, demoEmail: string): Promise<number> {
  const own =
    kind === 'demo'
      ? sql`lower(${stores.email}) = lower(${demoEmail})`
      : sql`lower(${stores.email}) like ${`%@${SCALE_EMAIL_DOMAIN}`}`;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(stores).where(sql`not (${own})`);
  return Number(row?.n ?? 0);
}

/** Why the demo refuses a database with other shops, and how to write into it all the same. */
export function otherShopsMessage(others: number, where: string): string {
  const shops = others === 1 ? '1 loja que não é' : `${others} lojas que não são`;
  return (
    `O banco ${where} já tem ${shops} da demonstração. A demonstração grava só num banco sem ` +
    'outras lojas, para não misturar dados de teste com os de lojas reais.\n' +
    'Para gravar nele mesmo assim, rode `npm run demo -- --force`.'
  );
}
