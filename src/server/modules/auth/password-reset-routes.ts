import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  passwordResetCheckSchema,
  passwordResetCompletedSchema,
  passwordResetCompleteSchema,
  passwordResetLinkSchema,
  passwordResetOptionsSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
} from '../../../shared/contracts/auth.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import {
  checkResetLink,
  completePasswordReset,
  type PasswordResetDeps,
  requestPasswordReset,
} from './password-reset-service.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/** "Esqueci minha senha" and the one-time links: public routes, the link's token is the only key. */
export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetDeps> = async (app, deps) => {
  app.get(
    '/api/auth/password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a forgotten password gets a link by e-mail (the server has SMTP)',
        response: { 200: passwordResetOptionsSchema },
      },
    },
    async () => ({ porEmail: Boolean(deps.mailer) }),
  );

  app.post(
    '/api/auth/password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a reset link to the account with this e-mail; the same answer whether or not it exists',
        body: passwordResetRequestSchema,
        response: { 202: passwordResetRequestedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await requestPasswordReset(deps, request.body.email, { ip: request.ip, log: request.log });
      return reply.status(202).send(answer);
    },
  );

  app.post(
    '/api/auth/password-reset/check',
    {
      schema: {
        tags: ['auth'],
        summary: 'The account a reset link is for, while it works',
        body: passwordResetCheckSchema,
        response: { 200: passwordResetLinkSchema, ...errors },
      },
    },
    async (request) => checkResetLink(deps.db, request.body.token),
  );

  app.post(
    '/api/auth/password-reset/complete',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link (once); every session of the account ends',
        body: passwordResetCompleteSchema,
        response: { 200: passwordResetCompletedSchema, ...errors },
      },
    },
    async (request) => completePasswordReset(deps.db, request.body, request.log),
  );
};
