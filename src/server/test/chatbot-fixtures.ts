import { customers } from '../db/schema/customers.ts';
import { makeCpf } from './fixtures.ts';
import type { TestContext } from './harness.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `app.inject` with the shop's session cookie (none: a visitor). */
export function caller(ctx: TestContext) {
  return (method: Method, url: string, cookie?: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}

let seq = 0;

/** A customer written straight into the shop (a valid mobile phone unless told otherwise). */
export async function addCustomer(
  ctx: TestContext,
  storeId: number,
  nome: string,
  extra: Partial<typeof customers.$inferInsert> = {},
): Promise<number> {
  seq += 1;
  const [row] = await ctx.database.db
    .insert(customers)
    .values({ storeId, cpf: makeCpf(70_000 + seq * 37 + storeId * 1_000), nome, telefone: '(11) 98765-4321', ...extra })
    .returning({ id: customers.id });
  if (!row) throw new Error('no customer');
  return row.id;
}
