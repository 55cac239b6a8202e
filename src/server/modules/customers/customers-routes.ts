import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerAnonymizedSchema,
  customerAnonymizeInputSchema,
  customerExportInputSchema,
  customerExportSchema,
} from '../../../shared/contracts/customer-data.ts';
import {
  creditEntryInputSchema,
  creditEntryResultSchema,
  creditStatementSchema,
  customerExtrasSchema,
  customerIdParamsSchema,
  customerInputSchema,
  customerListQuerySchema,
  customerListSchema,
  customerSchema,
  customerSearchSchema,
  purchasesSchema,
  topCustomersSchema,
} from '../../../shared/contracts/customers.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { anonymizeCustomer, exportCustomerData } from './customer-data-service.ts';
import {
  addCreditEntry,
  createCustomer,
  deleteCustomer,
  getCreditStatement,
  getCustomer,
  getLastPurchases,
  getTopCustomers,
  listCustomers,
  saveCustomerExtras,
  updateCustomer,
} from './customers-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const tags = ['customers'];
const params = customerIdParamsSchema;

/** The shop's customers. The shop is always the session's; another shop's customer answers 404. */
export const customersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireStore);

  app.get(
    '/api/customers',
    {
      schema: {
        tags,
        summary: 'Customers, newest first, a page at a time (to search, POST /api/customers/search)',
        querystring: customerListQuerySchema,
        response: { 200: customerListSchema, ...errors },
      },
    },
    async (request) => listCustomers(db, storeIdOf(request), { ...request.query, search: '' }),
  );

  app.post(
    '/api/customers/search',
    {
      schema: {
        tags,
        summary: 'Customers, newest first, found by name, CPF or phone (in the body: a CPF never goes in a URL)',
        body: customerSearchSchema,
        response: { 200: customerListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listCustomers(db, storeIdOf(request), request.body);
    },
  );

  app.post(
    '/api/customers',
    {
      schema: {
        tags,
        summary: 'Register a customer',
        body: customerInputSchema,
        response: { 201: customerSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createCustomer(db, storeIdOf(request), request.body)),
  );

  app.get(
    '/api/customers/top',
    {
      schema: {
        tags,
        summary: 'Top 10 by total purchases (totals above zero only)',
        response: { 200: topCustomersSchema, ...errors },
      },
    },
    async (request) => getTopCustomers(db, storeIdOf(request)),
  );

  app.get(
    '/api/customers/:customerId',
    { schema: { tags, summary: 'A customer with all data', params, response: { 200: customerSchema, ...errors } } },
    async (request) => getCustomer(db, storeIdOf(request), request.params.customerId),
  );

  app.put(
    '/api/customers/:customerId',
    {
      schema: {
        tags,
        summary: 'Update the basic data',
        params,
        body: customerInputSchema,
        response: { 200: customerSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => updateCustomer(db, storeIdOf(request), request.params.customerId, request.body),
  );

  app.put(
    '/api/customers/:customerId/extras',
    {
      schema: {
        tags,
        summary: 'Save Conhecendo Cliente (pet, vehicle, marital status, spouse, team)',
        params,
        body: customerExtrasSchema,
        response: { 200: customerSchema, ...errors },
      },
    },
    async (request) => saveCustomerExtras(db, storeIdOf(request), request.params.customerId, request.body),
  );

  app.delete(
    '/api/customers/:customerId',
    { schema: { tags, summary: 'Delete a customer', params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteCustomer(db, storeIdOf(request), request.params.customerId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/customers/:customerId/purchases',
    {
      schema: {
        tags,
        summary: 'The last purchases, newest first (online orders with their items)',
        params,
        response: { 200: purchasesSchema, ...errors },
      },
    },
    async (request) => getLastPurchases(db, storeIdOf(request), request.params.customerId),
  );

  app.get(
    '/api/customers/:customerId/credit',
    {
      schema: {
        tags,
        summary: 'Store credit: balance and entries, newest first',
        params,
        response: { 200: creditStatementSchema, ...errors },
      },
    },
    async (request) => getCreditStatement(db, storeIdOf(request), request.params.customerId),
  );

  app.post(
    '/api/customers/:customerId/credit',
    {
      schema: {
        tags,
        summary: 'Add a credit or a debit (a debit above the balance answers 422)',
        params,
        body: creditEntryInputSchema,
        response: { 201: creditEntryResultSchema, ...errors, 422: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addCreditEntry(db, storeIdOf(request), request.params.customerId, request.body)),
  );

  app.post(
    '/api/customers/:customerId/export',
    {
      schema: {
        tags,
        summary: 'LGPD: everything the shop holds about the customer (logged with the format asked for)',
        params,
        body: customerExportInputSchema,
        response: { 200: customerExportSchema, ...errors },
      },
    },
    async (request) => exportCustomerData(db, storeIdOf(request), request.params.customerId, request.body.formato),
  );

  app.post(
    '/api/customers/:customerId/anonymize',
    {
      schema: {
        tags,
        summary: "LGPD: delete the customer's personal data, keeping sales, orders and their totals",
        params,
        body: customerAnonymizeInputSchema,
        response: { 200: customerAnonymizedSchema, ...errors },
      },
    },
    async (request) => anonymizeCustomer(db, storeIdOf(request), request.params.customerId),
  );
};
