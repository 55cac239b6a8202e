import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../shared/contracts/ids.ts';
import {
  adminInvoiceListSchema,
  adminInvoiceQuerySchema,
  adminInvoiceSchema,
  ownerInvoicesSchema,
  platformSettingsSchema,
  updatePlatformSettingsSchema,
} from '../../../shared/contracts/invoices.ts';
import { apiErrorSchema, messages } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { UnauthorizedError } from '../../errors.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import {
  getAdminInvoices,
  getInvoiceText,
  getPlatformSettings,
  getStoreInvoices,
  payInvoice,
  updatePlatformSettings,
} from './invoices-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const tags = ['invoices'];

/** Minhas Faturas: the shop's monthly fees to the platform and how to pay them. */
export const invoicesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireStore);

  app.get(
    '/api/invoices',
    {
      schema: {
        tags,
        summary:
          "The shop's invoices (newest first), each with its PIX copia e cola, and the platform's payment details",
        response: { 200: ownerInvoicesSchema, ...errors },
      },
    },
    async (request) => getStoreInvoices(db, storeIdOf(request)),
  );

  app.get(
    '/api/invoices/:id/download',
    {
      schema: {
        tags,
        summary: 'One invoice as a .txt: company, month/year, value, PIX key and the PIX copia e cola',
        params: z.object({ id: idParam }),
        produces: ['text/plain'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, text } = await getInvoiceText(db, storeIdOf(request), request.params.id);
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );
};

/** Financeiro: every shop's invoices for the super admin. */
export const adminInvoicesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/invoices',
    {
      schema: {
        tags: ['admin'],
        summary: 'All invoices (or one shop’s), with counts and sums: total, pagas, pendentes, vencidas',
        querystring: adminInvoiceQuerySchema,
        response: { 200: adminInvoiceListSchema, ...errors },
      },
    },
    async (request) => getAdminInvoices(db, request.query.loja),
  );

  app.post(
    '/api/admin/invoices/:id/pay',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark an invoice paid (one already paid stays as it was)',
        params: z.object({ id: idParam }),
        response: { 200: adminInvoiceSchema, ...errors },
      },
    },
    async (request) => payInvoice(db, request.params.id),
  );

  app.get(
    '/api/admin/platform-settings',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The platform's payment details shown on every shop's Minhas Faturas: bank, agency, account, holder, PIX key and city, WhatsApp",
        response: { 200: platformSettingsSchema, ...errors },
      },
    },
    async () => getPlatformSettings(db),
  );

  app.put(
    '/api/admin/platform-settings',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Save the platform's payment details (every field; the PIX key normalized); pending invoices' PIX codes use them at once",
        body: updatePlatformSettingsSchema,
        response: { 200: platformSettingsSchema, ...errors },
      },
    },
    async (request) => {
      if (!request.adminAuth) throw new UnauthorizedError(messages.unauthenticated);
      const { settings, changed } = await updatePlatformSettings(db, request.body);
      // The platform's settings have no shop, so no Registro de Atividades: the log keeps who
      // changed which fields (not their values: a PIX key may be a CPF).
      request.log.info(
        { event: 'platform-settings', adminId: request.adminAuth.adminId, changed },
        'platform payment details saved',
      );
      return settings;
    },
  );
};
