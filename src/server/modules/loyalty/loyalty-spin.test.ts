import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers.ts';
import { giftDeliveries, wheelSpins } from '../../db/schema/loyalty.ts';
import { setupTestContext } from '../../test/harness.ts';
import { purchase, shopWithPin, spin, validate, validateMany } from '../../test/loyalty-fixtures.ts';
import { drawSlice } from './loyalty-draw.ts';
import { spinWheel } from './loyalty-service.ts';

const ctx = setupTestContext();
const PRIZES = ['Caneca', 'Café grátis', 'Desconto 20%', 'Brinde Especial', 'Desconto 5%'];

/** A shop whose customer has just earned a spin; returns the granting validation. */
async function earnedSpin(premios = PRIZES) {
  const shop = await shopWithPin(ctx.app, { premios, minCents: 1000 });
  const input = purchase({ valorCompraCents: 1000 });
  const tenth = await validateMany(ctx.app, shop.cookie, input, 10);
  expect(tenth.giroLiberado).toBe(true);
  return { shop, input, validationId: tenth.validacaoId as number };
}

const deliveriesOf = (storeId: number) =>
  ctx.database.db.select().from(giftDeliveries).where(eq(giftDeliveries.storeId, storeId));
const customerOf = async (storeId: number) =>
  (await ctx.database.db.select().from(customers).where(eq(customers.storeId, storeId)))[0];

describe('POST /api/loyalty/validations/:id/spin', () => {
  it('draws on the server, records the spin and answers the slice to stop on', async () => {
    const { shop, validationId } = await earnedSpin();
    const res = await spin(ctx.app, shop.cookie, validationId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.fatias).toEqual([...PRIZES, 'Não foi dessa vez']);
    expect(body.premio).toBe(body.fatias[body.fatia]);
    expect(body.ganhou).toBe(body.fatia !== 5);
    expect(body.girosPendentes).toEqual([]);
    const rows = await ctx.database.db.select().from(wheelSpins).where(eq(wheelSpins.validationId, validationId));
    expect(rows).toMatchObject([{ slot: body.fatia, prize: body.premio, isLoss: !body.ganhou }]);
  });

  it('a replay answers the same result and gives no second prize', async () => {
    const { shop, validationId } = await earnedSpin();
    const first = (await spin(ctx.app, shop.cookie, validationId)).json();
    const deliveries = await deliveriesOf(shop.id);
    for (let i = 0; i < 3; i++) expect((await spin(ctx.app, shop.cookie, validationId)).json()).toEqual(first);
    expect(await deliveriesOf(shop.id)).toEqual(deliveries);
    expect(await ctx.database.db.$count(wheelSpins, eq(wheelSpins.validationId, validationId))).toBe(1);
  });

  it('records a win as a gift delivered, at the cost of the catalogue gift of that name', async () => {
    const { shop, validationId } = await earnedSpin();
    const gift = await ctx.app.inject({
      method: 'POST',
      url: '/api/gifts',
      headers: { cookie: shop.cookie },
      payload: { nome: 'caneca ', custoCents: 1890 },
    });
    const result = await spinWheel(ctx.database.db, shop.id, validationId, () => 0);
    expect(result).toMatchObject({ fatia: 0, premio: 'Caneca', ganhou: true });
    const [delivery] = await deliveriesOf(shop.id);
    expect(delivery).toMatchObject({ nome: 'Caneca', custoCents: 1890, source: 'roleta', giftId: gift.json().id });
    expect((await customerOf(shop.id))?.giftsValueCents).toBe(1890);
    const [row] = await ctx.database.db.select().from(wheelSpins).where(eq(wheelSpins.validationId, validationId));
    expect(row?.giftDeliveryId).toBe(delivery?.id);
    // It counts in the prize investment.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/gifts/deliveries',
      headers: { cookie: shop.cookie },
    });
    expect(list.json()).toMatchObject({ investimentoCents: 1890, entregas: [{ origem: 'roleta', nome: 'Caneca' }] });
  });

  it('records a prize outside the catalogue at cost 0, and a loss as no gift', async () => {
    const first = await earnedSpin();
    expect(await spinWheel(ctx.database.db, first.shop.id, first.validationId, () => 1)).toMatchObject({
      premio: 'Café grátis',
      ganhou: true,
    });
    expect(await deliveriesOf(first.shop.id)).toMatchObject([{ nome: 'Café grátis', custoCents: 0, giftId: null }]);

    const second = await earnedSpin();
    expect(await spinWheel(ctx.database.db, second.shop.id, second.validationId, () => 5)).toMatchObject({
      fatia: 5,
      premio: 'Não foi dessa vez',
      ganhou: false,
    });
    expect(await deliveriesOf(second.shop.id)).toEqual([]);
    expect((await customerOf(second.shop.id))?.giftsValueCents).toBe(0);
  });

  it('keeps the recorded prize on a replay after the prizes changed', async () => {
    const { shop, validationId } = await earnedSpin();
    await spinWheel(ctx.database.db, shop.id, validationId, () => 2);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: shop.cookie },
      payload: { premios: ['A', 'B', 'C', 'D', 'E'], valorMinimoPremiacaoCents: 1000 },
    });
    const replay = (await spin(ctx.app, shop.cookie, validationId)).json();
    expect(replay).toMatchObject({ fatia: 2, premio: 'Desconto 20%' });
    expect(replay.fatias).toEqual(['A', 'B', 'Desconto 20%', 'D', 'E', 'Não foi dessa vez']);
  });

  it('refuses a validation that grants no spin', async () => {
    const shop = await shopWithPin(ctx.app);
    const v = (await validate(ctx.app, shop.cookie, purchase())).json();
    const res = await spin(ctx.app, shop.cookie, v.validacaoId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'no_spin', message: 'Esta compra não dá direito a girar a roleta.' });
    expect(await ctx.database.db.$count(wheelSpins, eq(wheelSpins.storeId, shop.id))).toBe(0);
  });

  it("answers 404 for another shop's validation, 400 for a bad id, 401 without a session", async () => {
    const { validationId } = await earnedSpin();
    const other = await shopWithPin(ctx.app);
    const res = await spin(ctx.app, other.cookie, validationId);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Validação não encontrada.');
    expect(await ctx.database.db.$count(wheelSpins, eq(wheelSpins.validationId, validationId))).toBe(0);
    expect((await spin(ctx.app, other.cookie, 'abc')).statusCode).toBe(400);
    expect((await spin(ctx.app, other.cookie, 0)).statusCode).toBe(400);
    expect((await spin(ctx.app, undefined, validationId)).statusCode).toBe(401);
  });

  it('two spins at the same moment record one spin and at most one prize', async () => {
    const { shop, validationId } = await earnedSpin();
    const results = await Promise.all(Array.from({ length: 5 }, () => spin(ctx.app, shop.cookie, validationId)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const bodies = results.map((r) => r.json());
    for (const b of bodies) expect(b).toEqual(bodies[0]);
    expect(await ctx.database.db.$count(wheelSpins, eq(wheelSpins.validationId, validationId))).toBe(1);
    expect((await deliveriesOf(shop.id)).length).toBe(bodies[0].ganhou ? 1 : 0);
  });

  it('spins the oldest pending spin first and lists what remains', async () => {
    const shop = await shopWithPin(ctx.app);
    const input = purchase();
    const tenth = await validateMany(ctx.app, shop.cookie, input, 10);
    const twentieth = await validateMany(ctx.app, shop.cookie, input, 10);
    expect(twentieth.girosPendentes).toEqual([tenth.validacaoId, twentieth.validacaoId]);
    const res = (await spin(ctx.app, shop.cookie, tenth.validacaoId as number)).json();
    expect(res.girosPendentes).toEqual([twentieth.validacaoId]);
  });
});

describe('the draw', () => {
  it('uses all six slices, about evenly, over many draws', () => {
    const counts = Array(6).fill(0);
    const n = 12_000;
    for (let i = 0; i < n; i++) counts[drawSlice()] += 1;
    // Each slice expects 2000; 6 standard deviations is about ±245.
    for (const c of counts) {
      expect(c).toBeGreaterThan(1700);
      expect(c).toBeLessThan(2300);
    }
  });

  it('refuses a source that answers outside the wheel', () => {
    expect(() => drawSlice(() => 6)).toThrow();
    expect(() => drawSlice(() => -1)).toThrow();
  });
});
