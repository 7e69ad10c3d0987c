import { type ContractHistoryEntry, historyEntry } from '@maxer/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices, payments, users } from '../../db/schema/index.ts';

const recorderJoin = and(eq(users.id, payments.createdByUserId), eq(users.companyId, payments.companyId));
const invoiceJoin = and(eq(invoices.id, payments.invoiceId), eq(invoices.companyId, payments.companyId));

/**
 * The payments recorded on these invoices, for a job's history (one query, at most `limit`, in the
 * order they were recorded): amount, invoice and who recorded it.
 */
export async function paymentHistory(
  db: Db,
  companyId: string,
  invoiceIds: string[],
  limit: number,
): Promise<{ entries: ContractHistoryEntry[]; truncated: boolean }> {
  if (invoiceIds.length === 0) return { entries: [], truncated: false };
  const rows = await db
    .select({
      invoiceId: payments.invoiceId,
      invoiceNumber: invoices.number,
      currency: invoices.currency,
      amount: payments.amount,
      recorder: sql<
        string | null
      >`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .innerJoin(invoices, invoiceJoin)
    .leftJoin(users, recorderJoin)
    .where(and(eq(payments.companyId, companyId), inArray(payments.invoiceId, invoiceIds)))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(limit + 1);
  return {
    entries: rows.slice(0, limit).map((row) =>
      historyEntry('paymentRecorded', row.createdAt, {
        invoiceId: row.invoiceId,
        invoiceNumber: row.invoiceNumber,
        amount: row.amount,
        currency: row.currency,
        actorName: row.recorder,
      }),
    ),
    truncated: rows.length > limit,
  };
}
