import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetMessages } from '../../../shared/auth.ts';
import { loggedUrl } from '../../request-log.ts';
import { loginAdmin } from '../../test/admin-fixtures.ts';
import { cookieHeader, registerAndLogin } from '../../test/fixtures.ts';
import { createTestContext, type TestContext, testDbKind } from '../../test/harness.ts';
import { resetTokenIn, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-fixture.ts';
import { addStaffLogin, reauth } from '../../test/staff-fixtures.ts';
import { PASSWORD_RESET_LIMITS, RESET_LINK_MS } from './password-reset-service.ts';

const PUBLIC_URL = 'https://loja.exemplo.com.br';
const MAIL_FROM = 'FidelizaLoja <nao-responda@fidelizaloja.com.br>';

let smtp: TestSmtpServer;
let ctx: TestContext & { close: () => Promise<void> };
/** The same app without SMTP_URL: no e-mail, only the super admin's links. */
let noMail: TestContext & { close: () => Promise<void> };

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await createTestContext({ config: { smtpUrl: smtp.url, mailFrom: MAIL_FROM, publicUrl: PUBLIC_URL } });
  noMail = await createTestContext({ config: { publicUrl: PUBLIC_URL } });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await noMail?.close();
  await smtp?.close();
});

let ipCounter = 0;
/** A client address of its own for each request that should not share another's counters. */
const nextIp = () => {
  ipCounter += 1;
  return `172.20.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

type Shop = Awaited<ReturnType<typeof registerAndLogin>>;

const requestReset = (email: string, remoteAddress = nextIp(), app: FastifyInstance = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress });
const check = (token: string, app: FastifyInstance = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/auth/password-reset/check', payload: { token } });
const complete = (token: string, novaSenha: string, app: FastifyInstance = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/auth/password-reset/complete', payload: { token, novaSenha } });
const me = (cookie: string, app: FastifyInstance = ctx.app) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
const login = (email: string, senha: string, app: FastifyInstance = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, senha }, remoteAddress: nextIp() });

/** Another session of the shop, as from another device. */
async function signInAgain(shop: Shop, app: FastifyInstance = ctx.app): Promise<string> {
  const res = await login(shop.input.email, shop.input.senha, app);
  expect(res.statusCode, res.body).toBe(200);
  return cookieHeader(res.headers['set-cookie']);
}

/** Asks for a link by e-mail and returns the e-mail that brought it. */
async function resetMailFor(shop: Shop) {
  const before = smtp.messages.length;
  const res = await requestReset(shop.input.email);
  expect(res.statusCode, res.body).toBe(202);
  return smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.to.includes(shop.input.email));
}

async function resetRows(storeId: number, context: TestContext = ctx): Promise<number> {
  const result = (await context.database.db.execute(
    sql`select count(*)::int as n from password_resets where store_id = ${storeId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

describe(`password reset by e-mail (${testDbKind})`, () => {
  it('says the sign-in page can send a link', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/password-reset' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ porEmail: true });
  });

  it('request → e-mail → new password: every old session ends and the new password signs in', async () => {
    const shop = await registerAndLogin(ctx.app);
    const otherDevice = await signInAgain(shop);
    const stranger = await registerAndLogin(ctx.app);

    // Typed in capitals: the account's own address gets the e-mail.
    const res = await requestReset(shop.input.email.toUpperCase());
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ mensagem: passwordResetMessages.requested });
    const mail = await smtp.waitFor((m) => m.to.includes(shop.input.email));
    expect(mail.to).toEqual([shop.input.email]);
    expect(mail.parsed.from?.value).toEqual([{ name: 'FidelizaLoja', address: 'nao-responda@fidelizaloja.com.br' }]);
    expect(mail.from).toBe('nao-responda@fidelizaloja.com.br');
    expect(mail.subject).toBe(`Nova senha para ${shop.input.nomeEmpresa} no FidelizaLoja`);
    const token = resetTokenIn(mail);
    const link = `${PUBLIC_URL}/redefinir-senha/${token}`;
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(shop.input.nomeEmpresa);
      expect(body).toContain(link);
      expect(body).toContain('30 minutos');
      expect(body).toMatch(/se não foi você, ignore este e-mail/i);
    }
    expect(mail.html).toContain(`href="${link}"`);
    // Only the token's hash is stored.
    const stored = (await ctx.database.db.execute(
      sql`select token_hash, subject, issued_by from password_resets where store_id = ${shop.id}`,
    )) as unknown as { rows: { token_hash: string; subject: string; issued_by: string }[] };
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]).toMatchObject({ subject: 'store', issued_by: 'email' });
    expect(stored.rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0]?.token_hash).not.toContain(token);

    const checked = await check(token);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ nomeEmpresa: shop.input.nomeEmpresa, email: shop.input.email });
    const expiresIn = Date.parse(checked.json().expiraEm) - Date.now();
    expect(expiresIn).toBeGreaterThan(RESET_LINK_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(RESET_LINK_MS);

    const done = await complete(token, 'senha-nova-depois-do-email');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ email: shop.input.email, sessoesEncerradas: 2 });

    expect((await me(shop.cookie)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(stranger.cookie)).statusCode).toBe(200);
    expect((await login(shop.input.email, shop.input.senha)).statusCode).toBe(401);
    const signedIn = await login(shop.input.email, 'senha-nova-depois-do-email');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await resetRows(shop.id)).toBe(0);

    // The link works once.
    const again = await complete(token, 'outra-senha-qualquer');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: { code: 'invalid_reset_link', message: passwordResetMessages.invalidLink },
    });
    expect((await check(token)).statusCode).toBe(404);
    expect((await login(shop.input.email, 'senha-nova-depois-do-email')).statusCode).toBe(200);
  });

  it('the owner’s reset ends the owner’s sessions only; the team’s logins keep theirs', async () => {
    const shop = await registerAndLogin(ctx.app);
    await reauth(ctx.app, shop.cookie, shop.input.senha);
    const gerente = await addStaffLogin(ctx.app, shop, 'gerente');
    const done = await complete(resetTokenIn(await resetMailFor(shop)), 'senha-so-do-dono-1');
    expect(done.json().sessoesEncerradas).toBe(1);
    expect((await me(shop.cookie)).statusCode).toBe(401);
    expect((await me(gerente.cookie)).statusCode).toBe(200);
    expect((await login(gerente.email, gerente.senha)).statusCode).toBe(200);
  });

  it('a team member resets her own password by e-mail: her sessions end, the owner’s and the others’ stay', async () => {
    const shop = await registerAndLogin(ctx.app);
    await reauth(ctx.app, shop.cookie, shop.input.senha);
    const caixa = await addStaffLogin(ctx.app, shop, 'caixa', 'Carla Souza');
    const gerente = await addStaffLogin(ctx.app, shop, 'gerente');
    const before = smtp.messages.length;
    const asked = await requestReset(caixa.email.toUpperCase());
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ mensagem: passwordResetMessages.requested });
    const mail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.to.includes(caixa.email));
    expect(mail.text).toContain('Olá, Carla Souza!');
    expect(mail.text).toContain(`à equipe de ${shop.input.nomeEmpresa}`);
    const token = resetTokenIn(mail);

    const checked = await check(token);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ email: caixa.email, nomeEmpresa: shop.input.nomeEmpresa });
    const done = await complete(token, 'nova-senha-da-carla-1');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ email: caixa.email, sessoesEncerradas: 1 });
    expect((await me(caixa.cookie)).statusCode).toBe(401);
    expect((await me(shop.cookie)).statusCode).toBe(200);
    expect((await me(gerente.cookie)).statusCode).toBe(200);
    expect((await login(caixa.email, caixa.senha)).statusCode).toBe(401);
    const signedIn = await login(caixa.email, 'nova-senha-da-carla-1');
    expect(signedIn.statusCode).toBe(200);
    const who = await me(cookieHeader(signedIn.headers['set-cookie']));
    expect(who.json().pessoa).toMatchObject({ staffId: caixa.staffId, role: 'caixa' });
    // The owner's password is the same; the link works once.
    expect((await login(shop.input.email, shop.input.senha)).statusCode).toBe(200);
    expect((await complete(token, 'outra-senha-da-carla-1')).statusCode).toBe(404);
    expect(await resetRows(shop.id)).toBe(0);
  });

  it('a login turned off gets the same answer and no mail, and its open link stops working', async () => {
    const shop = await registerAndLogin(ctx.app);
    await reauth(ctx.app, shop.cookie, shop.input.senha);
    const caixa = await addStaffLogin(ctx.app, shop, 'caixa');
    const before = smtp.messages.length;
    expect((await requestReset(caixa.email)).statusCode).toBe(202);
    const token = resetTokenIn(
      await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before && m.to.includes(caixa.email)),
    );
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/staff/${caixa.staffId}`,
      headers: { cookie: shop.cookie },
      payload: { ativo: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await check(token)).statusCode).toBe(404);
    expect((await complete(token, 'senha-de-quem-saiu-1')).statusCode).toBe(404);

    const res = await requestReset(caixa.email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ mensagem: passwordResetMessages.requested });
    await ctx.app.backgroundTasks.idle();
    expect(smtp.messages.slice(before + 1).filter((m) => m.to.includes(caixa.email))).toEqual([]);
  });

  it('an expired link fails and changes nothing', async () => {
    const shop = await registerAndLogin(ctx.app);
    const token = resetTokenIn(await resetMailFor(shop));
    await ctx.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second' where store_id = ${shop.id}`,
    );
    const checked = await check(token);
    expect(checked.statusCode).toBe(404);
    expect(checked.json().error.code).toBe('invalid_reset_link');
    const res = await complete(token, 'senha-tarde-demais');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'invalid_reset_link', message: passwordResetMessages.invalidLink });
    expect((await me(shop.cookie)).statusCode).toBe(200);
    expect((await login(shop.input.email, shop.input.senha)).statusCode).toBe(200);
    expect((await login(shop.input.email, 'senha-tarde-demais')).statusCode).toBe(401);
  });

  it('an unknown e-mail gets the same answer and no e-mail', async () => {
    const shop = await registerAndLogin(ctx.app);
    const known = await requestReset(shop.input.email);
    const unknown = await requestReset('ninguem-tem-este@exemplo.com.br');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    await smtp.waitFor((m) => m.to.includes(shop.input.email));
    await ctx.app.backgroundTasks.idle();
    expect(smtp.messages.filter((m) => m.to.includes('ninguem-tem-este@exemplo.com.br'))).toEqual([]);
  });

  it('answers before the e-mail is sent, so the time says nothing about the account', async () => {
    const shop = await registerAndLogin(ctx.app);
    smtp.delayMs = 2500;
    try {
      const before = smtp.messages.length;
      const started = Date.now();
      const known = await requestReset(shop.input.email);
      const knownMs = Date.now() - started;
      const unknownStarted = Date.now();
      const unknown = await requestReset('outro-desconhecido@exemplo.com.br');
      const unknownMs = Date.now() - unknownStarted;
      expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
      // The answer came well before the mail server took the message.
      expect(knownMs).toBeLessThan(1500);
      expect(unknownMs).toBeLessThan(1500);
      expect(smtp.messages.length).toBe(before);
      await smtp.waitFor((m) => m.to.includes(shop.input.email));
      expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
    } finally {
      smtp.delayMs = 0;
    }
  });

  it('a new link supersedes the older one', async () => {
    const shop = await registerAndLogin(ctx.app);
    const first = resetTokenIn(await resetMailFor(shop));
    const second = resetTokenIn(await resetMailFor(shop));
    expect(second).not.toBe(first);
    expect(await resetRows(shop.id)).toBe(1);
    expect((await complete(first, 'senha-do-primeiro-link')).statusCode).toBe(404);
    expect((await complete(second, 'senha-do-segundo-link')).statusCode).toBe(200);
    expect((await login(shop.input.email, 'senha-do-segundo-link')).statusCode).toBe(200);
  });

  it('of two requests with one link at the same time, one sets the password and the other fails', async () => {
    const shop = await registerAndLogin(ctx.app);
    const token = resetTokenIn(await resetMailFor(shop));
    const results = await Promise.all([complete(token, 'senha-corrida-um-1'), complete(token, 'senha-corrida-dois')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const winner = results[0]?.statusCode === 200 ? 'senha-corrida-um-1' : 'senha-corrida-dois';
    expect((await login(shop.input.email, winner)).statusCode).toBe(200);
  });

  it('checks the input: an e-mail, and the new password by the sign-up rule; a bad one keeps the link', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'nao-e-email' },
      remoteAddress: nextIp(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ email: 'E-mail inválido.' });
    const empty = await requestReset('');
    expect(empty.json().error.fields).toEqual({ email: 'Informe o e-mail.' });

    const shop = await registerAndLogin(ctx.app);
    const token = resetTokenIn(await resetMailFor(shop));
    const weak = await complete(token, 'curta');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({ novaSenha: 'A senha deve ter pelo menos 8 caracteres.' });
    const long = await complete(token, 'x'.repeat(201));
    expect(long.json().error.fields).toEqual({ novaSenha: 'Senha muito longa.' });
    const noToken = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/complete',
      payload: { token: '', novaSenha: 'senha-valida-123' },
    });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().error.fields).toEqual({ token: passwordResetMessages.invalidLink });
    expect((await check('nao-existe')).statusCode).toBe(404);
    expect((await complete(token, 'senha-valida-123')).statusCode).toBe(200);
  });

  it('limits requests per e-mail, unknown ones alike, and per address', async () => {
    const shop = await registerAndLogin(ctx.app);
    for (const email of [shop.input.email, 'limite-desconhecido@exemplo.com.br']) {
      for (let i = 0; i < PASSWORD_RESET_LIMITS.perEmail.limit; i++) {
        expect((await requestReset(email)).statusCode).toBe(202);
      }
      const refused = await requestReset(email);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({
        error: { code: 'too_many_requests', message: passwordResetMessages.tooManyRequests },
      });
    }
    await ctx.app.backgroundTasks.idle();
    expect(smtp.messages.filter((m) => m.to.includes(shop.input.email))).toHaveLength(
      PASSWORD_RESET_LIMITS.perEmail.limit,
    );

    const ip = nextIp();
    for (let i = 0; i < PASSWORD_RESET_LIMITS.perIp.limit; i++) {
      expect((await requestReset(`endereco-${i}@exemplo.com.br`, ip)).statusCode).toBe(202);
    }
    expect((await requestReset('mais-um@exemplo.com.br', ip)).statusCode).toBe(429);
    // Refused at the address: the e-mail's own counter was not touched.
    expect((await requestReset('mais-um@exemplo.com.br')).statusCode).toBe(202);
  });
});

describe(`password reset links issued by the super admin (${testDbKind})`, () => {
  for (const [name, app] of [
    ['with SMTP', () => ctx],
    ['without SMTP', () => noMail],
  ] as const) {
    it(`${name}: a one-time link for 30 minutes that sets the password and ends the sessions`, async () => {
      const context = app();
      const shop = await registerAndLogin(context.app);
      const admin = await loginAdmin(context.app, context.database.db);
      const res = await context.app.inject({
        method: 'POST',
        url: `/api/admin/stores/${shop.id}/password-reset`,
        headers: { cookie: admin },
      });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ nomeEmpresa: shop.input.nomeEmpresa, telefone: '11987654321' });
      expect(body.link).toMatch(new RegExp(`^${PUBLIC_URL}/redefinir-senha/[A-Za-z0-9_-]{43}$`));
      const expiresIn = Date.parse(body.expiraEm) - Date.now();
      expect(expiresIn).toBeGreaterThan(RESET_LINK_MS - 60_000);
      expect(expiresIn).toBeLessThanOrEqual(RESET_LINK_MS);
      const stored = (await context.database.db.execute(
        sql`select issued_by, admin_id from password_resets where store_id = ${shop.id}`,
      )) as unknown as { rows: { issued_by: string; admin_id: number | null }[] };
      expect(stored.rows).toHaveLength(1);
      expect(stored.rows[0]?.issued_by).toBe('admin');
      expect(stored.rows[0]?.admin_id).toBeGreaterThan(0);

      const token = String(body.link).split('/').at(-1) ?? '';
      expect((await check(token, context.app)).json()).toMatchObject({ email: shop.input.email });
      const done = await complete(token, 'senha-dada-pelo-admin', context.app);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().sessoesEncerradas).toBe(1);
      expect((await me(shop.cookie, context.app)).statusCode).toBe(401);
      expect((await login(shop.input.email, 'senha-dada-pelo-admin', context.app)).statusCode).toBe(200);
      expect((await complete(token, 'de-novo-nao-funciona', context.app)).statusCode).toBe(404);
    });
  }

  it('a new link from the super admin supersedes the e-mailed one', async () => {
    const shop = await registerAndLogin(ctx.app);
    const mailed = resetTokenIn(await resetMailFor(shop));
    const admin = await loginAdmin(ctx.app, ctx.database.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/stores/${shop.id}/password-reset`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(201);
    expect((await check(mailed)).statusCode).toBe(404);
  });

  it('a shop’s session cannot issue links (401), nor can an anonymous caller; an unknown shop is a 404', async () => {
    const shop = await registerAndLogin(ctx.app);
    const victim = await registerAndLogin(ctx.app);
    for (const headers of [{ cookie: shop.cookie }, {}]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/stores/${victim.id}/password-reset`,
        headers,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
      expect(res.body).not.toContain('redefinir-senha');
    }
    expect(await resetRows(victim.id)).toBe(0);
    const admin = await loginAdmin(ctx.app, ctx.database.db);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/stores/2000000000/password-reset',
      headers: { cookie: admin },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'not_found', message: 'Loja não encontrada' } });
  });
});

describe(`without SMTP_URL (${testDbKind})`, () => {
  it('"Esqueci minha senha" keeps the spec’s answer: no e-mail is offered nor sent', async () => {
    const options = await noMail.app.inject({ method: 'GET', url: '/api/auth/password-reset' });
    expect(options.json()).toEqual({ porEmail: false });
    const shop = await registerAndLogin(noMail.app);
    const res = await requestReset(shop.input.email, nextIp(), noMail.app);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'password_reset_unavailable', message: passwordResetMessages.unavailable.description },
    });
    expect(await resetRows(shop.id, noMail)).toBe(0);
  });
});

describe('the request log', () => {
  it('never writes the token of a reset link', () => {
    expect(loggedUrl('/redefinir-senha/abcDEF123_-xyz')).toBe('/redefinir-senha/[token]');
    expect(loggedUrl('/redefinir-senha/abc?x=1')).toBe('/redefinir-senha/[token]?x=1');
    // A team member's invitation is a secret link too.
    expect(loggedUrl('/convite/abcDEF123_-xyz')).toBe('/convite/[token]');
    expect(loggedUrl('/api/public/staff-invites/abcDEF123_-xyz')).toBe('/api/public/staff-invites/[token]');
    expect(loggedUrl('/REDEFINIR-SENHA/abc')).toBe('/REDEFINIR-SENHA/[token]');
    expect(loggedUrl('/login-lojista')).toBe('/login-lojista');
  });

  it('pages send no referrer, so the link of the open page reaches no other site', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
