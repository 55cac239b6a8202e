import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../shared/contracts/images.ts';
import { stores } from '../../db/schema/stores.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { makePng } from '../../test/png.ts';

const ctx = setupTestContext();

async function upload(cookie: string | undefined, payload: Buffer, contentType = 'image/png', remoteAddress?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

describe('POST /api/images', () => {
  it('stores a PNG for the shop and reads its size from the file', async () => {
    const shop = await registerAndLogin(ctx.app);
    const png = makePng(40, 30);
    const res = await upload(shop.cookie, png);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `/api/images/${body.id}`,
      contentType: 'image/png',
      width: 40,
      height: 30,
      byteSize: png.length,
    });
  });

  it('decides the type by the bytes, not by the header the client sends', async () => {
    const shop = await registerAndLogin(ctx.app);
    const asJpeg = await upload(shop.cookie, makePng(2, 2), 'image/jpeg');
    expect(asJpeg.statusCode).toBe(201);
    expect(asJpeg.json().contentType).toBe('image/png');
    const octet = await upload(shop.cookie, makePng(2, 2), 'application/octet-stream');
    expect(octet.statusCode).toBe(201);

    const fake = await upload(shop.cookie, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.message).toBe('Arquivo inválido. Escolha uma imagem JPG, PNG ou WebP.');
    const empty = await upload(shop.cookie, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
  });

  it('refuses other content types, files over 2 MB and huge dimensions', async () => {
    const shop = await registerAndLogin(ctx.app);
    const gif = await upload(shop.cookie, Buffer.from('GIF89a'), 'image/gif');
    expect(gif.statusCode).toBe(415);
    expect(gif.json().error.message).toBe('Arquivo inválido. Escolha uma imagem JPG, PNG ou WebP.');

    const big = Buffer.concat([makePng(2, 2), Buffer.alloc(IMAGE_MAX_BYTES)]);
    const tooBig = await upload(shop.cookie, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe('A imagem deve ter no máximo 2 MB.');

    const huge = makePng(1, 1);
    huge.writeUInt32BE(20000, 16); // a header claiming 20000 pixels wide
    const res = await upload(shop.cookie, huge);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('A imagem deve ter no máximo 5000 pixels de cada lado.');
  });

  it('answers a flood with real 429s, Retry-After and the one error shape', async () => {
    const shop = await registerAndLogin(ctx.app);
    const png = makePng(2, 2);
    // One after another: @fastify/rate-limit's in-memory counter is read after an await, so
    // requests started in the same tick all see the final count.
    const answers = [];
    for (let i = 0; i < 70; i++) answers.push(await upload(shop.cookie, png, 'image/png', '10.200.0.1'));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    for (const res of answers.filter((r) => r.statusCode === 429)) {
      expect(res.json()).toEqual({
        error: { code: 'too_many_requests', message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' },
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address is not held back by the flood.
    expect((await upload(shop.cookie, png, 'image/png', '10.200.0.2')).statusCode).toBe(201);
  });

  it('needs a signed-in shop', async () => {
    const res = await upload(undefined, makePng(2, 2));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });
});

describe('GET /api/images/:id', () => {
  it('serves the bytes publicly with the type, a year of caching and an ETag', async () => {
    const shop = await registerAndLogin(ctx.app);
    const png = makePng(5, 5, [10, 200, 30]);
    const { id } = (await upload(shop.cookie, png)).json();

    const res = await ctx.app.inject({ method: 'GET', url: `/api/images/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"${id}"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(png)).toBe(true);

    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/images/${id}`,
      headers: { 'if-none-match': `"${id}"` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/images/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Imagem não encontrada.');
    const malformed = await ctx.app.inject({ method: 'GET', url: "/api/images/1'%20or%201=1" });
    expect(malformed.statusCode).toBe(404);
  });

  it("does not serve a blocked shop's images, nor their smaller widths; other shops' are served", async () => {
    const shop = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const { id } = (await upload(shop.cookie, makePng(800, 600))).json();
    const { id: theirs } = (await upload(other.cookie, makePng(800, 600))).json();
    const get = (url: string) => ctx.app.inject({ method: 'GET', url });
    const setStatus = (status: 'liberado' | 'bloqueado') =>
      ctx.database.db.update(stores).set({ status }).where(eq(stores.id, shop.id));
    expect((await get(`/api/images/${id}?w=320`)).statusCode).toBe(200);

    await setStatus('bloqueado');
    for (const url of [`/api/images/${id}`, `/api/images/${id}?w=320`, `/api/images/${id.toUpperCase()}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({
        error: { code: 'store_unavailable', message: 'Esta loja está indisponível no momento.' },
      });
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
    expect((await get(`/api/images/${theirs}`)).statusCode).toBe(200);
    expect((await get(`/api/images/${theirs}?w=320`)).statusCode).toBe(200);

    await setStatus('liberado');
    expect((await get(`/api/images/${id}`)).statusCode).toBe(200);
  });
});
