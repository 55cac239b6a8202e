import type { APIRequestContext } from '@playwright/test';
import type { Shop } from './api.ts';

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
 * public checkout API (`POST /api/public/stores/{storeId}/orders`, built in the storefront
 * module) creates the order and announces it on `store_events`.
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
  const res = await visitor.post(`/api/public/stores/${shop.id}/orders`, {
    data: {
      idempotencyKey: `e2e-${Date.now()}-${n}`,
      items: [{ productId, quantity: 2 }],
      customer: {
        cpf: '529.982.247-25',
        name: customerName,
        phone: '(11) 98765-4321',
        birthDate: '1990-05-17',
      },
      address: { street: 'Rua das Acácias', number: '120', neighborhood: 'Centro', city: 'Campinas' },
      paymentMethod: 'dinheiro',
      changeForCents: 5000,
      observations: 'Sem cebola, por favor.',
    },
  });
  if (!res.ok()) throw new Error(`checkout failed: ${res.status()} ${await res.text()}`);
  return { customerName };
}

/**
 * Whether this build has the public checkout API. Until the storefront module is merged the route
 * does not exist, and the server's catch-all answers 404 with its generic message.
 */
export async function checkoutApiAvailable(request: APIRequestContext): Promise<boolean> {
  const res = await request.post('/api/public/stores/1/orders', { data: {} });
  if (res.status() !== 404) return true;
  const body = await res.json().catch(() => null);
  return body?.error?.message !== 'Não encontrado.';
}
