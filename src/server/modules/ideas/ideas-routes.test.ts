import { describe, expect, it } from 'vitest';
import { IDEA_REASON_MAX, IDEA_TITLE_MAX, ideaMessages } from '../../../shared/contracts/ideas.ts';
import { loginAdmin } from '../../test/admin-fixtures.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { IDEA_LIMITS } from './ideas-service.ts';

const ctx = setupTestContext();
let adminCookie: string | undefined;
async function admin() {
  adminCookie ??= await loginAdmin(ctx.app, ctx.database.db);
  return adminCookie;
}

async function sendIdea(cookie: string, payload: unknown) {
  return ctx.app.inject({ method: 'POST', url: '/api/ideas', headers: { cookie }, payload: payload as object });
}

describe('ideas of a shop', () => {
  it('sends an idea (trimmed, status enviada) and lists the shop’s own ideas, newest first', async () => {
    const shop = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const first = await sendIdea(shop.cookie, { titulo: '  Relatório por vendedor ', motivo: 'Premiar a equipe.' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      titulo: 'Relatório por vendedor',
      motivo: 'Premiar a equipe.',
      status: 'enviada',
    });
    await sendIdea(shop.cookie, { titulo: 'Segunda', motivo: 'Outra razão' });
    await sendIdea(other.cookie, { titulo: 'De outra loja', motivo: 'Não aparece' });

    const list = await ctx.app.inject({ method: 'GET', url: '/api/ideas', headers: { cookie: shop.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().ideias.map((i: { titulo: string }) => i.titulo)).toEqual(['Segunda', 'Relatório por vendedor']);

    const one = await ctx.app.inject({
      method: 'GET',
      url: `/api/ideas/${first.json().id}`,
      headers: { cookie: shop.cookie },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().titulo).toBe('Relatório por vendedor');
  });

  it('refuses empty, too long and malformed ideas with messages in Portuguese, saving nothing', async () => {
    const shop = await registerAndLogin(ctx.app);
    const empty = await sendIdea(shop.cookie, { titulo: '   ', motivo: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({ titulo: ideaMessages.required, motivo: ideaMessages.required });

    const longTitle = await sendIdea(shop.cookie, { titulo: 'a'.repeat(IDEA_TITLE_MAX + 1), motivo: 'ok' });
    expect(longTitle.statusCode).toBe(400);
    expect(longTitle.json().error.fields.titulo).toBe(ideaMessages.titleTooLong);

    const longReason = await sendIdea(shop.cookie, { titulo: 'ok', motivo: 'a'.repeat(IDEA_REASON_MAX + 1) });
    expect(longReason.statusCode).toBe(400);
    expect(longReason.json().error.fields.motivo).toBe(ideaMessages.reasonTooLong);

    const atLimit = await sendIdea(shop.cookie, {
      titulo: 'a'.repeat(IDEA_TITLE_MAX),
      motivo: 'b'.repeat(IDEA_REASON_MAX),
    });
    expect(atLimit.statusCode).toBe(201);

    expect((await sendIdea(shop.cookie, { titulo: 1, motivo: ['x'] })).statusCode).toBe(400);
    expect((await sendIdea(shop.cookie, [])).statusCode).toBe(400);
    expect((await sendIdea(shop.cookie, { titulo: 'a\u0000b', motivo: 'x' })).statusCode).toBe(400);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/ideas', headers: { cookie: shop.cookie } });
    expect(list.json().ideias).toHaveLength(1);
  });

  it('answers 404 for another shop’s idea, and 401 to a visitor', async () => {
    const shop = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const idea = (await sendIdea(shop.cookie, { titulo: 'Minha', motivo: 'Só minha' })).json();
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `/api/ideas/${idea.id}`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe(ideaMessages.notFound);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/ideas/abc', headers: { cookie: shop.cookie } })).statusCode,
    ).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ideas' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/ideas', payload: { titulo: 'a', motivo: 'b' } })).statusCode,
    ).toBe(401);
  });
});

describe('ideas for the super admin', () => {
  it('lists every shop’s ideas with the shop name, newest first, filtered by status', async () => {
    const a = await registerAndLogin(ctx.app, { nomeEmpresa: 'Padaria Alfa' });
    const b = await registerAndLogin(ctx.app, { nomeEmpresa: 'Mercado Beta' });
    const ideaA = (await sendIdea(a.cookie, { titulo: 'Ideia Alfa', motivo: 'Motivo alfa' })).json();
    const ideaB = (await sendIdea(b.cookie, { titulo: 'Ideia Beta', motivo: 'Motivo beta' })).json();
    const cookie = await admin();

    const all = await ctx.app.inject({ method: 'GET', url: '/api/admin/ideas', headers: { cookie } });
    expect(all.statusCode).toBe(200);
    const ideias = all.json().ideias as { id: number; nomeEmpresa: string; storeId: number }[];
    expect(ideias.findIndex((i) => i.id === ideaB.id)).toBeLessThan(ideias.findIndex((i) => i.id === ideaA.id));
    expect(ideias.find((i) => i.id === ideaA.id)).toMatchObject({ nomeEmpresa: 'Padaria Alfa', storeId: a.id });

    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/ideas/${ideaA.id}/status`,
      headers: { cookie },
      payload: { status: 'em_analise' },
    });
    const filtered = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/ideas?status=em_analise',
      headers: { cookie },
    });
    expect(filtered.json().ideias.map((i: { id: number }) => i.id)).toEqual([ideaA.id]);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/admin/ideas?status=apagada', headers: { cookie } });
    expect(bad.statusCode).toBe(400);

    const one = await ctx.app.inject({ method: 'GET', url: `/api/admin/ideas/${ideaB.id}`, headers: { cookie } });
    expect(one.json()).toMatchObject({ titulo: 'Ideia Beta', motivo: 'Motivo beta', nomeEmpresa: 'Mercado Beta' });
  });

  it('moves the status enviada → em análise → implementada, which the shop sees; refuses other moves', async () => {
    const shop = await registerAndLogin(ctx.app);
    const idea = (await sendIdea(shop.cookie, { titulo: 'Passo a passo', motivo: 'Teste' })).json();
    const cookie = await admin();
    const move = (status: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/ideas/${idea.id}/status`,
        headers: { cookie },
        payload: { status },
      });

    const skip = await move('implementada');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.message).toBe(ideaMessages.statusNotAllowed('enviada', 'implementada'));

    const analysing = await move('em_analise');
    expect(analysing.statusCode).toBe(200);
    expect(analysing.json().status).toBe('em_analise');
    expect((await move('em_analise')).statusCode).toBe(200); // a repeated click changes nothing

    const mine = await ctx.app.inject({ method: 'GET', url: '/api/ideas', headers: { cookie: shop.cookie } });
    expect(mine.json().ideias[0].status).toBe('em_analise');

    expect((await move('implementada')).json().status).toBe('implementada');
    expect((await move('recusada')).statusCode).toBe(409);
    expect((await move('enviada')).statusCode).toBe(409);
    expect((await move('qualquer')).statusCode).toBe(400);

    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/ideas/999999/status',
      headers: { cookie },
      payload: { status: 'em_analise' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is refused to visitors and to shop owners', async () => {
    const shop = await registerAndLogin(ctx.app);
    const idea = (await sendIdea(shop.cookie, { titulo: 'Minha', motivo: 'Teste' })).json();
    const routes = [
      { method: 'GET' as const, url: '/api/admin/ideas' },
      { method: 'GET' as const, url: `/api/admin/ideas/${idea.id}` },
      { method: 'PATCH' as const, url: `/api/admin/ideas/${idea.id}/status`, payload: { status: 'em_analise' } },
    ];
    for (const route of routes) {
      expect((await ctx.app.inject(route)).statusCode).toBe(401);
      expect((await ctx.app.inject({ ...route, headers: { cookie: shop.cookie } })).statusCode).toBe(401);
    }
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/ideas/${idea.id}`,
      headers: { cookie: shop.cookie },
    });
    expect(mine.json().status).toBe('enviada');
  });
});

describe('how many ideas a shop may send', () => {
  it('takes 20 in 24 hours, then answers 429 and saves nothing; other shops go on', async () => {
    const { limit, windowSeconds } = IDEA_LIMITS.perStore;
    expect({ limit, windowSeconds }).toEqual({ limit: 20, windowSeconds: 24 * 60 * 60 });
    const shop = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const sent = await Promise.all(
      Array.from({ length: limit + 3 }, (_, i) => sendIdea(shop.cookie, { titulo: `Ideia ${i}`, motivo: 'Motivo' })),
    );
    const codes = sent.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(limit);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    const refused = sent.find((r) => r.statusCode === 429);
    expect(refused?.json()).toEqual({
      error: { code: 'too_many_requests', message: 'Você já enviou muitas ideias hoje. Tente novamente amanhã.' },
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/ideas', headers: { cookie: shop.cookie } });
    expect(list.json().ideias).toHaveLength(limit);
    expect((await sendIdea(other.cookie, { titulo: 'Outra loja', motivo: 'Motivo' })).statusCode).toBe(201);
  });
});
