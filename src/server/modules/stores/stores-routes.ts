import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerStoreSchema } from '../../../shared/contracts/auth.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { registerStore } from './stores-service.ts';

export const storesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/stores',
    {
      schema: {
        tags: ['stores'],
        summary: 'Register a new shop',
        body: registerStoreSchema,
        response: { 201: z.object({ id: z.number() }), 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.status(201).send(await registerStore(db, request.body)),
  );
};
