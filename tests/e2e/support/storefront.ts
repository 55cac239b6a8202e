import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { ProductInput } from '../../../src/shared/contracts/products.ts';
import { asNewClient, type Shop } from './api.ts';

/** A valid CPF, different on every call of a run. */
export function uniqueCpf(): string {
  const d = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (new Set(d).size === 1) d[0] = (d[0] ?? 0) + 1;
  const check = (ds: number[]) => {
    const rest = (ds.reduce((a, x, i) => a + x * (ds.length + 1 - i), 0) * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  d.push(check(d));
  d.push(check(d));
  return d.join('');
}

/**
 * Products through the owner's products API (POST /api/products, built on the products branch),
 * signed in as the shop on a request context of its own.
 */
export async function createProducts(
  request: APIRequestContext,
  shop: Shop,
  products: ProductInput[],
): Promise<{ id: number; name: string }[]> {
  const client = asNewClient();
  const login = await request.post('/api/auth/login', {
    data: { email: shop.email, senha: shop.senha },
    headers: client,
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  const created = [];
  for (const product of products) {
    const res = await request.post('/api/products', { data: product, headers: client });
    if (res.status() !== 201) throw new Error(`product failed: ${res.status()} ${await res.text()}`);
    const body = await res.json();
    created.push({ id: body.id as number, name: product.name });
  }
  await request.post('/api/auth/logout', { headers: client });
  return created;
}

/** An order placed straight through the storefront API (a customer's earlier visit). */
export async function placeOrder(
  request: APIRequestContext,
  storeId: number,
  body: Record<string, unknown>,
): Promise<{ id: string; number: number }> {
  const res = await request.post(`/api/storefront/stores/${storeId}/orders`, {
    data: body,
    headers: { ...asNewClient(), 'idempotency-key': randomUUID() },
  });
  if (res.status() !== 201) throw new Error(`order failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).order;
}

/** A toast with this text (title or description). */
export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}

export async function expectToast(page: Page, title: string, description?: string) {
  const t = toast(page, title);
  await expect(t).toBeVisible();
  if (description) await expect(t).toContainText(description);
}
