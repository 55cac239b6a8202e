import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setupTestContext } from '../test/harness.ts';
import { buildControlApp } from './control-server.ts';

const ctx = setupTestContext();
const token = 'a'.repeat(64);
const body = { email: 'controle@fidelizaloja.com.br', password: 'senha longa 1' };

describe('the control port', () => {
  it('answers only with the token of this start, in the one error shape', async () => {
    const control = buildControlApp(ctx.database.db, token);
    for (const authorization of [undefined, 'Bearer ', `Bearer ${'b'.repeat(64)}`, token]) {
      const res = await control.inject({
        method: 'POST',
        url: '/admins',
        headers: authorization === undefined ? {} : { authorization },
        payload: body,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'unauthorized', message: 'Token de controle inválido.' } });
    }
    await control.close();
  });

  it('creates, then resets, a super admin who then logs in; bad input is a 400', async () => {
    const control = buildControlApp(ctx.database.db, token);
    const post = (payload: object) =>
      control.inject({ method: 'POST', url: '/admins', headers: { authorization: `Bearer ${token}` }, payload });
    expect((await post(body)).json()).toEqual({ result: 'created' });
    expect((await post({ ...body, password: 'senha longa 2' })).json()).toEqual({ result: 'updated' });
    const bad = await post({ email: 'não é e-mail', password: 'curta' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_input');
    await control.close();

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: body.email, senha: 'senha longa 2' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('hands out a backup only with the token, and only on the embedded database', async () => {
    const tar = new Uint8Array([1, 2, 3]);
    const control = buildControlApp(ctx.database.db, token, async () => tar);
    const refused = await control.inject({ method: 'POST', url: '/backup' });
    expect(refused.statusCode).toBe(401);
    const res = await control.inject({ method: 'POST', url: '/backup', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect([...gunzipSync(res.rawPayload)]).toEqual([1, 2, 3]);
    await control.close();
    // Without a dump function (PostgreSQL) there is no backup route.
    const without = buildControlApp(ctx.database.db, token);
    const missing = await without.inject({
      method: 'POST',
      url: '/backup',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(missing.statusCode).toBe(404);
    await without.close();
  });
});
