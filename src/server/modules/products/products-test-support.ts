import type { FastifyInstance } from 'fastify';
import { cookieHeader, storeInput } from '../../test/fixtures.ts';

let client = 0;

/**
 * registerAndLogin as a different client address each time, so files that need many shops stay
 * under the per-address limits on registration and login (covered by the auth tests).
 */
export async function newShopSession(app: FastifyInstance): Promise<{ id: number; cookie: string }> {
  client += 1;
  const remoteAddress = `10.77.${Math.floor(client / 250)}.${(client % 250) + 1}`;
  const input = storeInput();
  const reg = await app.inject({ method: 'POST', url: '/api/stores', payload: input, remoteAddress });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: input.email, senha: input.senha },
    remoteAddress,
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  return { id: reg.json().id, cookie: cookieHeader(login.headers['set-cookie']) };
}
