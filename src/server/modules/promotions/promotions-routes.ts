import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flashPromotionInputSchema, flashPromotionStateSchema } from '../../../shared/contracts/promotions.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { endFlashPromotion, getFlashPromotion, startFlashPromotion } from './promotions-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const tags = ['promotions'];

/** Promoção Relâmpago: the owner starts one (a discount on chosen products for a fixed time), sees it and ends it. */
export const promotionsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireStore);

  app.get(
    '/api/promotions/flash',
    {
      schema: {
        tags,
        summary:
          "The shop's running flash promotion with its products' prices (null when none), and the server's clock",
        response: { 200: flashPromotionStateSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getFlashPromotion(db, storeIdOf(request));
    },
  );

  app.post(
    '/api/promotions/flash',
    {
      schema: {
        tags,
        summary:
          'Start a flash promotion now: 10% for 30 min, 15% for 60 min or 20% for 120 min on the chosen products (409 while one is running)',
        body: flashPromotionInputSchema,
        response: { 201: flashPromotionStateSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await startFlashPromotion(db, storeIdOf(request), request.body)),
  );

  app.post(
    '/api/promotions/flash/end',
    {
      schema: {
        tags,
        summary: 'End the running flash promotion now: prices go back to normal (404 when none is running)',
        response: { 200: flashPromotionStateSchema, ...errors },
      },
    },
    async (request) => endFlashPromotion(db, storeIdOf(request)),
  );
};
