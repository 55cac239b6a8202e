import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminGamePrizeListSchema,
  adminGamePrizeSchema,
  gameMessages,
  gamePlayResultSchema,
  gamePrizeInputSchema,
  gamePrizePatchSchema,
  gameStateSchema,
  redemptionCodeParamsSchema,
  redemptionSchema,
} from '../../../shared/contracts/game.ts';
import { idParam } from '../../../shared/contracts/ids.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import { ADMIN_COOKIE, hashToken } from '../../auth/session.ts';
import { findAdminSession } from '../../auth/session-queries.ts';
import { clientKey } from '../../client-address.ts';
import type { Db } from '../../db/client.ts';
import { ForbiddenError } from '../../errors.ts';
import {
  changePrize,
  createPrize,
  getGameState,
  listAdminPrizes,
  lookUpCode,
  play,
  redeemCode,
  resetToday,
} from './game-service.ts';

const tags = ['game'];
const publicErrors = { 400: apiErrorSchema, 429: apiErrorSchema };
const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

interface GameOptions {
  db: Db;
  /** 'Reset (Dev)' exists only outside production (or for a signed-in super admin). */
  production: boolean;
}

/** Whether Reset (Dev) is offered: outside production, or to a signed-in super admin. */
export async function gameResetAllowed(db: Db, production: boolean, request: FastifyRequest): Promise<boolean> {
  if (!production) return true;
  const token = request.cookies[ADMIN_COOKIE];
  if (!token) return false;
  return (await findAdminSession(db, hashToken(token), new Date())) !== undefined;
}

/**
 * The public game: no session; the player is the client address (request.ip, see TRUST_PROXY), an
 * IPv6 one by its /64 (clientKey).
 */
const publicGameRoutes: FastifyPluginAsyncZod<GameOptions> = async (app, { db, production }) => {
  const resetAllowed = (request: FastifyRequest) => gameResetAllowed(db, production, request);

  app.get(
    '/api/game',
    {
      schema: {
        tags,
        summary:
          "The active prizes in id order, today's play from this address (the game is locked) and whether reset is allowed",
        response: { 200: gameStateSchema, ...publicErrors },
      },
      config: perMinute(120),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getGameState(db, clientKey(request), await resetAllowed(request));
    },
  );

  app.post(
    '/api/game/plays',
    {
      schema: {
        tags,
        summary:
          "Play today's one chance: draws (crypto, 10,000 basis points) and records it; later plays the same São Paulo day answer the recorded result",
        response: { 200: gamePlayResultSchema, ...publicErrors },
      },
      config: perMinute(60),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return play(db, clientKey(request));
    },
  );

  app.delete(
    '/api/game/plays/today',
    {
      schema: {
        tags,
        summary: "Reset (Dev): deletes today's play of this address; only outside production or for a super admin",
        response: { 204: z.null(), 403: apiErrorSchema, ...publicErrors },
      },
      config: perMinute(30),
    },
    async (request, reply) => {
      if (!(await resetAllowed(request))) throw new ForbiddenError(gameMessages.resetRefused, 'reset_not_allowed');
      await resetToday(db, clientKey(request));
      return reply.status(204).send(null);
    },
  );
};

/** The super admin's side: prizes and redemption codes. */
const adminGameRoutes: FastifyPluginAsyncZod<GameOptions> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/game/prizes',
    {
      schema: {
        tags,
        summary: 'All prizes (active or not) in id order, and the sum of the active ones',
        response: { 200: adminGamePrizeListSchema, ...adminErrors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listAdminPrizes(db);
    },
  );

  app.post(
    '/api/admin/game/prizes',
    {
      schema: {
        tags,
        summary:
          'Add a prize (nome, probabilidade in % with up to 2 decimals, ativo); active prizes sum to at most 100%',
        body: gamePrizeInputSchema,
        response: { 201: adminGamePrizeSchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createPrize(db, request.body)),
  );

  app.patch(
    '/api/admin/game/prizes/:prizeId',
    {
      schema: {
        tags,
        summary: 'Change a prize (any of nome, probabilidade, ativo); active prizes sum to at most 100%',
        params: z.object({ prizeId: idParam }),
        body: gamePrizePatchSchema,
        response: { 200: adminGamePrizeSchema, ...adminErrors },
      },
    },
    async (request) => changePrize(db, request.params.prizeId, request.body),
  );

  app.get(
    '/api/admin/game/codes/:codigo',
    {
      schema: {
        tags,
        summary: 'Look up a redemption code: the prize, the day of the play, and whether it was redeemed',
        params: redemptionCodeParamsSchema,
        response: { 200: redemptionSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return lookUpCode(db, request.params.codigo);
    },
  );

  app.post(
    '/api/admin/game/codes/:codigo/redeem',
    {
      schema: {
        tags,
        summary: 'Mark a redemption code redeemed, once (409 the second time)',
        params: redemptionCodeParamsSchema,
        response: { 200: redemptionSchema, ...adminErrors },
      },
    },
    async (request) => redeemCode(db, request.params.codigo),
  );
};

export const gameRoutes: FastifyPluginAsyncZod<GameOptions> = async (app, options) => {
  await app.register(publicGameRoutes, options);
  await app.register(adminGameRoutes, options);
};
