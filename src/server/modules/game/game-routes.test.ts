import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultGamePrizes,
  GAME_TOTAL_BASIS_POINTS,
  REDEMPTION_CODE_ALPHABET,
  REDEMPTION_CODE_LENGTH,
} from '../../../shared/contracts/game.ts';
import { gameAttempts } from '../../db/schema/platform.ts';
import { cookieHeader, registerAndLogin } from '../../test/fixtures.ts';
import { createTestContext, setupTestContext } from '../../test/harness.ts';
import { createOrResetAdmin } from '../auth/auth-service.ts';
import { drawPrize, isWin, rollBasisPoints } from './game-service.ts';

const ctx = setupTestContext();

async function adminCookie(app = ctx.app, db = ctx.database.db) {
  await createOrResetAdmin(db, 'root@plataforma.com.br', 'senha-do-admin');
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email: 'root@plataforma.com.br', senha: 'senha-do-admin' },
  });
  return cookieHeader(res.headers['set-cookie']);
}

let ipCounter = 1;
/** A fresh client address per test (the game is one play per address and day). */
const newIp = () => `203.0.113.${ipCounter++}`;

type Prize = { id: number; nome: string; probabilidade: number; ativo: boolean };

/** Leaves exactly the given prizes active (others deactivated), creating them when missing. */
async function onlyPrizes(cookie: string, wanted: { nome: string; probabilidade: number }[]) {
  const list = (await ctx.app.inject({ method: 'GET', url: '/api/admin/game/prizes', headers: { cookie } })).json();
  for (const p of list.premios as Prize[]) {
    if (p.ativo) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/game/prizes/${p.id}`,
        headers: { cookie },
        payload: { ativo: false },
      });
      expect(res.statusCode).toBe(200);
    }
  }
  for (const w of wanted) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/game/prizes',
      headers: { cookie },
      payload: { ...w, ativo: true },
    });
    expect(res.statusCode).toBe(201);
  }
}

describe('the pure draw', () => {
  const prizes = [
    { id: 1, nome: 'A', probabilityBasisPoints: 500 },
    { id: 2, nome: 'B', probabilityBasisPoints: 1 },
    { id: 3, nome: 'Tente Novamente', probabilityBasisPoints: 9000 },
  ];

  it('walks the cumulative probabilities in order; past their sum nothing is won', () => {
    expect(drawPrize(prizes, 0)?.id).toBe(1);
    expect(drawPrize(prizes, 499)?.id).toBe(1);
    expect(drawPrize(prizes, 500)?.id).toBe(2);
    expect(drawPrize(prizes, 501)?.id).toBe(3);
    expect(drawPrize(prizes, 9500)?.id).toBe(3);
    expect(drawPrize(prizes, 9501)).toBeNull();
    expect(drawPrize(prizes, 9999)).toBeNull();
    expect(drawPrize([], 0)).toBeNull();
    expect(isWin(drawPrize(prizes, 0))).toBe(true);
    expect(isWin(drawPrize(prizes, 600))).toBe(false);
    expect(isWin(drawPrize(prizes, 9999))).toBe(false);
    expect(isWin({ id: 9, nome: 'tente novamente amanhã', probabilityBasisPoints: 1 })).toBe(false);
  });

  it('10,000 cryptographic draws win at the configured rates (within 4 binomial SDs)', () => {
    const n = 10_000;
    const withIds = defaultGamePrizes.map((p, i) => ({ id: i + 1, ...p }));
    const hits = new Map<number, number>();
    let wins = 0;
    for (let i = 0; i < n; i++) {
      const roll = rollBasisPoints();
      expect(roll).toBeGreaterThanOrEqual(0);
      expect(roll).toBeLessThan(GAME_TOTAL_BASIS_POINTS);
      const prize = drawPrize(withIds, roll);
      if (prize) hits.set(prize.id, (hits.get(prize.id) ?? 0) + 1);
      if (isWin(prize)) wins++;
    }
    const within = (observed: number, p: number) => {
      const sd = Math.sqrt(n * p * (1 - p));
      expect(Math.abs(observed - n * p)).toBeLessThanOrEqual(4 * sd + 1);
    };
    for (const prize of withIds)
      within(hits.get(prize.id) ?? 0, prize.probabilityBasisPoints / GAME_TOTAL_BASIS_POINTS);
    const winP =
      withIds.filter((p) => isWin(p)).reduce((s, p) => s + p.probabilityBasisPoints, 0) / GAME_TOTAL_BASIS_POINTS;
    within(wins, winP);
  });
});

describe('the public game', () => {
  it('a fresh platform has the default prizes, active in id order, and nothing played', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/game', remoteAddress: newIp() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.premios.map((p: { nome: string }) => p.nome)).toEqual(defaultGamePrizes.map((p) => p.nome));
    expect(body.premios.reduce((s: number, p: { probabilidade: number }) => s + p.probabilidade, 0)).toBe(100);
    expect(body.premios.find((p: { nome: string }) => p.nome === 'Tente Novamente').derrota).toBe(true);
    expect(body.hoje).toBeNull();
    expect(body.resetPermitido).toBe(true);
    // A second read does not seed again.
    const again = (await ctx.app.inject({ method: 'GET', url: '/api/game', remoteAddress: newIp() })).json();
    expect(again.premios).toHaveLength(defaultGamePrizes.length);
  });

  it('20 parallel plays from one address record one attempt, and all answer its result', async () => {
    const cookie = await adminCookie();
    await onlyPrizes(cookie, [
      { nome: 'Cupom de 10%', probabilidade: 50 },
      { nome: 'Tente Novamente', probabilidade: 50 },
    ]);
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => ctx.app.inject({ method: 'POST', url: '/api/game/plays', remoteAddress: ip })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const bodies = answers.map((a) => a.json());
    for (const b of bodies) expect(b).toEqual(bodies[0]);
    const [row] = await ctx.database.db.select({ n: count() }).from(gameAttempts).where(eq(gameAttempts.ip, ip));
    expect(row?.n).toBe(1);
    // Reloaded: locked with the same result.
    const state = (await ctx.app.inject({ method: 'GET', url: '/api/game', remoteAddress: ip })).json();
    expect(state.hoje).toEqual(bodies[0]);
  });

  it("a 'Tente Novamente' prize is a loss, with no code", async () => {
    const cookie = await adminCookie();
    await onlyPrizes(cookie, [{ nome: 'Tente Novamente', probabilidade: 100 }]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/game/plays', remoteAddress: newIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ganhou: false, premio: 'Tente Novamente', codigo: null, resgatado: false });
  });

  it('a draw past the active prizes (sum below 100%) is a loss without a prize', async () => {
    const cookie = await adminCookie();
    await onlyPrizes(cookie, [{ nome: 'Cupom raro', probabilidade: 0 }]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/game/plays', remoteAddress: newIp() });
    expect(res.json()).toMatchObject({ ganhou: false, premio: null, codigo: null });
  });

  it('a win gets an unambiguous code, which the admin looks up and redeems once', async () => {
    const cookie = await adminCookie();
    await onlyPrizes(cookie, [{ nome: 'Vale-compras de R$ 50,00', probabilidade: 100 }]);
    const ip = newIp();
    const won = (await ctx.app.inject({ method: 'POST', url: '/api/game/plays', remoteAddress: ip })).json();
    expect(won).toMatchObject({ ganhou: true, premio: 'Vale-compras de R$ 50,00', resgatado: false });
    expect(won.codigo).toHaveLength(REDEMPTION_CODE_LENGTH);
    for (const c of won.codigo) expect(REDEMPTION_CODE_ALPHABET).toContain(c);

    const typed = `${won.codigo.slice(0, 4).toLowerCase()}-${won.codigo.slice(4)}`;
    const look = await ctx.app.inject({ method: 'GET', url: `/api/admin/game/codes/${typed}`, headers: { cookie } });
    expect(look.statusCode).toBe(200);
    expect(look.json()).toMatchObject({ codigo: won.codigo, premio: 'Vale-compras de R$ 50,00', resgatadoEm: null });

    const redeem = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/game/codes/${won.codigo}/redeem`,
      headers: { cookie },
    });
    expect(redeem.statusCode).toBe(200);
    expect(redeem.json().resgatadoEm).not.toBeNull();
    const twice = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/game/codes/${won.codigo}/redeem`,
      headers: { cookie },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Este código já foi resgatado.');
    const state = (await ctx.app.inject({ method: 'GET', url: '/api/game', remoteAddress: ip })).json();
    expect(state.hoje).toMatchObject({ ganhou: true, codigo: won.codigo, resgatado: true });

    for (const code of ['ZZZZZZZZ', 'abc', '0OIL1234', 'x'.repeat(40)]) {
      const missing = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/game/codes/${code}`,
        headers: { cookie },
      });
      expect(missing.statusCode).toBe(404);
      const r = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/game/codes/${code}/redeem`,
        headers: { cookie },
      });
      expect(r.statusCode).toBe(404);
    }
  });

  it('Reset (Dev) outside production deletes the attempt, and the address plays again', async () => {
    const ip = newIp();
    await ctx.app.inject({ method: 'POST', url: '/api/game/plays', remoteAddress: ip });
    const reset = await ctx.app.inject({ method: 'DELETE', url: '/api/game/plays/today', remoteAddress: ip });
    expect(reset.statusCode).toBe(204);
    const state = (await ctx.app.inject({ method: 'GET', url: '/api/game', remoteAddress: ip })).json();
    expect(state.hoje).toBeNull();
    const again = await ctx.app.inject({ method: 'POST', url: '/api/game/plays', remoteAddress: ip });
    expect(again.statusCode).toBe(200);
  });
});

describe('Reset (Dev) in production', () => {
  let prod: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    prod = await createTestContext({ config: { production: true } });
  }, 60_000);
  afterAll(async () => prod?.close());

  it('is refused to a visitor and a shop owner, and allowed to a signed-in super admin', async () => {
    const ip = '198.51.100.7';
    const played = await prod.app.inject({ method: 'POST', url: '/api/game/plays', remoteAddress: ip });
    expect(played.statusCode).toBe(200);
    const state = (await prod.app.inject({ method: 'GET', url: '/api/game', remoteAddress: ip })).json();
    expect(state.resetPermitido).toBe(false);
    expect(state.hoje).not.toBeNull();

    const refused = await prod.app.inject({ method: 'DELETE', url: '/api/game/plays/today', remoteAddress: ip });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('reset_not_allowed');
    const owner = await registerAndLogin(prod.app);
    const byOwner = await prod.app.inject({
      method: 'DELETE',
      url: '/api/game/plays/today',
      remoteAddress: ip,
      headers: { cookie: owner.cookie },
    });
    expect(byOwner.statusCode).toBe(403);
    const still = (await prod.app.inject({ method: 'GET', url: '/api/game', remoteAddress: ip })).json();
    expect(still.hoje).toEqual(state.hoje);

    const cookie = await adminCookie(prod.app, prod.database.db);
    const asAdmin = (
      await prod.app.inject({ method: 'GET', url: '/api/game', remoteAddress: ip, headers: { cookie } })
    ).json();
    expect(asAdmin.resetPermitido).toBe(true);
    const allowed = await prod.app.inject({
      method: 'DELETE',
      url: '/api/game/plays/today',
      remoteAddress: ip,
      headers: { cookie },
    });
    expect(allowed.statusCode).toBe(204);
    const after = (await prod.app.inject({ method: 'GET', url: '/api/game', remoteAddress: ip })).json();
    expect(after.hoje).toBeNull();
  });
});

describe('prize administration', () => {
  it('keeps the active prizes at most 100%, with a message in Portuguese', async () => {
    const cookie = await adminCookie();
    await onlyPrizes(cookie, [
      { nome: 'Brinde', probabilidade: 12.5 },
      { nome: 'Tente Novamente', probabilidade: 87.5 },
    ]);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/admin/game/prizes', headers: { cookie } })).json();
    expect(list.somaAtivos).toBe(100);

    const over = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/game/prizes',
      headers: { cookie },
      payload: { nome: 'Mais um', probabilidade: 0.01 },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(
      'A soma das probabilidades dos prêmios ativos não pode passar de 100% (ficaria 100,01%).',
    );
    // Inactive, it may be added; activating it is refused; lowering another first makes room.
    const inactive = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/game/prizes',
      headers: { cookie },
      payload: { nome: 'Mais um', probabilidade: 0.01, ativo: false },
    });
    expect(inactive.statusCode).toBe(201);
    const id = inactive.json().id;
    const activate = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/game/prizes/${id}`,
      headers: { cookie },
      payload: { ativo: true },
    });
    expect(activate.statusCode).toBe(400);
    const tente = list.premios.find((p: Prize) => p.ativo && p.nome === 'Tente Novamente');
    const lower = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/game/prizes/${tente.id}`,
      headers: { cookie },
      payload: { probabilidade: 87.49 },
    });
    expect(lower.statusCode).toBe(200);
    expect(lower.json()).toMatchObject({ probabilidade: 87.49, derrota: true });
    const ok = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/game/prizes/${id}`,
      headers: { cookie },
      payload: { ativo: true, nome: '  Mais um prêmio  ' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ nome: 'Mais um prêmio', ativo: true, probabilidade: 0.01 });
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/admin/game/prizes', headers: { cookie } })).json();
    expect(after.somaAtivos).toBe(100);
  });

  it('refuses bad input with 400 and an unknown prize with 404', async () => {
    const cookie = await adminCookie();
    const bad = [
      { nome: '', probabilidade: 1 },
      { nome: '   ', probabilidade: 1 },
      { nome: 'x'.repeat(81), probabilidade: 1 },
      { nome: 'A', probabilidade: 1.005 },
      { nome: 'A', probabilidade: -1 },
      { nome: 'A', probabilidade: 100.01 },
      { nome: 'A', probabilidade: '5' },
      { nome: 'A\u0000', probabilidade: 1 },
      { nome: 'A' },
      {},
    ];
    for (const payload of bad) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/game/prizes', headers: { cookie }, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/game/prizes/999999',
      headers: { cookie },
      payload: { ativo: false },
    });
    expect(missing.statusCode).toBe(404);
    const badId = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/game/prizes/abc',
      headers: { cookie },
      payload: { ativo: false },
    });
    expect(badId.statusCode).toBe(400);
  });

  it('every admin route is refused to a shop owner and to a visitor', async () => {
    const owner = await registerAndLogin(ctx.app);
    const routes = [
      { method: 'GET' as const, url: '/api/admin/game/prizes' },
      { method: 'POST' as const, url: '/api/admin/game/prizes', payload: { nome: 'X', probabilidade: 1 } },
      { method: 'PATCH' as const, url: '/api/admin/game/prizes/1', payload: { ativo: false } },
      { method: 'GET' as const, url: '/api/admin/game/codes/ABCDEFGH' },
      { method: 'POST' as const, url: '/api/admin/game/codes/ABCDEFGH/redeem' },
    ];
    for (const route of routes) {
      for (const headers of [{}, { cookie: owner.cookie }]) {
        const res = await ctx.app.inject({ ...route, headers });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
    }
  });
});
