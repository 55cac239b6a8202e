import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGE_TITLE_MAX, adminMessageTexts } from '../../../shared/contracts/admin-messages.ts';
import { loginAdmin } from '../../test/admin-fixtures.ts';
import { registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';

const ctx = setupTestContext();
let adminCookie: string | undefined;
async function admin() {
  adminCookie ??= await loginAdmin(ctx.app, ctx.database.db);
  return adminCookie;
}

async function send(payload: unknown, cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/messages',
    headers: { cookie: cookie ?? (await admin()) },
    payload: payload as object,
  });
}

async function ownerMessages(cookie: string) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/messages', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json().mensagens as { id: number; titulo: string }[]).map((m) => m.titulo);
}

describe('Central de Mensagens', () => {
  it('sends, lists (newest first) and removes broadcasts; every shop sees the active ones', async () => {
    const cookie = await admin();
    const shop = await registerAndLogin(ctx.app);
    const first = await send({ titulo: ' Manutenção programada ', conteudo: 'Sábado, das 2h às 4h.' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      titulo: 'Manutenção programada',
      conteudo: 'Sábado, das 2h às 4h.',
      ativa: true,
    });
    const second = (await send({ titulo: 'Novidade', conteudo: 'Nova tela de ideias.' })).json();

    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/messages', headers: { cookie } });
    expect(list.json().mensagens.map((m: { titulo: string }) => m.titulo)).toEqual([
      'Novidade',
      'Manutenção programada',
    ]);
    expect(await ownerMessages(shop.cookie)).toEqual(['Novidade', 'Manutenção programada']);
    const late = await registerAndLogin(ctx.app);
    expect(await ownerMessages(late.cookie)).toEqual(['Novidade', 'Manutenção programada']);

    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/messages/${second.id}`,
      headers: { cookie },
    });
    expect(del.statusCode).toBe(204);
    expect(await ownerMessages(shop.cookie)).toEqual(['Manutenção programada']);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/messages/${second.id}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(adminMessageTexts.notFound);
    await ctx.app.inject({ method: 'DELETE', url: `/api/admin/messages/${first.json().id}`, headers: { cookie } });
  });

  it('refuses an empty title or content with “Preencha todos os campos.”, and too long or malformed input', async () => {
    const cookie = await admin();
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/admin/messages', headers: { cookie } })).json();
    const empty = await send({ titulo: '  ', conteudo: 'algo' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(adminMessageTexts.required);
    expect((await send({ titulo: 'algo', conteudo: '' })).json().error.message).toBe(adminMessageTexts.required);
    expect((await send({})).statusCode).toBe(400);
    const long = await send({ titulo: 'a'.repeat(ADMIN_MESSAGE_TITLE_MAX + 1), conteudo: 'x' });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.titulo).toBe(adminMessageTexts.titleTooLong);
    expect((await send({ titulo: 'ok', conteudo: 'x'.repeat(5000) })).statusCode).toBe(400);
    expect((await send({ titulo: 3, conteudo: true })).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/admin/messages/abc', headers: { cookie } })).statusCode,
    ).toBe(400);
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/admin/messages', headers: { cookie } })).json();
    expect(after.mensagens).toHaveLength(before.mensagens.length);
  });

  it('lets a shop dismiss a message for itself only; an unknown or removed one answers 404', async () => {
    const cookie = await admin();
    const shop = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    const msg = (await send({ titulo: 'Aviso', conteudo: 'Leia com atenção.' })).json();

    const dismiss = (id: number | string, c: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/messages/${id}/dismiss`, headers: { cookie: c } });
    expect((await dismiss(msg.id, shop.cookie)).statusCode).toBe(204);
    expect((await dismiss(msg.id, shop.cookie)).statusCode).toBe(204);
    expect(await ownerMessages(shop.cookie)).not.toContain('Aviso');
    expect(await ownerMessages(other.cookie)).toContain('Aviso');

    expect((await dismiss(999999, shop.cookie)).statusCode).toBe(404);
    expect((await dismiss('abc', shop.cookie)).statusCode).toBe(400);
    await ctx.app.inject({ method: 'DELETE', url: `/api/admin/messages/${msg.id}`, headers: { cookie } });
    expect((await dismiss(msg.id, other.cookie)).statusCode).toBe(404);
    expect(await ownerMessages(other.cookie)).not.toContain('Aviso');
  });

  it('a dismissal racing the removal of its message answers 204 or 404, never 500', async () => {
    const cookie = await admin();
    const shops = await Promise.all([registerAndLogin(ctx.app), registerAndLogin(ctx.app)]);
    for (let round = 0; round < 15; round += 1) {
      const msg = (await send({ titulo: `Corrida ${round}`, conteudo: 'Remoção e dispensa juntas.' })).json();
      const [removed, ...dismissed] = await Promise.all([
        ctx.app.inject({ method: 'DELETE', url: `/api/admin/messages/${msg.id}`, headers: { cookie } }),
        ...shops.flatMap((s) => [
          ctx.app.inject({ method: 'POST', url: `/api/messages/${msg.id}/dismiss`, headers: { cookie: s.cookie } }),
          ctx.app.inject({ method: 'POST', url: `/api/messages/${msg.id}/dismiss`, headers: { cookie: s.cookie } }),
        ]),
      ]);
      expect(removed!.statusCode).toBe(204);
      for (const res of dismissed) expect([204, 404]).toContain(res.statusCode);
    }
  });

  it('admin routes are refused to visitors and shop owners; owner routes to visitors and the admin alone', async () => {
    const shop = await registerAndLogin(ctx.app);
    const msg = (await send({ titulo: 'Só admin', conteudo: 'Teste' })).json();
    const routes = [
      { method: 'GET' as const, url: '/api/admin/messages' },
      { method: 'POST' as const, url: '/api/admin/messages', payload: { titulo: 'Intruso', conteudo: 'x' } },
      { method: 'DELETE' as const, url: `/api/admin/messages/${msg.id}` },
    ];
    for (const route of routes) {
      expect((await ctx.app.inject(route)).statusCode).toBe(401);
      expect((await ctx.app.inject({ ...route, headers: { cookie: shop.cookie } })).statusCode).toBe(401);
    }
    expect(await ownerMessages(shop.cookie)).toContain('Só admin');
    expect(await ownerMessages(shop.cookie)).not.toContain('Intruso');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/messages' })).statusCode).toBe(401);
    const asAdmin = await ctx.app.inject({ method: 'GET', url: '/api/messages', headers: { cookie: await admin() } });
    expect(asAdmin.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/messages/${msg.id}/dismiss` })).statusCode).toBe(401);
  });
});
