import { describe, expect, it } from 'vitest';
import type { ProductInput } from '../../../shared/contracts/products.ts';
import { setupTestContext } from '../../test/harness.ts';
import { newShopSession } from '../../test/product-fixtures.ts';

const ctx = setupTestContext();

const post = async (cookie: string, input: ProductInput) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/products', headers: { cookie }, payload: input })).json();
const search = (cookie: string | undefined, q: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/products/search?q=${encodeURIComponent(q)}`,
    headers: cookie ? { cookie } : {},
  });
const names = async (cookie: string, q: string) => {
  const res = await search(cookie, q);
  expect(res.statusCode, q).toBe(200);
  return res.json().products.map((p: { name: string }) => p.name);
};

/** A shop with a small bakery catalogue; codes follow the order here (1, 2, 3 ...). */
async function bakery() {
  const { cookie, id } = await newShopSession(ctx.app);
  const pao = await post(cookie, { name: 'Pão Francês', priceCents: 75, stock: 3, barcode: '7891000315507' });
  await post(cookie, { name: 'PÃO DE QUEIJO', priceCents: 450, stock: null });
  await post(cookie, { name: 'Bolo de Cenoura', priceCents: 2590, stock: 8, lowStockLevel: 10 });
  await post(cookie, { name: 'Café Coado', priceCents: 500, barcode: '96385074' });
  return { cookie, id, pao };
}

describe("the counter's product search", () => {
  it('finds by name ignoring accents and case, names starting with the text first', async () => {
    const { cookie } = await bakery();
    expect(await names(cookie, 'pao')).toEqual(['PÃO DE QUEIJO', 'Pão Francês']);
    expect(await names(cookie, 'PÃO')).toEqual(['PÃO DE QUEIJO', 'Pão Francês']);
    expect(await names(cookie, 'queijo')).toEqual(['PÃO DE QUEIJO']);
    expect(await names(cookie, 'cafe')).toEqual(['Café Coado']);
    expect(await names(cookie, 'de')).toEqual(['Bolo de Cenoura', 'PÃO DE QUEIJO']);
    expect(await names(cookie, 'xyz')).toEqual([]);
    // LIKE's own characters are plain text.
    expect(await names(cookie, '%%')).toEqual([]);
    expect(await names(cookie, '__')).toEqual([]);
  });

  it('returns every field the counter needs, with the low-stock warning', async () => {
    const { cookie, pao } = await bakery();
    const res = await search(cookie, 'francês');
    expect(res.json()).toEqual({
      products: [
        {
          id: pao.id,
          code: 1,
          name: 'Pão Francês',
          priceCents: 75,
          stock: 3,
          lowStockLevel: null,
          isLowStock: true,
          barcode: '7891000315507',
          imageId: null,
          imageUrl: null,
          originalPriceCents: null,
        },
      ],
    });
    const [bolo] = (await search(cookie, 'bolo')).json().products;
    expect(bolo).toMatchObject({ stock: 8, lowStockLevel: 10, isLowStock: true });
    const [queijo] = (await search(cookie, 'queijo')).json().products;
    expect(queijo).toMatchObject({ stock: null, isLowStock: false });
  });

  it('finds the exact barcode first, as a scanner types it', async () => {
    const { cookie } = await bakery();
    expect(await names(cookie, '7891000315507')).toEqual(['Pão Francês']);
    expect(await names(cookie, '96385074')).toEqual(['Café Coado']);
    // Only the exact barcode: part of one finds nothing.
    expect(await names(cookie, '789100031550')).toEqual([]);
    // A product whose name holds the digits comes after the barcode's product.
    await post(cookie, { name: 'Kit 96385074', priceCents: 100 });
    expect(await names(cookie, '96385074')).toEqual(['Café Coado', 'Kit 96385074']);
  });

  it('finds the exact product code, before names that contain it', async () => {
    const { cookie } = await bakery();
    await post(cookie, { name: 'Vela 3 anos', priceCents: 300 });
    await post(cookie, { name: 'Vela 33 anos', priceCents: 300 });
    expect(await names(cookie, '03')).toEqual(['Bolo de Cenoura']);
    expect(await names(cookie, '#3')).toEqual(['Bolo de Cenoura']);
    expect(await names(cookie, '33')).toEqual(['Vela 33 anos']);
    const withName = await names(cookie, '#4');
    expect(withName).toEqual(['Café Coado']);
  });

  it('brings at most 5 products', async () => {
    const { cookie } = await newShopSession(ctx.app);
    for (let i = 1; i <= 7; i++) await post(cookie, { name: `Refrigerante ${i}`, priceCents: 600 });
    expect(await names(cookie, 'refri')).toEqual([1, 2, 3, 4, 5].map((i) => `Refrigerante ${i}`));
  });

  it('asks for 2 characters or more, and refuses text the database cannot hold', async () => {
    const { cookie } = await bakery();
    for (const q of ['p', ' p ', '', '  ']) {
      const res = await search(cookie, q);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().error.message).toBe('Digite pelo menos 2 letras ou números para buscar.');
    }
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/products/search', headers: { cookie } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Digite pelo menos 2 letras ou números para buscar.');
    const nul = await search(cookie, 'pa\u0000o');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.message).toBe('Texto com caracteres inválidos.');
    expect((await search(cookie, 'a'.repeat(101))).statusCode).toBe(400);
  });

  it("never returns another shop's products, and needs a signed-in shop", async () => {
    const mine = await bakery();
    const other = await newShopSession(ctx.app);
    await post(other.cookie, { name: 'Pão Doce', priceCents: 300, barcode: '7894900011517' });
    expect(await names(other.cookie, 'pao')).toEqual(['Pão Doce']);
    expect(await names(other.cookie, '7891000315507')).toEqual([]);
    expect(await names(other.cookie, '#1')).toEqual(['Pão Doce']);
    expect(await names(mine.cookie, '7894900011517')).toEqual([]);
    expect((await search(undefined, 'pao')).statusCode).toBe(401);
  });
});
