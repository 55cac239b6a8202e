import { describe, expect, it } from 'vitest';
import { cookieHeader, registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { createOrResetAdmin } from '../auth/auth-service.ts';

const ctx = setupTestContext();

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
  it('lists shops with counters, newest first', async () => {
    const a = await registerAndLogin(ctx.app);
    const b = await registerAndLogin(ctx.app);
    const cookie = await adminCookie();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/stores', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ids = body.stores.map((s: { id: number }) => s.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(body.stores[0]).not.toHaveProperty('passwordHash');
    expect(body.stores.find((s: { id: number }) => s.id === a.id).documento).toBe(a.input.documento);
    expect(body.counts.total).toBe(body.stores.length);
    expect(body.counts.liberadas + body.counts.bloqueadas).toBe(body.counts.total);
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
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/admin/stores', headers: { cookie } })).json();
    expect(list.stores.find((s: { id: number }) => s.id === shop.id).status).toBe('bloqueado');
    expect(list.counts.bloqueadas).toBeGreaterThanOrEqual(1);

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
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/stores/${shop.id}/status`,
      headers: { cookie: shop.cookie },
      payload: { status: 'bloqueado' },
    });
    expect(patch.statusCode).toBe(401);
  });
});
