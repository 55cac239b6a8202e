import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../shared/contracts/ids.ts';
import {
  taskCalendarQuerySchema,
  taskCalendarSchema,
  taskDaySchema,
  taskDayViewSchema,
  taskInputSchema,
  taskRunSchema,
  taskRunToggleSchema,
  taskTemplateListSchema,
  taskTemplateSchema,
} from '../../../shared/contracts/tasks.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import {
  addTemplate,
  editTemplate,
  getCalendar,
  getTemplates,
  openDay,
  removeTemplate,
  toggleRun,
} from './tasks-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const params = z.object({ id: idParam });
const tags = ['tasks'];

/** Tarefas Diárias: the shop's task templates, each day's runs of them, and the month's calendar. */
export const tasksRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireStore);

  app.get(
    '/api/tasks',
    { schema: { tags, summary: "The shop's task templates", response: { 200: taskTemplateListSchema, ...errors } } },
    async (request) => getTemplates(db, storeIdOf(request)),
  );

  app.post(
    '/api/tasks',
    {
      schema: {
        tags,
        summary: 'Add a task template (a name and the weekdays it repeats on, 0 Domingo to 6 Sábado)',
        body: taskInputSchema,
        response: { 201: taskTemplateSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addTemplate(db, storeIdOf(request), request.body)),
  );

  app.put(
    '/api/tasks/:id',
    {
      schema: {
        tags,
        summary: 'Change a template; its pending runs from today on follow the new name and weekdays',
        params,
        body: taskInputSchema,
        response: { 200: taskTemplateSchema, ...errors },
      },
    },
    async (request) => editTemplate(db, storeIdOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/tasks/:id',
    {
      schema: {
        tags,
        summary: 'Remove a template and its pending runs from today on (past and done runs stay)',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeTemplate(db, storeIdOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/tasks/calendar',
    {
      schema: {
        tags,
        summary: "A month's days that have tasks, with how many are done (this São Paulo month by default)",
        querystring: taskCalendarQuerySchema,
        response: { 200: taskCalendarSchema, ...errors },
      },
    },
    async (request) => getCalendar(db, storeIdOf(request), request.query.mes),
  );

  app.get(
    '/api/tasks/days/:day',
    {
      schema: {
        tags,
        summary:
          "Open a São Paulo day: today and later days get their weekday's missing tasks; a past day shows what it had",
        params: z.object({ day: taskDaySchema }),
        response: { 200: taskDayViewSchema, ...errors },
      },
    },
    async (request) => openDay(db, storeIdOf(request), request.params.day),
  );

  app.patch(
    '/api/task-runs/:id',
    {
      schema: {
        tags,
        summary: "Mark a day's task done or pending (refused for a day that has passed)",
        params,
        body: taskRunToggleSchema,
        response: { 200: taskRunSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => toggleRun(db, storeIdOf(request), request.params.id, request.body.concluida),
  );
};
