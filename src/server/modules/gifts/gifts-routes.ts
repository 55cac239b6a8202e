import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deliverGiftSchema,
  giftDeliveredSchema,
  giftDeliveryListSchema,
  giftInputSchema,
  giftListSchema,
  giftSchema,
} from '../../../shared/contracts/gifts.ts';
import { idParam } from '../../../shared/contracts/ids.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { addGift, deliverGift, editGift, getGiftDeliveries, getGifts, removeGift } from './gifts-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const params = z.object({ id: idParam });

/** Cadastro de Brindes: the shop's gift catalogue and the gifts handed to customers. */
export const giftsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // onRequest: a visitor without a session gets 401 before anything about the body is said.
  app.addHook('onRequest', app.requireStore);

  app.get(
    '/api/gifts',
    { schema: { tags: ['gifts'], summary: 'Gifts by number', response: { 200: giftListSchema, ...errors } } },
    async (request) => getGifts(db, storeIdOf(request)),
  );

  app.post(
    '/api/gifts',
    {
      schema: {
        tags: ['gifts'],
        summary: 'Add a gift with the next number',
        body: giftInputSchema,
        response: { 201: giftSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addGift(db, storeIdOf(request), request.body)),
  );

  app.put(
    '/api/gifts/:id',
    {
      schema: {
        tags: ['gifts'],
        summary: "Change a gift's name and cost",
        params,
        body: giftInputSchema,
        response: { 200: giftSchema, ...errors },
      },
    },
    async (request) => editGift(db, storeIdOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/gifts/:id',
    {
      schema: { tags: ['gifts'], summary: 'Remove a gift', params, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeGift(db, storeIdOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/gifts/:id/deliveries',
    {
      schema: {
        tags: ['gifts'],
        summary: 'Hand a gift to a customer of the shop (by CPF)',
        params,
        body: deliverGiftSchema,
        response: { 201: giftDeliveredSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await deliverGift(db, storeIdOf(request), request.params.id, request.body.cpf)),
  );

  app.get(
    '/api/gifts/deliveries',
    {
      schema: {
        tags: ['gifts'],
        summary: 'The latest gifts handed out and the total invested in prizes',
        response: { 200: giftDeliveryListSchema, ...errors },
      },
    },
    async (request) => getGiftDeliveries(db, storeIdOf(request)),
  );
};
