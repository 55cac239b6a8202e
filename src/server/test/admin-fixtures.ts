import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { createOrResetAdmin } from '../modules/auth/auth-service.ts';
import { cookieHeader } from './fixtures.ts';

/** A super admin signed in: the cookie header for its requests. */
export async function loginAdmin(app: FastifyInstance, db: Db, email = 'root@plataforma.com.br'): Promise<string> {
  await createOrResetAdmin(db, email, 'senha-do-admin');
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, senha: 'senha-do-admin' },
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode}`);
  return cookieHeader(res.headers['set-cookie']);
}
