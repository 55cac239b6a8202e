import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crmSummarySchema } from '../../../shared/contracts/crm-summary.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { getCrmSummary } from './crm-summary-service.ts';

const tags = ['crm'];

/** The CRM header and smart suggestions. */
export const crmSummaryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireStore);

  app.get(
    '/api/crm/summary',
    {
      schema: {
        tags,
        summary:
          "The shop's name and customer count, and the smart suggestions: birthdays today, 8 or 9 purchases, 100 points or more (customers who opted out of WhatsApp are left out)",
        response: { 200: crmSummarySchema, 401: apiErrorSchema },
      },
    },
    async (request) => getCrmSummary(db, storeIdOf(request)),
  );
};
