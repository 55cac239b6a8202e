import { describe, expect, it } from 'vitest';
import type { ProductInput } from '../../../shared/contracts/products.ts';
import { setupTestContext } from '../../test/harness.ts';
import { makePng } from '../../test/png.ts';
import { newShopSession } from '../../test/product-fixtures.ts';

const ctx = setupTestContext();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (cookie: string | undefined, method: Method, url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload: payload as object | undefined });

const bolo: ProductInput = {
  name: 'Bolo de Cenoura',
  priceCents: 2590,
  category: 'Bolos',
  description: 'Com cobertura de chocolate.',
  stock: 8,
};

async function uploadPng(cookie: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { cookie, 'content-type': 'image/png' },
    payload: makePng(8, 8),
  });
  return res.json().id;
}

describe('products of the signed-in shop', () => {
  it('creates, reads, updates and deletes a product', async () => {
    const { cookie } = await newShopSession(ctx.app);
    const imageId = await uploadPng(cookie);

    const created = await call(cookie, 'POST', '/api/products', { ...bolo, name: '  Bolo de Cenoura  ', imageId });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product).toEqual({
      id: expect.any(Number),
      code: 1,
      name: 'Bolo de Cenoura',
      priceCents: 2590,
      category: 'Bolos',
      description: 'Com cobertura de chocolate.',
      stock: 8,
      salesCount: 0,
      imageId,
      imageUrl: `/api/images/${imageId}`,
      barcode: null,
      lowStockLevel: null,
      isLowStock: false,
    });

    expect((await call(cookie, 'GET', `/api/products/${product.id}`)).json()).toEqual(product);

    const updated = await call(cookie, 'PUT', `/api/products/${product.id}`, {
      name: 'Bolo de Cenoura Grande',
      priceCents: 3990,
      category: 'Bolos',
      description: '',
      stock: null,
      imageId: null,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: product.id,
      code: 1,
      name: 'Bolo de Cenoura Grande',
      priceCents: 3990,
      stock: null,
      imageId: null,
      imageUrl: null,
    });

    const deleted = await call(cookie, 'DELETE', `/api/products/${product.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await call(cookie, 'GET', `/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await call(cookie, 'DELETE', `/api/products/${product.id}`)).statusCode).toBe(404);
  });

  it('fills optional fields with their defaults', async () => {
    const { cookie } = await newShopSession(ctx.app);
    const res = await call(cookie, 'POST', '/api/products', { name: 'Café', priceCents: 0 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ category: '', description: '', stock: null, imageId: null, priceCents: 0 });
  });

  it('answers a missing name or price with the spec message and saves nothing', async () => {
    const { cookie } = await newShopSession(ctx.app);
    for (const payload of [
      { priceCents: 100 },
      { name: 'Pão', priceCents: null },
      { name: '   ', priceCents: 100 },
      {},
    ]) {
      const res = await call(cookie, 'POST', '/api/products', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Nome e preço são obrigatórios.');
    }
    const bad = await call(cookie, 'POST', '/api/products', { name: 'Pão', priceCents: 1.5, stock: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      priceCents: 'Preço inválido.',
      stock: 'O estoque não pode ser negativo.',
    });
    const negative = await call(cookie, 'POST', '/api/products', { name: 'Pão', priceCents: -1 });
    expect(negative.json().error.fields.priceCents).toBe('O preço não pode ser negativo.');
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await call(cookie, 'GET', '/api/products')).json().total).toBe(0);

    const { id } = (await call(cookie, 'POST', '/api/products', bolo)).json();
    const update = await call(cookie, 'PUT', `/api/products/${id}`, { ...bolo, name: '' });
    expect(update.statusCode).toBe(400);
    expect(update.json().error.message).toBe('Nome e preço são obrigatórios.');
    expect((await call(cookie, 'GET', `/api/products/${id}`)).json().name).toBe('Bolo de Cenoura');
  });

  it("treats another shop's product as if it did not exist", async () => {
    const owner = await newShopSession(ctx.app);
    const other = await newShopSession(ctx.app);
    const { id } = (await call(owner.cookie, 'POST', '/api/products', bolo)).json();

    expect((await call(other.cookie, 'GET', `/api/products/${id}`)).statusCode).toBe(404);
    const put = await call(other.cookie, 'PUT', `/api/products/${id}`, { ...bolo, name: 'Roubado' });
    expect(put.statusCode).toBe(404);
    expect(put.json().error.message).toBe('Produto não encontrado.');
    expect((await call(other.cookie, 'DELETE', `/api/products/${id}`)).statusCode).toBe(404);
    expect((await call(other.cookie, 'GET', '/api/products')).json().products).toEqual([]);

    const mine = (await call(owner.cookie, 'GET', `/api/products/${id}`)).json();
    expect(mine.name).toBe('Bolo de Cenoura');
    // The other shop's numbering starts at 1 of its own.
    expect((await call(other.cookie, 'POST', '/api/products', bolo)).json().code).toBe(1);
  });

  it('refuses a photo of another shop or one that does not exist', async () => {
    const owner = await newShopSession(ctx.app);
    const other = await newShopSession(ctx.app);
    const othersImage = await uploadPng(other.cookie);
    for (const imageId of [othersImage, '00000000-0000-4000-8000-000000000000']) {
      const res = await call(owner.cookie, 'POST', '/api/products', { ...bolo, imageId });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ imageId: 'Foto não encontrada. Escolha a foto novamente.' });
    }
    const { id } = (await call(owner.cookie, 'POST', '/api/products', bolo)).json();
    const put = await call(owner.cookie, 'PUT', `/api/products/${id}`, { ...bolo, imageId: othersImage });
    expect(put.statusCode).toBe(400);
    const notUuid = await call(owner.cookie, 'POST', '/api/products', { ...bolo, imageId: 'x' });
    expect(notUuid.statusCode).toBe(400);
  });

  it('answers ids that cannot exist with 404, never a server error', async () => {
    const { cookie } = await newShopSession(ctx.app);
    for (const id of ['abc', '0', '-1', '99999999999', '2147483648', '1.5']) {
      expect((await call(cookie, 'GET', `/api/products/${id}`)).statusCode).toBe(404);
      expect((await call(cookie, 'PUT', `/api/products/${id}`, bolo)).statusCode).toBe(404);
      expect((await call(cookie, 'DELETE', `/api/products/${id}`)).statusCode).toBe(404);
    }
  });

  it('needs a signed-in shop on every route', async () => {
    const routes: [Method, string][] = [
      ['GET', '/api/products'],
      ['GET', '/api/products/next-code'],
      ['GET', '/api/products/categories'],
      ['GET', '/api/products/1'],
      ['POST', '/api/products'],
      ['PUT', '/api/products/1'],
      ['DELETE', '/api/products/1'],
    ];
    for (const [method, url] of routes) {
      const res = await call(undefined, method, url, method === 'POST' || method === 'PUT' ? bolo : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.message).toBe('Sua sessão expirou. Entre novamente.');
    }
    const forged = await call('fl_store=forjado', 'GET', '/api/products');
    expect(forged.statusCode).toBe(401);
  });
});

describe('GET /api/products', () => {
  it('lists in code order and searches name, category and code, ignoring accents and case', async () => {
    const { cookie } = await newShopSession(ctx.app);
    const items = [
      { name: 'Pão Francês', priceCents: 100, category: 'Padaria' },
      { name: 'Café Coado', priceCents: 500, category: 'Bebidas' },
      { name: 'Suco de Maçã', priceCents: 800, category: 'Bebidas' },
      { name: 'Pão de Queijo', priceCents: 450, category: 'Salgados' },
      { name: '100% Integral', priceCents: 900, category: 'Padaria' },
    ];
    for (const item of items) await call(cookie, 'POST', '/api/products', item);

    const all = (await call(cookie, 'GET', '/api/products')).json();
    expect(all.total).toBe(5);
    expect(all.nextAfter).toBeNull();
    expect(all.products.map((p: { code: number }) => p.code)).toEqual([1, 2, 3, 4, 5]);

    const names = async (search: string) =>
      (await call(cookie, 'GET', `/api/products?search=${encodeURIComponent(search)}`))
        .json()
        .products.map((p: { name: string }) => p.name);
    expect(await names('pao')).toEqual(['Pão Francês', 'Pão de Queijo']);
    expect(await names('PÃO DE')).toEqual(['Pão de Queijo']);
    expect(await names('bebidas')).toEqual(['Café Coado', 'Suco de Maçã']);
    expect(await names('maca')).toEqual(['Suco de Maçã']);
    expect(await names('3')).toEqual(['Suco de Maçã']);
    expect(await names('#2')).toEqual(['Café Coado']);
    expect(await names('100%')).toEqual(['100% Integral']);
    expect(await names('%')).toEqual(['100% Integral']);
    expect(await names('_')).toEqual([]);
    expect(await names('nada disso')).toEqual([]);
    expect(await names('   ')).toHaveLength(5);

    const long = await call(cookie, 'GET', `/api/products?search=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
  });

  it('pages through the list', async () => {
    const { cookie } = await newShopSession(ctx.app);
    for (let i = 1; i <= 5; i++) await call(cookie, 'POST', '/api/products', { name: `Item ${i}`, priceCents: i });
    const first = (await call(cookie, 'GET', '/api/products?limit=2')).json();
    expect(first.products.map((p: { code: number }) => p.code)).toEqual([1, 2]);
    expect(first).toMatchObject({ total: 5, nextAfter: 2 });
    const second = (await call(cookie, 'GET', '/api/products?limit=2&after=2')).json();
    expect(second.products.map((p: { code: number }) => p.code)).toEqual([3, 4]);
    const last = (await call(cookie, 'GET', '/api/products?limit=2&after=4')).json();
    expect(last.products.map((p: { code: number }) => p.code)).toEqual([5]);
    expect(last.nextAfter).toBeNull();
    expect((await call(cookie, 'GET', '/api/products?limit=0')).statusCode).toBe(400);
    expect((await call(cookie, 'GET', '/api/products?after=abc')).statusCode).toBe(400);
  });

  it('lists the categories in use', async () => {
    const { cookie } = await newShopSession(ctx.app);
    for (const category of ['Bebidas', 'Bolos', 'Bebidas', '']) {
      await call(cookie, 'POST', '/api/products', { name: 'X', priceCents: 1, category });
    }
    expect((await call(cookie, 'GET', '/api/products/categories')).json()).toEqual({
      categories: ['Bebidas', 'Bolos'],
    });
  });
});
