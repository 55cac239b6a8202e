import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SaleInput } from '../../shared/contracts/sales.ts';
import type { Db } from '../db/client.ts';
import { employees } from '../db/schema/sales.ts';

/** POST /api/sales with a fresh (or the given) Idempotency-Key. */
export function postSale(
  app: FastifyInstance,
  cookie: string,
  body: SaleInput | Record<string, unknown>,
  key = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/sales',
    headers: { cookie, 'idempotency-key': key },
    payload: body,
  });
}

export async function insertEmployee(db: Db, storeId: number, name = 'Joana Vendedora') {
  const [row] = await db
    .insert(employees)
    .values({ storeId, name, birthDate: '1995-04-10', monthlyGoalCents: 500_000, hireDate: '2024-01-15' })
    .returning();
  if (!row) throw new Error('employee insert returned no row');
  return row;
}
