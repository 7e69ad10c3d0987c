import { Readable } from 'node:stream';
import { findTextProblem } from '@maxer/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Every route's path parameters, query and JSON body are checked once, before validation, for text
 * PostgreSQL cannot store (NUL, lone surrogates) and for absurd nesting: 400 with the field named,
 * instead of a 500 from whichever query first meets the value (decision 022). One hook rather than a
 * refinement on each schema, so no route, record key or JSON column can be forgotten.
 */
export function registerStorableText(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    // A file streamed to its route (body-types.ts `acceptFileStreams`) is bytes, not text to check.
    const body = request.body instanceof Readable ? undefined : request.body;
    for (const part of [request.params, request.query, body]) {
      const found = findTextProblem(part);
      if (found) {
        throw new AppError('error_validation', {
          fields: {
            [found.path || '_']:
              found.problem === 'unstorable' ? 'error_text_unstorable' : 'error_field_invalid',
          },
        });
      }
    }
  });
}
