import type {
  GoogleCalendar,
  GoogleCalendarConnection,
  GoogleCalendarSelection,
  Language,
} from '@maxer/domain';
import type { GoogleCalendarConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { AppError, type FieldError, notFound } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { brokenGrant, enqueueResync } from './calendar-sync-job.ts';
import {
  type ConnectionRow,
  deleteConnection,
  findConnection,
  putConnection,
  setSelection,
} from './google-calendar.repo.ts';
import { calendarApi, GOOGLE_SCOPES, isBrokenGrant, oauthClient, stateKey } from './google-client.ts';
import { checkState, makeState } from './oauth-state.ts';
import { openTokens, sealTokens } from './token-seal.ts';

export interface GoogleCalendarDeps {
  db: Db;
  now: () => Date;
  jobs: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  /** Null: this server has no Google client (the page says so). */
  google: GoogleCalendarConfig | null;
}

const ENTITY = 'google-calendar';

function view(deps: GoogleCalendarDeps, row: ConnectionRow | undefined): GoogleCalendarConnection {
  return {
    configured: deps.google !== null,
    status: row?.status ?? null,
    accountEmail: row?.accountEmail ?? null,
    appointmentsCalendarId: row?.appointmentsCalendarId ?? null,
    contractsCalendarId: row?.contractsCalendarId ?? null,
    connectedAt: row?.connectedAt.toISOString() ?? null,
  };
}

function configured(deps: GoogleCalendarDeps): GoogleCalendarConfig {
  if (!deps.google) throw new AppError('error_google_calendar_not_configured');
  return deps.google;
}

/** Connecting is the owner's own act: a platform admin acting for the company is told so plainly. */
function authorizeConnect(ctx: RequestContext) {
  if (ctx.role === 'PLATFORM_ADMIN') throw new AppError('error_calendar_setup_admin');
  authorize(ctx, 'calendar:connect');
}

export async function getGoogleCalendar(
  deps: GoogleCalendarDeps,
  ctx: RequestContext,
): Promise<GoogleCalendarConnection> {
  authorize(ctx, 'calendar:manage');
  return view(deps, await findConnection(deps.db, companyOf(ctx)));
}

/** Google's consent page for this session: offline access (a refresh token), the state bound to it. */
export async function googleConsentUrl(deps: GoogleCalendarDeps, ctx: RequestContext, language: Language) {
  authorizeConnect(ctx);
  companyOf(ctx);
  const google = configured(deps);
  const url = (await oauthClient(google, deps.publicUrl)).generateAuthUrl({
    access_type: 'offline',
    // Always the consent screen, so Google hands out a refresh token on every connection.
    prompt: 'consent',
    scope: GOOGLE_SCOPES,
    state: makeState(stateKey(google), ctx.sessionId, language, deps.now()),
  });
  return { url };
}

const pagePath = (language: Language, outcome: string) =>
  `${language === 'en' ? '/en' : ''}/my-company/calendar?google=${outcome}`;

/**
 * Google's redirect back with the code: the state must be this session's, the code is exchanged for
 * tokens (sealed before they are stored), the account is the one whose primary calendar answers.
 * Answers the page to send the browser to, with the outcome in its query.
 */
export async function completeGoogleConsent(
  deps: GoogleCalendarDeps,
  ctx: RequestContext,
  query: { code?: string; state?: string; error?: string },
  fallbackLanguage: Language,
): Promise<string> {
  authorizeConnect(ctx);
  const companyId = companyOf(ctx);
  const google = configured(deps);
  const language = query.state ? checkState(stateKey(google), ctx.sessionId, query.state, deps.now()) : null;
  if (!language) return pagePath(fallbackLanguage, 'failed');
  if (query.error || !query.code) return pagePath(language, 'declined');
  const auth = await oauthClient(google, deps.publicUrl);
  let accountEmail: string;
  let refreshToken: string;
  try {
    const { tokens } = await auth.getToken(query.code);
    if (!tokens.refresh_token) return pagePath(language, 'failed');
    refreshToken = tokens.refresh_token;
    auth.setCredentials(tokens);
    const { data } = await (await calendarApi(google, auth)).calendarList.list({ minAccessRole: 'reader' });
    const primary = data.items?.find((calendar) => calendar.primary);
    accountEmail = primary?.id ?? '';
    if (!accountEmail) return pagePath(language, 'failed');
  } catch {
    return pagePath(language, 'failed');
  }
  const sealed = sealTokens(google.tokenKey, companyId, {
    refresh_token: refreshToken,
    access_token: auth.credentials.access_token ?? null,
    expiry_date: auth.credentials.expiry_date ?? null,
  });
  await deps.db.transaction(async (tx) => {
    await putConnection(tx, {
      companyId,
      accountEmail,
      tokens: sealed,
      userId: ctx.actor.type === 'user' ? ctx.actor.id : null,
      at: deps.now(),
    });
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: companyId,
      action: 'create',
      changes: { accountEmail: [null, accountEmail] },
    });
    // What changed while the grant was broken (or before it existed) follows now.
    await enqueueResync(deps.jobs, tx, companyId);
  });
  return pagePath(language, 'connected');
}

/** The connected account's calendars (summary, zone, primary first). */
export async function listGoogleCalendars(
  deps: GoogleCalendarDeps,
  ctx: RequestContext,
): Promise<{ items: GoogleCalendar[] }> {
  authorize(ctx, 'calendar:manage');
  const companyId = companyOf(ctx);
  const google = configured(deps);
  const connection = await findConnection(deps.db, companyId);
  if (!connection) throw new AppError('error_google_calendar_not_connected');
  const tokens = connection.tokens ? openTokens(google.tokenKey, companyId, connection.tokens) : null;
  if (connection.status !== 'connected' || !tokens) throw new AppError('error_calendar_permission_missing');
  const auth = await oauthClient(google, deps.publicUrl);
  auth.setCredentials(tokens);
  const api = await calendarApi(google, auth);
  const items: GoogleCalendar[] = [];
  try {
    let pageToken: string | undefined;
    do {
      const { data } = await api.calendarList.list({ maxResults: 250, ...(pageToken ? { pageToken } : {}) });
      for (const calendar of data.items ?? [])
        if (calendar.id)
          items.push({
            id: calendar.id,
            summary: calendar.summaryOverride ?? calendar.summary ?? calendar.id,
            timeZone: calendar.timeZone ?? null,
            primary: calendar.primary === true,
          });
      pageToken = data.nextPageToken ?? undefined;
    } while (pageToken);
  } catch (error) {
    if (!isBrokenGrant(error)) throw new AppError('error_google_calendar_unavailable');
    await brokenGrant(deps, companyId);
    throw new AppError('error_calendar_permission_missing');
  }
  items.sort((a, b) => Number(b.primary) - Number(a.primary) || a.summary.localeCompare(b.summary));
  return { items };
}

/** Which calendar gets the appointments and which the moves; both must be the account's. */
export async function saveGoogleCalendarSelection(
  deps: GoogleCalendarDeps,
  ctx: RequestContext,
  selection: GoogleCalendarSelection,
): Promise<GoogleCalendarConnection> {
  authorize(ctx, 'calendar:manage');
  const companyId = companyOf(ctx);
  const before = await findConnection(deps.db, companyId);
  if (!before) throw new AppError('error_google_calendar_not_connected');
  const known = new Set((await listGoogleCalendars(deps, ctx)).items.map((calendar) => calendar.id));
  const fields: Record<string, FieldError> = {};
  for (const key of ['appointmentsCalendarId', 'contractsCalendarId'] as const) {
    const id = selection[key];
    if (id !== null && !known.has(id)) fields[key] = 'error_field_invalid';
  }
  if (Object.keys(fields).length > 0) throw new AppError('error_validation', { fields });
  await deps.db.transaction(async (tx) => {
    if (!(await setSelection(tx, companyId, selection))) throw notFound();
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: companyId,
      action: 'update',
      changes: Object.fromEntries(
        (['appointmentsCalendarId', 'contractsCalendarId'] as const)
          .filter((key) => before[key] !== selection[key])
          .map((key) => [key, [before[key], selection[key]]]),
      ),
    });
    // Events move to the newly chosen calendars (and leave the ones no longer chosen).
    await enqueueResync(deps.jobs, tx, companyId);
  });
  return view(deps, await findConnection(deps.db, companyId));
}

/** Disconnecting removes the tokens (and asks Google to drop the grant); the events stay in Google. */
export async function disconnectGoogleCalendar(deps: GoogleCalendarDeps, ctx: RequestContext): Promise<void> {
  authorize(ctx, 'calendar:manage');
  const companyId = companyOf(ctx);
  const removed = await deps.db.transaction(async (tx) => {
    const row = await deleteConnection(tx, companyId);
    if (!row) throw notFound();
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: companyId,
      action: 'delete',
      changes: { accountEmail: [row.accountEmail, null] },
    });
    return row;
  });
  const tokens =
    deps.google && removed.tokens ? openTokens(deps.google.tokenKey, companyId, removed.tokens) : null;
  if (deps.google && tokens) {
    // Best effort: the tokens are gone here whatever Google answers.
    await (await oauthClient(deps.google, deps.publicUrl)).revokeToken(tokens.refresh_token).catch(() => {});
  }
}
