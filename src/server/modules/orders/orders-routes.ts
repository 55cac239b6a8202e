import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListSchema,
  ownerOrderDetailSchema,
  ownerOrderSchema,
  updateOrderStatusSchema,
} from '../../../shared/contracts/owner-orders.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { changeOrderStatus, getOrder, getOrderList } from './orders-service.ts';

export interface OrdersRoutesOptions {
  db: Db;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/** The signed-in shop's online orders. The shop always comes from the session. */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, { db }) => {
  app.addHook('preHandler', app.requireStore);

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
        summary: 'Move an order to the next status (pendente → preparando → pronto → entregue)',
        params: orderIdParamsSchema,
        body: updateOrderStatusSchema,
        response: { 200: ownerOrderSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => changeOrderStatus(db, storeIdOf(request), request.params.orderId, request.body.status),
  );
};
