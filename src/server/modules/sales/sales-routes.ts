import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  saleIdParams,
  saleInputSchema,
  saleListQuerySchema,
  saleListSchema,
  saleMessages,
  saleSchema,
} from '../../../shared/contracts/sales.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import { authorize, hasPermission } from '../../auth/authorize.ts';
import type { Db } from '../../db/client.ts';
import { idempotencyKeyOf } from '../../idempotency.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { findCashierLimit } from '../staff/staff-queries.ts';
import { createSale, deleteSale, getSale, listSales } from './sales-service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

/** Nova Venda: the counter's sales, saved once per Idempotency-Key, read by id or day, deleted with every effect. */
export const salesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireStore);

  app.post(
    '/api/sales',
    {
      schema: {
        tags: ['sales'],
        summary:
          'Save a counter sale (201); the same Idempotency-Key (header, or idempotencyKey in the body) gives back the same sale (200)',
        headers: z.looseObject({ 'idempotency-key': z.uuid(saleMessages.keyInvalid).optional() }),
        body: saleInputSchema,
        response: { 200: saleSchema, 201: saleSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request, saleMessages.keyRequired);
      const storeId = storeIdOf(request);
      const { sale, created } = await createSale(db, storeId, request.body, key, new Date(), async (discount) => {
        if (hasPermission(request, 'sales.discount') || discount.discountCents === 0) return null;
        const limit = await findCashierLimit(db, storeId);
        if (discount.discountCents * 100 <= discount.fullCents * limit) return null;
        await authorize(db, request, 'sales.discount');
        return { limitPercent: limit };
      });
      return reply.status(created ? 201 : 200).send(sale);
    },
  );

  app.get(
    '/api/sales',
    {
      schema: {
        tags: ['sales'],
        summary: 'The sales of a São Paulo calendar day (?data=YYYY-MM-DD, today by default)',
        querystring: saleListQuerySchema,
        response: { 200: saleListSchema, ...errors },
      },
    },
    async (request) => listSales(db, storeIdOf(request), request.query.data),
  );

  app.get(
    '/api/sales/:id',
    {
      schema: {
        tags: ['sales'],
        summary: 'One sale of the shop',
        params: saleIdParams,
        response: { 200: saleSchema, ...errors },
      },
    },
    async (request) => getSale(db, storeIdOf(request), request.params.id),
  );

  app.delete(
    '/api/sales/:id',
    {
      schema: {
        tags: ['sales'],
        summary: 'Delete a sale and undo every effect (stock, points, cashback, credit, totals, loyalty)',
        params: saleIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSale(db, storeIdOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
