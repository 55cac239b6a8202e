import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { panelStatsQuerySchema, panelStatsSchema } from '../../../shared/contracts/panel-stats.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { getPanelStats } from './panel-stats-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** The owner panel's statistics cards (/lojista). */
export const panelStatsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireStore);

  app.get(
    '/api/stats/panel',
    {
      schema: {
        tags: ['stats'],
        summary:
          "The panel's figures for a period of São Paulo days (this month by default) and the customers by sex and age",
        querystring: panelStatsQuerySchema,
        response: { 200: panelStatsSchema, ...errors },
      },
    },
    async (request) => getPanelStats(db, storeIdOf(request), request.query),
  );
};
