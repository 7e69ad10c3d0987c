import { hkdfSync } from 'node:crypto';
// Types only: the libraries (about a hundred modules) load at the first call to Google, not with
// every start of a server that may never be connected to Google (ADR 059).
import type { calendar_v3 } from '@googleapis/calendar';
import type { OAuth2Client } from 'google-auth-library';
import type { GoogleCalendarConfig } from '../../config.ts';

/** What we ask Google for: the list of calendars, and the events in them. Nothing else of the account. */
export const GOOGLE_SCOPES = [
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
  'https://www.googleapis.com/auth/calendar.events',
];

/** Every call to Google is bounded; the job queue retries (with backoff), never the client itself. */
const REQUEST_TIMEOUT_MS = 15_000;

export const CALLBACK_PATH = '/api/google-calendar/callback';

/** The OAuth client with the configured endpoints (Google's own unless a root URL is configured). */
export async function oauthClient(config: GoogleCalendarConfig, publicUrl: string): Promise<OAuth2Client> {
  const { OAuth2Client } = await import('google-auth-library');
  const base = config.oauthBaseUrl;
  return new OAuth2Client({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    redirectUri: `${publicUrl}${CALLBACK_PATH}`,
    // A 401 refreshes the access token once even before its stated expiry (Google may end it early);
    // a 401 after that, or a refused refresh, means the grant is gone.
    forceRefreshOnFailure: true,
    ...(base
      ? {
          endpoints: {
            oauth2AuthBaseUrl: `${base}/o/oauth2/v2/auth`,
            oauth2TokenUrl: `${base}/token`,
            oauth2RevokeUrl: `${base}/revoke`,
            tokenInfoUrl: `${base}/tokeninfo`,
          },
        }
      : {}),
    transporterOptions: { timeout: REQUEST_TIMEOUT_MS, retry: false },
  });
}

/** The Calendar API v3 on `auth`, at the configured root. */
export async function calendarApi(
  config: GoogleCalendarConfig,
  auth: OAuth2Client,
): Promise<calendar_v3.Calendar> {
  const { calendar } = await import('@googleapis/calendar');
  return calendar({
    version: 'v3',
    auth,
    ...(config.apiBaseUrl ? { rootUrl: `${config.apiBaseUrl}/` } : {}),
    retry: false,
    timeout: REQUEST_TIMEOUT_MS,
  });
}

/** The key that signs the OAuth state: derived from the token key, never the key itself. */
export function stateKey(config: GoogleCalendarConfig): Buffer {
  return Buffer.from(
    hkdfSync('sha256', config.tokenKey, Buffer.alloc(0), 'maxer google-calendar oauth state', 32),
  );
}

/** An error's HTTP status and Google's error code (`invalid_grant`), as gaxios reports them. */
export function googleFailure(error: unknown): { status: number | null; code: string | null } {
  const response = (error as { response?: { status?: number; data?: unknown } } | null)?.response;
  const data = response?.data as { error?: unknown } | undefined;
  const code =
    typeof data?.error === 'string'
      ? data.error
      : typeof (data?.error as { status?: unknown } | undefined)?.status === 'string'
        ? (data!.error as { status: string }).status
        : null;
  return { status: response?.status ?? null, code };
}

/** Google no longer honours the grant: the refresh answered invalid_grant, or a call 401 after it. */
export function isBrokenGrant(error: unknown): boolean {
  const { status, code } = googleFailure(error);
  return (status === 400 && code === 'invalid_grant') || status === 401;
}
