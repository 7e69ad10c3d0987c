import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

export type IdempotencyScope = 'payment' | 'invoice';

/** JSON with object keys sorted, so the same request hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (request: unknown) =>
  createHash('sha256').update(canonical(request)).digest('hex');

/**
 * Create a record at most once per idempotency key (ADR 023), inside the caller's transaction:
 *
 * 1. The key is claimed first (INSERT … ON CONFLICT DO NOTHING). A parallel request with the same key
 *    waits on that row until the first transaction ends: after a commit it finds the key, after a
 *    rollback (the creation was refused) it claims the key itself. So a refused request never uses up
 *    its key, and only the database decides between parallel ones.
 * 2. A key already used answers its record (`created: false`) when the request is the same (`request`
 *    is what was asked: the target and the validated body without the key), and
 *    `error_idempotency_key_reused` (422) when it is not, rather than silently answering something
 *    else than what was asked.
 * 3. Otherwise `create` runs and the key remembers its record.
 *
 * Without a key, `create` simply runs.
 */
export async function createOnce(
  tx: Db,
  target: { companyId: string; scope: IdempotencyScope; key: string | null | undefined; request: unknown },
  create: () => Promise<string>,
): Promise<{ id: string; created: boolean }> {
  const { companyId, scope, key } = target;
  if (!key) return { id: await create(), created: true };
  const hash = requestHash(target.request);
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ companyId, scope, key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const where = and(
    eq(idempotencyKeys.companyId, companyId),
    eq(idempotencyKeys.scope, scope),
    eq(idempotencyKeys.key, key),
  );
  if (claimed.length === 0) {
    const [earlier] = await tx
      .select({ requestHash: idempotencyKeys.requestHash, resourceId: idempotencyKeys.resourceId })
      .from(idempotencyKeys)
      .where(where);
    if (!earlier?.resourceId || (earlier.requestHash !== null && earlier.requestHash !== hash))
      throw new AppError('error_idempotency_key_reused');
    return { id: earlier.resourceId, created: false };
  }
  const id = await create();
  await tx.update(idempotencyKeys).set({ resourceId: id }).where(where);
  return { id, created: true };
}

/**
 * Forget the keys of a deleted record: sending the same form again after a deletion creates anew
 * (as it did when the key lived in the record's own row) instead of answering a record that is gone.
 */
export async function forgetKeysOf(tx: Db, companyId: string, scope: IdempotencyScope, resourceId: string) {
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.companyId, companyId),
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.resourceId, resourceId),
      ),
    );
}
