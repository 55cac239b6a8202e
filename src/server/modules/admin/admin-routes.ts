import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPasswordResetLinkSchema,
  adminStoreListQuerySchema,
  adminStoreListSchema,
  setStoreStatusSchema,
} from '../../../shared/contracts/admin.ts';
import { idParam } from '../../../shared/contracts/ids.ts';
import { apiErrorSchema, messages } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { UnauthorizedError } from '../../errors.ts';
import { issueAdminResetLink } from '../auth/password-reset-service.ts';
import { getStoreList, setStoreStatus } from './admin-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const adminRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (app, { db, publicUrl }) => {
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

  app.post(
    '/api/admin/stores/:storeId/password-reset',
    {
      schema: {
        tags: ['admin'],
        summary: 'A one-time link (30 minutes) to set the shop owner’s new password; older links stop working',
        params: z.object({ storeId: idParam }),
        response: { 201: adminPasswordResetLinkSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.adminAuth) throw new UnauthorizedError(messages.unauthenticated);
      const { adminId } = request.adminAuth;
      const link = await issueAdminResetLink({ db, publicUrl }, request.params.storeId, adminId, request.log);
      return reply.status(201).send(link);
    },
  );
};
