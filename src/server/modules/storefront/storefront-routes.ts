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
import { type Storefront, storefrontSchema, storeIdParamsSchema } from '../../../shared/contracts/storefront.ts';
import { text } from '../../../shared/contracts/text.ts';
import { apiErrorSchema, messages } from '../../../shared/errors.ts';
import { clientKey } from '../../client-address.ts';
import { COMPRESS_MIN_BYTES, compressText, pickEncoding } from '../../compress-page.ts';
import type { Db } from '../../db/client.ts';
import { runAsPlatform } from '../../db/tenant-scope.ts';
import { NotFoundError, TooManyRequestsError } from '../../errors.ts';
import { idempotencyKeyOf } from '../../idempotency.ts';
import { createOrder, getBuyerOrder } from './checkout-service.ts';
import { etagMatches, type StorefrontCache } from './storefront-cache.ts';
import { confirmCustomer, lookupCustomer, renderStorefront, storePreviewPng } from './storefront-service.ts';
import { WindowCounter } from './window-counter.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const MINUTE_MS = 60_000;

/**
 * Per client address, per process. A mobile carrier puts hundreds of customers behind one IPv4
 * address (CGNAT), so reads served from the cache are limited only at flood level; what costs the
 * database (an unknown or blocked shop, which is never cached) keeps the old limit. Orders: more
 * than the real customers of a busy shop behind one address place; CPF look-ups stay strict (see
 * docs/decisions/027-storefront-cache-and-checkout-throughput.md).
 */
export const STOREFRONT_LIMITS = {
  readsPerMinute: 6000,
  unknownShopsPerMinute: 120,
  ordersPerMinute: 120,
  ordersPerShopPerMinute: 60,
  lookupsPerMinute: 30,
};

/** The browser asks again every time (no-cache in the app's fetch); a proxy may serve a few seconds late. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=30';

/**
 * The per-address counter of look-ups that reach the database for a shop the cache does not hold
 * and that turn out unknown or blocked: shared by the API's shop route and the shop's pages (their
 * HTML), so that neither is a way around the other's limit.
 */
export function unknownShopsCounter(): WindowCounter {
  return new WindowCounter(STOREFRONT_LIMITS.unknownShopsPerMinute, MINUTE_MS);
}

/**
 * Runs `render` (a shop's page, missing from the cache) within the address's limit of unknown or
 * blocked shops: 429 once the address has had `unknownShopsPerMinute` of them in a minute.
 */
export async function renderWithinUnknownShopsLimit<T>(
  unknownShops: WindowCounter,
  client: string,
  render: () => Promise<T>,
): Promise<T> {
  const wait = unknownShops.retryAfterSeconds(client);
  if (wait > 0) throw new TooManyRequestsError(messages.tooManyRequests, wait);
  try {
    return await render();
  } catch (err) {
    if (err instanceof NotFoundError) unknownShops.hit(client);
    throw err;
  }
}

/** The public side of a shop: no login, public fields only, rate-limited. */
export const storefrontRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storefrontCache: StorefrontCache;
  unknownShops: WindowCounter;
}> = async (app, { db, storefrontCache, unknownShops }) => {
  app.get(
    '/api/storefront/stores/:storeId',
    {
      schema: {
        tags: ['storefront'],
        summary: "A shop's public profile and products (404 when unknown or blocked; ETag and 304)",
        params: storeIdParamsSchema,
        response: { 200: storefrontSchema, 304: z.undefined(), ...errors },
      },
      config: perMinute(STOREFRONT_LIMITS.readsPerMinute),
    },
    async (request, reply) => {
      const { storeId } = request.params;
      // Only a page the cache does not hold reaches the database: an address that keeps asking
      // for shops that do not exist is stopped here.
      const { page } = await storefrontCache.get(storeId, () =>
        renderWithinUnknownShopsLimit(unknownShops, clientKey(request), () => renderStorefront(db, storeId)),
      );
      reply.header('cache-control', PAGE_CACHE_CONTROL).header('etag', page.etag);
      if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
      // Already serialised (through storefrontSchema) and compressed once for every visitor: the
      // compression plugin leaves a body that has its Content-Encoding.
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      const encoding =
        Buffer.byteLength(page.body) >= COMPRESS_MIN_BYTES
          ? pickEncoding(request.headers['accept-encoding'])
          : undefined;
      if (!encoding) return reply.send(page.body as unknown as Storefront);
      page.compressed ??= {};
      let bytes = page.compressed[encoding];
      if (!bytes) {
        bytes = compressText(page.body, encoding, false);
        page.compressed[encoding] = bytes;
        storefrontCache.holds(page, bytes.length);
      }
      return reply.header('content-encoding', encoding).send(bytes as unknown as Storefront);
    },
  );

  app.get(
    '/api/storefront/stores/:storeId/og-image.png',
    {
      schema: {
        tags: ['storefront'],
        summary: "A shop's link-preview picture: its name, logo and first product photos (PNG, 1200×630; ETag and 304)",
        params: storeIdParamsSchema,
        response: { 200: z.any(), 304: z.undefined(), ...errors },
      },
      config: perMinute(120),
    },
    async (request, reply) => {
      const { storeId } = request.params;
      // What the picture draws comes with the shop's cached page: a crowd of link previews reaches
      // neither the database nor the renderer, and an unknown shop counts as on the page route.
      const { page } = await storefrontCache.get(storeId, () =>
        renderWithinUnknownShopsLimit(unknownShops, clientKey(request), () => renderStorefront(db, storeId)),
      );
      // Its ETag changes with what it draws: cached for a day, then checked again by it.
      reply.header('cache-control', 'public, max-age=86400').header('etag', page.preview.etag);
      if (etagMatches(request.headers['if-none-match'], page.preview.etag)) return reply.status(304).send();
      const png = await storePreviewPng(db, page.preview);
      return reply.type('image/png').send(png);
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
      config: perMinute(STOREFRONT_LIMITS.lookupsPerMinute),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return lookupCustomer(db, request.params.storeId, request.body.cpf, clientKey(request));
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
      config: perMinute(STOREFRONT_LIMITS.lookupsPerMinute),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return confirmCustomer(db, request.params.storeId, request.body, clientKey(request));
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
      config: perMinute(STOREFRONT_LIMITS.ordersPerMinute),
      // And per shop from one address, so that one address cannot flood one shop's order list.
      onRequest: app.rateLimit({
        max: STOREFRONT_LIMITS.ordersPerShopPerMinute,
        timeWindow: '1 minute',
        keyGenerator: (request) => `order:${(request.params as { storeId?: string }).storeId}:${clientKey(request)}`,
      }),
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request, 'Informe a chave do pedido (Idempotency-Key).');
      const { order, created, passe } = await createOrder(db, request.params.storeId, request.body, key);
      return reply.status(created ? 201 : 200).send({ order, passe });
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
      // Found by its random id alone, whichever shop it belongs to: looked up across shops.
      return runAsPlatform(() => getBuyerOrder(db, request.params.orderId));
    },
  );
};
