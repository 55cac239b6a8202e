import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { makePng } from '../../test/png.ts';
import { makeVariants } from './image-variants.ts';
import { deleteImagesIfUnused, storedImageBytes } from './images-queries.ts';

const png = makePng(2, 2);
/** Room for exactly five of these small photos per shop, with the widths the server stores of each. */
let QUOTA = 0;

let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => {
  const variants = await makeVariants(png);
  QUOTA = (png.length + variants.reduce((sum, v) => sum + v.data.length, 0)) * 5;
  const created = await createTestContext({ config: { imageQuotaBytes: QUOTA } });
  ctx = created;
  close = created.close;
}, 60_000);
afterAll(async () => close());

type Shop = Awaited<ReturnType<typeof registerAndLogin>>;
let address = 0;

async function upload(shop: Shop, payload = png) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { 'content-type': 'image/png', cookie: shop.cookie },
    payload,
    // Each upload from its own address: these tests are about the quota, not the rate limit.
    remoteAddress: `10.99.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
  });
}

async function uploadId(shop: Shop): Promise<string> {
  const res = await upload(shop);
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const imageStatus = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/images/${id}` })).statusCode;

async function saveProduct(shop: Shop, imageId: string | null, productId?: number) {
  const res = await ctx.app.inject({
    method: productId ? 'PUT' : 'POST',
    url: productId ? `/api/products/${productId}` : '/api/products',
    headers: { cookie: shop.cookie },
    payload: { name: 'Bolo de cenoura', priceCents: 1500, imageId },
  });
  return res;
}

async function productWith(shop: Shop, imageId: string | null): Promise<number> {
  const res = await saveProduct(shop, imageId);
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const quotaMessage = () =>
  `Limite de armazenamento de imagens atingido (${String(Math.round((QUOTA / 1024 / 1024) * 10) / 10).replace(
    '.',
    ',',
  )} MB por loja). Remova fotos que não usa mais e tente novamente.`;

describe("a shop's image storage quota", () => {
  it('refuses an upload past the quota with 409 and a clear message; other shops are not affected', async () => {
    const shop = await registerAndLogin(ctx.app);
    for (let i = 0; i < 5; i++) expect((await upload(shop)).statusCode).toBe(201);
    const refused = await upload(shop);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { code: 'storage_quota', message: quotaMessage(), fields: { image: quotaMessage() } },
    });
    expect(refused.json().error.message).toContain('Limite de armazenamento de imagens atingido');

    const other = await registerAndLogin(ctx.app);
    expect((await upload(other)).statusCode).toBe(201);
  });

  it('holds under parallel uploads: exactly the quota is stored', async () => {
    const shop = await registerAndLogin(ctx.app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(shop)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    const [row] = (
      (await ctx.database.db.execute(
        sql`select (select coalesce(sum(byte_size), 0) from images where store_id = ${shop.id})
          + (select coalesce(sum(byte_size), 0) from image_variants where store_id = ${shop.id}) as bytes`,
      )) as unknown as { rows: { bytes: number | string }[] }
    ).rows;
    expect(Number(row?.bytes)).toBe(QUOTA);
    expect(await storedImageBytes(ctx.database.db, shop.id)).toBe(QUOTA);
  });

  it('makes room by deleting photos left behind by unsaved forms (an hour old), never used ones', async () => {
    const shop = await registerAndLogin(ctx.app);
    const used = await uploadId(shop);
    await productWith(shop, used);
    const left = [await uploadId(shop), await uploadId(shop), await uploadId(shop), await uploadId(shop)];
    expect((await upload(shop)).statusCode).toBe(409);
    // An hour later, the four unused photos count as abandoned.
    await ctx.database.db.execute(
      sql`update images set created_at = now() - interval '2 hours' where store_id = ${shop.id}`,
    );
    expect((await upload(shop)).statusCode).toBe(201);
    expect(await imageStatus(used)).toBe(200);
    for (const id of left) expect(await imageStatus(id)).toBe(404);
  });
});

describe('photos no longer used are deleted', () => {
  it("deletes a product's replaced photo and its removed photo (their addresses then answer 404)", async () => {
    const shop = await registerAndLogin(ctx.app);
    const first = await uploadId(shop);
    const productId = await productWith(shop, first);
    const second = await uploadId(shop);

    expect((await saveProduct(shop, second, productId)).statusCode).toBe(200);
    expect(await imageStatus(first)).toBe(404);
    expect(await imageStatus(second)).toBe(200);

    expect((await saveProduct(shop, null, productId)).statusCode).toBe(200);
    expect(await imageStatus(second)).toBe(404);
  });

  it("deletes a deleted product's photo", async () => {
    const shop = await registerAndLogin(ctx.app);
    const photo = await uploadId(shop);
    const productId = await productWith(shop, photo);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/products/${productId}`,
      headers: { cookie: shop.cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(await imageStatus(photo)).toBe(404);
  });

  it('keeps a photo while another product of the shop, or the shop itself, still uses it', async () => {
    const shop = await registerAndLogin(ctx.app);
    const shared = await uploadId(shop);
    const a = await productWith(shop, shared);
    const b = await productWith(shop, shared);
    expect((await saveProduct(shop, null, a)).statusCode).toBe(200);
    expect(await imageStatus(shared)).toBe(200);

    // The shop's logo uses it too (as an id or as its address).
    await ctx.database.db.execute(sql`update stores set logo = ${`/api/images/${shared}`} where id = ${shop.id}`);
    expect((await saveProduct(shop, null, b)).statusCode).toBe(200);
    expect(await imageStatus(shared)).toBe(200);

    await ctx.database.db.execute(sql`update stores set logo = null, foto = ${shared} where id = ${shop.id}`);
    expect(await deleteImagesIfUnused(ctx.database.db, shop.id, [shared])).toEqual([]);
    expect(await imageStatus(shared)).toBe(200);

    await ctx.database.db.execute(sql`update stores set foto = null where id = ${shop.id}`);
    expect(await deleteImagesIfUnused(ctx.database.db, shop.id, [shared])).toEqual([shared]);
    expect(await imageStatus(shared)).toBe(404);
  });

  it("never deletes another shop's image", async () => {
    const owner = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const photo = await uploadId(owner);
    // Another shop can neither take the photo for its product nor have it deleted.
    const otherProduct = await productWith(other, null);
    expect((await saveProduct(other, photo, otherProduct)).statusCode).toBe(400);
    expect(await deleteImagesIfUnused(ctx.database.db, other.id, [photo])).toEqual([]);
    await ctx.database.db.execute(sql`update images set created_at = now() - interval '2 hours' where id = ${photo}`);
    // Filling the other shop's quota makes room only among its own images.
    for (let i = 0; i < 5; i++) await upload(other);
    expect((await upload(other)).statusCode).toBe(409);
    expect(await imageStatus(photo)).toBe(200);
  });
});
