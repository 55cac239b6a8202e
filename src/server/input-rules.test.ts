import { describe, expect, it } from 'vitest';
import { createOrResetAdmin } from './modules/auth/auth-service.ts';
import { createCustomerVia } from './test/customer-fixtures.ts';
import { registerAndLogin, storeInput } from './test/fixtures.ts';
import { setupTestContext } from './test/harness.ts';
import { PIN, purchase, saveSettings } from './test/loyalty-fixtures.ts';
import { insertProduct, orderBody } from './test/storefront-fixtures.ts';

const ctx = setupTestContext();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
let address = 0;
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const NUL = 'Maria\u0000Silva';
const LONE_HIGH = 'Rex \ud83d';
const LONE_LOW = '\ude00 Rex';

/** A refusal in the one error shape, in Portuguese, with the field named. */
function expectRefused(res: { statusCode: number; json: () => unknown }, field?: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  const body = res.json() as { error: { code: string; message: string; fields?: Record<string, string> } };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe('invalid_input');
  expect(body.error.message).toMatch(/[a-zà-ú]/i);
  if (field) expect(body.error.fields?.[field]).toBe('Texto com caracteres inválidos.');
}

describe('text fields refuse NUL and lone surrogates with 400 in the one shape', () => {
  it('on every route family that takes text', async () => {
    const shop = await registerAndLogin(ctx.app);
    await saveSettings(ctx.app, shop, { pin: PIN });
    const customer = await createCustomerVia(ctx.app, shop.cookie);
    const product = await insertProduct(ctx.database.db, shop.id, { name: 'Bolo', priceCents: 1000 });
    const gift = (await call('POST', '/api/gifts', shop.cookie, { nome: 'Caneca', custoCents: 0 })).json();
    const base = `/api/storefront/stores/${shop.id}`;
    const order = orderBody([{ productId: product.id, quantity: 1 }]);

    const cases: [Method, string, unknown, string][] = [
      ['POST', '/api/stores', storeInput({ nomeEmpresa: NUL }), 'nomeEmpresa'],
      ['POST', '/api/auth/login', { email: 'a\u0000@b.com', senha: 'x' }, 'email'],
      ['POST', '/api/auth/login', { email: 'a@b.com', senha: 'x\u0000' }, 'senha'],
      ['POST', '/api/admin/auth/login', { email: 'a\u0000@b.com', senha: 'x' }, 'email'],
      ['POST', `${base}/orders`, { ...order, nome: NUL }, 'nome'],
      ['POST', `${base}/orders`, { ...order, observations: LONE_HIGH }, 'observations'],
      ['POST', `${base}/customers/lookup`, { cpf: '529.982.247-25\u0000' }, 'cpf'],
      [
        'POST',
        `${base}/customers/confirm`,
        { cpf: '52998224725', dataNascimento: '1990-05-17\u0000' },
        'dataNascimento',
      ],
      ['PUT', '/api/settings', { premios: ['A', 'B', 'C', 'D', NUL], valorMinimoPremiacaoCents: 0 }, 'premios.4'],
      ['POST', '/api/products', { name: NUL, priceCents: 100 }, 'name'],
      ['PUT', `/api/products/${product.id}`, { name: 'Bolo', priceCents: 100, description: LONE_LOW }, 'description'],
      ['POST', '/api/customers', { nome: NUL, cpf: '52998224725', telefone: '11987654321' }, 'nome'],
      ['POST', '/api/customers/search', { search: 'Maria\u0000' }, 'search'],
      ['POST', '/api/crm/customers/search', { search: LONE_HIGH }, 'search'],
      [
        'PUT',
        `/api/customers/${customer.id}`,
        { nome: 'Ana', cpf: customer.cpf, telefone: '11987654321', bairro: NUL },
        'bairro',
      ],
      ['PUT', `/api/customers/${customer.id}/extras`, { nomePet: LONE_HIGH }, 'nomePet'],
      ['PUT', `/api/customers/${customer.id}/extras`, { timeCoracao: LONE_LOW }, 'timeCoracao'],
      ['PUT', `/api/customers/${customer.id}/extras`, { nomeConjuge: NUL }, 'nomeConjuge'],
      ['POST', '/api/gifts', { nome: NUL, custoCents: 0 }, 'nome'],
      ['PUT', `/api/gifts/${gift.id}`, { nome: LONE_HIGH, custoCents: 0 }, 'nome'],
      ['POST', `/api/gifts/${gift.id}/deliveries`, { cpf: `${customer.cpf}\u0000` }, 'cpf'],
      ['POST', `/api/customers/${customer.id}/credit`, { tipo: 'credito', amountCents: 100, note: NUL }, 'note'],
      ['POST', `/api/cashback/customers/${customer.id}/redeem`, { amountCents: 1, note: NUL }, 'note'],
      ['POST', '/api/loyalty/customers/lookup', { cpf: `${customer.cpf}\u0000` }, 'cpf'],
      ['POST', '/api/loyalty/validations', purchase({ nome: NUL }), 'nome'],
      ['POST', '/api/loyalty/validations', purchase({ senha: `${PIN}\u0000` }), 'senha'],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await call(method, url, url.startsWith('/api/stores') ? undefined : shop.cookie, payload);
      expectRefused(res, field);
    }
  });

  it('in query strings too', async () => {
    const shop = await registerAndLogin(ctx.app);
    for (const url of ['/api/products?search=bolo%00', '/api/orders?status=pendente%00']) {
      const res = await call('GET', url, shop.cookie);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().error).sort()).toEqual(['code', 'fields', 'message']);
    }
  });

  it('the super admin login answers 400, not a database error', async () => {
    await createOrResetAdmin(ctx.database.db, 'root@plataforma.com.br', 'senha-do-admin');
    expectRefused(
      await call('POST', '/api/admin/auth/login', undefined, { email: 'root@plataforma.com.br', senha: '\u0000' }),
      'senha',
    );
  });

  it('keeps ordinary text, accents and emoji (surrogate pairs)', async () => {
    const shop = await registerAndLogin(ctx.app);
    const customer = await createCustomerVia(ctx.app, shop.cookie);
    const res = await call('PUT', `/api/customers/${customer.id}/extras`, shop.cookie, {
      nomePet: 'Totó 🐶',
      timeCoracao: 'São Paulo',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().extras).toMatchObject({ nomePet: 'Totó 🐶', timeCoracao: 'São Paulo' });
  });
});

describe('integers beyond the columns answer 400 or 404, never 500', () => {
  const huge = ['2147483648', '99999999999999999999', '-1', '0', '1e400', '1.5'];

  it('ids in paths', async () => {
    const shop = await registerAndLogin(ctx.app);
    await createOrResetAdmin(ctx.database.db, 'root2@plataforma.com.br', 'senha-do-admin');
    const admin = await call('POST', '/api/admin/auth/login', undefined, {
      email: 'root2@plataforma.com.br',
      senha: 'senha-do-admin',
    });
    const adminCookie = String(admin.headers['set-cookie']).split(';')[0];
    for (const id of huge) {
      const urls: [Method, string, string | undefined, unknown][] = [
        ['GET', `/api/cashback/customers/${id}`, shop.cookie, undefined],
        ['POST', `/api/cashback/customers/${id}/redeem`, shop.cookie, { amountCents: 1 }],
        ['GET', `/api/customers/${id}`, shop.cookie, undefined],
        ['GET', `/api/customers/${id}/credit`, shop.cookie, undefined],
        ['PUT', `/api/gifts/${id}`, shop.cookie, { nome: 'Caneca', custoCents: 0 }],
        ['GET', `/api/products/${id}`, shop.cookie, undefined],
        ['POST', `/api/loyalty/validations/${id}/spin`, shop.cookie, undefined],
        ['GET', `/api/storefront/stores/${id}`, undefined, undefined],
        ['PATCH', `/api/admin/stores/${id}/status`, adminCookie, { status: 'bloqueado' }],
      ];
      for (const [method, url, cookie, payload] of urls) {
        const res = await call(method, url, cookie, payload);
        expect([400, 404], `${method} ${url}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
        expect(Object.keys(res.json())).toEqual(['error']);
      }
    }
  });

  it('integers in queries and bodies', async () => {
    const shop = await registerAndLogin(ctx.app);
    const customer = await createCustomerVia(ctx.app, shop.cookie);
    for (const n of huge) {
      for (const name of ['before', 'limit']) {
        const res = await call('GET', `/api/orders?${name}=${n}`, shop.cookie);
        expect(res.statusCode, `${name}=${n}: ${res.body}`).toBe(400);
        expect(res.json().error.code).toBe('invalid_input');
      }
      for (const url of [`/api/products?after=${n}`, `/api/customers?offset=${n}`]) {
        const res = await call('GET', url, shop.cookie);
        // 0 is a valid 'after' and 'offset'; everything else here is refused.
        expect(res.statusCode, `${url}: ${res.body}`).toBe(n === '0' ? 200 : 400);
      }
    }
    const redeem = await call('POST', `/api/cashback/customers/${customer.id}/redeem`, shop.cookie, {
      amountCents: 2 ** 31,
    });
    expect(redeem.statusCode).toBe(400);
    expect(redeem.json().error.code).toBe('invalid_input');
    const before = await call('GET', '/api/orders?before=2147483648', shop.cookie);
    expect(before.statusCode).toBe(400);
  });
});
