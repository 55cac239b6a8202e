import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_PAGE_DATA_ID } from '../shared/storefront.ts';
import { stores } from './db/schema/stores.ts';
import { PAGE_READS_PER_MINUTE } from './public-page-data.ts';
import { insertProduct, insertShop, orderBody, postOrder } from './test/storefront-fixtures.ts';
import { serveBuiltWeb } from './test/web-app.ts';

const INDEX = '<!doctype html><html><head><title>FidelizaLoja</title></head><body><div id="root"></div></body></html>';

/** The data a page was sent with (`EMBEDDED_PAGE_DATA_ID`), or null when it has none. */
function pageData(html: string): Record<string, unknown> | null {
  const match = new RegExp(`<script type="application/json" id="${EMBEDDED_PAGE_DATA_ID}">(.*?)</script>`, 's').exec(
    html,
  );
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : null;
}

describe("the pages of a visitor's own data, sent with what they show", async () => {
  // Outside production, as a developer runs it (the game's Reset is allowed: it shows in its data).
  const { app, database } = await serveBuiltWeb({ 'index.html': INDEX }, { production: false });
  let address = 0;
  const page = (url: string, remoteAddress = `10.9.0.${++address}`) =>
    app.inject({ method: 'GET', url, remoteAddress });

  const shop = await insertShop(database.db, { nomeEmpresa: 'Doceria </script><b>' });
  const product = await insertProduct(database.db, shop.id, { name: 'Brigadeiro', priceCents: 350 });
  const placed = await postOrder(app, shop.id, orderBody([{ productId: product.id, quantity: 4 }]));
  const order = placed.json().order as { id: string; number: number };

  it("sends the buyer's order with both order-success pages, escaped inside its script", async () => {
    for (const path of ['/order-success-external', '/order-success']) {
      const res = await page(`${path}?pedido=${order.id}`);
      expect(res.statusCode).toBe(200);
      // One buyer's data: no cache keeps it.
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toContain('</script><b>');
      const data = pageData(res.body);
      expect(data?.buyerOrder).toMatchObject({ id: order.id, number: order.number, totalCents: 1400 });
      expect(data?.buyerOrder).toMatchObject({ store: { id: shop.id, nomeEmpresa: 'Doceria </script><b>' } });
    }
  });

  it('sends nothing for an unknown, malformed or missing order: the browser asks and says so', async () => {
    for (const url of [
      '/order-success-external?pedido=00000000-0000-4000-8000-000000000000',
      '/order-success-external?pedido=nao-e-um-pedido',
      `/order-success-external?pedido=${'a'.repeat(65)}`,
      '/order-success-external',
    ]) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(pageData(res.body)).toBeNull();
    }
  });

  it('sends nothing for an order of a shop the platform blocked', async () => {
    const other = await insertShop(database.db);
    const item = await insertProduct(database.db, other.id, { name: 'Bolo', priceCents: 2000 });
    const res = await postOrder(app, other.id, orderBody([{ productId: item.id, quantity: 1 }]));
    const blockedOrder = res.json().order as { id: string };
    await database.db.update(stores).set({ status: 'bloqueado' }).where(eq(stores.id, other.id));
    expect(pageData((await page(`/order-success-external?pedido=${blockedOrder.id}`)).body)).toBeNull();
  });

  it("sends a shop's survey form with its page, and nothing for an unknown or blocked shop", async () => {
    const form = await page(`/pesquisa-satisfacao/${shop.id}`);
    // The shop's public form, no one visitor's data: revalidated, as the shop's pages are.
    expect(form.headers['cache-control']).toBe('no-cache');
    const data = pageData(form.body);
    expect(data?.survey).toMatchObject({ loja: { id: shop.id, nomeEmpresa: shop.nomeEmpresa } });
    expect((data?.survey as { perguntas?: string[] } | undefined)?.perguntas).toHaveLength(5);
    const blocked = await insertShop(database.db, { status: 'bloqueado' });
    expect(pageData((await page(`/pesquisa-satisfacao/${blocked.id}`)).body)).toBeNull();
    expect(pageData((await page('/pesquisa-satisfacao/999999')).body)).toBeNull();
    expect(pageData((await page('/pesquisa-satisfacao/abc')).body)).toBeNull();
  });

  it("sends the game's prizes and this address's play of today with its page", async () => {
    const visitor = '10.9.1.1';
    const first = await page('/roleta-sorte', visitor);
    expect(first.headers['cache-control']).toBe('no-store');
    const before = pageData(first.body);
    expect((before?.game as { premios?: unknown[] } | undefined)?.premios?.length).toBeGreaterThan(0);
    expect(before?.game).toMatchObject({ hoje: null });
    const played = await app.inject({ method: 'POST', url: '/api/game/plays', remoteAddress: visitor });
    expect(played.statusCode).toBe(200);
    const after = pageData((await page('/roleta-sorte', visitor)).body);
    expect(after?.game).toMatchObject({ hoje: played.json() });
    // Another address has not played.
    expect(pageData((await page('/roleta-sorte', '10.9.1.2')).body)?.game).toMatchObject({ hoje: null });
  });

  it('reads the database for an address only so many times a minute; past it the page goes without its data', async () => {
    const crowd = '10.9.2.1';
    for (let i = 0; i < PAGE_READS_PER_MINUTE; i++) {
      expect(pageData((await page(`/order-success-external?pedido=${order.id}`, crowd)).body)).not.toBeNull();
    }
    const past = await page(`/order-success-external?pedido=${order.id}`, crowd);
    expect(past.statusCode).toBe(200);
    expect(pageData(past.body)).toBeNull();
    // Another address is not held back.
    expect(pageData((await page(`/order-success-external?pedido=${order.id}`, '10.9.2.2')).body)).not.toBeNull();
  });
});
