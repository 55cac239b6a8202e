import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuerySchema, auditListSchema } from '../../../shared/contracts/audit.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { getAuditLog } from './audit-service.ts';

/** Registro de Atividades: the session's shop only. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireStore);

  app.get(
    '/api/audit-log',
    {
      schema: {
        tags: ['audit'],
        summary: "The shop's activity log, newest first, optionally one kind (tipo)",
        querystring: auditListQuerySchema,
        response: { 200: auditListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => getAuditLog(db, storeIdOf(request), request.query),
  );
};
