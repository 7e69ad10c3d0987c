import { AUTH_COOKIE, CSRF_HEADER, type SessionSource } from '@maxer/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../errors.ts';
import type { RateLimitStore } from '../rate-limit.ts';
import { authenticateApiKey } from './api-key-auth.ts';
import { isApiKeyToken } from './api-key-store.ts';
import type { RequestContext } from './context.ts';
import { clearSessionCookies } from './cookies.ts';
import type { SessionCache } from './session-cache.ts';
import {
  companyTimeZone,
  findLiveSession,
  type LiveSession,
  markAdminSeen,
  markUserSeen,
  touchSession,
} from './session-store.ts';
import type { Side, SideOf } from './side.ts';
import { csrfTokenFor, hashToken, safeEqual } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated context; reading it on a request that has none answers 401. */
    readonly ctx: RequestContext;
    authContext: RequestContext | null;
    /** The session as authentication read it, with its user and company or its admin (not for API keys). */
    liveSession: LiveSession | null;
  }
}

/** Writing last-used on every request would turn each read into a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function tokenFrom(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return { token, via: 'bearer' };
  }
  const cookie = request.cookies[AUTH_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/**
 * The session behind a token, checked for life, for the side it is presented on and for its account's
 * state: 401 when the session is gone, revoked or expired; a session of the other side (an admin's on
 * the company host, a user's on the admin host) is as if unknown (401), except where `otherSide` says
 * 'forbidden' (the admin routes: 403, issue 14); 423 when the user, their company or the admin is inactive.
 */
export async function resolveSession(
  db: Db,
  token: string,
  options: ResolveOptions,
): Promise<RequestContext> {
  return (await resolveLiveSession(db, token, options)).ctx;
}

interface ResolveOptions {
  ip: string;
  now: Date;
  via: RequestContext['via'];
  /** The request names a company to act for (an admin's session used on behalf of a company). */
  actingFor?: boolean;
  /** Who uses it when the transport does not tell (the web app's real-time connection: 'web'). */
  source?: SessionSource;
  side: Side;
  otherSide?: 'unknown' | 'forbidden';
  /** Verified sessions kept a few seconds (ADR 060); without it every call queries. */
  cache?: SessionCache;
}

/** `resolveSession`, with the session row it was resolved from (read now, or kept by the cache). */
export async function resolveLiveSession(
  db: Db,
  token: string,
  options: ResolveOptions,
): Promise<{ ctx: RequestContext; row: LiveSession }> {
  const tokenHash = hashToken(token);
  const { cache } = options;
  let row = cache?.get(tokenHash, options.now);
  if (!row) {
    const ticket = cache?.ticket() ?? 0;
    row = await findLiveSession(db, tokenHash, options.now);
    if (!row) throw new AppError('error_session_inactive');
    // Kept only when usable: an inactive account's session is refused below, from the database each time.
    const { user, company, admin } = row;
    if ((user && company?.active && user.active) || admin?.active) cache?.set(tokenHash, row, ticket);
  }
  const { session, user, company, admin } = row;
  const sessionSide: Side = admin ? 'admin' : 'company';
  if (sessionSide !== options.side) {
    throw new AppError(options.otherSide === 'forbidden' ? 'error_forbidden' : 'error_session_inactive');
  }

  let ctx: RequestContext;
  if (user && company) {
    if (!company.active) throw new AppError('error_company_inactive');
    if (!user.active) throw new AppError('error_user_inactive');
    ctx = {
      actor: { type: 'user', id: user.id },
      role: user.role,
      companyId: company.id,
      companyTimeZone: company.timeZone,
      sessionId: session.id,
      sessionToken: token,
      via: options.via,
      ip: options.ip,
    };
  } else if (admin) {
    if (!admin.active) throw new AppError('error_user_inactive');
    ctx = {
      actor: { type: 'admin', id: admin.id },
      role: 'PLATFORM_ADMIN',
      companyId: null,
      companyTimeZone: null,
      sessionId: session.id,
      sessionToken: token,
      via: options.via,
      ip: options.ip,
    };
  } else {
    throw new AppError('error_session_inactive');
  }

  const source = sessionSource(ctx, options);
  if (
    options.now.getTime() - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS ||
    session.lastUsedIp !== options.ip ||
    session.lastUsedSource !== source
  ) {
    // The kept row too, so the cache does not touch again on the next request.
    session.lastUsedAt = options.now;
    session.lastUsedIp = options.ip;
    session.lastUsedSource = source;
    await touchSession(db, session.id, options.ip, source, options.now);
    if (ctx.actor.type === 'user') await markUserSeen(db, ctx.actor.id, options.now);
    if (ctx.actor.type === 'admin') await markAdminSeen(db, ctx.actor.id, options.now);
  }
  return { ctx, row };
}

/** How a session is being used (ADR 054): on behalf of a company, by a program, or in the browser. */
function sessionSource(
  ctx: RequestContext,
  options: { via: RequestContext['via']; actingFor?: boolean; source?: SessionSource },
): SessionSource {
  if (options.source) return options.source;
  if (ctx.actor.type === 'admin' && options.actingFor) return 'admin';
  return options.via === 'bearer' ? 'api' : 'web';
}

/** A company id as the database stores it; anything else is no company (404), never a database error. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The platform admin's API (issue 14): a live session of the other side is refused here with 403, not
 * taken for unknown, so a company's owner who opens an admin address learns it is not for them.
 */
const ADMIN_API_PREFIX = '/api/admin/';

/** Header a platform admin sends to act on behalf of a company. */
export const ACT_FOR_COMPANY_HEADER = 'x-company-id';

export function registerAuthentication(
  app: FastifyInstance,
  deps: {
    db: Db;
    now: () => Date;
    sideOf: SideOf;
    rateLimitStore: RateLimitStore;
    apiKeyLimit: { max: number; windowMs: number };
    sessionCache?: SessionCache;
  },
) {
  app.decorateRequest('authContext', null);
  app.decorateRequest('liveSession', null);
  app.decorateRequest('ctx', {
    getter(this: FastifyRequest) {
      if (!this.authContext) throw new AppError('error_unauthenticated');
      return this.authContext;
    },
  });

  /** onRequest hook for every route that needs a signed-in caller. */
  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const presented = tokenFrom(request);
    if (!presented) throw new AppError('error_unauthenticated');
    // A program's API key (ADR 052): its own checks, no CSRF (a bearer header), never an admin's side.
    if (presented.via === 'bearer' && isApiKeyToken(presented.token)) {
      request.authContext = await authenticateApiKey(deps, request, presented.token);
      return;
    }
    let ctx: RequestContext;
    try {
      const resolved = await resolveLiveSession(deps.db, presented.token, {
        cache: deps.sessionCache,
        ip: request.ip,
        now: deps.now(),
        via: presented.via,
        actingFor: Boolean(request.headers[ACT_FOR_COMPANY_HEADER]),
        side: deps.sideOf(request.raw),
        otherSide: request.url.startsWith(ADMIN_API_PREFIX) ? 'forbidden' : 'unknown',
      });
      ctx = resolved.ctx;
      request.liveSession = resolved.row;
    } catch (error) {
      // A dead cookie is cleared so the browser stops presenting it; a live one of the other side is kept.
      if (presented.via === 'cookie' && error instanceof AppError && error.code !== 'error_forbidden') {
        clearSessionCookies(request, reply);
      }
      throw error;
    }

    if (ctx.via === 'cookie' && !SAFE_METHODS.has(request.method)) {
      const header = request.headers[CSRF_HEADER];
      if (typeof header !== 'string' || !safeEqual(header, csrfTokenFor(ctx.sessionToken))) {
        throw new AppError('error_csrf');
      }
    }

    // Only on the admin side, since an admin's session works nowhere else.
    const actFor = request.headers[ACT_FOR_COMPANY_HEADER];
    if (ctx.role === 'PLATFORM_ADMIN' && typeof actFor === 'string' && actFor) {
      const timeZone = UUID.test(actFor) ? await companyTimeZone(deps.db, actFor) : undefined;
      if (!timeZone) throw new AppError('error_resource_not_found');
      ctx = { ...ctx, companyId: actFor, companyTimeZone: timeZone };
    }
    request.authContext = ctx;
  };
}
