import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pixSettingsSchema,
  settingsSchema,
  updatePixSettingsSchema,
  updateSettingsSchema,
} from '../../../shared/contracts/settings.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { getPixSettings, getSettings, updatePixSettings, updateSettings } from './settings-service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * Configurações: the loyalty PIN (write-only), the wheel's five prizes and the minimum purchase
 * value; the shop's PIX key, holder name and city (docs/pix.md).
 */
export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // onRequest: a visitor without a session gets 401 before anything about the body is said.
  app.addHook('onRequest', app.requireStore);

  app.get(
    '/api/settings',
    { schema: { tags: ['settings'], summary: "The shop's settings", response: { 200: settingsSchema, ...errors } } },
    async (request) => getSettings(db, storeIdOf(request)),
  );

  app.put(
    '/api/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Save the settings; set or change the loyalty PIN',
        body: updateSettingsSchema,
        response: { 200: settingsSchema, ...errors },
      },
    },
    async (request) => updateSettings(db, storeIdOf(request), request.body),
  );

  app.get(
    '/api/settings/pix',
    {
      schema: {
        tags: ['settings'],
        summary: "The shop's PIX key, holder name and city",
        response: { 200: pixSettingsSchema, ...errors },
      },
    },
    async (request) => getPixSettings(db, storeIdOf(request)),
  );

  app.put(
    '/api/settings/pix',
    {
      schema: {
        tags: ['settings'],
        summary: 'Save the PIX key (normalized), holder name and city',
        body: updatePixSettingsSchema,
        response: { 200: pixSettingsSchema, ...errors },
      },
    },
    async (request) => updatePixSettings(db, storeIdOf(request), request.body),
  );
};
