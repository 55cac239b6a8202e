import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '../../db/schema/stores.ts';
import { cookieHeader, registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { createOrResetAdmin } from '../auth/auth-service.ts';

const ctx = setupTestContext();

async function list(cookie: string, query = '') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/stores${query}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function setStatus(cookie: string, storeId: number, status: 'liberado' | 'bloqueado') {
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/stores/${storeId}/status`,
    headers: { cookie },
    payload: { status },
  });
  expect(res.statusCode).toBe(204);
}

async function adminCookie() {
  await createOrResetAdmin(ctx.database.db, 'root@plataforma.com.br', 'senha-do-admin');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email: 'root@plataforma.com.br', senha: 'senha-do-admin' },
  });
  return cookieHeader(res.headers['set-cookie']);
}

describe('super admin shop list', () => {
  it('lists shops newest first, with the logo as an address and no secrets', async () => {
    const a = await registerAndLogin(ctx.app);
    const b = await registerAndLogin(ctx.app);
    const logoId = '0b5f6f1e-3c1a-4d2b-9a7e-5f0c1d2e3f4a';
    await ctx.database.db.update(stores).set({ logo: logoId }).where(eq(stores.id, a.id));
    const cookie = await adminCookie();
    const body = await list(cookie);
    const ids = body.stores.map((s: { id: number }) => s.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(body.stores[0]).not.toHaveProperty('passwordHash');
    const first = body.stores.find((s: { id: number }) => s.id === a.id);
    expect(first.documento).toBe(a.input.documento);
    expect(first.logoUrl).toMatch(new RegExp(`${logoId}`));
    expect(body.stores.find((s: { id: number }) => s.id === b.id).logoUrl).toBeNull();
  });

  it('counts all shops, released and blocked, whatever the search', async () => {
    const cookie = await adminCookie();
    const before = (await list(cookie)).counts;
    const blocked = await registerAndLogin(ctx.app);
    await registerAndLogin(ctx.app);
    await registerAndLogin(ctx.app);
    await setStatus(cookie, blocked.id, 'bloqueado');
    const after = (await list(cookie, '?busca=nada-parecido-com-uma-loja')).counts;
    expect(after).toEqual({
      total: before.total + 3,
      liberadas: before.liberadas + 2,
      bloqueadas: before.bloqueadas + 1,
    });
    const [row] = await ctx.database.db.select({ n: count() }).from(stores);
    expect(after.total).toBe(Number(row?.n));
  });

  it('searches by company or e-mail, ignoring case and accents, with % and _ taken literally', async () => {
    const cookie = await adminCookie();
    const tag = Date.now().toString(36);
    const cafe = await registerAndLogin(ctx.app, { nomeEmpresa: `Café Açaí ${tag}` });
    const mail = await registerAndLogin(ctx.app, { email: `contato.${tag}@floricultura.com.br` });
    await registerAndLogin(ctx.app, { nomeEmpresa: `Loja 100% ${tag}` });

    const byName = await list(cookie, `?busca=${encodeURIComponent(`CAFE ACAI ${tag}`)}`);
    expect(byName.stores.map((s: { id: number }) => s.id)).toEqual([cafe.id]);
    expect(byName.matching).toBe(1);

    const byMail = await list(cookie, `?busca=${encodeURIComponent(`Contato.${tag}@FLORI`)}`);
    expect(byMail.stores.map((s: { id: number }) => s.id)).toEqual([mail.id]);

    const percent = await list(cookie, `?busca=${encodeURIComponent('100%')}`);
    expect(percent.stores.every((s: { nomeEmpresa: string }) => s.nomeEmpresa.includes('100%'))).toBe(true);
    expect(percent.matching).toBeGreaterThanOrEqual(1);
    const underscore = await list(cookie, `?busca=${encodeURIComponent('_')}`);
    expect(underscore.matching).toBe(0);

    const nothing = await list(cookie, '?busca=zzzz-nenhuma-loja');
    expect(nothing).toMatchObject({ stores: [], matching: 0, nextOffset: null });
  });

  it('pages through many shops', async () => {
    const cookie = await adminCookie();
    const tag = `pag${Date.now().toString(36)}`;
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push((await registerAndLogin(ctx.app, { nomeEmpresa: `Mercado ${tag} ${i}` })).id);
    const first = await list(cookie, `?busca=${tag}&limit=2`);
    expect(first.matching).toBe(5);
    expect(first.stores).toHaveLength(2);
    expect(first.nextOffset).toBe(2);
    const second = await list(cookie, `?busca=${tag}&limit=2&offset=2`);
    const third = await list(cookie, `?busca=${tag}&limit=2&offset=4`);
    expect(third.nextOffset).toBeNull();
    const seen = [...first.stores, ...second.stores, ...third.stores].map((s: { id: number }) => s.id);
    expect(seen).toEqual([...made].reverse());
  });

  it('refuses a bad page or search with 400', async () => {
    const cookie = await adminCookie();
    for (const query of [
      '?limit=0',
      '?limit=101',
      '?offset=-1',
      '?limit=abc',
      `?busca=${'a'.repeat(101)}`,
      '?busca=%00',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/stores${query}`, headers: { cookie } });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('blocks a shop, ending its sessions at once, and releases it', async () => {
    const shop = await registerAndLogin(ctx.app);
    const cookie = await adminCookie();
    const block = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/stores/${shop.id}/status`,
      headers: { cookie },
      payload: { status: 'bloqueado' },
    });
    expect(block.statusCode).toBe(204);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: shop.cookie } });
    expect(me.statusCode).toBe(401);
    const listed = await list(cookie, `?busca=${encodeURIComponent(shop.input.email)}`);
    expect(listed.stores.map((s: { id: number; status: string }) => [s.id, s.status])).toEqual([
      [shop.id, 'bloqueado'],
    ]);
    expect(listed.counts.bloqueadas).toBeGreaterThanOrEqual(1);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: shop.input.email, senha: shop.input.senha },
    });
    expect(login.statusCode).toBe(403);

    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/stores/${shop.id}/status`,
      headers: { cookie },
      payload: { status: 'liberado' },
    });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: shop.input.email, senha: shop.input.senha },
    });
    expect(again.statusCode).toBe(200);
  });

  it('answers 404 for an unknown shop and 400 for a bad status', async () => {
    const cookie = await adminCookie();
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/stores/999999/status',
      headers: { cookie },
      payload: { status: 'bloqueado' },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/stores/1/status',
      headers: { cookie },
      payload: { status: 'apagado' },
    });
    expect(bad.statusCode).toBe(400);
    const badId = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/stores/abc/status',
      headers: { cookie },
      payload: { status: 'bloqueado' },
    });
    expect(badId.statusCode).toBe(400);
  });

  it('is closed to visitors and to shop owners', async () => {
    const shop = await registerAndLogin(ctx.app);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/stores' })).statusCode).toBe(401);
    const asShop = await ctx.app.inject({ method: 'GET', url: '/api/admin/stores', headers: { cookie: shop.cookie } });
    expect(asShop.statusCode).toBe(401);
    const search = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/stores?busca=a&limit=1',
      headers: { cookie: shop.cookie },
    });
    expect(search.statusCode).toBe(401);
    expect(await ctx.app.inject({ method: 'GET', url: '/api/admin/stores?busca=a' }).then((r) => r.statusCode)).toBe(
      401,
    );
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/stores/${shop.id}/status`,
      headers: { cookie: shop.cookie },
      payload: { status: 'bloqueado' },
    });
    expect(patch.statusCode).toBe(401);
  });
});
