import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pixSettingsMessages } from '../../../shared/contracts/settings.ts';
import { staffMessages } from '../../../shared/contracts/staff.ts';
import { textMessages } from '../../../shared/contracts/text.ts';
import { pixKeyMessages } from '../../../shared/pix/pix-key.ts';
import { storeSettings } from '../../db/schema/loyalty.ts';
import { registerAndLogin as register } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { addStaffLogin, reauth } from '../../test/staff-fixtures.ts';

const ctx = setupTestContext();

/** A shop whose owner has just typed the password again (changing the key asks for it). */
async function registerAndLogin(app: typeof ctx.app) {
  const shop = await register(app);
  await reauth(app, shop.cookie, shop.input.senha);
  return shop;
}

const get = (cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/settings/pix', headers: cookie ? { cookie } : {} });
const put = (payload: unknown, cookie?: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/settings/pix',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
const body = (overrides: Record<string, unknown> = {}) => ({
  chave: '(11) 98765-4321',
  nome: 'Padaria São João',
  cidade: 'São Paulo',
  ...overrides,
});

describe('GET /api/settings/pix', () => {
  it('starts empty: the shop has not set up PIX', async () => {
    const { cookie } = await registerAndLogin(ctx.app);
    const res = await get(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ chave: '', nome: '', cidade: '' });
  });

  it('answers 401 without a session', async () => {
    expect((await get()).statusCode).toBe(401);
    const res = await put(body());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Sua sessão expirou. Entre novamente.');
  });
});

describe('PUT /api/settings/pix', () => {
  it('saves every kind of key normalized, name and city in plain upper case, and reads them back', async () => {
    const { cookie } = await registerAndLogin(ctx.app);
    const cases = [
      ['529.982.247-25', '52998224725'],
      ['11.222.333/0001-81', '11222333000181'],
      ['Pix@PadariaSaoJoao.com.br', 'pix@padariasaojoao.com.br'],
      ['+55 (21) 99876-5432', '+5521998765432'],
      ['7D9F0335-8DCC-4054-9BF9-0DBD61D36906', '7d9f0335-8dcc-4054-9bf9-0dbd61d36906'],
    ];
    for (const [typed, saved] of cases) {
      const res = await put(body({ chave: typed }), cookie);
      expect(res.statusCode).toBe(200);
      const expected = { chave: saved, nome: 'PADARIA SAO JOAO', cidade: 'SAO PAULO' };
      expect(res.json()).toEqual(expected);
      expect((await get(cookie)).json()).toEqual(expected);
    }
  });

  it('keeps the other settings when the PIX data is saved', async () => {
    const { cookie, id } = await registerAndLogin(ctx.app);
    const premios = ['Café', 'Pão', 'Bolo', 'Suco', 'Doce'];
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie },
      payload: { premios, valorMinimoPremiacaoCents: 2500 },
    });
    expect(saved.statusCode).toBe(200);
    expect((await put(body(), cookie)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(storeSettings).where(eq(storeSettings.storeId, id));
    expect(row).toMatchObject({
      wheelPrizes: premios,
      minPrizePurchaseCents: 2500,
      pixKey: '+5511987654321',
      pixName: 'PADARIA SAO JOAO',
      pixCity: 'SAO PAULO',
    });
  });

  it('refuses bad keys with a 400 in Portuguese under the field, and changes nothing', async () => {
    const { cookie } = await registerAndLogin(ctx.app);
    expect((await put(body(), cookie)).statusCode).toBe(200);
    const before = (await get(cookie)).json();
    const bad: [string, string][] = [
      ['529.982.247-24', pixKeyMessages.cpf],
      ['11.222.333/0001-82', pixKeyMessages.cnpj],
      ['12.ABC.345/01DE-35', pixKeyMessages.cnpjLetters],
      ['ana@exemplo', pixKeyMessages.email],
      ['(11) 3456-7890', pixKeyMessages.phone],
      ['123e4567-e89b-12d3-a456-42661417400', pixKeyMessages.random],
      ['chave da loja', 'Chave PIX inválida. Use CPF, CNPJ, e-mail, celular ou chave aleatória.'],
      ['x'.repeat(300), pixKeyMessages.invalid],
    ];
    for (const [chave, message] of bad) {
      const res = await put(body({ chave }), cookie);
      expect(res.statusCode, chave).toBe(400);
      expect(res.json().error.fields.chave).toBe(message);
      expect(res.json().error.message).toEqual(expect.any(String));
    }
    expect((await get(cookie)).json()).toEqual(before);
  });

  it('asks for the name and city with a key, within the 25 and 15 letters of the BR Code', async () => {
    const { cookie } = await registerAndLogin(ctx.app);
    let res = await put(body({ nome: '  ', cidade: '' }), cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      nome: pixSettingsMessages.nameRequired,
      cidade: pixSettingsMessages.cityRequired,
    });
    res = await put(body({ nome: 'A'.repeat(26), cidade: 'B'.repeat(16) }), cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      nome: pixSettingsMessages.nameTooLong,
      cidade: pixSettingsMessages.cityTooLong,
    });
    // Accents do not count twice: 25 letters with accents fit.
    res = await put(body({ nome: 'Ç'.repeat(25), cidade: 'Ã'.repeat(15) }), cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nome: 'C'.repeat(25), cidade: 'A'.repeat(15) });
  });

  it('turns PIX off with an empty key', async () => {
    const { cookie } = await registerAndLogin(ctx.app);
    await put(body(), cookie);
    const res = await put({ chave: '', nome: '', cidade: '' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ chave: '', nome: '', cidade: '' });
  });

  it('answers 400, never 500, to bodies of the wrong shape', async () => {
    const { cookie } = await registerAndLogin(ctx.app);
    for (const payload of [{}, { chave: 1, nome: 'A', cidade: 'B' }, body({ nome: 'Ana\u0000' }), []]) {
      const res = await put(payload, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toEqual(expect.any(String));
    }
    const res = await put(body({ cidade: '\ud800' }), cookie);
    expect(res.json().error.fields.cidade).toBe(textMessages.invalidCharacters);
  });

  it("keeps each shop's PIX data to itself", async () => {
    const a = await registerAndLogin(ctx.app);
    const b = await registerAndLogin(ctx.app);
    await put(body({ chave: '529.982.247-25' }), a.cookie);
    expect((await get(b.cookie)).json()).toEqual({ chave: '', nome: '', cidade: '' });
    await put(body({ chave: 'b@exemplo.com' }), b.cookie);
    expect((await get(a.cookie)).json().chave).toBe('52998224725');
  });

  it('asks the owner for the password again, and refuses a Gerente and a Caixa', async () => {
    const shop = await register(ctx.app);
    const first = await put(body(), shop.cookie);
    expect(first.statusCode).toBe(403);
    expect(first.json().error).toEqual({ code: 'reauth_required', message: staffMessages.reauthRequired });
    await reauth(ctx.app, shop.cookie, shop.input.senha);
    const gerente = await addStaffLogin(ctx.app, shop, 'gerente');
    const caixa = await addStaffLogin(ctx.app, shop, 'caixa');
    await reauth(ctx.app, gerente.cookie, gerente.senha);
    for (const cookie of [gerente.cookie, caixa.cookie]) {
      const res = await put(body({ chave: 'golpe@exemplo.com' }), cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
      // Both read the key: the counter's QR codes are drawn from it.
      expect((await get(cookie)).json().chave).toBe('');
    }
    expect((await put(body(), shop.cookie)).statusCode).toBe(200);
    expect((await get(caixa.cookie)).json().chave).toBe('+5511987654321');
  });
});
