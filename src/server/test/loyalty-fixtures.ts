import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ValidatePurchaseInput } from '../../shared/contracts/loyalty.ts';
import { makeCpf, registerAndLogin } from './fixtures.ts';

export const DEFAULT_PRIZES = ['Desconto 10%', 'Produto Grátis', 'Desconto 20%', 'Brinde Especial', 'Desconto 5%'];
export const PIN = '2468';

type Shop = Awaited<ReturnType<typeof registerAndLogin>>;

/** Saves the shop's settings through the API (with the PIN when given). */
export async function saveSettings(
  app: FastifyInstance,
  shop: Shop,
  { pin, premios = DEFAULT_PRIZES, minCents = 0 }: { pin?: string; premios?: string[]; minCents?: number },
) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: { cookie: shop.cookie },
    payload: {
      premios,
      valorMinimoPremiacaoCents: minCents,
      ...(pin ? { novaSenha: pin, confirmarSenha: pin, senhaDaLoja: shop.input.senha } : {}),
    },
  });
  if (res.statusCode !== 200) throw new Error(`settings failed: ${res.statusCode} ${res.body}`);
}

/** A shop signed in with its PIN set (and optionally a minimum value and prizes). */
export async function shopWithPin(app: FastifyInstance, options: { premios?: string[]; minCents?: number } = {}) {
  const shop = await registerAndLogin(app);
  await saveSettings(app, shop, { pin: PIN, ...options });
  return shop;
}

let customerSeq = 1000;
export function newCustomerCpf(): string {
  customerSeq += 1;
  return makeCpf(customerSeq * 104729);
}

export function purchase(overrides: Partial<ValidatePurchaseInput> = {}): ValidatePurchaseInput {
  return {
    cpf: newCustomerCpf(),
    nome: 'Maria da Silva',
    telefone: '(11) 98765-4321',
    dataNascimento: '1990-05-17',
    valorCompraCents: 5990,
    senha: PIN,
    ...overrides,
  };
}

/** POST /api/loyalty/validations with a fresh (or the given) Idempotency-Key. */
export function validate(app: FastifyInstance, cookie: string | undefined, payload: unknown, key = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: '/api/loyalty/validations',
    headers: { ...(cookie ? { cookie } : {}), 'idempotency-key': key },
    payload: payload as object,
  });
}

export function spin(app: FastifyInstance, cookie: string | undefined, validationId: number | string) {
  return app.inject({
    method: 'POST',
    url: `/api/loyalty/validations/${validationId}/spin`,
    headers: cookie ? { cookie } : {},
  });
}

/** Validates `count` purchases of one customer through the API; returns the last result. */
export async function validateMany(app: FastifyInstance, cookie: string, input: ValidatePurchaseInput, count: number) {
  let last: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) {
    const res = await validate(app, cookie, input);
    if (res.statusCode !== 201) throw new Error(`validation failed: ${res.statusCode} ${res.body}`);
    last = res.json();
  }
  return last;
}
