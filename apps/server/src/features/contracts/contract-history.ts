import { type ContractHistoryEntry, historyEntry } from '@maxer/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema/index.ts';

/**
 * The job's own part of its history, from its recorded activities (one query, oldest first, at most
 * `limit` rows): created, edited, own status changed, archived and restored, each with who did it.
 */
export async function contractActivityHistory(
  db: Db,
  companyId: string,
  contractId: string,
  limit: number,
): Promise<{ entries: ContractHistoryEntry[]; truncated: boolean }> {
  const rows = await db
    .select({
      action: activities.action,
      actorName: activities.actorName,
      changes: activities.changes,
      createdAt: activities.createdAt,
    })
    .from(activities)
    .where(
      and(
        eq(activities.companyId, companyId),
        eq(activities.entityType, 'contract'),
        eq(activities.entityId, contractId),
      ),
    )
    .orderBy(asc(activities.createdAt), asc(activities.id))
    .limit(limit + 1);
  const entries = rows.slice(0, limit).flatMap((row) => {
    const at = row.createdAt;
    const actor = { actorName: row.actorName };
    if (row.action === 'create') return [historyEntry('created', at, actor)];
    if (row.action !== 'update') return [];
    const keys = Object.keys(row.changes);
    if ('archived' in row.changes) {
      return [historyEntry(row.changes.archived?.[1] === true ? 'archived' : 'restored', at, actor)];
    }
    // An offer's sending is recorded on the job too; the offers' own history tells it, with more.
    if ('offer' in row.changes) return [];
    const found: ContractHistoryEntry[] = [];
    if ('customStatusId' in row.changes) {
      const after = row.changes.customStatusId?.[1];
      found.push(
        historyEntry('customStatusChanged', at, {
          ...actor,
          customStatusId: typeof after === 'string' ? after : null,
        }),
      );
    }
    if (keys.some((key) => key !== 'customStatusId')) found.push(historyEntry('edited', at, actor));
    return found;
  });
  return { entries, truncated: rows.length > limit };
}
