import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../errors.ts';
import { type RateLimitStore, tooManyRequests } from '../rate-limit.ts';
import { findApiKey, parseApiKeyToken, touchApiKey } from './api-key-store.ts';
import type { RequestContext } from './context.ts';
import type { SideOf } from './side.ts';
import { hashToken, safeEqual } from './tokens.ts';

/** Last use is recorded at most this often per key: a program's every read must not become a write. */
const TOUCH_INTERVAL_MS = 60_000;
/** A read-only key may read: GET and HEAD (ADR 052). */
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * What a key never reaches, whatever the permission table says (it denies these too): the admin side,
 * signing in and out, sessions, the profile and its password, and the keys themselves. Refusing by path
 * here as well means a route added there later cannot forget it.
 */
const KEY_EXCLUDED = [
  /^\/api\/admin(\/|$)/,
  /^\/api\/auth(\/|$|\?)/,
  /^\/api\/sessions(\/|$|\?)/,
  /^\/api\/profile(\/|$|\?)/,
  /^\/api\/api-keys(\/|$|\?)/,
];

export function isExcludedForApiKeys(url: string): boolean {
  return KEY_EXCLUDED.some((pattern) => pattern.test(url));
}

/**
 * The context of a request made with `Authorization: Bearer mx_…`: 401 (error_api_key_invalid) for an
 * unknown, wrong, expired or revoked key, 423 when its company is inactive, 403 where keys never go or
 * for a write with a read-only key, 429 over the key's rate limit. The key acts for its company with
 * the role API_KEY.
 */
export async function authenticateApiKey(
  deps: {
    db: Db;
    now: () => Date;
    sideOf: SideOf;
    rateLimitStore: RateLimitStore;
    apiKeyLimit: { max: number; windowMs: number };
  },
  request: FastifyRequest,
  token: string,
): Promise<RequestContext> {
  if (isExcludedForApiKeys(request.url)) throw new AppError('error_api_key_not_allowed');
  const parsed = parseApiKeyToken(token);
  if (!parsed) throw new AppError('error_api_key_invalid');
  const key = await findApiKey(deps.db, parsed.keyId);
  // The stored hash is compared in constant time; a key id alone (it shows in lists) opens nothing.
  if (!key || !safeEqual(hashToken(parsed.secret), key.secretHash))
    throw new AppError('error_api_key_invalid');
  const now = deps.now();
  if (key.revokedAt || (key.expiresAt && key.expiresAt < now)) throw new AppError('error_api_key_invalid');
  // A key belongs to its company's side; on the admin host it is as unknown as a user's session.
  if (deps.sideOf(request.raw) !== 'company') throw new AppError('error_api_key_invalid');
  if (!key.company.active) throw new AppError('error_company_inactive');

  const { count, resetMs } = await deps.rateLimitStore.hit(`api-key:${key.id}`, deps.apiKeyLimit.windowMs);
  if (count > deps.apiKeyLimit.max) throw tooManyRequests(resetMs);
  if (key.scope === 'read' && !READ_METHODS.has(request.method))
    throw new AppError('error_api_key_read_only');

  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    await touchApiKey(deps.db, key.id, request.ip, now);
  }
  return {
    actor: { type: 'apiKey', id: key.id },
    role: 'API_KEY',
    companyId: key.company.id,
    companyTimeZone: key.company.timeZone,
    sessionId: key.id,
    sessionToken: '',
    via: 'bearer',
    ip: request.ip,
    apiKey: { id: key.id, name: key.name, scope: key.scope },
  };
}
