import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminMessageInputSchema,
  adminMessageListSchema,
  adminMessageSchema,
  ownerMessageListSchema,
} from '../../../shared/contracts/admin-messages.ts';
import { idParam } from '../../../shared/contracts/ids.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { dismissMessage, getAllMessages, getStoreMessages, removeMessage, sendMessage } from './messages-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const params = z.object({ id: idParam });

/** Central de Mensagens: the super admin's broadcasts to every shop. */
export const adminMessagesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);
  const tags = ['admin'];

  app.get(
    '/api/admin/messages',
    {
      schema: { tags, summary: 'Every broadcast, newest first', response: { 200: adminMessageListSchema, ...errors } },
    },
    async () => getAllMessages(db),
  );

  app.post(
    '/api/admin/messages',
    {
      schema: {
        tags,
        summary: "Send a broadcast to every shop's panel",
        body: adminMessageInputSchema,
        response: { 201: adminMessageSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await sendMessage(db, request.body)),
  );

  app.delete(
    '/api/admin/messages/:id',
    {
      schema: { tags, summary: 'Remove a broadcast for good', params, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeMessage(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** The broadcasts a shop's panel shows, and closing one for this shop. */
export const ownerMessagesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireStore);
  const tags = ['messages'];

  app.get(
    '/api/messages',
    {
      schema: {
        tags,
        summary: 'Active broadcasts this shop has not dismissed',
        response: { 200: ownerMessageListSchema, ...errors },
      },
    },
    async (request) => getStoreMessages(db, storeIdOf(request)),
  );

  app.post(
    '/api/messages/:id/dismiss',
    {
      schema: {
        tags,
        summary: 'Stop showing a broadcast to this shop',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await dismissMessage(db, storeIdOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
