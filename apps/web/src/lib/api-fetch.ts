import { CSRF_HEADER, type Language, RETRY_STATUSES } from '@maxer/domain';
import { type ApiError, isAuthFailureStatus, readApiError } from './api-error.ts';
import { type ConnectionMonitor, isNetworkFailure } from './connection.ts';

/**
 * What a 401 or 423 answer does:
 * - `end-session`: the session is over; clear it and go to sign-in (spec §4, the default);
 * - `end-session-quietly`: clear it, and let the route guard decide where to go (the auth fetch on navigation);
 * - `caller`: the caller handles it (the sign-in form, where 401 means a wrong password).
 */
export type AuthFailureMode = 'end-session' | 'end-session-quietly' | 'caller';

export interface AuthFailure {
  status: 401 | 423;
  error: ApiError;
  navigate: boolean;
}

export interface ApiFetchDeps {
  fetch: (request: Request) => Promise<Response>;
  language: () => Language;
  csrfToken: () => string | null;
  onAuthFailure: (failure: AuthFailure) => void;
  /** The company a platform admin acts for on this page, sent as `x-company-id` (decision 038). */
  actingCompany?: () => string | null;
  /** Pause before the one retry of a GET. */
  retryDelayMs?: number;
  /**
   * Told when a request fails on the network (the banner shows); a GET then waits until the server
   * answers again and is sent once more, a change is not (it might have arrived: the caller says so).
   */
  connection?: Pick<ConnectionMonitor, 'markUnreachable' | 'whenReachable'>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const RETRYABLE: ReadonlySet<number> = new Set(RETRY_STATUSES);

/** Header a platform admin sends to act for a company (the server's `ACT_FOR_COMPANY_HEADER`). */
export const ACT_FOR_COMPANY_HEADER = 'x-company-id';

/**
 * The fetch every API call goes through: cookies of this origin, the UI language, the CSRF token on
 * state changes, the company an admin acts for, one retry of a GET on a passing failure (spec §8), and
 * the end of the session on 401/423.
 */
export function createApiFetch(deps: ApiFetchDeps) {
  return (mode: AuthFailureMode = 'end-session') =>
    async (input: Request): Promise<Response> => {
      const headers = new Headers(input.headers);
      headers.set('Accept-Language', deps.language());
      if (!SAFE_METHODS.has(input.method)) {
        const csrf = deps.csrfToken();
        if (csrf) headers.set(CSRF_HEADER, csrf);
      }
      const actingCompany = deps.actingCompany?.();
      if (actingCompany) headers.set(ACT_FOR_COMPANY_HEADER, actingCompany);
      const request = new Request(input, { headers, credentials: 'same-origin' });

      // Only GET is retried: repeating a POST could do its work twice.
      const retryable = request.method === 'GET';
      const send = async (): Promise<Response> => {
        for (;;) {
          try {
            return await deps.fetch(retryable ? request.clone() : request);
          } catch (error) {
            if (!deps.connection || !isNetworkFailure(error)) throw error;
            deps.connection.markUnreachable();
            if (!retryable || request.signal.aborted) throw error;
            await deps.connection.whenReachable();
            if (request.signal.aborted) throw error;
          }
        }
      };
      let response = await send();
      if (retryable && RETRYABLE.has(response.status)) {
        await new Promise((resolve) => setTimeout(resolve, deps.retryDelayMs ?? 300));
        response = await send();
      }

      if (mode !== 'caller' && isAuthFailureStatus(response.status)) {
        const error = await readApiError(response.clone(), deps.language());
        deps.onAuthFailure({ status: response.status, error, navigate: mode === 'end-session' });
      }
      return response;
    };
}
