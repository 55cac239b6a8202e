import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateOpeningHoursSchema } from '../../../shared/contracts/opening-hours.ts';
import { storeProfileSchema, updateStoreLogoSchema } from '../../../shared/contracts/store-profile.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { getStoreProfile, updateLogo, updateOpeningHours } from './store-profile-service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

/** The signed-in shop's public profile as its owner edits it: opening hours and logo. */
export const storeProfileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireStore);

  app.get(
    '/api/store/profile',
    {
      schema: {
        tags: ['stores'],
        summary: "The shop's opening hours and logo",
        response: { 200: storeProfileSchema, ...errors },
      },
    },
    async (request) => getStoreProfile(db, storeIdOf(request)),
  );

  app.put(
    '/api/store/opening-hours',
    {
      schema: {
        tags: ['stores'],
        summary: "Save the shop's opening hours (7 days, 0 = Domingo)",
        body: updateOpeningHoursSchema,
        response: { 200: storeProfileSchema, ...errors },
      },
    },
    async (request) => updateOpeningHours(db, storeIdOf(request), request.body.horarios),
  );

  app.put(
    '/api/store/logo',
    {
      schema: {
        tags: ['stores'],
        summary: "Set the shop's logo to one of its uploaded images, or remove it (null)",
        body: updateStoreLogoSchema,
        response: { 200: storeProfileSchema, ...errors },
      },
    },
    async (request) => updateLogo(db, storeIdOf(request), request.body.imageId),
  );
};
