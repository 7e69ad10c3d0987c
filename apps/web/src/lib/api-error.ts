import { type ErrorCode, errorMessage, isApiErrorBody, type Language } from '@maxer/domain';

export type FieldErrors = Record<string, { code: ErrorCode; message: string }>;

/** Every failed API call surfaces as this: the server's code and its message in the UI language. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: FieldErrors;
  readonly requestId: string | undefined;

  constructor(init: {
    status: number;
    code: ErrorCode;
    message: string;
    fields?: FieldErrors;
    requestId?: string;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.requestId = init.requestId;
  }
}

/** The error of a response body; a body that is not ours (a proxy's HTML page) gets a generic text. */
export function apiErrorFrom(status: number, body: unknown, language: Language): ApiError {
  if (isApiErrorBody(body)) {
    const { code, message, fields } = body.error;
    return new ApiError({ status, code, message, fields, requestId: body.requestId });
  }
  const code: ErrorCode = status === 503 ? 'error_service_unavailable' : 'error_something_wrong';
  return new ApiError({ status, code, message: errorMessage(code, language) });
}

/** The server did not answer at all (offline, DNS, connection refused). */
export function networkError(language: Language): ApiError {
  const code = 'error_service_unavailable';
  return new ApiError({ status: 0, code, message: errorMessage(code, language) });
}

export async function readApiError(response: Response, language: Language): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  return apiErrorFrom(response.status, body, language);
}

export function isAuthFailureStatus(status: number): status is 401 | 423 {
  return status === 401 || status === 423;
}
