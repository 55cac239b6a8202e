import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdeaListSchema,
  adminIdeaQuerySchema,
  adminIdeaSchema,
  ideaInputSchema,
  ideaListSchema,
  ideaSchema,
  setIdeaStatusSchema,
} from '../../../shared/contracts/ideas.ts';
import { idParam } from '../../../shared/contracts/ids.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { changeIdeaStatus, getAllIdeas, getIdea, getStoreIdea, getStoreIdeas, sendIdea } from './ideas-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const params = z.object({ id: idParam });
const tags = ['ideas'];

/** Ideias: a shop sends ideas to the platform and follows their status. */
export const ideasRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireStore);

  app.get(
    '/api/ideas',
    { schema: { tags, summary: "The shop's ideas, newest first", response: { 200: ideaListSchema, ...errors } } },
    async (request) => getStoreIdeas(db, storeIdOf(request)),
  );

  app.get(
    '/api/ideas/:id',
    { schema: { tags, summary: 'One of the shop’s ideas', params, response: { 200: ideaSchema, ...errors } } },
    async (request) => getStoreIdea(db, storeIdOf(request), request.params.id),
  );

  app.post(
    '/api/ideas',
    {
      schema: {
        tags,
        summary: 'Send an idea (title up to 100 characters, reason up to 500); 20 per shop in 24 hours, then 429',
        body: ideaInputSchema,
        response: { 201: ideaSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await sendIdea(db, storeIdOf(request), request.body)),
  );
};

/** The super admin's view of every shop's ideas, and their status. */
export const adminIdeasRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/ideas',
    {
      schema: {
        tags: ['admin'],
        summary: "Every shop's ideas, newest first, optionally of one status",
        querystring: adminIdeaQuerySchema,
        response: { 200: adminIdeaListSchema, ...errors },
      },
    },
    async (request) => getAllIdeas(db, request.query.status),
  );

  app.get(
    '/api/admin/ideas/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One idea with its shop',
        params,
        response: { 200: adminIdeaSchema, ...errors },
      },
    },
    async (request) => getIdea(db, request.params.id),
  );

  app.patch(
    '/api/admin/ideas/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: "Move an idea's status on: enviada → em_analise → implementada or recusada",
        params,
        body: setIdeaStatusSchema,
        response: { 200: adminIdeaSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => changeIdeaStatus(db, request.params.id, request.body.status),
  );
};
