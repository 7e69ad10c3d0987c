import { type ErrorCode, type ErrorParams, errorStatus } from '@maxer/domain';

/** A field's error: a code, or a code with the parameters of its message. */
export type FieldError = ErrorCode | { code: ErrorCode; params: ErrorParams };

/** The one error type services throw; the error handler turns it into the API's error body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params?: ErrorParams;
  readonly fields?: Record<string, FieldError>;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    details: {
      params?: ErrorParams;
      fields?: Record<string, FieldError>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.params = details.params;
    this.fields = details.fields;
    this.headers = details.headers;
  }

  get status(): number {
    return errorStatus(this.code);
  }
}

/** "Not found or not yours": another company's object answers exactly like a missing one. */
export const notFound = () => new AppError('error_resource_not_found');
