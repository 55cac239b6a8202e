import type { FastifyInstance } from 'fastify';
import type { RegisterStoreInput } from '../../shared/contracts/auth.ts';

let counter = 0;

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * (weights[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A valid CPF made from a number (distinct numbers give distinct CPFs). */
export function makeCpf(n: number): string {
  const base = String(100000000 + (n % 800000000))
    .padStart(9, '0')
    .split('')
    .map(Number);
  const d1 = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
}

/** A valid CNPJ made from a number. */
export function makeCnpj(n: number): string {
  const base = `${String(10000000 + (n % 80000000)).padStart(8, '0')}0001`.split('').map(Number);
  const d1 = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
}

export function storeInput(overrides: Partial<RegisterStoreInput> = {}): RegisterStoreInput {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    nomeEmpresa: `Padaria Pão Quente ${counter}`,
    documento: makeCnpj(counter * 7919),
    email: `loja${tag}@exemplo.com.br`,
    senha: 'senha-segura-123',
    telefone: '(11) 98765-4321',
    segmento: 'Alimentação',
    endereco: 'Rua das Flores, 100',
    cidade: 'São Paulo',
    ...overrides,
  };
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/**
 * Registers a shop and logs in; returns its id and the session cookie. Each call comes from its
 * own client address, so files that need many shops do not trip the per-IP limits of sign-up
 * and login (tested on their own in the auth tests).
 */
export async function registerAndLogin(app: FastifyInstance, overrides: Partial<RegisterStoreInput> = {}) {
  const input = storeInput(overrides);
  const remoteAddress = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
  const reg = await app.inject({ method: 'POST', url: '/api/stores', payload: input, remoteAddress });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: input.email, senha: input.senha },
    remoteAddress,
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  return { id: reg.json().id as number, input, cookie: cookieHeader(login.headers['set-cookie']) };
}
