import { describe, expect, it } from 'vitest';
import type { ProductInput } from '../../../shared/contracts/products.ts';
import { setupTestContext, testDbKind } from '../../test/harness.ts';
import { newShopSession } from '../../test/product-fixtures.ts';

const ctx = setupTestContext();

type Method = 'GET' | 'POST' | 'PUT';
const call = (cookie: string, method: Method, url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie }, payload: payload as object | undefined });

const arroz: ProductInput = { name: 'Arroz Tipo 1 5kg', priceCents: 2890, stock: 20, barcode: '7891000315507' };
const taken = 'Já existe um produto com este código de barras.';

describe('product barcodes', () => {
  it('saves, returns, changes and clears the barcode (blank is none)', async () => {
    const { cookie } = await newShopSession(ctx.app);
    const created = await call(cookie, 'POST', '/api/products', { ...arroz, barcode: ' 7891000315507 ' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ barcode: '7891000315507' });
    expect((await call(cookie, 'GET', `/api/products/${id}`)).json().barcode).toBe('7891000315507');

    const gtin8 = await call(cookie, 'PUT', `/api/products/${id}`, { ...arroz, barcode: '96385074' });
    expect(gtin8.json().barcode).toBe('96385074');
    const cleared = await call(cookie, 'PUT', `/api/products/${id}`, { ...arroz, barcode: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().barcode).toBeNull();
    // Two products without a barcode are fine.
    const other = await call(cookie, 'POST', '/api/products', { ...arroz, name: 'Feijão', barcode: null });
    expect(other.statusCode).toBe(201);
    expect(other.json().barcode).toBeNull();
  });

  it('refuses a wrong check digit, a wrong length and anything but digits, on the field', async () => {
    const { cookie } = await newShopSession(ctx.app);
    const cases: [string, string][] = [
      ['7891000315508', 'Código de barras inválido: confira os números (dígito verificador não confere).'],
      ['789100031550', 'Código de barras inválido: confira os números (dígito verificador não confere).'],
      ['1234567', 'Código de barras inválido: use 8, 12, 13 ou 14 dígitos.'],
      ['78910003155A7', 'Código de barras inválido: use 8, 12, 13 ou 14 dígitos.'],
      ['789100031550712345', 'Código de barras inválido: use 8, 12, 13 ou 14 dígitos.'],
    ];
    for (const [barcode, message] of cases) {
      const res = await call(cookie, 'POST', '/api/products', { ...arroz, barcode });
      expect(res.statusCode, barcode).toBe(400);
      expect(res.json().error.fields, barcode).toEqual({ barcode: message });
    }
    const nul = await call(cookie, 'POST', '/api/products', { ...arroz, barcode: '7891000\u0000315507' });
    expect(nul.statusCode).toBe(400);
    expect((await call(cookie, 'GET', '/api/products')).json().total).toBe(0);
  });

  it('answers a barcode already used in the shop with 409 on the field, on create and on edit', async () => {
    const { cookie } = await newShopSession(ctx.app);
    const first = (await call(cookie, 'POST', '/api/products', arroz)).json();
    const again = await call(cookie, 'POST', '/api/products', { ...arroz, name: 'Outro arroz' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'barcode_taken', message: taken, fields: { barcode: taken } } });

    const second = (
      await call(cookie, 'POST', '/api/products', { ...arroz, name: 'Feijão', barcode: '96385074' })
    ).json();
    const edit = await call(cookie, 'PUT', `/api/products/${second.id}`, { ...arroz, name: 'Feijão' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.fields).toEqual({ barcode: taken });
    expect((await call(cookie, 'GET', `/api/products/${second.id}`)).json()).toMatchObject({
      name: 'Feijão',
      barcode: '96385074',
    });
    // Saving a product with its own barcode is no conflict.
    const self = await call(cookie, 'PUT', `/api/products/${first.id}`, { ...arroz, priceCents: 2990 });
    expect(self.statusCode).toBe(200);
    expect((await call(cookie, 'GET', '/api/products')).json().total).toBe(2);
  });

  it('lets another shop use the same barcode', async () => {
    const a = await newShopSession(ctx.app);
    const b = await newShopSession(ctx.app);
    expect((await call(a.cookie, 'POST', '/api/products', arroz)).statusCode).toBe(201);
    expect((await call(b.cookie, 'POST', '/api/products', arroz)).statusCode).toBe(201);
  });

  it('finds a product by its barcode in Meus Produtos', async () => {
    const { cookie } = await newShopSession(ctx.app);
    await call(cookie, 'POST', '/api/products', arroz);
    await call(cookie, 'POST', '/api/products', { name: 'Feijão', priceCents: 900 });
    const res = (await call(cookie, 'GET', '/api/products?search=7891000315507')).json();
    expect(res.products.map((p: { name: string }) => p.name)).toEqual(['Arroz Tipo 1 5kg']);
  });
});

describe.skipIf(testDbKind !== 'postgres')('one barcode saved twice at the same moment (PostgreSQL only)', () => {
  it('gives it to one product and answers the others 409', async () => {
    const { cookie } = await newShopSession(ctx.app);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(cookie, 'POST', '/api/products', { ...arroz, name: `Arroz ${i}`, barcode: '7894900011517' }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect((await call(cookie, 'GET', '/api/products')).json().total).toBe(1);
  });
});

describe('low stock', () => {
  it('warns at 5 or fewer by default, or at the level the owner sets; never for untracked stock', async () => {
    const { cookie } = await newShopSession(ctx.app);
    const post = async (input: ProductInput) => (await call(cookie, 'POST', '/api/products', input)).json();
    const five = await post({ name: 'Cinco', priceCents: 100, stock: 5 });
    const six = await post({ name: 'Seis', priceCents: 100, stock: 6 });
    const zero = await post({ name: 'Zero', priceCents: 100, stock: 0 });
    const untracked = await post({ name: 'Sem controle', priceCents: 100, stock: null, lowStockLevel: 3 });
    const own = await post({ name: 'Nível 10', priceCents: 100, stock: 10, lowStockLevel: 10 });
    const none = await post({ name: 'Nível 0', priceCents: 100, stock: 1, lowStockLevel: 0 });
    expect([five, six, zero, untracked, own, none].map((p) => [p.lowStockLevel, p.isLowStock])).toEqual([
      [null, true],
      [null, false],
      [null, true],
      [3, false],
      [10, true],
      [0, false],
    ]);

    const list = (await call(cookie, 'GET', '/api/products')).json();
    expect(list.total).toBe(6);
    expect(list.lowStockCount).toBe(3);
    const low = (await call(cookie, 'GET', '/api/products?lowStock=true')).json();
    expect(low.products.map((p: { name: string }) => p.name)).toEqual(['Cinco', 'Zero', 'Nível 10']);
    expect(low.total).toBe(3);
    const lowSearch = (await call(cookie, 'GET', '/api/products?lowStock=true&search=nivel')).json();
    expect(lowSearch.products.map((p: { name: string }) => p.name)).toEqual(['Nível 10']);
    expect(lowSearch.lowStockCount).toBe(3);

    // Raising the stock above the level ends the warning.
    const raised = await call(cookie, 'PUT', `/api/products/${own.id}`, {
      name: 'Nível 10',
      priceCents: 100,
      stock: 11,
      lowStockLevel: 10,
    });
    expect(raised.json()).toMatchObject({ lowStockLevel: 10, isLowStock: false });
    expect((await call(cookie, 'GET', '/api/products')).json().lowStockCount).toBe(2);
  });

  it('refuses a level that is not a whole number of 0 or more', async () => {
    const { cookie } = await newShopSession(ctx.app);
    for (const lowStockLevel of [-1, 2.5, '3']) {
      const res = await call(cookie, 'POST', '/api/products', {
        name: 'Pão',
        priceCents: 100,
        stock: 1,
        lowStockLevel,
      });
      expect(res.statusCode, String(lowStockLevel)).toBe(400);
      expect(res.json().error.fields.lowStockLevel).toBe(
        'O alerta de estoque baixo deve ser um número inteiro de 0 ou mais.',
      );
    }
    expect((await call(cookie, 'GET', '/api/products?lowStock=maybe')).statusCode).toBe(400);
  });

  it('keeps the storefront free of barcodes and stock levels', async () => {
    const { id, cookie } = await newShopSession(ctx.app);
    await call(cookie, 'POST', '/api/products', { ...arroz, lowStockLevel: 2 });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/storefront/stores/${id}` });
    expect(res.statusCode).toBe(200);
    const [product] = res.json().products;
    expect(product).toMatchObject({ name: 'Arroz Tipo 1 5kg' });
    expect(product).not.toHaveProperty('barcode');
    expect(product).not.toHaveProperty('lowStockLevel');
    expect(product).not.toHaveProperty('isLowStock');
  });
});
