import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { insertShop } from '../../test/storefront-fixtures.ts';

const INDEX = `<!doctype html><html><head>
<meta name="description" content="Padrão" />
<title>FidelizaLoja</title>
</head><body><div id="root"></div></body></html>`;

describe('link previews of a shop page', async () => {
  const webDir = mkdtempSync(join(tmpdir(), 'web-'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  const database = await openDatabase({});
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

  it('leaves og:image out when the shop has no photo or logo', async () => {
    const shop = await insertShop(database.db, { nomeEmpresa: 'Sem Foto' });
    const res = await page(`/store/${shop.id}`);
    expect(res.body).toContain('<title>Sem Foto | Peça online</title>');
    expect(res.body).not.toContain('og:image');
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
