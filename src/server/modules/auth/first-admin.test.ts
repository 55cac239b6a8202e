import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { setupTestContext } from '../../test/harness.ts';
import { ensureFirstAdmin } from './auth-service.ts';

const ctx = setupTestContext();

describe('the first super admin from the environment', () => {
  it('is created only when there is none, and never overwrites one', async () => {
    const db = ctx.database.db;
    expect(await ensureFirstAdmin(db, undefined, undefined)).toBe(false);
    expect(await ensureFirstAdmin(db, 'primeiro@plataforma.com.br', 'senha-inicial-1')).toBe(true);
    expect(await ensureFirstAdmin(db, 'primeiro@plataforma.com.br', 'outra-senha-22')).toBe(false);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: 'primeiro@plataforma.com.br', senha: 'senha-inicial-1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('follows admin:create’s rules: a short password or a bad e-mail is refused at start', async () => {
    expect(() => loadConfig({ SUPER_ADMIN_EMAIL: 'a@plataforma.com.br', SUPER_ADMIN_PASSWORD: 'curta' })).toThrow(
      'SUPER_ADMIN_PASSWORD: A senha deve ter pelo menos 8 caracteres.',
    );
    expect(() => loadConfig({ SUPER_ADMIN_EMAIL: 'nao-e-email', SUPER_ADMIN_PASSWORD: 'senha-longa-1' })).toThrow(
      'SUPER_ADMIN_EMAIL: E-mail inválido.',
    );
    expect(loadConfig({ SUPER_ADMIN_EMAIL: 'a@plataforma.com.br', SUPER_ADMIN_PASSWORD: '12345678' })).toMatchObject({
      superAdminEmail: 'a@plataforma.com.br',
      superAdminPassword: '12345678',
    });
    // And by the function itself: nothing is stored.
    await expect(ensureFirstAdmin(ctx.database.db, 'curta@plataforma.com.br', 'curta')).rejects.toThrow(
      'pelo menos 8 caracteres',
    );
  });
});
