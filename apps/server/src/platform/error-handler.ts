import { type ApiErrorBody, type ErrorCode, errorMessage, errorStatus, isErrorCode } from '@maxer/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from './errors.ts';
import { requestLanguage } from './language.ts';

interface ValidationItem {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** A zod issue as a catalogue code: schemas name their codes as messages; the rest is mapped here. */
function issueCode(item: ValidationItem): ErrorCode {
  if (isErrorCode(item.message)) return item.message;
  if (item.keyword === 'invalid_type' && item.message?.includes('received undefined'))
    return 'error_field_required';
  if (item.keyword === 'invalid_format' && item.params?.format === 'email') return 'error_email_invalid';
  return 'error_field_invalid';
}

function fieldName(item: ValidationItem): string {
  return item.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  details: { params?: AppError['params']; fields?: Record<string, FieldError> } = {},
) {
  const language = requestLanguage(request);
  const body: ApiErrorBody = {
    error: {
      code,
      message: errorMessage(code, language, details.params),
      ...(details.params ? { params: details.params } : {}),
      ...(details.fields
        ? {
            fields: Object.fromEntries(
              Object.entries(details.fields).map(([field, fieldError]) => {
                const { code: fieldCode, params } =
                  typeof fieldError === 'string' ? { code: fieldError, params: undefined } : fieldError;
                return [field, { code: fieldCode, message: errorMessage(fieldCode, language, params) }];
              }),
            ),
          }
        : {}),
    },
    requestId: String(request.id),
  };
  return reply.status(errorStatus(code)).type('application/json').send(body);
}

/** One handler for every error (architecture.md convention 2). */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(request, reply, error.code, { params: error.params, fields: error.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, ErrorCode> = {};
      for (const item of error.validation as unknown as ValidationItem[]) {
        fields[fieldName(item)] ??= issueCode(item);
      }
      return sendError(request, reply, 'error_validation', { fields });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      // A file route may say what its limit means (a bank statement names its maximum).
      const tooLarge = request.routeOptions.config?.fileTooLarge;
      return sendError(request, reply, tooLarge?.code ?? 'error_payload_too_large', {
        params: tooLarge?.params,
      });
    }
    // A content type no parser of this route accepts (Fastify's FST_ERR_CTP_INVALID_MEDIA_TYPE).
    if (status === 415) return sendError(request, reply, 'error_content_type');
    if (status === 404) return sendError(request, reply, 'error_resource_not_found');
    if (status === 429)
      return sendError(request, reply, 'error_too_many_requests', { params: { seconds: 60 } });
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, not a field's.
      request.log.info({ err: error }, 'bad request');
      return sendError(request, reply, 'error_field_invalid');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'error_something_wrong');
  });
}

export { errorStatus };
