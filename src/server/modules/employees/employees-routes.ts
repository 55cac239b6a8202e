import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { employeeInputSchema, employeeListSchema, employeeSchema } from '../../../shared/contracts/employees.ts';
import { idParam } from '../../../shared/contracts/ids.ts';
import { apiErrorSchema } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { storeIdOf } from '../../plugins/auth.ts';
import {
  addEmployee,
  editEmployee,
  findEmployee,
  getEmployees,
  getSellers,
  removeEmployee,
} from './employees-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const params = z.object({ id: idParam });
const tags = ['employees'];

/** Gestão de Funcionários: the shop's sellers with their monthly goal and this month's progress. */
export const employeesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // onRequest: a visitor without a session gets 401 before anything about the body is said.
  app.addHook('onRequest', app.requireStore);

  app.get(
    '/api/employees',
    {
      schema: {
        tags,
        summary: "The shop's employees with this month's sales and goal progress",
        response: { 200: employeeListSchema, ...errors },
      },
    },
    async (request) => getEmployees(db, storeIdOf(request)),
  );

  app.get(
    '/api/employees/sellers',
    {
      schema: {
        tags,
        summary: "The sellers' names for a counter sale (no goals or sales: a Caixa sees this list)",
        response: { 200: z.array(z.object({ id: z.number(), name: z.string() })), ...errors },
      },
    },
    async (request) => getSellers(db, storeIdOf(request)),
  );

  app.get(
    '/api/employees/:id',
    {
      schema: { tags, summary: 'One employee with their month', params, response: { 200: employeeSchema, ...errors } },
    },
    async (request) => findEmployee(db, storeIdOf(request), request.params.id),
  );

  app.post(
    '/api/employees',
    {
      schema: {
        tags,
        summary: 'Register an employee',
        body: employeeInputSchema,
        response: { 201: employeeSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addEmployee(db, storeIdOf(request), request.body)),
  );

  app.put(
    '/api/employees/:id',
    {
      schema: {
        tags,
        summary: "Change an employee's data and goal",
        params,
        body: employeeInputSchema,
        response: { 200: employeeSchema, ...errors },
      },
    },
    async (request) => editEmployee(db, storeIdOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/employees/:id',
    {
      schema: {
        tags,
        summary: 'Remove an employee (their past sales stay, under their name)',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeEmployee(db, storeIdOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
