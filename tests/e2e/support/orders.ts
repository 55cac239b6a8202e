import type { APIRequestContext } from '@playwright/test';
import type { Shop } from './api.ts';
import { placeOrder as placeStorefrontOrder, uniqueCpf } from './storefront.ts';

let n = 0;

/** Signs a shop owner in through the API; the cookie lands in the page's browser context. */
export async function loginShop(request: APIRequestContext, shop: Shop): Promise<void> {
  const res = await request.post('/api/auth/login', { data: { email: shop.email, senha: shop.senha } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
}

export interface PlacedOrder {
  customerName: string;
}

/**
 * A customer's order, placed the way a customer places it: the owner adds a product, then the
 * public checkout API creates the order and announces it on `store_events`.
 */
export async function placeOrder(
  owner: APIRequestContext,
  visitor: APIRequestContext,
  shop: Shop & { id: number },
): Promise<PlacedOrder> {
  n += 1;
  const customerName = `Cliente ${Date.now().toString(36)}${n}`;
  const product = await owner.post('/api/products', { data: { name: 'X-Burguer', priceCents: 2250 } });
  if (!product.ok()) throw new Error(`product failed: ${product.status()} ${await product.text()}`);
  const productId = (await product.json()).id;
  await placeStorefrontOrder(visitor, shop.id, {
    cpf: uniqueCpf(),
    nome: customerName,
    telefone: '11987654321',
    dataNascimento: '1990-05-17',
    rua: 'Rua das Acácias',
    numero: '120',
    bairro: 'Centro',
    cidade: 'Campinas',
    paymentMethod: 'dinheiro',
    changeForCents: 5000,
    observations: 'Sem cebola, por favor.',
    items: [{ productId, quantity: 2 }],
  });
  return { customerName };
}
