import { DEFAULT_LANGUAGE, type Language } from '../i18n.ts';
import { ERROR_CATALOGUE, type ErrorCode, isErrorCode } from './catalogue.ts';

export type ErrorParams = Record<string, string | number>;

/** The text of an error code in a language, with `:name:` parameters filled in. */
export function errorMessage(code: ErrorCode, language: Language = DEFAULT_LANGUAGE, params?: ErrorParams) {
  const template: string = ERROR_CATALOGUE[code][language];
  return template.replace(/:(\w+):/g, (whole, name: string) =>
    params && Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

/** The shape every API error answers with (architecture.md convention 2). */
export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Field path (dot-separated) → message, for validation failures. */
    fields?: Record<string, { code: ErrorCode; message: string }>;
    params?: ErrorParams;
  };
  requestId: string;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && isErrorCode((error as { code?: unknown }).code);
}
