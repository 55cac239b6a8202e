import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { products } from '../../db/schema/products.ts';
import { stores } from '../../db/schema/stores.ts';

/** A shop's public columns, its theme colour and its status (the caller shows a blocked shop as unavailable). */
export async function findPublicStore(db: Db, storeId: number) {
  const [row] = await db
    .select({
      status: stores.status,
      id: stores.id,
      nomeEmpresa: stores.nomeEmpresa,
      segmento: stores.segmento,
      description: stores.description,
      endereco: stores.endereco,
      cidade: stores.cidade,
      telefone: stores.telefone,
      email: stores.email,
      horarios: stores.openingHours,
      logo: stores.logo,
      foto: stores.foto,
      // Not public as such: drawn in the link-preview picture (og-image.ts).
      themeColor: stores.themeColor,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row;
}

/** A shop's status, or undefined when there is no such shop. */
export async function findStoreStatus(db: Db, storeId: number) {
  const [row] = await db.select({ status: stores.status }).from(stores).where(eq(stores.id, storeId));
  return row?.status;
}

export async function listStoreProducts(db: Db, storeId: number) {
  return db
    .select({
      id: products.id,
      code: products.code,
      name: products.name,
      priceCents: products.priceCents,
      category: products.category,
      description: products.description,
      stock: products.stock,
      imageId: products.imageId,
    })
    .from(products)
    .where(eq(products.storeId, storeId))
    .orderBy(asc(products.name), asc(products.id));
}

/** What the checkout may learn about a CPF at one shop (the service decides what leaves). */
export async function findCustomerByCpf(db: Db, storeId: number, cpf: string) {
  const [row] = await db
    .select({
      id: customers.id,
      nome: customers.nome,
      telefone: customers.telefone,
      dataNascimento: customers.dataNascimento,
      dataNascimentoPelaLoja: customers.dataNascimentoPelaLoja,
      rua: customers.rua,
      numero: customers.numero,
      bairro: customers.bairro,
      cidade: customers.cidade,
    })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.cpf, cpf)));
  return row;
}
