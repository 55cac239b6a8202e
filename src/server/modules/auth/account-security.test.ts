import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PASSWORD_LIMIT } from '../../auth/account-password.ts';
import { hashToken } from '../../auth/session.ts';
import { buildControlApp } from '../../control/control-server.ts';
import { cookieHeader, registerAndLogin } from '../../test/fixtures.ts';
import { setupTestContext, testDbKind } from '../../test/harness.ts';
import { createOrResetAdmin } from './auth-service.ts';

const ctx = setupTestContext();

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

type Shop = Awaited<ReturnType<typeof registerAndLogin>>;

/** Another session of the same shop: a second sign-in, from another device and address. */
async function signInAgain(shop: Shop, userAgent = WINDOWS, remoteAddress = '192.168.0.20'): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email: shop.input.email, senha: shop.input.senha },
    remoteAddress,
  });
  expect(res.statusCode, res.body).toBe(200);
  return cookieHeader(res.headers['set-cookie']);
}

const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
const sessions = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { cookie } });
const changePassword = (cookie: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/password', headers: { cookie }, payload: payload as object });

/** The hash the sessions table keeps for the token of a cookie header. */
const hashOf = (cookie: string) => hashToken(decodeURIComponent(cookie.split('=')[1] ?? ''));

async function lastSeenOf(cookie: string): Promise<Date> {
  const hash = hashOf(cookie);
  const result = (await ctx.database.db.execute(
    sql`select last_seen_at::text as t from sessions where token_hash = ${hash}`,
  )) as unknown as { rows: { t: string }[] };
  return new Date(result.rows[0]?.t ?? 0);
}

async function setLastSeen(cookie: string, msAgo: number): Promise<void> {
  const hash = hashOf(cookie);
  const at = new Date(Date.now() - msAgo).toISOString();
  await ctx.database.db.execute(sql`update sessions set last_seen_at = ${at}::timestamptz where token_hash = ${hash}`);
}

describe(`the shop's sessions (${testDbKind})`, () => {
  it('lists the open sessions with device, address and times, marking the current one', async () => {
    const shop = await registerAndLogin(ctx.app);
    const phone = await signInAgain(shop, ANDROID, '189.10.20.30');
    // An expired session of the shop is not listed.
    const expired = await signInAgain(shop);
    const expiredHash = hashOf(expired);
    await ctx.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where token_hash = ${expiredHash}`,
    );

    const res = await sessions(phone);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().sessoes as Array<Record<string, unknown>>;
    expect(list).toHaveLength(2);
    const current = list.find((s) => s.atual);
    expect(current).toMatchObject({ dispositivo: 'Chrome no Android', ip: '189.10.20.30', atual: true });
    expect(list.filter((s) => s.atual)).toHaveLength(1);
    for (const s of list) {
      expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isNaN(Date.parse(String(s.criadaEm)))).toBe(false);
      expect(Number.isNaN(Date.parse(String(s.ultimoUsoEm)))).toBe(false);
      expect(Object.keys(s).sort()).toEqual(['atual', 'criadaEm', 'dispositivo', 'id', 'ip', 'ultimoUsoEm']);
    }
    // Neither a token nor its hash is in the answer.
    expect(res.body).not.toContain(expiredHash);
    const hashes = (await ctx.database.db.execute(
      sql`select token_hash from sessions where store_id = ${shop.id}`,
    )) as unknown as { rows: { token_hash: string }[] };
    for (const { token_hash } of hashes.rows) expect(res.body).not.toContain(token_hash);
  });

  it('answers 401 on every route without a session', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, payload] of [
      ['GET', '/api/auth/sessions', undefined],
      ['DELETE', '/api/auth/sessions', undefined],
      ['DELETE', `/api/auth/sessions/${id}`, undefined],
      ['POST', '/api/auth/password', { senhaAtual: 'x', novaSenha: 'nova-senha-123' }],
    ] as const) {
      const res = await ctx.app.inject({ method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.message).toBe('Sua sessão expirou. Entre novamente.');
    }
  });

  it('ends another session of the shop; another shop’s id is a 404; a bad id a 400', async () => {
    const shop = await registerAndLogin(ctx.app);
    const other = await signInAgain(shop);
    const stranger = await registerAndLogin(ctx.app);
    const strangerId = (await sessions(stranger.cookie)).json().sessoes[0].id as string;

    const asShop = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${strangerId}`,
      headers: { cookie: shop.cookie },
    });
    expect(asShop.statusCode).toBe(404);
    expect(asShop.json()).toEqual({
      error: { code: 'not_found', message: 'Sessão não encontrada. Ela pode já ter sido encerrada.' },
    });
    expect((await me(stranger.cookie)).statusCode).toBe(200);

    const bad = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions/nao-e-um-id',
      headers: { cookie: shop.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_input');

    const list = (await sessions(shop.cookie)).json().sessoes as { id: string; atual: boolean }[];
    const otherId = list.find((s) => !s.atual)?.id;
    const ended = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${otherId}`,
      headers: { cookie: shop.cookie },
    });
    expect(ended.statusCode).toBe(204);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(shop.cookie)).statusCode).toBe(200);
    // Once ended, the same id is unknown.
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${otherId}`,
      headers: { cookie: shop.cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('ends the current session by its id: that is signing out', async () => {
    const shop = await registerAndLogin(ctx.app);
    const currentId = (await sessions(shop.cookie)).json().sessoes[0].id as string;
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${currentId}`,
      headers: { cookie: shop.cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/^loja_sid=;/);
    expect((await me(shop.cookie)).statusCode).toBe(401);
  });

  it('ends every other session and keeps the current one and other shops’ sessions', async () => {
    const shop = await registerAndLogin(ctx.app);
    const second = await signInAgain(shop);
    const third = await signInAgain(shop, ANDROID);
    const stranger = await registerAndLogin(ctx.app);
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/auth/sessions', headers: { cookie: shop.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sessoesEncerradas: 2 });
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(401);
    expect((await me(shop.cookie)).statusCode).toBe(200);
    expect((await me(stranger.cookie)).statusCode).toBe(200);
    const list = (await sessions(shop.cookie)).json().sessoes;
    expect(list).toHaveLength(1);
    expect(list[0].atual).toBe(true);
  });
});

describe(`changing the owner's password (${testDbKind})`, () => {
  it('changes the password and ends every other session of the shop, keeping the current one', async () => {
    const shop = await registerAndLogin(ctx.app);
    const other = await signInAgain(shop);
    const stranger = await registerAndLogin(ctx.app);
    const res = await changePassword(shop.cookie, { senhaAtual: shop.input.senha, novaSenha: 'nova-senha-forte' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sessoesEncerradas: 1 });

    expect((await me(other)).statusCode).toBe(401);
    expect((await me(shop.cookie)).statusCode).toBe(200);
    expect((await me(stranger.cookie)).statusCode).toBe(200);

    const login = (senha: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: shop.input.email, senha },
        remoteAddress: '192.168.0.30',
      });
    expect((await login(shop.input.senha)).statusCode).toBe(401);
    expect((await login('nova-senha-forte')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 403 and changes nothing', async () => {
    const shop = await registerAndLogin(ctx.app);
    const other = await signInAgain(shop);
    const res = await changePassword(shop.cookie, { senhaAtual: 'errada-123', novaSenha: 'nova-senha-forte' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: {
        code: 'wrong_current_password',
        message: 'Senha atual incorreta.',
        fields: { senhaAtual: 'Senha atual incorreta.' },
      },
    });
    expect((await me(other)).statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: shop.input.email, senha: shop.input.senha },
      remoteAddress: '192.168.0.31',
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 400 with field messages for a weak new password or a missing current one', async () => {
    const shop = await registerAndLogin(ctx.app);
    const weak = await changePassword(shop.cookie, { senhaAtual: shop.input.senha, novaSenha: 'curta' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({ novaSenha: 'A senha deve ter pelo menos 8 caracteres.' });
    const empty = await changePassword(shop.cookie, { senhaAtual: '', novaSenha: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      senhaAtual: 'Informe a senha atual.',
      novaSenha: 'Informe a senha.',
    });
    const none = await changePassword(shop.cookie, undefined);
    expect(none.statusCode).toBe(400);
    // The new password must differ from the current one (the form says so too, the server decides).
    const same = await changePassword(shop.cookie, { senhaAtual: shop.input.senha, novaSenha: shop.input.senha });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields).toEqual({ novaSenha: 'A nova senha deve ser diferente da atual.' });
    expect((await me(shop.cookie)).statusCode).toBe(200);
  });

  it('limits wrong current passwords per shop: then 429, the right one included', async () => {
    const shop = await registerAndLogin(ctx.app);
    for (let i = 0; i < ACCOUNT_PASSWORD_LIMIT.limit; i++) {
      const res = await changePassword(shop.cookie, { senhaAtual: `errada-${i}`, novaSenha: 'nova-senha-forte' });
      expect(res.statusCode).toBe(403);
    }
    const right = await changePassword(shop.cookie, { senhaAtual: shop.input.senha, novaSenha: 'nova-senha-forte' });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
    expect(right.json().error.code).toBe('too_many_requests');
  });
});

describe(`a session's last-seen time (${testDbKind})`, () => {
  it('moves forward at most once a minute', async () => {
    const shop = await registerAndLogin(ctx.app);
    // Used 30 seconds ago: a request does not write.
    await setLastSeen(shop.cookie, 30_000);
    const recent = await lastSeenOf(shop.cookie);
    expect((await me(shop.cookie)).statusCode).toBe(200);
    expect((await lastSeenOf(shop.cookie)).getTime()).toBe(recent.getTime());

    // Used 5 minutes ago: two requests in a row write once.
    await setLastSeen(shop.cookie, 5 * 60_000);
    expect((await me(shop.cookie)).statusCode).toBe(200);
    const first = await lastSeenOf(shop.cookie);
    expect(Date.now() - first.getTime()).toBeLessThan(10_000);
    expect((await me(shop.cookie)).statusCode).toBe(200);
    expect((await lastSeenOf(shop.cookie)).getTime()).toBe(first.getTime());
    const listed = (await sessions(shop.cookie)).json().sessoes[0];
    expect(new Date(listed.ultimoUsoEm).getTime()).toBe(first.getTime());
  });
});

describe(`super admin sessions (${testDbKind})`, () => {
  const adminLogin = async (email: string, senha: string) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, senha } });
    expect(res.statusCode).toBe(200);
    return cookieHeader(res.headers['set-cookie']);
  };
  const adminMe = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: { cookie } });

  it('a password reset (admin:create) ends that admin’s sessions, not another admin’s', async () => {
    await createOrResetAdmin(ctx.database.db, 'reset@plataforma.com.br', 'primeira-senha');
    await createOrResetAdmin(ctx.database.db, 'outro@plataforma.com.br', 'outra-senha-1');
    const cookie = await adminLogin('reset@plataforma.com.br', 'primeira-senha');
    const otherAdmin = await adminLogin('outro@plataforma.com.br', 'outra-senha-1');
    expect((await adminMe(cookie)).statusCode).toBe(200);
    expect(await createOrResetAdmin(ctx.database.db, 'reset@plataforma.com.br', 'segunda-senha')).toBe('updated');
    expect((await adminMe(cookie)).statusCode).toBe(401);
    expect((await adminMe(otherAdmin)).statusCode).toBe(200);
  });

  it('a reset through the control port (admin:create while the server runs) ends them too', async () => {
    await createOrResetAdmin(ctx.database.db, 'porta@plataforma.com.br', 'primeira-senha');
    const cookie = await adminLogin('porta@plataforma.com.br', 'primeira-senha');
    const token = 'c'.repeat(64);
    const control = buildControlApp(ctx.database.db, token);
    const res = await control.inject({
      method: 'POST',
      url: '/admins',
      headers: { authorization: `Bearer ${token}` },
      payload: { email: 'porta@plataforma.com.br', password: 'segunda-senha' },
    });
    await control.close();
    expect(res.json()).toEqual({ result: 'updated' });
    expect((await adminMe(cookie)).statusCode).toBe(401);
  });

  it('ends after 12 hours without use', async () => {
    await createOrResetAdmin(ctx.database.db, 'ocioso@plataforma.com.br', 'senha-do-admin');
    const idle = await adminLogin('ocioso@plataforma.com.br', 'senha-do-admin');
    const active = await adminLogin('ocioso@plataforma.com.br', 'senha-do-admin');
    await setLastSeen(idle, 12 * 3600_000 + 60_000);
    await setLastSeen(active, 11 * 3600_000);
    expect((await adminMe(idle)).statusCode).toBe(401);
    expect((await adminMe(active)).statusCode).toBe(200);
    // Using it counted as use: it has 12 hours again.
    expect(Date.now() - (await lastSeenOf(active)).getTime()).toBeLessThan(10_000);
  });

  it('a shop owner’s session does not end after 12 hours without use', async () => {
    const shop = await registerAndLogin(ctx.app);
    await setLastSeen(shop.cookie, 13 * 3600_000);
    expect((await me(shop.cookie)).statusCode).toBe(200);
  });
});
