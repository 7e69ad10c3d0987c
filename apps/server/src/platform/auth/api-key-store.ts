import { randomBytes } from 'node:crypto';
import { API_KEY_TOKEN_PREFIX } from '@maxer/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, companies } from '../../db/schema/index.ts';
import { hashToken } from './tokens.ts';

// API keys as authentication reads them (issue 19, ADR 052): the api-keys feature creates and revokes
// keys, every request with `Authorization: Bearer mx_…` is checked here.

/** 16 hex characters: never an underscore, so the token splits unambiguously. */
const KEY_ID = /^[0-9a-f]{16}$/;

/** A new key's token `mx_<keyId>_<secret>`, and what is stored of it (the secret's SHA-256). */
export function newApiKeyToken(): { token: string; keyId: string; secretHash: string } {
  const keyId = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { token: `${API_KEY_TOKEN_PREFIX}${keyId}_${secret}`, keyId, secretHash: hashToken(secret) };
}

export function isApiKeyToken(token: string): boolean {
  return token.startsWith(API_KEY_TOKEN_PREFIX);
}

/** The parts of a presented token, or null when it is not shaped like one. */
export function parseApiKeyToken(token: string): { keyId: string; secret: string } | null {
  if (!isApiKeyToken(token)) return null;
  const rest = token.slice(API_KEY_TOKEN_PREFIX.length);
  const cut = rest.indexOf('_');
  if (cut < 0) return null;
  const keyId = rest.slice(0, cut);
  const secret = rest.slice(cut + 1);
  return KEY_ID.test(keyId) && secret ? { keyId, secret } : null;
}

function keyQuery(db: Db) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      secretHash: apiKeys.secretHash,
      scope: apiKeys.scope,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      company: { id: companies.id, active: companies.active, timeZone: companies.timeZone },
    })
    .from(apiKeys)
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .where(eq(apiKeys.keyId, sql.placeholder('keyId')))
    .limit(1)
    .prepare('find_api_key');
}

/** Prepared once per database, like the session query: every request with a key runs it. */
const keyQueries = new WeakMap<Db, ReturnType<typeof keyQuery>>();

/** The key with this key id and its company, whatever its state (the caller checks secret and life). */
export async function findApiKey(db: Db, keyId: string) {
  let query = keyQueries.get(db);
  if (!query) {
    query = keyQuery(db);
    keyQueries.set(db, query);
  }
  const [row] = await query.execute({ keyId });
  return row;
}

export async function touchApiKey(db: Db, id: string, ip: string, now: Date) {
  await db.update(apiKeys).set({ lastUsedAt: now, lastUsedIp: ip }).where(eq(apiKeys.id, id));
}

/** An API key's name, for the activities it writes ("API key Buchhaltung"). */
export async function apiKeyName(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ name: apiKeys.name }).from(apiKeys).where(eq(apiKeys.id, id));
  return row?.name;
}
