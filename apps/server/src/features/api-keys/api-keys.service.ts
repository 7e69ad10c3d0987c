import {
  type ApiKey,
  type ApiKeyValues,
  type CreatedApiKey,
  calendarDayIn,
  endOfDayIn,
  type Page,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../platform/activity.ts';
import { newApiKeyToken } from '../../platform/auth/api-key-store.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, companyTimeZoneOf, type RequestContext } from '../../platform/auth/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { type ApiKeyRow, findApiKeyOf, insertApiKey, listApiKeys, revokeApiKey } from './api-keys.repo.ts';

export interface ApiKeysDeps {
  db: Db;
  now: () => Date;
}

const ENTITY = 'apiKey';

function toApiKey(row: ApiKeyRow, now: Date): ApiKey {
  const { id, createdAt, expiresAt, revokedAt, lastUsedAt, ...rest } = row;
  return {
    _id: id,
    ...rest,
    createdAt: createdAt.toISOString(),
    expiresAt: expiresAt?.toISOString() ?? null,
    revokedAt: revokedAt?.toISOString() ?? null,
    lastUsedAt: lastUsedAt?.toISOString() ?? null,
    active: !revokedAt && !(expiresAt && expiresAt < now),
  };
}

export async function listCompanyApiKeys(
  deps: ApiKeysDeps,
  ctx: RequestContext,
  query: { page: number; pageSize: number; sort: string; q?: string },
): Promise<Page<ApiKey>> {
  authorize(ctx, 'api-key:manage');
  const now = deps.now();
  const { items, total } = await listApiKeys(deps.db, companyOf(ctx), query);
  return { items: items.map((row) => toApiKey(row, now)), total, page: query.page, pageSize: query.pageSize };
}

/** A new key; its token is in this answer only (only the secret's hash is kept). */
export async function createApiKey(
  deps: ApiKeysDeps,
  ctx: RequestContext,
  values: ApiKeyValues,
): Promise<CreatedApiKey> {
  authorize(ctx, 'api-key:create');
  const companyId = companyOf(ctx);
  const timeZone = companyTimeZoneOf(ctx);
  const now = deps.now();
  // The expiry day is the last day the key works, to its end in the company's time zone.
  if (values.expiresOn && values.expiresOn < calendarDayIn(now, timeZone)) {
    throw new AppError('error_validation', { fields: { expiresOn: 'error_api_key_expiry_past' } });
  }
  const expiresAt = values.expiresOn ? endOfDayIn(values.expiresOn, timeZone) : null;
  const { token, keyId, secretHash } = newApiKeyToken();
  const row = await deps.db.transaction(async (tx) => {
    const id = await insertApiKey(tx, {
      companyId,
      name: values.name,
      keyId,
      secretHash,
      scope: values.scope,
      expiresAt,
    });
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'create',
      changes: {
        name: [null, values.name],
        scope: [null, values.scope],
        keyId: [null, keyId],
        expiresAt: [null, expiresAt?.toISOString() ?? null],
      },
    });
    return findApiKeyOf(tx, companyId, id);
  });
  return { ...toApiKey(row!, now), token };
}

/** Revoked keys stay listed (when, last use) and answer 401 from now on. */
export async function revokeCompanyApiKey(deps: ApiKeysDeps, ctx: RequestContext, id: string) {
  authorize(ctx, 'api-key:manage');
  const companyId = companyOf(ctx);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await findApiKeyOf(tx, companyId, id);
    if (!before) throw notFound();
    if (before.revokedAt) return;
    await revokeApiKey(tx, companyId, id, now);
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'update',
      changes: { revokedAt: [null, now.toISOString()] },
    });
  });
}
