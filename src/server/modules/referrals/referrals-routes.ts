import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../shared/contracts/ids.ts';
import {
  adminReferralListSchema,
  adminReferralSchema,
  referralInputSchema,
  referralListSchema,
  referralSchema,
} from '../../../shared/contracts/referrals.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import {
  addReferral,
  closeReferral,
  getAllReferrals,
  getStoreReferral,
  getStoreReferrals,
} from './referrals-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const tags = ['referrals'];

/** Indique e Ganhe: the shop refers companies; a closed deal earns 50% off its next monthly fee. */
export const referralsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireStore);

  app.get(
    '/api/referrals',
    {
      schema: { tags, summary: "The shop's referrals, newest first", response: { 200: referralListSchema, ...errors } },
    },
    async (request) => getStoreReferrals(db, storeIdOf(request)),
  );

  app.post(
    '/api/referrals',
    {
      schema: {
        tags,
        summary:
          "Refer a company: its name, the person responsible and a phone (not the shop's own: 400 self_referral); 10 per shop in 24 hours, then 429",
        body: referralInputSchema,
        response: { 201: referralSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addReferral(db, storeIdOf(request), request.body)),
  );

  app.get(
    '/api/referrals/:id',
    {
      schema: {
        tags,
        summary: "One of the shop's referrals (another shop's: 404)",
        params: z.object({ id: idParam }),
        response: { 200: referralSchema, ...errors },
      },
    },
    async (request) => getStoreReferral(db, storeIdOf(request), request.params.id),
  );
};

/** Indicações: every shop's referrals for the super admin. */
export const adminReferralsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/referrals',
    {
      schema: {
        tags: ['admin'],
        summary: 'All referrals with the referring shop',
        response: { 200: adminReferralListSchema, ...errors },
      },
    },
    async () => getAllReferrals(db),
  );

  app.post(
    '/api/admin/referrals/:id/close',
    {
      schema: {
        tags: ['admin'],
        summary:
          "'Fechou Negócio': close the referral and give the referring shop 50% off its next pending invoice (once)",
        params: z.object({ id: idParam }),
        response: { 200: adminReferralSchema, ...errors },
      },
    },
    async (request) => closeReferral(db, request.params.id),
  );
};
