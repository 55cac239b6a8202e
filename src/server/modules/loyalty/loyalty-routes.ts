import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../shared/contracts/ids.ts';
import {
  customerLookupSchema,
  loyaltyConfigSchema,
  loyaltyCustomerSchema,
  loyaltyMessages,
  spinResultSchema,
  validatePurchaseSchema,
  validationResultSchema,
} from '../../../shared/contracts/loyalty.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { idempotencyKeyOf } from '../../idempotency.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { getLoyaltyConfig, getLoyaltyCustomer, spinWheel, validatePurchase } from './loyalty-service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/** Fidelidade at the counter: validate a purchase with the owner's PIN, then spin the prize wheel. */
export const loyaltyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // onRequest: a visitor without a session gets 401 before anything about the body is said.
  app.addHook('onRequest', app.requireStore);

  app.get(
    '/api/loyalty/config',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Whether the PIN is set, and the wheel',
        response: { 200: loyaltyConfigSchema, ...errors },
      },
    },
    async (request) => getLoyaltyConfig(db, storeIdOf(request)),
  );

  app.post(
    '/api/loyalty/customers/lookup',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'A customer of the shop by CPF, with their progress toward the next spin',
        body: customerLookupSchema,
        response: { 200: loyaltyCustomerSchema, ...errors },
      },
    },
    async (request) => getLoyaltyCustomer(db, storeIdOf(request), request.body.cpf),
  );

  app.post(
    '/api/loyalty/validations',
    {
      schema: {
        tags: ['loyalty'],
        summary:
          "Validate a purchase with the owner's PIN: points, and a spin every 10 qualifying purchases (201); the same Idempotency-Key gives back the same validation (200)",
        headers: z.looseObject({ 'idempotency-key': z.uuid(loyaltyMessages.keyInvalid).optional() }),
        body: validatePurchaseSchema,
        response: { 200: validationResultSchema, 201: validationResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { idempotencyKey: _, ...input } = request.body;
      const key = idempotencyKeyOf(request, loyaltyMessages.keyRequired, 'idempotencyKey');
      const { result, created } = await validatePurchase(db, storeIdOf(request), input, key);
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  app.post(
    '/api/loyalty/validations/:id/spin',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Spin the wheel a validation granted (a replay answers the recorded result)',
        params: z.object({ id: idParam }),
        response: { 200: spinResultSchema, ...errors },
      },
    },
    async (request) => spinWheel(db, storeIdOf(request), request.params.id),
  );
};
