import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saoPauloToday } from '../../../shared/calendar.ts';
import {
  billInputSchema,
  billListSchema,
  billSchema,
  cashDayQuerySchema,
  cashReportSchema,
} from '../../../shared/contracts/cash.ts';
import { idParam } from '../../../shared/contracts/ids.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import { authorize, hasPermission } from '../../auth/authorize.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { addBill, getBills, getCashReport, removeBill } from './cash-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Relatório de Caixa: the day's bills and the day's report. */
export const cashRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireStore);

  /** A Caixa works on today's cash only; another day is the Gerente's (cash.history). */
  const authorizeDay = async (request: FastifyRequest, day: string | undefined) => {
    if (day !== undefined && day !== saoPauloToday()) await authorize(db, request, 'cash.history');
  };

  app.get(
    '/api/cash/report',
    {
      schema: {
        tags: ['cash'],
        summary: "A São Paulo day's sales (counter and online), bills, balance and payment types (today by default)",
        querystring: cashDayQuerySchema,
        response: { 200: cashReportSchema, ...errors },
      },
    },
    async (request) => {
      await authorizeDay(request, request.query.data);
      return getCashReport(db, storeIdOf(request), request.query.data);
    },
  );

  app.get(
    '/api/cash/bills',
    {
      schema: {
        tags: ['cash'],
        summary: "A day's bills (today by default)",
        querystring: cashDayQuerySchema,
        response: { 200: billListSchema, ...errors },
      },
    },
    async (request) => {
      await authorizeDay(request, request.query.data);
      return getBills(db, storeIdOf(request), request.query.data);
    },
  );

  app.post(
    '/api/cash/bills',
    {
      schema: {
        tags: ['cash'],
        summary: 'Add a bill to a day (today by default)',
        body: billInputSchema,
        response: { 201: billSchema, ...errors },
      },
    },
    async (request, reply) => {
      await authorizeDay(request, request.body.dia);
      return reply.status(201).send(await addBill(db, storeIdOf(request), request.body));
    },
  );

  app.delete(
    '/api/cash/bills/:id',
    {
      schema: {
        tags: ['cash'],
        summary: 'Remove a bill',
        params: z.object({ id: idParam }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeBill(db, storeIdOf(request), request.params.id, !hasPermission(request, 'cash.history'));
      return reply.status(204).send(null);
    },
  );
};
