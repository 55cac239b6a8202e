import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openMigratedPglite } from '../../test/harness.ts';
import { insertShop } from '../../test/storefront-fixtures.ts';

const INDEX = `<!doctype html><html><head>
<meta name="description" content="Padrão" />
<title>FidelizaLoja</title>
</head><body><div id="root"></div></body></html>`;

describe('link previews of a shop page', async () => {
  const webDir = mkdtempSync(join(tmpdir(), 'web-'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  const database = await openMigratedPglite();
  const app = await buildApp({
    database,
    config: { production: false, trustProxy: false, webDir, logLevel: 'silent' },
    logger: false,
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const page = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'loja.exemplo.com.br' } });

  it("writes the shop's title, description, photo and address into the page, escaped", async () => {
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
    expect(html).toContain(`<meta property="og:image" content="http://loja.exemplo.com.br/api/images/${photo}" />`);
    expect(html).toContain(`<meta property="og:url" content="http://loja.exemplo.com.br/store/${shop.id}" />`);
    expect(html).toContain('<div id="root"></div>');

    const external = await page(`/loja-externa/${shop.id}`);
    expect(external.body).toContain(`content="http://loja.exemplo.com.br/loja-externa/${shop.id}"`);
  });

  it('falls back to the generated picture of the initial when the shop has no photo or logo', async () => {
    const shop = await insertShop(database.db, { nomeEmpresa: 'Sem Foto' });
    const res = await page(`/store/${shop.id}`);
    expect(res.body).toContain('<title>Sem Foto | Peça online</title>');
    const og = `http://loja.exemplo.com.br/api/storefront/stores/${shop.id}/og-image.png`;
    expect(res.body).toContain(`<meta property="og:image" content="${og}" />`);
    expect(res.body).toContain('summary_large_image');

    const png = await app.inject({ method: 'GET', url: new URL(og).pathname });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(png.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(png.rawPayload.readUInt32BE(20)).toBe(630);
    const etag = png.headers.etag as string;
    expect(etag).toMatch(/^"og-[0-9a-f]+"$/);
    expect(png.headers['cache-control']).toBe('public, max-age=86400');
    const again = await app.inject({ method: 'GET', url: new URL(og).pathname, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for the picture of an unknown or blocked shop', async () => {
    const blocked = await insertShop(database.db, { status: 'bloqueado' });
    for (const id of [blocked.id, 999_999]) {
      const res = await app.inject({ method: 'GET', url: `/api/storefront/stores/${id}/og-image.png` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Loja não encontrada');
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
    const other = await page('/checkout/1');
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(INDEX);
  });
});
