import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pixSettingsSchema,
  settingsSchema,
  updatePixSettingsSchema,
  updateSettingsSchema,
} from '../../../shared/contracts/settings.ts';
import { cashierLimitSchema } from '../../../shared/contracts/staff.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import { authorize, requireRecentPassword } from '../../auth/authorize.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { findCashierLimit, saveCashierLimit } from '../staff/staff-queries.ts';
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
    async (request) => {
      // A Gerente saves the wheel's prizes; the loyalty PIN is the owner's alone.
      if (request.body.novaSenha) await authorize(db, request, 'settings.pin');
      return updateSettings(db, storeIdOf(request), request.body);
    },
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
    async (request) => {
      // The key the counter's QR codes are drawn from: the owner only, with the password just typed.
      requireRecentPassword(request);
      return updatePixSettings(db, storeIdOf(request), request.body);
    },
  );

  app.get(
    '/api/settings/cashier-limit',
    {
      schema: {
        tags: ['settings'],
        summary: "The largest discount (percent of a sale's items) a Caixa gives without a manager's override",
        response: { 200: cashierLimitSchema, ...errors },
      },
    },
    async (request) => ({ limitePercentual: await findCashierLimit(db, storeIdOf(request)) }),
  );

  app.put(
    '/api/settings/cashier-limit',
    {
      schema: {
        tags: ['settings'],
        summary: "Change the Caixa's discount limit (the owner, with the password just typed)",
        body: cashierLimitSchema,
        response: { 200: cashierLimitSchema, ...errors },
      },
    },
    async (request) => {
      requireRecentPassword(request);
      await saveCashierLimit(db, storeIdOf(request), request.body.limitePercentual);
      return request.body;
    },
  );
};
