import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../shared/contracts/ids.ts';
import {
  acceptInviteSchema,
  createStaffSchema,
  inviteInfoSchema,
  inviteTokenParamsSchema,
  staffListSchema,
  staffSchema,
  updateStaffSchema,
} from '../../../shared/contracts/staff.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import { requireRecentPassword } from '../../auth/authorize.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { acceptStaffInvite, addStaff, changeStaff, getInvite, getStaff, renewInvite } from './staff-service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['staff'];
const params = z.object({ id: idParam });

/** Funcionários → Acesso ao sistema: the owner's team logins (the owner only). */
export const staffRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/staff',
    {
      onRequest: app.requireStore,
      schema: { tags, summary: "The shop's team logins", response: { 200: staffListSchema, ...errors } },
    },
    async (request) => getStaff(db, storeIdOf(request)),
  );

  app.post(
    '/api/staff',
    {
      onRequest: app.requireStore,
      schema: {
        tags,
        summary: 'Give an employee a login (with a password, or an invitation link in the answer)',
        body: createStaffSchema,
        response: { 201: staffSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireRecentPassword(request);
      return reply.status(201).send(await addStaff(db, storeIdOf(request), request.body));
    },
  );

  app.patch(
    '/api/staff/:id',
    {
      onRequest: app.requireStore,
      schema: {
        tags,
        summary: "Change a login's role, or turn it off (its sessions end) or on",
        params,
        body: updateStaffSchema,
        response: { 200: staffSchema, ...errors },
      },
    },
    async (request) => {
      requireRecentPassword(request);
      return changeStaff(db, storeIdOf(request), request.params.id, request.body);
    },
  );

  app.post(
    '/api/staff/:id/invitation',
    {
      onRequest: app.requireStore,
      schema: {
        tags,
        summary: 'A new one-time invitation link for a login (the previous one stops working)',
        params,
        response: { 200: staffSchema, ...errors },
      },
    },
    async (request) => renewInvite(db, storeIdOf(request), request.params.id),
  );

  // The invitation link: anyone holding it (a 256-bit random token) sets the login's password, once.
  app.get(
    '/api/public/staff-invites/:token',
    {
      schema: {
        tags,
        summary: 'Whose login an invitation link is for (404 once used, expired or replaced)',
        params: inviteTokenParamsSchema,
        response: { 200: inviteInfoSchema, ...errors },
      },
    },
    async (request) => {
      const { storeId: _, ...info } = await getInvite(db, request.params.token);
      return info;
    },
  );

  app.post(
    '/api/public/staff-invites/:token',
    {
      schema: {
        tags,
        summary: "Set the login's password through the invitation link (works once)",
        params: inviteTokenParamsSchema,
        body: acceptInviteSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await acceptStaffInvite(db, request.params.token, request.body.senha);
      return reply.status(204).send(null);
    },
  );
};
