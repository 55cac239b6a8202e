import { describe, expect, it } from 'vitest';
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
});
