import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cashbackFor } from '../../../shared/contracts/cashback.ts';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { makeCpf, registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext, testDbKind } from '../../test/harness.ts';
import { recordPurchase } from '../customers/purchase-ledger.ts';
import { cashbackExpiry, getCashbackConfig, getCashbackSummary, redeemCashback } from './cashback-service.ts';

const ctx = setupTestContext();

/** A purchase at the counter that earns the shop's cashback, through the purchase ledger; the cents earned. */
async function earnCashback(
  db: Db,
  p: { storeId: number; customerId: number; totalCents: number; now?: Date },
): Promise<number> {
  const config = await getCashbackConfig(db, p.storeId);
  const cents = cashbackFor(p.totalCents, config);
  await db.transaction((tx) =>
    recordPurchase(tx, {
      storeId: p.storeId,
      customerId: p.customerId,
      source: { kind: 'validation', idempotencyKey: randomUUID() },
      at: p.now ?? new Date(),
      rewards: {
        points: 0,
        cashbackCents: cents,
        cashbackExpiresAt: cashbackExpiry(p.now ?? new Date(), config),
        prize: { purchaseCents: p.totalCents, minCents: 0 },
      },
    }),
  );
  return cents;
}
const DAY = 86_400_000;
let cpfSeed = 1000;

async function newCustomer(storeId: number) {
  cpfSeed += 1;
  const [row] = await ctx.database.db
    .insert(customers)
    .values({ storeId, cpf: makeCpf(cpfSeed), nome: 'Ana Souza', telefone: '11987654321' })
    .returning({ id: customers.id });
  if (!row) throw new Error('no customer');
  return row.id;
}

describe('cashback configuration', () => {
  it("answers the spec's defaults until saved, then the shop's own", async () => {
    const shop = await registerAndLogin(ctx.app);
    const get = () => ctx.app.inject({ method: 'GET', url: '/api/cashback/config', headers: { cookie: shop.cookie } });
    expect((await get()).json()).toEqual({
      percentBasisPoints: 1000,
      redeemDays: 30,
      minPurchaseCents: 5000,
      active: true,
      saved: false,
    });
    const body = { percentBasisPoints: 1250, redeemDays: 45, minPurchaseCents: 2000, active: false };
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/cashback/config',
      headers: { cookie: shop.cookie },
      payload: body,
    });
    expect(put.statusCode).toBe(200);
    expect((await get()).json()).toEqual({ ...body, saved: true });

    // Per shop: another shop still has the defaults.
    const other = await registerAndLogin(ctx.app);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: '/api/cashback/config',
      headers: { cookie: other.cookie },
    });
    expect(theirs.json().saved).toBe(false);
  });

  it('refuses bad numbers with a message and changes nothing', async () => {
    const shop = await registerAndLogin(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/cashback/config',
      headers: { cookie: shop.cookie },
      payload: { percentBasisPoints: 20_000, redeemDays: 1.5, minPurchaseCents: -1, active: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      percentBasisPoints: 'O percentual não pode passar de 100%.',
      redeemDays: 'Use um número inteiro de dias.',
      minPurchaseCents: 'O valor mínimo não pode ser negativo.',
    });
    const get = await ctx.app.inject({ method: 'GET', url: '/api/cashback/config', headers: { cookie: shop.cookie } });
    expect(get.json().saved).toBe(false);
  });

  it('is closed to visitors', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/cashback/config' })).statusCode).toBe(401);
  });
});

describe('earning and spending cashback', () => {
  it('earns percentual × total from the minimum, expiring after the redeem days', async () => {
    const shop = await registerAndLogin(ctx.app);
    const customerId = await newCustomer(shop.id);
    const now = new Date('2026-11-01T12:00:00Z');
    const db = ctx.database.db;
    expect(await earnCashback(db, { storeId: shop.id, customerId, totalCents: 4999, now })).toBe(0);
    expect(await earnCashback(db, { storeId: shop.id, customerId, totalCents: 12_000, now })).toBe(1200);
    const summary = await getCashbackSummary(db, shop.id, customerId, now);
    expect(summary.balanceCents).toBe(1200);
    expect(summary.entries).toHaveLength(1);
    expect(summary.entries[0]?.expiresAt).toBe(new Date(now.getTime() + 30 * DAY).toISOString());
    // After the redeem days it no longer counts.
    const later = await getCashbackSummary(db, shop.id, customerId, new Date(now.getTime() + 31 * DAY));
    expect(later.balanceCents).toBe(0);
    expect(later.entries[0]?.expired).toBe(true);
  });

  it('spends the soonest-to-expire cashback first, and never expired cashback', async () => {
    const shop = await registerAndLogin(ctx.app);
    const customerId = await newCustomer(shop.id);
    const db = ctx.database.db;
    const t0 = new Date('2026-10-01T12:00:00Z');
    await earnCashback(db, { storeId: shop.id, customerId, totalCents: 10_000, now: t0 }); // 1000, expires t0+30
    await earnCashback(db, {
      storeId: shop.id,
      customerId,
      totalCents: 20_000,
      now: new Date(t0.getTime() + 10 * DAY),
    }); // 2000
    const spendAt = new Date(t0.getTime() + 20 * DAY);
    await redeemCashback(db, { storeId: shop.id, customerId, amountCents: 1500, now: spendAt });
    const after = await getCashbackSummary(db, shop.id, customerId, spendAt);
    const byEarned = Object.fromEntries(after.entries.map((e) => [e.earnedCents, e.remainingCents]));
    expect(byEarned).toEqual({ 1000: 0, 2000: 1500 });
    expect(after.balanceCents).toBe(1500);
    expect(after.redemptions.map((r) => r.amountCents)).toEqual([1500]);

    // 35 days in, the first entry has expired (it was spent anyway); the second still has 1500.
    await expect(
      redeemCashback(db, { storeId: shop.id, customerId, amountCents: 1600, now: new Date(t0.getTime() + 35 * DAY) }),
    ).rejects.toThrow('Saldo de cashback insuficiente. Disponível: R$\u00a015,00.');
  });

  it('redeems through the API and refuses more than the balance', async () => {
    const shop = await registerAndLogin(ctx.app);
    const customerId = await newCustomer(shop.id);
    await earnCashback(ctx.database.db, { storeId: shop.id, customerId, totalCents: 10_000 });
    const redeem = (amountCents: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/cashback/customers/${customerId}/redeem`,
        headers: { cookie: shop.cookie },
        payload: { amountCents },
      });
    const tooMuch = await redeem(1001);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe('Saldo de cashback insuficiente. Disponível: R$\u00a010,00.');
    const ok = await redeem(400);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().balanceCents).toBe(600);
    expect((await redeem(0)).statusCode).toBe(400);
  });

  it("answers 404 for another shop's customer", async () => {
    const mine = await registerAndLogin(ctx.app);
    const theirs = await registerAndLogin(ctx.app);
    const customerId = await newCustomer(theirs.id);
    await earnCashback(ctx.database.db, { storeId: theirs.id, customerId, totalCents: 10_000 });
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/cashback/customers/${customerId}`,
      headers: { cookie: mine.cookie },
    });
    expect(read.statusCode).toBe(404);
    const spend = await ctx.app.inject({
      method: 'POST',
      url: `/api/cashback/customers/${customerId}/redeem`,
      headers: { cookie: mine.cookie },
      payload: { amountCents: 100 },
    });
    expect(spend.statusCode).toBe(404);
    const summary = await getCashbackSummary(ctx.database.db, theirs.id, customerId);
    expect(summary.balanceCents).toBe(1000);
  });

  it.skipIf(testDbKind !== 'postgres')(
    'never spends the same cents twice under concurrent redemptions (PostgreSQL)',
    async () => {
      const shop = await registerAndLogin(ctx.app);
      const customerId = await newCustomer(shop.id);
      const db = ctx.database.db;
      await earnCashback(db, { storeId: shop.id, customerId, totalCents: 10_000 }); // 1000
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => redeemCashback(db, { storeId: shop.id, customerId, amountCents: 300 })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      const summary = await getCashbackSummary(db, shop.id, customerId);
      expect(summary.balanceCents).toBe(100);
      expect(summary.redemptions).toHaveLength(3);
    },
  );
});
