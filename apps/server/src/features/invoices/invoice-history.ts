import { type ContractHistoryEntry, historyEntry } from '@maxer/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices, users } from '../../db/schema/index.ts';

const creatorJoin = and(eq(users.id, invoices.createdByUserId), eq(users.companyId, invoices.companyId));

/**
 * A job's invoices in its history (one query, at most `limit`, oldest first): number, total and who
 * created it. Answers their ids too, for their payments and e-mails.
 */
export async function invoiceHistory(
  db: Db,
  companyId: string,
  contractId: string,
  limit: number,
): Promise<{ entries: ContractHistoryEntry[]; invoiceIds: string[]; truncated: boolean }> {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      total: invoices.total,
      currency: invoices.currency,
      creator: sql<
        string | null
      >`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .leftJoin(users, creatorJoin)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.contractId, contractId)))
    .orderBy(asc(invoices.createdAt), asc(invoices.id))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  return {
    entries: shown.map((row) =>
      historyEntry('invoiceCreated', row.createdAt, {
        invoiceId: row.id,
        invoiceNumber: row.number,
        amount: row.total,
        currency: row.currency,
        actorName: row.creator,
      }),
    ),
    invoiceIds: shown.map((row) => row.id),
    truncated: rows.length > limit,
  };
}
