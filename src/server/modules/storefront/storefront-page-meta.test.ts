import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { EMBEDDED_STOREFRONT_ID } from '../../../shared/storefront.ts';
import { buildApp } from '../../app.ts';
import { openMigratedPglite } from '../../test/harness.ts';
import { insertProduct, insertShop } from '../../test/storefront-fixtures.ts';

const INDEX = `<!doctype html><html><head>
<meta name="description" content="Padrão" />
<title>FidelizaLoja</title>
</head><body><div id="root"></div></body></html>`;

/** The app serving INDEX as its web page, on a database of its own, closed after the file's tests. */
async function serveShopPages(pageOrigin?: string) {
  const webDir = mkdtempSync(join(tmpdir(), 'web-'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  const database = await openMigratedPglite();
  const app = await buildApp({
    database,
    config: { production: false, trustProxy: false, webDir, logLevel: 'silent', pageOrigin },
    logger: false,
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}

/** A Host header whoever sends the request may write (and a shared cache may keep the answer to). */
const FORGED_HOST = 'atacante.example';

describe('link previews of a shop page', async () => {
  const { app, database } = await serveShopPages('https://loja.exemplo.com.br');
  const page = (url: string) => app.inject({ method: 'GET', url, headers: { host: FORGED_HOST } });

  it("writes the shop's title, description, picture and address into the page, escaped", async () => {
    const photo = randomUUID();
    const shop = await insertShop(database.db, {
      nomeEmpresa: 'Bar do Zé <script>alert("x")</script> & Cia',
      description: 'Petiscos "caseiros" e chope gelado',
      endereco: 'Rua A, 10',
      cidade: 'Recife',
      foto: photo,
    });
    const res = await page(`/store/${shop.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      '<title>Bar do Zé &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Cia | Peça online</title>',
    );
    expect(html).toContain(
      '<meta property="og:title" content="Bar do Zé &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Cia | Peça online" />',
    );
    expect(html).toContain(
      '<meta name="description" content="Petiscos &quot;caseiros&quot; e chope gelado · Rua A, 10, Recife · Faça seu pedido online e ganhe pontos a cada compra." />',
    );
    expect(html).not.toContain('content="Padrão"');
    // Absolute addresses from PUBLIC_URL, whatever Host the request said. The picture is ours even
    // for a shop with a photo: it is composed of the name, logo and product photos.
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="https://loja\\.exemplo\\.com\\.br/api/storefront/stores/${shop.id}/og-image\\.png\\?v=[0-9a-f]{20}" />`,
      ),
    );
    expect(html).not.toContain(`content="https://loja.exemplo.com.br/api/images/${photo}"`);
    expect(html).toContain('<meta property="og:image:type" content="image/png" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain(
      '<meta property="og:image:alt" content="Bar do Zé &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Cia" />',
    );
    expect(html).toContain(`<meta property="og:url" content="https://loja.exemplo.com.br/store/${shop.id}" />`);
    expect(html).not.toContain(FORGED_HOST);
    expect(html).toContain('<div id="root"></div>');

    const external = await page(`/loja-externa/${shop.id}`);
    expect(external.body).toContain(`content="https://loja.exemplo.com.br/loja-externa/${shop.id}"`);
    expect(external.body).not.toContain(FORGED_HOST);
  });

  it("points og:image at the shop's picture, versioned by what it draws, and serves it", async () => {
    const shop = await insertShop(database.db, { nomeEmpresa: 'Sem Foto' });
    const res = await page(`/store/${shop.id}`);
    expect(res.body).toContain('<title>Sem Foto | Peça online</title>');
    const og = /<meta property="og:image" content="([^"]+)" \/>/.exec(res.body)?.[1] ?? '';
    expect(og).toMatch(
      new RegExp(`^https://loja\\.exemplo\\.com\\.br/api/storefront/stores/${shop.id}/og-image\\.png\\?v=`),
    );
    expect(res.body).toContain('summary_large_image');

    const png = await app.inject({ method: 'GET', url: og.replace('https://loja.exemplo.com.br', '') });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const meta = await sharp(png.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    const etag = png.headers.etag as string;
    // The address's version is the picture's: the ETag names the same one.
    expect(etag).toBe(`"og-${new URL(og).searchParams.get('v')}"`);
    expect(png.headers['cache-control']).toBe('public, max-age=86400');
    const again = await app.inject({
      method: 'GET',
      url: `/api/storefront/stores/${shop.id}/og-image.png`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for the picture of an unknown or blocked shop', async () => {
    const blocked = await insertShop(database.db, { status: 'bloqueado' });
    for (const [id, error] of [
      [blocked.id, { code: 'store_unavailable', message: 'Esta loja está indisponível no momento.' }],
      [999_999, { code: 'not_found', message: 'Loja não encontrada' }],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: `/api/storefront/stores/${id}/og-image.png` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual(error);
    }
    expect((await app.inject({ method: 'GET', url: '/api/storefront/stores/abc/og-image.png' })).statusCode).toBe(400);
  });

  it('sends the page with status 404 for an unknown or blocked shop, and the default page elsewhere', async () => {
    const blocked = await insertShop(database.db, { status: 'bloqueado' });
    for (const url of [`/store/${blocked.id}`, '/store/999999', '/store/abc', '/loja-externa/0']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<title>FidelizaLoja</title>');
    }
    for (const url of ['/checkout/999999', `/checkout/${blocked.id}`, '/checkout/abc']) {
      const other = await page(url);
      expect(other.statusCode, url).toBe(200);
      expect(other.body, url).toBe(INDEX);
    }
  });
});

describe('link previews without PUBLIC_URL', async () => {
  const { app, database } = await serveShopPages();

  it('leave og:url and og:image out rather than build them from the Host header', async () => {
    const photo = randomUUID();
    const shop = await insertShop(database.db, { nomeEmpresa: 'Sem Endereço Público', foto: photo });
    for (const host of [FORGED_HOST, 'localhost:3000']) {
      for (const url of [`/store/${shop.id}`, `/loja-externa/${shop.id}`]) {
        const res = await app.inject({ method: 'GET', url, headers: { host } });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<meta property="og:title" content="Sem Endereço Público | Peça online" />');
        expect(res.body).not.toContain('og:url');
        expect(res.body).not.toContain('og:image');
        expect(res.body).not.toContain(host);
      }
    }
  });
});

/** The JSON in the page's embedded-data script, or undefined. */
function embedded(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${EMBEDDED_STOREFRONT_ID}">([\\s\\S]*?)</script>`).exec(
    html,
  );
  return match ? JSON.parse(match[1] as string) : undefined;
}

describe("a shop's page data in its HTML", async () => {
  const { app, database } = await serveShopPages();
  const page = (url: string) => app.inject({ method: 'GET', url });

  it('carries exactly what the storefront API answers, on the shop, external shop and checkout pages', async () => {
    const shop = await insertShop(database.db, { nomeEmpresa: 'Padaria Embutida' });
    await insertProduct(database.db, shop.id, { name: 'Pão de Queijo', priceCents: 650 });
    const api = await app.inject({ method: 'GET', url: `/api/storefront/stores/${shop.id}` });
    expect(api.statusCode).toBe(200);
    for (const url of [`/store/${shop.id}`, `/loja-externa/${shop.id}`, `/checkout/${shop.id}`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(embedded(res.body), url).toEqual(api.json());
    }
    // The checkout keeps the app's own title (no preview tags of its own).
    expect((await page(`/checkout/${shop.id}`)).body).toContain('<title>FidelizaLoja</title>');
  });

  it("cannot be closed by a product's name, and carries only its own shop's products", async () => {
    const shop = await insertShop(database.db, { nomeEmpresa: 'Loja A' });
    const other = await insertShop(database.db, { nomeEmpresa: 'Loja B' });
    const name = 'Bolo </script><script>alert(1)</script><!-- fim';
    await insertProduct(database.db, shop.id, { name, priceCents: 1000 });
    await insertProduct(database.db, other.id, { name: 'Produto da Loja B', priceCents: 900 });
    const html = (await page(`/store/${shop.id}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!-- fim');
    expect(html).not.toContain('Produto da Loja B');
    const data = embedded(html) as { store: { id: number }; products: { name: string }[] };
    expect(data.store.id).toBe(shop.id);
    expect(data.products.map((p) => p.name)).toEqual([name]);
  });

  it("is compressed once per copy of the shop's data, and again when the data changes", async () => {
    const shop = await insertShop(database.db, { nomeEmpresa: 'Loja Comprimida' });
    await insertProduct(database.db, shop.id, { name: 'Primeiro Produto', priceCents: 500 });
    const brotli = async () => {
      const res = await app.inject({ method: 'GET', url: `/store/${shop.id}`, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBe('br');
      return brotliDecompressSync(res.rawPayload).toString();
    };
    const first = await brotli();
    expect(embedded(first)).toMatchObject({ products: [{ name: 'Primeiro Produto' }] });
    expect(await brotli()).toBe(first);
    // A write straight to the database does not notify: the copy is dropped by hand here.
    await insertProduct(database.db, shop.id, { name: 'Segundo Produto', priceCents: 700 });
    app.storefrontCache.clear();
    const names = (embedded(await brotli()) as { products: { name: string }[] }).products.map((p) => p.name);
    expect(names.sort()).toEqual(['Primeiro Produto', 'Segundo Produto']);
  });

  it("counts its compressed copies, and the pages kept with the shop's data, in the cache's bytes", async () => {
    const shop = await insertShop(database.db, { nomeEmpresa: 'Loja Contada' });
    await insertProduct(database.db, shop.id, { name: 'Produto Contado '.repeat(80), priceCents: 500 });
    app.storefrontCache.clear();
    const url = `/api/storefront/stores/${shop.id}`;
    const json = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(app.storefrontCache.sizeBytes).toBe(json.rawPayload.length);
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(app.storefrontCache.sizeBytes).toBe(json.rawPayload.length + br.rawPayload.length);
    const html = await app.inject({ method: 'GET', url: `/store/${shop.id}`, headers: { 'accept-encoding': 'br' } });
    expect(html.headers['content-encoding']).toBe('br');
    const counted = json.rawPayload.length + br.rawPayload.length + html.rawPayload.length;
    expect(app.storefrontCache.sizeBytes).toBe(counted);
    // Sent again from what is kept: nothing more is counted.
    await app.inject({ method: 'GET', url: `/store/${shop.id}`, headers: { 'accept-encoding': 'br' } });
    await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(app.storefrontCache.sizeBytes).toBe(counted);
  });

  it('is absent from the pages of unknown shops and from pages that are not a shop', async () => {
    for (const url of ['/store/999999', '/checkout/999999', '/', '/login-lojista']) {
      expect(embedded((await page(url)).body), url).toBeUndefined();
    }
  });
});
