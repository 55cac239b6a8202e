import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSettingsMessages } from '../../../shared/contracts/invoices.ts';
import { textMessages } from '../../../shared/contracts/text.ts';
import { pixKeyMessages } from '../../../shared/pix/pix-key.ts';
import type { Database } from '../../db/client.ts';
import { loginAdmin } from '../../test/admin-fixtures.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { createTestContext } from '../../test/harness.ts';
import { seedSettingsFromConfig } from './invoices-service.ts';

/** The PLATFORM_* variables of this server: the defaults the super admin starts from. */
const platform = {
  banco: 'Banco do Brasil',
  agencia: '1234-5',
  conta: '67890-1',
  titular: 'FidelizaLoja Tecnologia',
  pixKey: 'Financeiro@FidelizaLoja.com.br',
  pixCity: 'São Paulo',
  whatsapp: '11987654321',
};

const defaults = {
  banco: 'Banco do Brasil',
  agencia: '1234-5',
  conta: '67890-1',
  titular: 'FidelizaLoja Tecnologia',
  chavePix: 'financeiro@fidelizaloja.com.br',
  cidadePix: 'São Paulo',
  whatsapp: '11987654321',
};

let app: FastifyInstance;
let database: Database;
let close = async () => {};
let admin = '';
/** The server's log lines (JSON). */
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const ctx = await createTestContext({ config: { platform }, logger: { level: 'info', stream } });
  app = ctx.app;
  database = ctx.database;
  close = ctx.close;
  admin = await loginAdmin(app, database.db);
}, 60_000);
afterAll(async () => close());

const URL = '/api/admin/platform-settings';
const get = (cookie?: string) => app.inject({ method: 'GET', url: URL, headers: cookie ? { cookie } : {} });
const put = (payload: unknown, cookie?: string) =>
  app.inject({ method: 'PUT', url: URL, headers: cookie ? { cookie } : {}, payload: payload as object });

/** What the super admin types in Financeiro: a phone PIX key and another bank. */
const typed = {
  banco: '  Banco   Inter  ',
  agencia: '0001',
  conta: '1234567-8',
  titular: 'Plataforma Fideliza Ltda',
  chavePix: '+55 (21) 99876-5432',
  cidadePix: 'Rio de Janeiro',
  whatsapp: '(21) 3456-7890',
};
const saved = {
  banco: 'Banco Inter',
  agencia: '0001',
  conta: '1234567-8',
  titular: 'Plataforma Fideliza Ltda',
  chavePix: '+5521998765432',
  cidadePix: 'Rio de Janeiro',
  whatsapp: '2134567890',
};

type OwnerInvoice = { id: number; status: string; pixCopiaECola: string | null };

async function ownerInvoices(cookie: string) {
  const res = await app.inject({ method: 'GET', url: '/api/invoices', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as { faturas: OwnerInvoice[]; pagamento: Record<string, unknown> };
}

describe('the platform’s payment details', () => {
  it('start from the PLATFORM_* variables, and a save reaches every shop’s pending PIX at once', async () => {
    const first = await get(admin);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(defaults);

    const shop = await registerAndLogin(app, { nomeEmpresa: 'Padaria Nova' });
    const before = await ownerInvoices(shop.cookie);
    const pending = before.faturas.find((f) => f.status !== 'pago' && f.pixCopiaECola !== null) as OwnerInvoice;
    expect(pending.pixCopiaECola).toContain('financeiro@fidelizaloja.com.br');
    expect(before.pagamento).toMatchObject({ chavePix: defaults.chavePix, whatsapp: '11987654321' });

    const res = await put(typed, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(saved);
    expect((await get(admin)).json()).toEqual(saved);
    // No shop's Registro de Atividades for the platform: the log says which admin changed what.
    const adminId = (await app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: { cookie: admin } })).json()
      .admin.id;
    const logged = lines.filter((l) => l.event === 'platform-settings');
    expect(logged).toEqual([
      expect.objectContaining({
        adminId,
        changed: ['banco', 'agencia', 'conta', 'titular', 'chavePix', 'cidadePix', 'whatsapp'],
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('5521998765432');

    // The same shop's page, right after: the new key, name and city in its copia e cola.
    const after = await ownerInvoices(shop.cookie);
    const code = after.faturas.find((f) => f.id === pending.id)?.pixCopiaECola as string;
    expect(code).toContain('0114+5521998765432');
    expect(code).toContain('5924PLATAFORMA FIDELIZA LTDA');
    expect(code).toContain('6014RIO DE JANEIRO');
    expect(code).not.toContain('financeiro@fidelizaloja.com.br');
    expect(after.pagamento).toEqual({
      banco: 'Banco Inter',
      agencia: '0001',
      conta: '1234567-8',
      titular: 'Plataforma Fideliza Ltda',
      chavePix: '+5521998765432',
      cidadePix: 'Rio de Janeiro',
      whatsapp: '2134567890',
      mensalidadeCents: 9990,
    });
    const download = await app.inject({
      method: 'GET',
      url: `/api/invoices/${pending.id}/download`,
      headers: { cookie: shop.cookie },
    });
    expect(download.body).toContain('Chave PIX: +5521998765432');
    expect(download.body).toContain('Banco: Banco Inter');
    expect(download.body).toContain(code);
    // The super admin's list shows the same code.
    const list = (
      await app.inject({ method: 'GET', url: `/api/admin/invoices?loja=${shop.id}`, headers: { cookie: admin } })
    ).json();
    expect(list.faturas.find((f: OwnerInvoice) => f.id === pending.id)?.pixCopiaECola).toBe(code);
  });

  it('keep the super admin’s values when a server starts again; the variables fill only what is empty', async () => {
    await seedSettingsFromConfig(database.db, platform);
    expect((await get(admin)).json()).toEqual(saved);

    // Bank details and WhatsApp left empty: PIX only. The next start fills them from the variables.
    const pixOnly = { ...saved, banco: '', agencia: '', conta: '', whatsapp: '' };
    expect((await put(pixOnly, admin)).json()).toEqual(pixOnly);
    await seedSettingsFromConfig(database.db, platform);
    expect((await get(admin)).json()).toEqual({
      ...saved,
      banco: defaults.banco,
      agencia: defaults.agencia,
      conta: defaults.conta,
      whatsapp: defaults.whatsapp,
    });
    expect((await put(saved, admin)).statusCode).toBe(200);
  });

  it('may have no PIX key: the shops then see the bank details instead', async () => {
    const none = {
      banco: 'Banco Inter',
      agencia: '0001',
      conta: '1234567-8',
      titular: 'Plataforma',
      chavePix: '',
      cidadePix: '',
      whatsapp: '',
    };
    expect((await put(none, admin)).json()).toEqual(none);
    const shop = await registerAndLogin(app);
    const body = await ownerInvoices(shop.cookie);
    expect(body.faturas.every((f) => f.pixCopiaECola === null)).toBe(true);
    expect(body.pagamento).toMatchObject({ chavePix: '', whatsapp: null, banco: 'Banco Inter' });
    expect((await put(saved, admin)).statusCode).toBe(200);
  });

  const m = platformSettingsMessages;
  const bad: [string, Record<string, unknown>, Record<string, string>][] = [
    ['an invalid PIX key', { chavePix: 'chave-errada' }, { chavePix: pixKeyMessages.invalid }],
    ['a CPF key with a wrong digit', { chavePix: '529.982.247-26' }, { chavePix: pixKeyMessages.cpf }],
    ['a PIX key without a holder', { titular: '  ' }, { titular: m.holderPixRequired }],
    ['bank details without a holder', { titular: '', chavePix: '', cidadePix: '' }, { titular: m.holderRequired }],
    [
      'a holder longer than the PIX allows',
      { titular: 'Plataforma Fideliza Tecnologia Ltda' },
      { titular: m.holderTooLong },
    ],
    ['a PIX key without a city', { cidadePix: '' }, { cidadePix: m.cityRequired }],
    ['a city longer than the PIX allows', { cidadePix: 'São José dos Campos' }, { cidadePix: m.cityTooLong }],
    ['an agency and account without a bank', { banco: '' }, { banco: m.bankRequired }],
    ['a bank name too long', { banco: 'B'.repeat(61) }, { banco: m.bankTooLong }],
    ['a bank without an agency', { agencia: '' }, { agencia: m.agencyRequired }],
    ['an agency with letters', { agencia: 'centro' }, { agencia: m.agencyInvalid }],
    ['an agency too long', { agencia: '12345678901' }, { agencia: m.agencyInvalid }],
    ['a bank without an account', { conta: '' }, { conta: m.accountRequired }],
    ['an account with letters', { conta: 'corrente 12' }, { conta: m.accountInvalid }],
    ['an account too long', { conta: '1'.repeat(21) }, { conta: m.accountInvalid }],
    ['a WhatsApp without a DDD', { whatsapp: '98765-4321' }, { whatsapp: m.whatsappInvalid }],
    ['a WhatsApp with a bad DDD', { whatsapp: '(01) 98765-4321' }, { whatsapp: m.whatsappInvalid }],
    ['a bank name with a NUL', { banco: 'Banco\u0000' }, { banco: textMessages.invalidCharacters }],
    ['a number where text goes', { whatsapp: 11987654321 }, { whatsapp: m.whatsappInvalid }],
  ];

  it.each(bad)('refuse %s with 400, the field’s message, and save nothing', async (_, change, fields) => {
    // Every other field changed too: none of it may be saved.
    const body = { ...saved, banco: 'Banco Outro', whatsapp: '11912345678', ...change };
    const res = await put(body, admin);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('invalid_input');
    expect(error.fields).toEqual(fields);
    expect(error.message).toBe(Object.values(fields)[0]);
    expect((await get(admin)).json()).toEqual(saved);
  });

  it('refuse a body without every field', async () => {
    const { whatsapp: _, ...rest } = saved;
    const res = await put(rest, admin);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['whatsapp']);
    expect((await get(admin)).json()).toEqual(saved);
  });

  it('answer 401 to a shop’s session and to a visitor, and save nothing', async () => {
    const shop = await registerAndLogin(app);
    const changed = { ...saved, chavePix: 'golpe@exemplo.com' };
    for (const cookie of [shop.cookie, undefined]) {
      const read = await get(cookie);
      expect(read.statusCode).toBe(401);
      expect(read.json().error.message).toBe('Sua sessão expirou. Entre novamente.');
      const write = await put(changed, cookie);
      expect(write.statusCode).toBe(401);
      expect(write.json().error.code).toBeTypeOf('string');
    }
    expect((await get(admin)).json()).toEqual(saved);
  });
});
