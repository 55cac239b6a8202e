import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cashbackConfigInputSchema,
  cashbackConfigSchema,
  cashbackSummarySchema,
  redeemCashbackSchema,
} from '../../../shared/contracts/cashback.ts';
import { idParam } from '../../../shared/contracts/ids.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { getCashbackConfig, getCashbackSummary, redeemCashback, saveCashbackConfig } from './cashback-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const customerParams = z.object({ customerId: idParam });

export const cashbackRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireStore);

  app.get(
    '/api/cashback/config',
    {
      schema: {
        tags: ['cashback'],
        summary: "The shop's cashback rules",
        response: { 200: cashbackConfigSchema, ...errors },
      },
    },
    async (request) => getCashbackConfig(db, storeIdOf(request)),
  );

  app.put(
    '/api/cashback/config',
    {
      schema: {
        tags: ['cashback'],
        summary: "Save the shop's cashback rules",
        body: cashbackConfigInputSchema,
        response: { 200: cashbackConfigSchema, ...errors },
      },
    },
    async (request) => saveCashbackConfig(db, storeIdOf(request), request.body),
  );

  app.get(
    '/api/cashback/customers/:customerId',
    {
      schema: {
        tags: ['cashback'],
        summary: "A customer's cashback balance, entries and uses",
        params: customerParams,
        response: { 200: cashbackSummarySchema, ...errors },
      },
    },
    async (request) => getCashbackSummary(db, storeIdOf(request), request.params.customerId),
  );

  app.post(
    '/api/cashback/customers/:customerId/redeem',
    {
      schema: {
        tags: ['cashback'],
        summary: "Spend a customer's cashback (oldest unexpired first)",
        params: customerParams,
        body: redeemCashbackSchema,
        response: { 200: cashbackSummarySchema, ...errors },
      },
    },
    async (request) => {
      const storeId = storeIdOf(request);
      await redeemCashback(db, { storeId, customerId: request.params.customerId, ...request.body });
      return getCashbackSummary(db, storeId, request.params.customerId);
    },
  );
};
