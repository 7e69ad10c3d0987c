import type { ApiKeyScope, Role } from '@maxer/domain';
import { AppError } from '../errors.ts';

export type Actor =
  | { type: 'user'; id: string }
  | { type: 'admin'; id: string }
  | { type: 'apiKey'; id: string };

/**
 * Who is asking and for which company: resolved once per request by authentication and passed to
 * every service (architecture.md convention 3). `companyId` is null only for a platform admin who is
 * not acting for a company.
 */
export interface RequestContext {
  actor: Actor;
  role: Role;
  companyId: string | null;
  /**
   * That company's time zone (IANA), read with the session: "today" and "this month" need it on many
   * requests, and a query each time would cost a round trip. Null exactly when `companyId` is.
   */
  companyTimeZone: string | null;
  sessionId: string;
  /** The bearer token of this session (the auth response's accessToken). */
  sessionToken: string;
  /** How the token came: a cookie needs CSRF protection, a bearer header does not. */
  via: 'cookie' | 'bearer';
  /** The key behind a request made with an API key (ADR 052); `sessionId` is then the key's id. */
  apiKey?: { id: string; name: string; scope: ApiKeyScope };
  /** The client's address (behind trusted proxies), recorded with each activity (ADR 037). */
  ip?: string;
}

/** The company a tenant-scoped service works in; a platform admin must name one. */
export function companyOf(ctx: RequestContext): string {
  // A platform admin reaches company data only while acting for a company (x-company-id).
  if (!ctx.companyId) throw new AppError('error_forbidden');
  return ctx.companyId;
}

/** The time zone of the company a tenant-scoped service works in (see `companyOf`). */
export function companyTimeZoneOf(ctx: RequestContext): string {
  if (!ctx.companyTimeZone) throw new AppError('error_forbidden');
  return ctx.companyTimeZone;
}
