import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListSchema,
  ownerOrderDetailSchema,
  ownerOrderSchema,
  updateOrderStatusSchema,
} from '../../../shared/contracts/owner-orders.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import { authorize } from '../../auth/authorize.ts';
import type { Db } from '../../db/client.ts';
import { TooManyRequestsError } from '../../errors.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import {
  type EventStream,
  type EventStreamOptions,
  openEventStream,
  STREAM_RETRY_AFTER_SECONDS,
  StreamLimiter,
  type StreamLimits,
  streamMessages,
} from '../../plugins/event-stream.ts';
import type { StoreEventsHub } from '../../plugins/store-events.ts';
import { changeOrderStatus, getOrder, getOrderList } from './orders-service.ts';

export interface OrdersRoutesOptions {
  db: Db;
  storeEvents: StoreEventsHub;
  stream: EventStreamOptions;
  streamLimits: StreamLimits;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/** The signed-in shop's online orders. The shop always comes from the session. */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  app,
  { db, storeEvents, stream, streamLimits },
) => {
  app.addHook('onRequest', app.requireStore);

  app.get(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary: "The shop's online orders, newest first, a page at a time, with counts per status",
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, ...errors },
      },
    },
    async (request) => getOrderList(db, storeIdOf(request), request.query),
  );

  const open = new Set<EventStream>();
  const limiter = new StreamLimiter(streamLimits);
  // Open streams never end on their own: end them first, or closing the server would wait forever.
  app.addHook('preClose', async () => {
    for (const s of open) s.end();
  });

  app.get(
    '/api/orders/events',
    {
      // Each event must leave at once: a compressor would buffer them.
      compress: false,
      schema: {
        tags: ['orders'],
        summary: 'Live events of the shop (Server-Sent Events): new orders and status changes',
        description:
          'text/event-stream. Each message is `data: {"type":"order.created"|"order.status_changed"|"resync","orderId"?}`; ' +
          'a comment every 25 s keeps the connection open.',
        produces: ['text/event-stream'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const storeId = storeIdOf(request);
      const place = limiter.acquire(request.storeAuth?.tokenHash ?? '', storeId);
      if ('full' in place) {
        request.log.warn({ storeId, limit: place.full }, 'live stream refused: too many open');
        throw new TooManyRequestsError(streamMessages[place.full], STREAM_RETRY_AFTER_SECONDS);
      }
      try {
        return await openOrderStream(request, reply, storeId, place.release);
      } catch (err) {
        place.release();
        throw err;
      }
    },
  );

  async function openOrderStream(
    request: FastifyRequest,
    reply: FastifyReply,
    storeId: number,
    release: () => void,
  ): Promise<FastifyReply> {
    const sessionLeftMs = (request.storeAuth?.expiresAt.getTime() ?? 0) - Date.now();
    // Listen before answering, so that nothing sent after the browser sees the stream open is missed.
    let live: EventStream | null = null;
    const early: object[] = [];
    const unsubscribe = await storeEvents.subscribe(storeId, (event) => {
      if (!event.type.startsWith('order.') && event.type !== 'resync') return;
      const message = { type: event.type, ...(event.orderId ? { orderId: event.orderId } : {}) };
      if (live) live.send(message);
      else early.push(message);
    });
    live = openEventStream(reply, { ...stream, maxAgeMs: Math.min(stream.maxAgeMs, sessionLeftMs) });
    for (const message of early) live.send(message);
    const current = live;
    open.add(current);
    current.onClose(() => {
      open.delete(current);
      unsubscribe();
      release();
    });
    return reply.send(live.body);
  }

  app.get(
    '/api/orders/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order with its items and status history',
        params: orderIdParamsSchema,
        response: { 200: ownerOrderDetailSchema, ...errors },
      },
    },
    async (request) => getOrder(db, storeIdOf(request), request.params.orderId),
  );

  app.patch(
    '/api/orders/:orderId/status',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Move an order to the next status (pendente → preparando → pronto → entregue), or cancel an open one ({ status: "cancelado", motivo })',
        params: orderIdParamsSchema,
        body: updateOrderStatusSchema,
        response: { 200: ownerOrderSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      // Advancing is the counter's work; cancelling is a Gerente's (or a Caixa with an override).
      if (request.body.status === 'cancelado') await authorize(db, request, 'orders.cancel');
      return changeOrderStatus(
        db,
        storeIdOf(request),
        request.params.orderId,
        request.body.status,
        request.body.motivo,
      );
    },
  );
};
