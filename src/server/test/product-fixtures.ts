import type { FastifyInstance } from 'fastify';
import { registerAndLogin } from './fixtures.ts';

/** A signed-in shop (each from its own client address: see registerAndLogin). */
export async function newShopSession(app: FastifyInstance): Promise<{ id: number; cookie: string }> {
  const { id, cookie } = await registerAndLogin(app);
  return { id, cookie };
}
