import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CreateOrderInput } from '../../shared/contracts/checkout.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema/products.ts';
import { stores } from '../db/schema/stores.ts';
import { makeCpf, storeInput } from './fixtures.ts';

/**
 * A shop written straight to the database: storefront tests need many shops and no login (the
 * registration API, with its per-address limit and password hashing, has its own tests).
 */
export async function insertShop(db: Db, overrides: Partial<typeof stores.$inferInsert> = {}) {
  const { senha: _, ...input } = storeInput();
  const [row] = await db
    .insert(stores)
    .values({
      ...input,
      telefone: '11987654321',
      passwordHash: 'not-a-real-hash',
      description: `${input.segmento} - ${overrides.nomeEmpresa ?? input.nomeEmpresa}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('store insert returned no row');
  return row;
}

/** A product written straight to the database (the product API belongs to the owner's screens). */
export async function insertProduct(
  db: Db,
  storeId: number,
  values: Partial<Omit<typeof products.$inferInsert, 'storeId'>> = {},
) {
  const [next] = await db
    .select({ code: sql<number>`coalesce(max(${products.code}), 0)::int + 1` })
    .from(products)
    .where(sql`${products.storeId} = ${storeId}`);
  const [row] = await db
    .insert(products)
    .values({ name: 'Pão de Queijo', priceCents: 750, code: next?.code ?? 1, ...values, storeId })
    .returning();
  if (!row) throw new Error('product insert returned no row');
  return row;
}

/** A valid checkout body; items and any field can be replaced. */
export function orderBody(
  items: { productId: number; quantity: number }[],
  overrides: Partial<CreateOrderInput> = {},
): CreateOrderInput {
  return {
    cpf: makeCpf(31337),
    nome: 'Maria da Silva Souza',
    telefone: '(11) 98888-7777',
    dataNascimento: '1990-05-17',
    rua: 'Rua Augusta',
    numero: '1200',
    bairro: 'Consolação',
    cidade: 'São Paulo',
    paymentMethod: 'pix',
    observations: '',
    items,
    ...overrides,
  };
}

let address = 0;

/**
 * Places an order as a browser would: with its own Idempotency-Key unless one is given, and from
 * its own client address (so the per-address flood guard does not count a whole test file as one).
 */
export function postOrder(
  app: FastifyInstance,
  storeId: number,
  body: unknown,
  options: { key?: string; remoteAddress?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/storefront/stores/${storeId}/orders`,
    headers: { 'idempotency-key': options.key ?? randomUUID() },
    payload: body as object,
    remoteAddress: options.remoteAddress ?? `10.2.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
  });
}
