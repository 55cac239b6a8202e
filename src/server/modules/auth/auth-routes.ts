import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSessionsSchema,
  adminSessionSchema,
  changePasswordSchema,
  loginSchema,
  sessionIdParamsSchema,
  storeSessionSchema,
} from '../../../shared/contracts/auth.ts';
import {
  authorizersSchema,
  overridePinSchema,
  reauthAnswerSchema,
  reauthSchema,
} from '../../../shared/contracts/staff.ts';
import { apiErrorSchema, messages } from '../../../shared/errors.ts';
import { ADMIN_COOKIE, STORE_COOKIE } from '../../auth/session.ts';
import { clientKey } from '../../client-address.ts';
import type { Db } from '../../db/client.ts';
import { UnauthorizedError } from '../../errors.ts';
import { cookieOptions, storeIdOf } from '../../plugins/auth.ts';
import { getAuthorizers, setOverridePin } from '../staff/staff-service.ts';
import {
  type ClientInfo,
  type CurrentSession,
  changePassword,
  confirmPassword,
  endAccountSession,
  endOtherAccountSessions,
  getAccountSessions,
  getAdminSession,
  getStoreSession,
  loginAdmin,
  loginStore,
  logout,
} from './auth-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };
const endedSchema = z.object({ sessoesEncerradas: z.number().int() });

/** The signed-in owner's session; only valid after requireStore. */
function currentSession(request: FastifyRequest): CurrentSession {
  const auth = request.storeAuth;
  if (!auth) throw new UnauthorizedError(messages.unauthenticated);
  return { storeId: auth.storeId, staffId: auth.actor.staffId, tokenHash: auth.tokenHash };
}

export const authRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const client = (request: FastifyRequest): ClientInfo => ({
    ip: request.ip,
    addressKey: clientKey(request),
    userAgent: String(request.headers['user-agent'] ?? ''),
    log: request.log,
  });

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Shop owner login',
        body: loginSchema,
        response: { 200: z.object({ store: z.object({ id: z.number(), nomeEmpresa: z.string() }) }), ...errors },
      },
    },
    async (request, reply) => {
      const { session, store } = await loginStore(db, request.body, client(request));
      reply.setCookie(STORE_COOKIE, session.token, cookieOptions(request, session.expiresAt));
      return { store };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], summary: 'Shop owner logout', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await logout(db, request.cookies[STORE_COOKIE]);
      reply.clearCookie(STORE_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/me',
    {
      onRequest: app.requireStore,
      schema: { tags: ['auth'], summary: 'The signed-in shop', response: { 200: storeSessionSchema, ...errors } },
    },
    async (request) => {
      const auth = request.storeAuth;
      if (!auth) throw new UnauthorizedError(messages.unauthenticated);
      return getStoreSession(db, auth.storeId, auth.expiresAt, auth.actor);
    },
  );

  app.post(
    '/api/auth/password',
    {
      onRequest: app.requireStore,
      schema: {
        tags: ['auth'],
        summary: 'Change the owner’s password; every other session of the shop ends',
        body: changePasswordSchema,
        response: { 200: endedSchema, ...errors },
      },
    },
    async (request) => changePassword(db, currentSession(request), request.body),
  );

  app.post(
    '/api/auth/reauth',
    {
      onRequest: app.requireStore,
      schema: {
        tags: ['auth'],
        summary: 'Type the password again: sensitive changes are allowed for 10 minutes in this session',
        body: reauthSchema,
        response: { 200: reauthAnswerSchema, ...errors },
      },
    },
    async (request) => confirmPassword(db, currentSession(request), request.body.senha),
  );

  app.put(
    '/api/auth/override-pin',
    {
      onRequest: app.requireStore,
      schema: {
        tags: ['auth'],
        summary: "Set the signed-in Gerente's or owner's own override PIN (the password confirms it)",
        body: overridePinSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const auth = request.storeAuth;
      if (!auth) throw new UnauthorizedError(messages.unauthenticated);
      await setOverridePin(db, currentSession(request), auth.actor.role, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/authorizers',
    {
      onRequest: app.requireStore,
      schema: {
        tags: ['auth'],
        summary: 'Who can authorise an override in the shop (the owner and Gerentes with a PIN)',
        response: { 200: authorizersSchema, ...errors },
      },
    },
    async (request) => getAuthorizers(db, storeIdOf(request)),
  );

  app.get(
    '/api/auth/sessions',
    {
      onRequest: app.requireStore,
      schema: {
        tags: ['auth'],
        summary: 'The shop’s open sessions',
        response: { 200: accountSessionsSchema, ...errors },
      },
    },
    async (request) => getAccountSessions(db, currentSession(request)),
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      onRequest: app.requireStore,
      schema: {
        tags: ['auth'],
        summary: 'End one of the shop’s sessions (the current one signs out)',
        params: sessionIdParamsSchema,
        response: { 204: z.null(), 404: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const current = currentSession(request);
      await endAccountSession(db, current, request.params.id);
      if (request.storeAuth?.publicId === request.params.id) reply.clearCookie(STORE_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/auth/sessions',
    {
      onRequest: app.requireStore,
      schema: {
        tags: ['auth'],
        summary: 'End every session of the shop but the current one',
        response: { 200: endedSchema, ...errors },
      },
    },
    async (request) => endOtherAccountSessions(db, currentSession(request)),
  );

  app.post(
    '/api/admin/auth/login',
    {
      schema: {
        tags: ['admin'],
        summary: 'Super admin login',
        body: loginSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      const session = await loginAdmin(db, request.body, client(request));
      reply.setCookie(ADMIN_COOKIE, session.token, cookieOptions(request, session.expiresAt));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/auth/logout',
    { schema: { tags: ['admin'], summary: 'Super admin logout', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await logout(db, request.cookies[ADMIN_COOKIE]);
      reply.clearCookie(ADMIN_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/auth/me',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The signed-in super admin',
        response: { 200: adminSessionSchema, ...errors },
      },
    },
    async (request) => {
      const auth = request.adminAuth;
      return getAdminSession(db, auth?.adminId ?? 0, auth?.expiresAt ?? new Date());
    },
  );
};
