import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutCustomerSchema,
  createOrderResultSchema,
  createOrderSchema,
  customerConfirmSchema,
  customerLookupResultSchema,
  customerLookupSchema,
  publicOrderSchema,
} from '../../../shared/contracts/checkout.ts';
import { storefrontSchema, storeIdParamsSchema } from '../../../shared/contracts/storefront.ts';
import { text } from '../../../shared/contracts/text.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { BadRequestError } from '../../errors.ts';
import { createOrder, getBuyerOrder } from './checkout-service.ts';
import { confirmCustomer, getStorefront, getStoreOgImage, lookupCustomer } from './storefront-service.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** The public side of a shop: no login, public fields only, rate-limited. */
export const storefrontRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/storefront/stores/:storeId',
    {
      schema: {
        tags: ['storefront'],
        summary: "A shop's public profile and products (404 when unknown or blocked)",
        params: storeIdParamsSchema,
        response: { 200: storefrontSchema, ...errors },
      },
      config: perMinute(120),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return getStorefront(db, request.params.storeId);
    },
  );

  app.get(
    '/api/storefront/stores/:storeId/og-image.png',
    {
      schema: {
        tags: ['storefront'],
        summary: "A shop's link-preview picture when it has no photo: its colour and initial (PNG, 1200×630)",
        params: storeIdParamsSchema,
        response: { 200: z.any(), 304: z.undefined(), ...errors },
      },
      config: perMinute(120),
    },
    async (request, reply) => {
      const image = await getStoreOgImage(db, request.params.storeId);
      // The name or colour may change: cached for a day, then checked again by its ETag.
      reply.header('cache-control', 'public, max-age=86400').header('etag', image.etag);
      if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
      return reply.type('image/png').send(image.png());
    },
  );

  app.post(
    '/api/storefront/stores/:storeId/customers/lookup',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Checkout: does this shop know the CPF? Answers only that and the first name',
        params: storeIdParamsSchema,
        body: customerLookupSchema,
        response: { 200: customerLookupResultSchema, ...errors },
      },
      config: perMinute(30),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return lookupCustomer(db, request.params.storeId, request.body.cpf, request.ip);
    },
  );

  app.post(
    '/api/storefront/stores/:storeId/customers/confirm',
    {
      schema: {
        tags: ['storefront'],
        summary: "Checkout: a known customer's data, after the birth date on file is confirmed",
        params: storeIdParamsSchema,
        body: customerConfirmSchema,
        response: { 200: checkoutCustomerSchema, 422: apiErrorSchema, ...errors },
      },
      config: perMinute(30),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return confirmCustomer(db, request.params.storeId, request.body, request.ip);
    },
  );

  app.post(
    '/api/storefront/stores/:storeId/orders',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Place an order (201); the same Idempotency-Key gives back the same order (200)',
        params: storeIdParamsSchema,
        headers: z.looseObject({ 'idempotency-key': z.uuid('Chave de idempotência inválida.').optional() }),
        body: createOrderSchema,
        response: { 200: createOrderResultSchema, 201: createOrderResultSchema, 409: apiErrorSchema, ...errors },
      },
      config: perMinute(30),
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'] ?? request.body.idempotencyKey;
      if (!key) throw new BadRequestError('Informe a chave do pedido (Idempotency-Key).');
      const { order, created } = await createOrder(db, request.params.storeId, request.body, key.toLowerCase());
      return reply.status(created ? 201 : 200).send({ order });
    },
  );

  app.get(
    '/api/storefront/orders/:orderId',
    {
      schema: {
        tags: ['storefront'],
        summary: "An order's confirmation, for its buyer (the random id is the proof)",
        params: z.object({ orderId: text().max(64) }),
        response: { 200: publicOrderSchema, ...errors },
      },
      config: perMinute(60),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getBuyerOrder(db, request.params.orderId);
    },
  );
};
