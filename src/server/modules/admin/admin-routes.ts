import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminStoreListQuerySchema,
  adminStoreListSchema,
  setStoreStatusSchema,
} from '../../../shared/contracts/admin.ts';
import { idParam } from '../../../shared/contracts/ids.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { getStoreList, setStoreStatus } from './admin-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const adminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/stores',
    {
      schema: {
        tags: ['admin'],
        summary: 'One page of the shops (search by company or e-mail) with the platform counters',
        querystring: adminStoreListQuerySchema,
        response: { 200: adminStoreListSchema, ...errors },
      },
    },
    async (request) => getStoreList(db, request.query),
  );

  app.patch(
    '/api/admin/stores/:storeId/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Block or release a shop',
        params: z.object({ storeId: idParam }),
        body: setStoreStatusSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await setStoreStatus(db, request.params.storeId, request.body.status);
      return reply.status(204).send(null);
    },
  );
};
