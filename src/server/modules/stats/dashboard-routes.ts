import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardQuerySchema, dashboardSchema } from '../../../shared/contracts/dashboard.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { exportSalesCsv, getDashboard } from './dashboard-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** Dashboard de Vendas: a day, week or month of the shop's sales, and their export as CSV. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireStore);

  app.get(
    '/api/stats/dashboard',
    {
      schema: {
        tags: ['stats'],
        summary:
          "A period's sales (counter and online): totals, average ticket, channels, daily or hourly series, top 3 customers and sellers",
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...errors },
      },
    },
    async (request) => getDashboard(db, storeIdOf(request), request.query),
  );

  app.get(
    '/api/stats/dashboard/export.csv',
    {
      schema: {
        tags: ['stats'],
        summary:
          "Every sale of the period, counter and online, in time order, as CSV for Excel in pt-BR (UTF-8 with BOM, ';')",
        querystring: dashboardQuerySchema,
        response: { 200: z.any().describe('text/csv; charset=utf-8'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, chunks } = exportSalesCsv(db, storeIdOf(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks));
    },
  );
};
