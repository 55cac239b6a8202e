import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignInputSchema,
  campaignListSchema,
  campaignRecipientsSchema,
  campaignSchema,
  campaignSendInputSchema,
  campaignSendSchema,
  campaignStatusInputSchema,
  chatbotTemplateInputSchema,
  chatbotTemplateListSchema,
  chatbotTemplateSchema,
  tagInputSchema,
  tagListSchema,
  tagMemberParamsSchema,
  tagMembersInputSchema,
  tagMembersSchema,
  tagSchema,
} from '../../../shared/contracts/chatbot.ts';
import { idParam } from '../../../shared/contracts/ids.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import {
  addCampaign,
  getCampaignRecipients,
  getCampaigns,
  recordCampaignSend,
  removeCampaign,
  setCampaignStatus,
} from './chatbot-campaigns-service.ts';
import {
  addCustomersToTag,
  addTag,
  editTag,
  getTagMembers,
  getTags,
  removeCustomerFromTag,
  removeTag,
} from './chatbot-tags-service.ts';
import {
  addChatbotTemplate,
  editChatbotTemplate,
  getChatbotTemplates,
  removeChatbotTemplate,
} from './chatbot-templates-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const conflict = { 409: apiErrorSchema };
const params = z.object({ id: idParam });
const tags = ['chatbot'];

/**
 * The CRM's WhatsApp chatbot: tags on customers, campaigns to tags, and message templates. No
 * message leaves the server: each opens in WhatsApp on the owner's device, and a campaign counts
 * the ones the owner opened.
 */
export const chatbotRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireStore);

  // --- Etiquetas --------------------------------------------------------------------------

  app.get(
    '/api/chatbot/tags',
    {
      schema: {
        tags,
        summary: "The shop's tags with their customer counts",
        response: { 200: tagListSchema, ...errors },
      },
    },
    async (request) => getTags(db, storeIdOf(request)),
  );

  app.post(
    '/api/chatbot/tags',
    {
      schema: {
        tags,
        summary: 'Create a tag (name unique in the shop whatever the case; a colour of the palette)',
        body: tagInputSchema,
        response: { 201: tagSchema, ...errors, ...conflict },
      },
    },
    async (request, reply) => reply.status(201).send(await addTag(db, storeIdOf(request), request.body)),
  );

  app.put(
    '/api/chatbot/tags/:id',
    {
      schema: {
        tags,
        summary: 'Rename or recolour a tag',
        params,
        body: tagInputSchema,
        response: { 200: tagSchema, ...errors, ...conflict },
      },
    },
    async (request) => editTag(db, storeIdOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/chatbot/tags/:id',
    {
      schema: {
        tags,
        summary: 'Remove a tag from the shop and its customers (refused while a campaign is sent to it)',
        params,
        response: { 204: z.null(), ...errors, ...conflict },
      },
    },
    async (request, reply) => {
      await removeTag(db, storeIdOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/chatbot/tags/:id/members',
    {
      schema: {
        tags,
        summary: "A tag's customers in name order",
        params,
        response: { 200: tagMembersSchema, ...errors },
      },
    },
    async (request) => getTagMembers(db, storeIdOf(request), request.params.id),
  );

  app.post(
    '/api/chatbot/tags/:id/members',
    {
      schema: {
        tags,
        summary: "Put some of the shop's customers on a tag (all of them must be the shop's); answers its customers",
        params,
        body: tagMembersInputSchema,
        response: { 200: tagMembersSchema, ...errors },
      },
    },
    async (request) => addCustomersToTag(db, storeIdOf(request), request.params.id, request.body.customerIds),
  );

  app.delete(
    '/api/chatbot/tags/:id/members/:customerId',
    {
      schema: {
        tags,
        summary: 'Take a customer off a tag',
        params: tagMemberParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeCustomerFromTag(db, storeIdOf(request), request.params.id, request.params.customerId);
      return reply.status(204).send(null);
    },
  );

  // --- Campanhas --------------------------------------------------------------------------

  app.get(
    '/api/chatbot/campaigns',
    {
      schema: {
        tags,
        summary: "The shop's campaigns, newest first, with customers targeted and messages sent",
        response: { 200: campaignListSchema, ...errors },
      },
    },
    async (request) => getCampaigns(db, storeIdOf(request)),
  );

  app.post(
    '/api/chatbot/campaigns',
    {
      schema: {
        tags,
        summary: 'Create a campaign (ativa) to the customers of some tags (every customer when none)',
        body: campaignInputSchema,
        response: { 201: campaignSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addCampaign(db, storeIdOf(request), request.body)),
  );

  app.patch(
    '/api/chatbot/campaigns/:id',
    {
      schema: {
        tags,
        summary: 'Pause or resume a campaign',
        params,
        body: campaignStatusInputSchema,
        response: { 200: campaignSchema, ...errors },
      },
    },
    async (request) => setCampaignStatus(db, storeIdOf(request), request.params.id, request.body.status),
  );

  app.delete(
    '/api/chatbot/campaigns/:id',
    {
      schema: { tags, summary: 'Remove a campaign', params, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeCampaign(db, storeIdOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/chatbot/campaigns/:id/recipients',
    {
      schema: {
        tags,
        summary:
          "The campaign's customers who can receive it (valid phone, no opt-out), each with whether it was sent; the others counted",
        params,
        response: { 200: campaignRecipientsSchema, ...errors },
      },
    },
    async (request) => getCampaignRecipients(db, storeIdOf(request), request.params.id),
  );

  app.post(
    '/api/chatbot/campaigns/:id/sends',
    {
      schema: {
        tags,
        summary:
          "Record that the owner opened a customer's campaign message in WhatsApp (counted once; refused when paused, outside its dates or for a customer it cannot go to)",
        params,
        body: campaignSendInputSchema,
        response: { 200: campaignSendSchema, ...errors, ...conflict },
      },
    },
    async (request) => recordCampaignSend(db, storeIdOf(request), request.params.id, request.body.customerId),
  );

  // --- Templates --------------------------------------------------------------------------

  app.get(
    '/api/chatbot/templates',
    {
      schema: {
        tags,
        summary: "The chatbot's message templates by category (a shop without any gets the defaults)",
        response: { 200: chatbotTemplateListSchema, ...errors },
      },
    },
    async (request) => getChatbotTemplates(db, storeIdOf(request)),
  );

  app.post(
    '/api/chatbot/templates',
    {
      schema: {
        tags,
        summary: 'Create a chatbot template (geral, promocional or retencao)',
        body: chatbotTemplateInputSchema,
        response: { 201: chatbotTemplateSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addChatbotTemplate(db, storeIdOf(request), request.body)),
  );

  app.put(
    '/api/chatbot/templates/:id',
    {
      schema: {
        tags,
        summary: 'Change a chatbot template',
        params,
        body: chatbotTemplateInputSchema,
        response: { 200: chatbotTemplateSchema, ...errors },
      },
    },
    async (request) => editChatbotTemplate(db, storeIdOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/chatbot/templates/:id',
    {
      schema: { tags, summary: 'Remove a chatbot template', params, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeChatbotTemplate(db, storeIdOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
