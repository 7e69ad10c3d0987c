import {
  employeeCreateSchema,
  employeeListQuerySchema,
  employeeSchema,
  employeeSessionsEndedSchema,
  employeeUpdateSchema,
} from '@maxer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { crudRoutes } from '../../platform/crud-routes.ts';
import { requestLanguage } from '../../platform/language.ts';
import { apiErrorSchema, idParamsSchema } from '../../platform/schemas.ts';
import type { Authenticate } from '../../platform/types.ts';
import {
  changeEmployee,
  createEmployee,
  type EmployeesDeps,
  endEmployeeSessions,
  getEmployee,
  listCompanyEmployees,
  removeEmployee,
} from './employees.service.ts';

/** The company's users ("employees"), managed by an owner. */
export function employeesRoutes(deps: EmployeesDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.authenticate);

    crudRoutes(app, {
      path: '/api/employees',
      tags: ['employees'],
      item: employeeSchema,
      list: {
        operationId: 'listEmployees',
        query: employeeListQuerySchema,
        errors: [403],
        run: (ctx, query) => listCompanyEmployees(deps, ctx, query),
      },
      create: {
        operationId: 'createEmployee',
        summary: 'Create an employee with a first password, or invite them by e-mail to set their own',
        body: employeeCreateSchema,
        errors: [400, 403, 409],
        run: (ctx, values, request) => createEmployee(deps, ctx, values, requestLanguage(request)),
      },
      get: { operationId: 'getEmployee', errors: [404], run: (ctx, id) => getEmployee(deps, ctx, id) },
      update: {
        operationId: 'updateEmployee',
        summary: 'Change an employee; deactivating or setting a password ends their sessions',
        body: employeeUpdateSchema,
        errors: [400, 404, 409],
        run: (ctx, id, values) => changeEmployee(deps, ctx, id, values),
      },
      delete: {
        operationId: 'deleteEmployee',
        errors: [404, 409],
        run: (ctx, id) => removeEmployee(deps, ctx, id),
      },
    });

    app.delete(
      '/api/employees/:id/sessions',
      {
        schema: {
          operationId: 'endEmployeeSessions',
          tags: ['employees'],
          summary: "End every session of one of the company's users; their open pages go to sign-in",
          params: idParamsSchema,
          response: {
            200: employeeSessionsEndedSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      (request) => endEmployeeSessions(deps, request.ctx, request.params.id),
    );
  };
}
