import { describe, expect, it } from 'vitest';
import { cookieHeader, registerAndLogin, storeInput } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { createOrResetAdmin } from './auth-service.ts';

const ctx = setupTestContext();

describe('shop owner login', () => {
  it('logs in, reads the session and logs out', async () => {
    const { cookie, input, id } = await registerAndLogin(ctx.app);
    expect(cookie).toMatch(/^loja_sid=/);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body.store).toMatchObject({ id, nomeEmpresa: input.nomeEmpresa, email: input.email, themeColor: '#e53e3e' });
    const left = new Date(body.expiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan(29.9 * 86400_000);
    expect(left).toBeLessThanOrEqual(30 * 86400_000);

    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('sets an httpOnly SameSite=Lax cookie for 30 days', async () => {
    const input = storeInput();
    await ctx.app.inject({ method: 'POST', url: '/api/stores', payload: input });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: input.email, senha: input.senha },
    });
    const raw = String(res.headers['set-cookie']);
    expect(raw).toContain('HttpOnly');
    expect(raw).toContain('SameSite=Lax');
    expect(raw).toMatch(/Expires=/);
    expect(res.json()).toEqual({ store: { id: expect.any(Number), nomeEmpresa: input.nomeEmpresa } });
  });

  it('accepts the e-mail in any case', async () => {
    const input = storeInput();
    await ctx.app.inject({ method: 'POST', url: '/api/stores', payload: input });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `  ${input.email.toUpperCase()} `, senha: input.senha },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const input = storeInput();
    await ctx.app.inject({ method: 'POST', url: '/api/stores', payload: input });
    for (const payload of [
      { email: input.email, senha: 'errada-123' },
      { email: 'ninguem@exemplo.com.br', senha: input.senha },
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'wrong_credentials', message: 'Email ou senha incorretos.' } });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers 400 with field messages for empty input', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '', senha: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ email: 'Informe o e-mail.', senha: 'Informe a senha.' });
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Requisição inválida.');
  });

  it('refuses a blocked shop with Erro 337', async () => {
    const { input, id } = await registerAndLogin(ctx.app);
    await ctx.database.db.execute(`update stores set status = 'bloqueado' where id = ${Number(id)}`);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: input.email, senha: input.senha },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'store_blocked', message: 'Contate o DEP. Sua conta está bloqueada.' },
    });
  });

  it('refuses a state-changing request from another origin', async () => {
    const input = storeInput();
    await ctx.app.inject({ method: 'POST', url: '/api/stores', payload: input });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://outro-site.example' },
      payload: { email: input.email, senha: input.senha },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('bad_origin');
    const same = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { email: input.email, senha: input.senha },
    });
    expect(same.statusCode).toBe(200);
  });

  it('answers 401 for a forged or missing session cookie', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const forged = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: 'loja_sid=abc' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.message).toBe('Sua sessão expirou. Entre novamente.');
  });
});

describe('super admin login', () => {
  it('logs in through the server and reads the session', async () => {
    await createOrResetAdmin(ctx.database.db, 'admin@plataforma.com.br', 'admin-senha-forte');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: 'ADMIN@plataforma.com.br', senha: 'admin-senha-forte' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = cookieHeader(res.headers['set-cookie']);
    expect(cookie).toMatch(/^admin_sid=/);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: { cookie } });
    expect(me.json().admin.email).toBe('admin@plataforma.com.br');
    // An admin cookie is not a shop session, and a shop cookie is not an admin session.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    const shop = await registerAndLogin(ctx.app);
    const asShop = await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: { cookie: shop.cookie } });
    expect(asShop.statusCode).toBe(401);

    await ctx.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: { cookie } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('refuses wrong credentials with Erro 337 text', async () => {
    await createOrResetAdmin(ctx.database.db, 'admin2@plataforma.com.br', 'admin-senha-forte');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: 'admin2@plataforma.com.br', senha: 'errada' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Contate o DEP. Credenciais inválidas.');
  });

  it('resets the password of an existing admin', async () => {
    const db = ctx.database.db;
    expect(await createOrResetAdmin(db, 'admin3@plataforma.com.br', 'primeira-senha')).toBe('created');
    expect(await createOrResetAdmin(db, 'admin3@plataforma.com.br', 'segunda-senha')).toBe('updated');
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: 'admin3@plataforma.com.br', senha: 'primeira-senha' },
    });
    expect(old.statusCode).toBe(401);
    const now = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: 'admin3@plataforma.com.br', senha: 'segunda-senha' },
    });
    expect(now.statusCode).toBe(200);
  });
});
