import { describe, expect, it } from 'vitest';
import { authMessages } from '../../../shared/auth.ts';
import { staffMessages } from '../../../shared/contracts/staff.ts';
import { cookieHeader, registerAndLogin, storeInput } from '../../test/fixtures.ts';
import { setupTestContext } from '../../test/harness.ts';
import { addStaffLogin, loginAs, reauth } from '../../test/staff-fixtures.ts';

const ctx = setupTestContext();

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string | undefined,
  payload?: unknown,
) => ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload: payload as object });

async function ownerWithEmployee(name = 'Marina Souza') {
  const owner = await registerAndLogin(ctx.app);
  const employee = await call('POST', '/api/employees', owner.cookie, {
    nome: name,
    dataNascimento: '1990-02-01',
    metaMesCents: 300_000,
    dataContratacao: '2023-05-02',
  });
  expect(employee.statusCode).toBe(201);
  return { owner, employeeId: employee.json().id as number };
}

describe('team logins (Funcionários → Acesso ao sistema)', () => {
  it('gives an employee a login with a password; they sign in and the session names them and their role', async () => {
    const { owner, employeeId } = await ownerWithEmployee();
    await reauth(ctx.app, owner.cookie, owner.input.senha);
    const created = await call('POST', '/api/staff', owner.cookie, {
      employeeId,
      email: 'Marina.Caixa@Exemplo.com.br',
      role: 'caixa',
      senha: 'senha-da-marina',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      employeeId,
      nome: 'Marina Souza',
      email: 'marina.caixa@exemplo.com.br',
      role: 'caixa',
      ativo: true,
      situacao: 'ativo',
      pinDeAutorizacao: false,
    });
    expect(created.json().convite).toBeUndefined();

    const cookie = await loginAs(ctx.app, 'marina.caixa@exemplo.com.br', 'senha-da-marina');
    const me = await call('GET', '/api/auth/me', cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().store.id).toBe(owner.id);
    expect(me.json().pessoa).toEqual({
      nome: 'Marina Souza',
      role: 'caixa',
      papel: 'Caixa',
      staffId: created.json().id,
      employeeId,
    });
    // The owner's own session says it is the owner.
    expect((await call('GET', '/api/auth/me', owner.cookie)).json().pessoa).toMatchObject({
      role: 'dono',
      staffId: null,
    });

    const list = await call('GET', '/api/staff', owner.cookie);
    expect(list.json()).toHaveLength(1);
  });

  it('invites with a one-time link: the employee sets the password once, then signs in', async () => {
    const { owner, employeeId } = await ownerWithEmployee('Paulo Lima');
    await reauth(ctx.app, owner.cookie, owner.input.senha);
    const created = await call('POST', '/api/staff', owner.cookie, {
      employeeId,
      email: 'paulo@exemplo.com.br',
      role: 'gerente',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().situacao).toBe('convidado');
    const path = created.json().convite as string;
    expect(path).toMatch(/^\/convite\/[A-Za-z0-9_-]{40,}$/);
    const token = path.split('/').pop();
    // No password yet: the sign-in is refused like a wrong one.
    const early = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'paulo@exemplo.com.br', senha: 'qualquer-coisa' },
      remoteAddress: '10.99.0.1',
    });
    expect(early.statusCode).toBe(401);

    const info = await call('GET', `/api/public/staff-invites/${token}`, undefined);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      nomeEmpresa: owner.input.nomeEmpresa,
      nome: 'Paulo Lima',
      email: 'paulo@exemplo.com.br',
    });
    // The password follows the sign-up rule.
    expect((await call('POST', `/api/public/staff-invites/${token}`, undefined, { senha: 'curta' })).statusCode).toBe(
      400,
    );
    const accepted = await call('POST', `/api/public/staff-invites/${token}`, undefined, { senha: 'senha-do-paulo' });
    expect(accepted.statusCode).toBe(204);
    // Once.
    const again = await call('POST', `/api/public/staff-invites/${token}`, undefined, { senha: 'outra-senha-123' });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(staffMessages.inviteInvalid);
    expect((await call('GET', `/api/public/staff-invites/${token}`, undefined)).statusCode).toBe(404);

    const cookie = await loginAs(ctx.app, 'paulo@exemplo.com.br', 'senha-do-paulo');
    expect((await call('GET', '/api/auth/me', cookie)).json().pessoa.role).toBe('gerente');
    const listed = (await call('GET', '/api/staff', owner.cookie)).json()[0];
    expect(listed.situacao).toBe('ativo');
  });

  it('a new invitation link replaces the previous one', async () => {
    const { owner, employeeId } = await ownerWithEmployee();
    await reauth(ctx.app, owner.cookie, owner.input.senha);
    const created = (
      await call('POST', '/api/staff', owner.cookie, { employeeId, email: 'nova@exemplo.com.br', role: 'caixa' })
    ).json();
    const renewed = await call('POST', `/api/staff/${created.id}/invitation`, owner.cookie);
    expect(renewed.statusCode).toBe(200);
    const oldToken = created.convite.split('/').pop();
    const newToken = renewed.json().convite.split('/').pop();
    expect(newToken).not.toBe(oldToken);
    expect((await call('GET', `/api/public/staff-invites/${oldToken}`, undefined)).statusCode).toBe(404);
    expect((await call('GET', `/api/public/staff-invites/${newToken}`, undefined)).statusCode).toBe(200);
  });

  it('changing a role or disabling a login ends its sessions at once; a disabled login cannot sign in', async () => {
    const owner = await registerAndLogin(ctx.app);
    await reauth(ctx.app, owner.cookie, owner.input.senha);
    const caixa = await addStaffLogin(ctx.app, owner, 'caixa');
    expect((await call('GET', '/api/stats/panel', caixa.cookie)).statusCode).toBe(403);

    const promoted = await call('PATCH', `/api/staff/${caixa.staffId}`, owner.cookie, { role: 'gerente' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().role).toBe('gerente');
    expect((await call('GET', '/api/auth/me', caixa.cookie)).statusCode).toBe(401);
    const again = await loginAs(ctx.app, caixa.email, caixa.senha);
    expect((await call('GET', '/api/stats/panel', again)).statusCode).toBe(200);

    const disabled = await call('PATCH', `/api/staff/${caixa.staffId}`, owner.cookie, { ativo: false });
    expect(disabled.json()).toMatchObject({ ativo: false, situacao: 'desativado' });
    expect((await call('GET', '/api/auth/me', again)).statusCode).toBe(401);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: caixa.email, senha: caixa.senha },
      remoteAddress: '10.99.0.2',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'staff_disabled', message: authMessages.staffDisabled });
    // The wrong password still says only that it is wrong.
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: caixa.email, senha: 'errada-errada' },
      remoteAddress: '10.99.0.3',
    });
    expect(wrong.statusCode).toBe(401);

    await call('PATCH', `/api/staff/${caixa.staffId}`, owner.cookie, { ativo: true });
    expect(await loginAs(ctx.app, caixa.email, caixa.senha)).toContain('loja_sid=');
    // The owner's own session never ended.
    expect((await call('GET', '/api/auth/me', owner.cookie)).statusCode).toBe(200);
  });

  it('asks for the password again (10 minutes) before a login is created or changed', async () => {
    const { owner, employeeId } = await ownerWithEmployee();
    const body = { employeeId, email: 'sem-reauth@exemplo.com.br', role: 'caixa', senha: 'senha-segura-1' };
    const first = await call('POST', '/api/staff', owner.cookie, body);
    expect(first.statusCode).toBe(403);
    expect(first.json().error).toEqual({ code: 'reauth_required', message: staffMessages.reauthRequired });
    const wrong = await call('POST', '/api/auth/reauth', owner.cookie, { senha: 'nao-e-esta' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.fields).toEqual({ senha: staffMessages.reauthWrong });
    const ok = await call('POST', '/api/auth/reauth', owner.cookie, { senha: owner.input.senha });
    expect(ok.statusCode).toBe(200);
    expect(new Date(ok.json().validaAte).getTime()).toBeGreaterThan(Date.now() + 9 * 60 * 1000);
    expect((await call('POST', '/api/staff', owner.cookie, body)).statusCode).toBe(201);
    // Ten minutes later the password is asked again.
    await ctx.database.db.execute(
      `update sessions set reauth_at = now() - interval '11 minutes' where store_id = ${owner.id}` as never,
    );
    const staffId = (await call('GET', '/api/staff', owner.cookie)).json()[0].id;
    expect((await call('PATCH', `/api/staff/${staffId}`, owner.cookie, { role: 'gerente' })).json().error.code).toBe(
      'reauth_required',
    );
  });

  it('refuses an e-mail that signs in anywhere already, a second login for one employee and bad input', async () => {
    const { owner, employeeId } = await ownerWithEmployee();
    const other = await registerAndLogin(ctx.app);
    await reauth(ctx.app, owner.cookie, owner.input.senha);
    const taken = await call('POST', '/api/staff', owner.cookie, {
      employeeId,
      email: other.input.email.toUpperCase(),
      role: 'caixa',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ email: staffMessages.emailTaken });
    expect(
      (await call('POST', '/api/staff', owner.cookie, { employeeId, email: 'um@exemplo.com.br', role: 'caixa' }))
        .statusCode,
    ).toBe(201);
    const twice = await call('POST', '/api/staff', owner.cookie, {
      employeeId,
      email: 'dois@exemplo.com.br',
      role: 'caixa',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toEqual({ employeeId: staffMessages.employeeHasLogin });
    // A shop cannot sign up with a team member's e-mail either.
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/stores',
      payload: storeInput({ email: 'um@exemplo.com.br' }),
      remoteAddress: '10.99.1.1',
    });
    expect(signUp.statusCode).toBe(409);

    const bad = await call('POST', '/api/staff', owner.cookie, { employeeId, email: 'x', role: 'dono', senha: '123' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'role', 'senha']);
    expect((await call('GET', '/api/staff', owner.cookie)).json()).toHaveLength(1);
  });

  it("another shop's employees and logins answer 404", async () => {
    const a = await ownerWithEmployee();
    const b = await registerAndLogin(ctx.app);
    await reauth(ctx.app, a.owner.cookie, a.owner.input.senha);
    await reauth(ctx.app, b.cookie, b.input.senha);
    const staff = (
      await call('POST', '/api/staff', a.owner.cookie, {
        employeeId: a.employeeId,
        email: 'a1@exemplo.com.br',
        role: 'caixa',
      })
    ).json();
    const viaB = await call('POST', '/api/staff', b.cookie, {
      employeeId: a.employeeId,
      email: 'b1@exemplo.com.br',
      role: 'caixa',
    });
    expect(viaB.statusCode).toBe(400);
    expect(viaB.json().error.fields).toEqual({ employeeId: staffMessages.employeeNotFound });
    expect((await call('PATCH', `/api/staff/${staff.id}`, b.cookie, { ativo: false })).statusCode).toBe(404);
    expect((await call('POST', `/api/staff/${staff.id}/invitation`, b.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/staff', b.cookie)).json()).toEqual([]);
    expect((await call('GET', '/api/staff', a.owner.cookie)).json()[0]).toMatchObject({ ativo: true });
  });

  it('a team member changes their own password: their other sessions end, the owner’s stay', async () => {
    const owner = await registerAndLogin(ctx.app);
    await reauth(ctx.app, owner.cookie, owner.input.senha);
    const caixa = await addStaffLogin(ctx.app, owner, 'caixa');
    const second = await loginAs(ctx.app, caixa.email, caixa.senha);
    const sessions = await call('GET', '/api/auth/sessions', caixa.cookie);
    // Only their own sessions: two of them, not the owner's.
    expect(sessions.json().sessoes).toHaveLength(2);
    const changed = await call('POST', '/api/auth/password', caixa.cookie, {
      senhaAtual: caixa.senha,
      novaSenha: 'nova-senha-da-carla',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ sessoesEncerradas: 1 });
    expect((await call('GET', '/api/auth/me', second)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', caixa.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', owner.cookie)).statusCode).toBe(200);
    expect(await loginAs(ctx.app, caixa.email, 'nova-senha-da-carla')).toContain('loja_sid=');
    // The owner's password did not change.
    const ownerLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.input.email, senha: owner.input.senha },
      remoteAddress: '10.99.2.1',
    });
    expect(cookieHeader(ownerLogin.headers['set-cookie'])).toContain('loja_sid=');
  });

  it('only the owner manages logins', async () => {
    const owner = await registerAndLogin(ctx.app);
    await reauth(ctx.app, owner.cookie, owner.input.senha);
    const gerente = await addStaffLogin(ctx.app, owner, 'gerente');
    await reauth(ctx.app, gerente.cookie, gerente.senha);
    const res = await call('GET', '/api/staff', gerente.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'forbidden', message: staffMessages.forbidden } });
    expect((await call('PATCH', `/api/staff/${gerente.staffId}`, gerente.cookie, { role: 'gerente' })).statusCode).toBe(
      403,
    );
  });
});
