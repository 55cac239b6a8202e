import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/errors.ts';
import { compressTar } from '../db/backup.ts';
import type { Db } from '../db/client.ts';
import { ConflictError, UnauthorizedError } from '../errors.ts';
import { createOrResetAdmin } from '../modules/auth/auth-service.ts';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import { adminCredentialsSchema, newControlToken, removeControlFile, writeControlFile } from './control-file.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The control app, reachable only with the token of this start: create or reset a super admin,
 * and (given `dumpDataDir`, the embedded database) take a backup.
 */
export function buildControlApp(db: Db, token: string, dumpDataDir?: () => Promise<Uint8Array>): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: 16 * 1024 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const expected = digest(`Bearer ${token}`);
  app.addHook('onRequest', async (request) => {
    const given = digest(String(request.headers.authorization ?? ''));
    if (!timingSafeEqual(given, expected)) throw new UnauthorizedError('Token de controle inválido.');
  });
  app.post(
    '/admins',
    {
      schema: {
        body: adminCredentialsSchema,
        response: {
          200: z.object({ result: z.enum(['created', 'updated']) }),
          400: apiErrorSchema,
          401: apiErrorSchema,
        },
      },
    },
    async (request) => ({ result: await createOrResetAdmin(db, request.body.email, request.body.password) }),
  );
  if (dumpDataDir) {
    // `npm run backup` while the server runs: the data directory at one point in time, as a
    // gzip-compressed tar (compressed after the copy, so the database waits only for the copy).
    let running = false;
    app.post('/backup', async (_request, reply) => {
      if (running) throw new ConflictError('Um backup já está em andamento.');
      running = true;
      try {
        const tar = await dumpDataDir();
        const body = await compressTar(tar);
        return reply.type('application/gzip').send(body);
      } finally {
        running = false;
      }
    });
  }
  return app;
}

export interface ControlServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Starts the control port on 127.0.0.1 (a random free port, never the public one) and writes the
 * control file into the data directory, so that `npm run admin:create` works while the server runs.
 */
export async function startControlServer(
  db: Db,
  dataDir: string,
  dumpDataDir?: () => Promise<Uint8Array>,
): Promise<ControlServer> {
  const token = newControlToken();
  const app = buildControlApp(db, token, dumpDataDir);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  writeControlFile(dataDir, { pid: process.pid, port, token });
  const remove = () => removeControlFile(dataDir, token);
  process.on('exit', remove);
  return {
    port,
    async close() {
      process.removeListener('exit', remove);
      remove();
      await app.close();
    },
  };
}
