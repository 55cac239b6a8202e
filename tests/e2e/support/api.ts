import { randomBytes, randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './constants.ts';

const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** The two check digits of a CNPJ's first 12 characters (0-9, A-Z), each worth its ASCII code − 48. */
function withCnpjCheckDigits(base: string): string {
  let cnpj = base;
  for (const weights of [CNPJ_WEIGHTS.slice(1), CNPJ_WEIGHTS]) {
    const rest = [...cnpj].reduce((acc, c, i) => acc + (c.charCodeAt(0) - 48) * (weights[i] ?? 0), 0) % 11;
    cnpj += String(rest < 2 ? 0 : 11 - rest);
  }
  return cnpj;
}

/** Random characters from `alphabet` (one CNPJ registers one shop, so fixtures must never repeat one). */
function randomChars(length: number, alphabet: string): string {
  return Array.from(randomBytes(length), (b) => alphabet[b % alphabet.length]).join('');
}

/** A valid numeric CNPJ, different on every call (random root and branch). */
export function uniqueCnpj(): string {
  return withCnpjCheckDigits(`${randomChars(8, '0123456789')}${String(1 + randomInt(9999)).padStart(4, '0')}`);
}

/** A valid alphanumeric CNPJ (IN RFB 2.229/2024), upper case and unformatted, different on every call. */
export function uniqueAlphanumericCnpj(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return withCnpjCheckDigits(`${randomChars(2, letters)}${randomChars(10, `${letters}0123456789`)}`);
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

/**
 * Opens a page that sends this visitor to the start as soon as it loads, and waits for the start
 * page to load. The goto ends at its commit: the redirect may come before the first page's load
 * event and would interrupt a goto that waits for it.
 */
export async function expectSentHome(page: Page, path: string) {
  // The redirect can even come before the commit: the goto is then interrupted by it, which is the
  // outcome this waits for (the URL is checked below either way).
  const open = () =>
    page.goto(path, { waitUntil: 'commit' }).catch((err: unknown) => {
      if (String(err).includes('interrupted by another navigation')) return 'redirected';
      // A navigation the page had started before (the panel's Sair loads the landing page after
      // its own route change) cancels this one: it never reached the path, so it is opened again.
      if (String(err).includes('net::ERR_ABORTED')) return 'aborted';
      throw err;
    });
  if ((await open()) === 'aborted') {
    await page.waitForLoadState('load');
    if ((await open()) === 'aborted') throw new Error(`${path} was cancelled twice by another navigation`);
  }
  await expect(page).toHaveURL(/\/$/);
  await page.waitForLoadState('load');
}
