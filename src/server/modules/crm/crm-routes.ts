import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  crmCustomerListQuerySchema,
  crmCustomerListSchema,
  crmCustomerSchema,
  crmCustomerSearchSchema,
  whatsappConsentSchema,
} from '../../../shared/contracts/crm.ts';
import { customerIdParamsSchema } from '../../../shared/contracts/customers.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { getCrmCustomers, setCustomerWhatsappConsent } from './crm-customers-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const tags = ['crm'];

/** CRM: the shop's customers as messages need them, and their WhatsApp consent. */
export const crmRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireStore);

  app.get(
    '/api/crm/customers',
    {
      schema: {
        tags,
        summary: "The shop's customers in name order, with points, spendable cashback and WhatsApp consent",
        querystring: crmCustomerListQuerySchema,
        response: { 200: crmCustomerListSchema, ...errors },
      },
    },
    async (request) => getCrmCustomers(db, storeIdOf(request), { ...request.query, search: '' }),
  );

  app.post(
    '/api/crm/customers/search',
    {
      schema: {
        tags,
        summary: "The shop's customers in name order found by name, CPF or phone (in the body: never in a URL)",
        body: crmCustomerSearchSchema,
        response: { 200: crmCustomerListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getCrmCustomers(db, storeIdOf(request), request.body);
    },
  );

  app.put(
    '/api/crm/customers/:customerId/whatsapp',
    {
      schema: {
        tags,
        summary: 'Record that a customer does (optOut: true) or does not want WhatsApp messages',
        params: customerIdParamsSchema,
        body: whatsappConsentSchema,
        response: { 200: crmCustomerSchema, ...errors },
      },
    },
    async (request) =>
      setCustomerWhatsappConsent(db, storeIdOf(request), request.params.customerId, request.body.optOut),
  );
};
