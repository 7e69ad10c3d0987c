import {
  employeeCreateSchema,
  employeeListQuerySchema,
  employeeSchema,
  employeeUpdateSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../platform/language.ts';
import { apiErrorSchema, idParamsSchema, pagedSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  changeEmployee,
  createEmployee,
  type EmployeesDeps,
  getEmployee,
  listCompanyEmployees,
  removeEmployee,
} from './employees.service.ts';

const tags = ['employees'];

/** The company's users ("employees"), managed by an owner. */
export function employeesRoutes(deps: EmployeesDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    app.get(
      '/api/employees',
      {
        schema: {
          operationId: 'listEmployees',
          tags,
          querystring: employeeListQuerySchema,
          response: { 200: pagedSchema(employeeSchema), 403: apiErrorSchema },
        },
      },
      (request) => listCompanyEmployees(deps, request.ctx, request.query),
    );

    app.post(
      '/api/employees',
      {
        schema: {
          operationId: 'createEmployee',
          tags,
          summary: 'Create an employee with a first password, or invite them by e-mail to set their own',
          body: employeeCreateSchema,
          response: { 201: employeeSchema, 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createEmployee(deps, request.ctx, request.body, requestLanguage(request))),
    );

    app.get(
      '/api/employees/:id',
      {
        schema: {
          operationId: 'getEmployee',
          tags,
          params: idParamsSchema,
          response: { 200: employeeSchema, 404: apiErrorSchema },
        },
      },
      (request) => getEmployee(deps, request.ctx, request.params.id),
    );

    app.put(
      '/api/employees/:id',
      {
        schema: {
          operationId: 'updateEmployee',
          tags,
          summary: 'Change an employee; deactivating or setting a password ends their sessions',
          params: idParamsSchema,
          body: employeeUpdateSchema,
          response: { 200: employeeSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      (request) => changeEmployee(deps, request.ctx, request.params.id, request.body),
    );

    app.delete(
      '/api/employees/:id',
      {
        schema: {
          operationId: 'deleteEmployee',
          tags,
          params: idParamsSchema,
          response: { 204: z.null(), 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await removeEmployee(deps, request.ctx, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
