import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  crmTemplateInputSchema,
  crmTemplateListSchema,
  crmTemplateParamsSchema,
  crmTemplateSchema,
} from '../../../shared/contracts/crm-templates.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { getCrmTemplates, restoreCrmTemplate, saveCrmTemplate } from './crm-templates-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const tags = ['crm'];

/** CRM message templates: the five built-in ones (aniversario ... desconto) in the shop's words. */
export const crmTemplatesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireStore);

  app.get(
    '/api/crm/templates',
    {
      schema: {
        tags,
        summary: "The five message templates, in the shop's own words where it changed them",
        response: { 200: crmTemplateListSchema, ...errors },
      },
    },
    async (request) => getCrmTemplates(db, storeIdOf(request)),
  );

  app.put(
    '/api/crm/templates/:key',
    {
      schema: {
        tags,
        summary: "Change a template's text ({nome}, {pontos}, {cashback} and {loja} are filled per customer)",
        params: crmTemplateParamsSchema,
        body: crmTemplateInputSchema,
        response: { 200: crmTemplateSchema, ...errors },
      },
    },
    async (request) => saveCrmTemplate(db, storeIdOf(request), request.params.key, request.body.texto),
  );

  app.delete(
    '/api/crm/templates/:key',
    {
      schema: {
        tags,
        summary: 'Restore the built-in text of a template',
        params: crmTemplateParamsSchema,
        response: { 200: crmTemplateSchema, ...errors },
      },
    },
    async (request) => restoreCrmTemplate(db, storeIdOf(request), request.params.key),
  );
};
