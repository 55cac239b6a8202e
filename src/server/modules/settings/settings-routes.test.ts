import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeSettings } from '../../db/schema/loyalty.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { ACCOUNT_PASSWORD_LIMIT } from './settings-service.ts';

const ctx = setupTestContext();

const DEFAULTS = ['Desconto 10%', 'Produto Grátis', 'Desconto 20%', 'Brinde Especial', 'Desconto 5%'];
const get = (cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/settings', headers: cookie ? { cookie } : {} });
const put = (payload: unknown, cookie?: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
const body = (overrides: Record<string, unknown> = {}) => ({
  premios: DEFAULTS,
  valorMinimoPremiacaoCents: 0,
  ...overrides,
});

describe('GET /api/settings', () => {
  it('starts with the spec defaults and no PIN', async () => {
    const { cookie } = await registerAndLogin(ctx.app);
    const res = await get(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ senhaDefinida: false, premios: DEFAULTS, valorMinimoPremiacaoCents: 0 });
  });

  it('answers 401 without a session', async () => {
    expect((await get()).statusCode).toBe(401);
    const res = await put(body());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Sua sessão expirou. Entre novamente.');
  });
});

describe('PUT /api/settings', () => {
  it('saves the prizes and the minimum value, trimmed', async () => {
    const { cookie } = await registerAndLogin(ctx.app);
    const premios = [' Café grátis ', 'Pão de queijo', 'Desconto 15%', 'Bolo de pote', 'Suco natural'];
    const res = await put(body({ premios, valorMinimoPremiacaoCents: 5000 }), cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      senhaDefinida: false,
      premios: ['Café grátis', ...premios.slice(1)],
      valorMinimoPremiacaoCents: 5000,
    });
    expect((await get(cookie)).json().premios[0]).toBe('Café grátis');
  });

  it('stores the PIN with argon2id and never sends it back', async () => {
    const { cookie, id, input } = await registerAndLogin(ctx.app);
    const res = await put(body({ novaSenha: '4821', confirmarSenha: '4821', senhaDaLoja: input.senha }), cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('4821');
    expect(res.json().senhaDefinida).toBe(true);
    const [row] = await ctx.database.db.select().from(storeSettings).where(eq(storeSettings.storeId, id));
    expect(row?.loyaltyPinHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.loyaltyPinHash).not.toContain('4821');
    const read = await get(cookie);
    expect(read.body).not.toContain('argon2');
    expect(read.json().senhaDefinida).toBe(true);

    // Saving without a new PIN keeps the one set.
    await put(body({ valorMinimoPremiacaoCents: 100 }), cookie);
    const [after] = await ctx.database.db.select().from(storeSettings).where(eq(storeSettings.storeId, id));
    expect(after?.loyaltyPinHash).toBe(row?.loyaltyPinHash);
  });

  it('checks the PIN: 4 to 8 digits, typed twice, confirmed with the login password', async () => {
    const { cookie, input } = await registerAndLogin(ctx.app);
    for (const pin of ['123', '123456789', '12a4', '12 34']) {
      const res = await put(body({ novaSenha: pin, confirmarSenha: pin, senhaDaLoja: input.senha }), cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.novaSenha).toBe('A senha do lojista deve ter de 4 a 8 números.');
    }
    const mismatch = await put(body({ novaSenha: '1234', confirmarSenha: '1235', senhaDaLoja: input.senha }), cookie);
    expect(mismatch.json().error.fields).toEqual({ confirmarSenha: 'As senhas não conferem.' });
    const noPassword = await put(body({ novaSenha: '1234', confirmarSenha: '1234' }), cookie);
    expect(noPassword.json().error.fields).toEqual({
      senhaDaLoja: 'Informe a senha de acesso da loja para definir a senha do lojista.',
    });
    const wrong = await put(body({ novaSenha: '1234', confirmarSenha: '1234', senhaDaLoja: 'outra-senha' }), cookie);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toEqual({
      code: 'wrong_account_password',
      message: 'Senha de acesso da loja incorreta.',
    });
    expect((await get(cookie)).json().senhaDefinida).toBe(false);
  });

  it('slows down repeated wrong login passwords', async () => {
    const { cookie, input } = await registerAndLogin(ctx.app);
    const attempt = (senhaDaLoja: string) =>
      put(body({ novaSenha: '1234', confirmarSenha: '1234', senhaDaLoja }), cookie);
    for (let i = 0; i < ACCOUNT_PASSWORD_LIMIT.limit; i++) expect((await attempt('errada-123')).statusCode).toBe(403);
    const blocked = await attempt(input.senha);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await get(cookie)).json().senhaDefinida).toBe(false);
  });

  it('refuses empty, long, reserved or missing prizes and a bad minimum, and changes nothing', async () => {
    const { cookie } = await registerAndLogin(ctx.app);
    const res = await put(
      {
        premios: ['', 'x'.repeat(41), 'não foi dessa vez', 'ok', '   '],
        valorMinimoPremiacaoCents: -1,
      },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'premios.0': 'Informe o nome do prêmio.',
      'premios.1': 'Use no máximo 40 caracteres.',
      'premios.2': "'Não foi dessa vez' já é a fatia sem prêmio. Escolha outro nome.",
      'premios.4': 'Informe o nome do prêmio.',
      valorMinimoPremiacaoCents: 'Informe um valor mínimo válido (R$ 0,00 ou mais).',
    });
    expect((await put({ premios: DEFAULTS.slice(0, 4), valorMinimoPremiacaoCents: 0 }, cookie)).statusCode).toBe(400);
    expect((await put({ premios: DEFAULTS, valorMinimoPremiacaoCents: 10.5 }, cookie)).statusCode).toBe(400);
    expect((await put({}, cookie)).statusCode).toBe(400);
    expect((await get(cookie)).json().premios).toEqual(DEFAULTS);
  });

  it("keeps each shop's settings apart", async () => {
    const a = await registerAndLogin(ctx.app);
    const b = await registerAndLogin(ctx.app);
    await put(
      body({
        premios: ['A1', 'A2', 'A3', 'A4', 'A5'],
        novaSenha: '1111',
        confirmarSenha: '1111',
        senhaDaLoja: a.input.senha,
      }),
      a.cookie,
    );
    expect((await get(b.cookie)).json()).toEqual({
      senhaDefinida: false,
      premios: DEFAULTS,
      valorMinimoPremiacaoCents: 0,
    });
  });
});
