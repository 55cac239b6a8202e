import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeIdParamsSchema } from '../../../shared/contracts/storefront.ts';
import {
  publicSurveySchema,
  surveyQuestionsInputSchema,
  surveyQuestionsSchema,
  surveyReportSchema,
  surveySubmitResultSchema,
  surveySubmitSchema,
} from '../../../shared/contracts/surveys.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import { clientKey } from '../../client-address.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import { getPublicSurvey, getQuestions, getReport, setQuestions, submitSurvey } from './surveys-service.ts';

const tags = ['surveys'];
const ownerErrors = { 400: apiErrorSchema, 401: apiErrorSchema };
const publicErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Pesquisa de Satisfação, the owner's side: the shop's five questions and the report. */
const ownerSurveysRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireStore);

  app.get(
    '/api/surveys/questions',
    {
      schema: {
        tags,
        summary: "The shop's five survey questions (the defaults until the owner saves their own)",
        response: { 200: surveyQuestionsSchema, ...ownerErrors },
      },
    },
    async (request) => getQuestions(db, storeIdOf(request)),
  );

  app.put(
    '/api/surveys/questions',
    {
      schema: {
        tags,
        summary: 'Save the five questions (each required, at most 150 characters); new surveys ask them',
        body: surveyQuestionsInputSchema,
        response: { 200: surveyQuestionsSchema, ...ownerErrors },
      },
    },
    async (request) => setQuestions(db, storeIdOf(request), request.body.perguntas),
  );

  app.get(
    '/api/surveys/report',
    {
      schema: {
        tags,
        summary: 'The satisfaction report: answers, averages, share of ratings of 4 or more, the last 5 surveys',
        response: { 200: surveyReportSchema, ...ownerErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getReport(db, storeIdOf(request));
    },
  );
};

/** Pesquisa de Satisfação, the public side: no session; unknown or blocked shops answer 404. */
const publicSurveysRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/public/stores/:storeId/survey',
    {
      schema: {
        tags,
        summary: "A shop's survey form: its name and its five questions",
        params: storeIdParamsSchema,
        response: { 200: publicSurveySchema, ...publicErrors },
      },
      config: perMinute(60),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return getPublicSurvey(db, request.params.storeId);
    },
  );

  app.post(
    '/api/public/stores/:storeId/surveys',
    {
      schema: {
        tags,
        summary:
          'Send a survey (201): optional name, five ratings from 1 to 5, optional comment; limited per address and shop',
        params: storeIdParamsSchema,
        body: surveySubmitSchema,
        response: { 201: surveySubmitResultSchema, ...publicErrors },
      },
      config: perMinute(30),
    },
    async (request, reply) =>
      reply.status(201).send(await submitSurvey(db, request.params.storeId, request.body, clientKey(request))),
  );
};

/** Both sides, each in its own scope (the owner's session hook never reaches the public routes). */
export const surveysRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  await app.register(ownerSurveysRoutes, deps);
  await app.register(publicSurveysRoutes, deps);
};
