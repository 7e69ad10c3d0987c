import type { ApiKeyScope } from '@maxer/domain';
import { and, eq, ilike, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { listPage, sortOrder, windowTotal } from '../../db/list-page.ts';
import { apiKeys } from '../../db/schema/index.ts';

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  keyId: apiKeys.keyId,
  scope: apiKeys.scope,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  revokedAt: apiKeys.revokedAt,
  lastUsedAt: apiKeys.lastUsedAt,
  lastUsedIp: apiKeys.lastUsedIp,
};
export type ApiKeyRow = Awaited<ReturnType<typeof findApiKeyOf>> & {};

const sortColumns = {
  name: [apiKeys.name, apiKeys.id],
  createdAt: [apiKeys.createdAt, apiKeys.id],
  lastUsedAt: [apiKeys.lastUsedAt, apiKeys.id],
  expiresAt: [apiKeys.expiresAt, apiKeys.id],
} as const;

export async function listApiKeys(
  db: Db,
  companyId: string,
  query: { page: number; pageSize: number; sort: string; q?: string },
) {
  return listPage(
    db
      .select({ ...columns, total: windowTotal() })
      .from(apiKeys)
      .where(
        and(
          eq(apiKeys.companyId, companyId),
          query.q ? ilike(apiKeys.name, containsPattern(query.q)) : undefined,
        ),
      )
      .$dynamic(),
    sortOrder(sortColumns, query.sort),
    query,
  );
}

export async function findApiKeyOf(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)));
  return row;
}

export async function insertApiKey(
  db: Db,
  values: {
    companyId: string;
    name: string;
    keyId: string;
    secretHash: string;
    scope: ApiKeyScope;
    expiresAt: Date | null;
  },
): Promise<string> {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  return row!.id;
}

/** Revoking twice keeps the first time. */
export async function revokeApiKey(db: Db, companyId: string, id: string, now: Date) {
  await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
}
