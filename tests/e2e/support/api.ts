import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from './constants.ts';

let n = 0;

function checkDigit(digits: number[], weights: number[]): number {
  const rest = digits.reduce((acc, d, i) => acc + d * (weights[i] ?? 0), 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A valid CNPJ, different on every call of a run. */
export function uniqueCnpj(): string {
  n += 1;
  const seed = (Date.now() % 1_000_000) * 10 + (n % 10) + Math.floor(Math.random() * 1000) * 10_000_000;
  const base = `${String(seed % 100_000_000).padStart(8, '0')}0001`.split('').map(Number);
  const d1 = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
}

export function newShop(label = 'Loja') {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    nomeEmpresa: `${label} ${tag}`,
    documento: uniqueCnpj(),
    email: `${tag}@loja-teste.com.br`,
    senha: 'senha-forte-123',
    telefone: '11987654321',
    segmento: 'Alimentação',
    endereco: 'Rua das Palmeiras, 45',
    cidade: 'Campinas',
  };
}
export type Shop = ReturnType<typeof newShop>;

/**
 * Each fixture request looks like a different client (the e2e server trusts X-Forwarded-For), so
 * the per-IP limits on registration and login, which the API tests cover, do not trip here.
 */
export function asNewClient() {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
}

/** Registers a shop through the API (fixtures do not go through the UI they are not testing). */
export async function registerShop(request: APIRequestContext, label?: string): Promise<Shop & { id: number }> {
  const shop = newShop(label);
  const res = await request.post('/api/stores', { data: shop, headers: asNewClient() });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return { ...shop, id: (await res.json()).id };
}

/** Blocks or releases a shop as the e2e super admin, through the API. */
export async function setShopStatus(request: APIRequestContext, storeId: number, status: 'liberado' | 'bloqueado') {
  const login = await request.post('/api/admin/auth/login', {
    data: { email: E2E_ADMIN.email, senha: E2E_ADMIN.password },
  });
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`);
  const res = await request.patch(`/api/admin/stores/${storeId}/status`, { data: { status } });
  if (res.status() !== 204) throw new Error(`status failed: ${res.status()}`);
}

/** Signs the page in as the shop through the API (the page shares the request context's cookies). */
export async function signIn(page: Page, shop: Shop) {
  const res = await page.request.post('/api/auth/login', {
    data: { email: shop.email, senha: shop.senha },
    headers: asNewClient(),
  });
  if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
}
