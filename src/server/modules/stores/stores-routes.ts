import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerStoreSchema } from '../../../shared/contracts/auth.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { runAsPlatform } from '../../db/tenant-scope.ts';
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
    // A new shop, its first rows and its referrer's reward: the platform's act (decision 030).
    async (request, reply) => reply.status(201).send(await runAsPlatform(() => registerStore(db, request.body))),
  );
};
