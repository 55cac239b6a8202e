import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { referralMessages } from '../../../shared/contracts/referrals.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { REFERRAL_LIMITS } from './referrals-service.ts';

const ctx = setupTestContext();
const input = { empresaIndicada: 'Açougue do Zé', responsavel: 'José Silva', telefone: '(11) 91234-5678' };
const refer = (cookie: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/referrals', headers: { cookie }, payload });
const referralsOf = async (storeId: number) =>
  (
    (await ctx.database.db.execute(
      sql`select count(*)::int as n from referrals where store_id = ${storeId}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]?.n;

describe('a shop referring itself', () => {
  it("is refused when the phone is the shop's own, however it is written, and counts nothing", async () => {
    // The test shops' phone is (11) 98765-4321, stored as 11987654321.
    const shop = await registerAndLogin(ctx.app);
    for (const telefone of ['(11) 98765-4321', '11987654321', '11 98765 4321', '11-98765-4321']) {
      const self = await refer(shop.cookie, { ...input, telefone });
      expect(self.statusCode, telefone).toBe(400);
      expect(self.json()).toEqual({
        error: {
          code: 'self_referral',
          message: 'Você não pode indicar a sua própria loja.',
          fields: { telefone: referralMessages.selfReferral },
        },
      });
    }
    expect(await referralsOf(shop.id)).toBe(0);
    // Another company's phone goes through, and the refusals used up nothing of the day's limit.
    const created = await refer(shop.cookie, input);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ telefone: '11912345678', status: 'pendente' });
  });

  it("lets another shop refer this shop's phone (it is not its own)", async () => {
    const shop = await registerAndLogin(ctx.app, { telefone: '(21) 99876-5432' });
    const other = await registerAndLogin(ctx.app);
    expect((await refer(other.cookie, { ...input, telefone: '(21) 99876-5432' })).statusCode).toBe(201);
    expect((await refer(shop.cookie, { ...input, telefone: '21998765432' })).statusCode).toBe(400);
  });
});

describe('how many referrals a shop may send', () => {
  it('takes 10 in 24 hours, then answers 429 and saves nothing; other shops go on', async () => {
    const { limit, windowSeconds } = REFERRAL_LIMITS.perStore;
    expect({ limit, windowSeconds }).toEqual({ limit: 10, windowSeconds: 24 * 60 * 60 });
    const shop = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const sent = await Promise.all(
      Array.from({ length: limit + 3 }, (_, i) => refer(shop.cookie, { ...input, empresaIndicada: `Empresa ${i}` })),
    );
    const codes = sent.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(limit);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    const refused = sent.find((r) => r.statusCode === 429);
    expect(refused?.json()).toEqual({
      error: { code: 'too_many_requests', message: 'Você já enviou muitas indicações hoje. Tente novamente amanhã.' },
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    expect(await referralsOf(shop.id)).toBe(limit);
    expect((await refer(other.cookie, input)).statusCode).toBe(201);
  });
});
