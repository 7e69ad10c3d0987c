import { type ContractHistoryEntry, historyEntry } from '@maxer/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offers, users } from '../../db/schema/index.ts';

const senderJoin = and(eq(users.id, offers.createdByUserId), eq(users.companyId, offers.companyId));

/**
 * A job's offers in its history (one query, at most `limit` offers, oldest first): each sent (to
 * whom, by whom), first opened by the customer, accepted (which services) or rejected (why). Answers
 * the offers' ids too, for their e-mails.
 */
export async function offerHistory(
  db: Db,
  companyId: string,
  contractId: string,
  limit: number,
): Promise<{ entries: ContractHistoryEntry[]; offerIds: string[]; truncated: boolean }> {
  const rows = await db
    .select({
      id: offers.id,
      recipient: offers.recipient,
      sender: sql<
        string | null
      >`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
      firstViewedAt: offers.firstViewedAt,
      viewCount: offers.viewCount,
      acceptedAt: offers.acceptedAt,
      rejectedAt: offers.rejectedAt,
      rejectReason: offers.rejectReason,
      acceptance: offers.acceptance,
      createdAt: offers.createdAt,
    })
    .from(offers)
    .leftJoin(users, senderJoin)
    .where(and(eq(offers.companyId, companyId), eq(offers.contractId, contractId)))
    .orderBy(asc(offers.createdAt), asc(offers.id))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const entries = shown.flatMap((row) => {
    const offer = { offerId: row.id, recipient: row.recipient };
    const found = [historyEntry('offerSent', row.createdAt, { ...offer, actorName: row.sender })];
    if (row.firstViewedAt)
      found.push(historyEntry('offerViewed', row.firstViewedAt, { ...offer, viewCount: row.viewCount }));
    if (row.acceptedAt) {
      found.push(
        historyEntry('offerAccepted', row.acceptedAt, {
          ...offer,
          acceptedServices: row.acceptance?.acceptedServices ?? null,
          amount: row.acceptance?.snapshot.grossHigh ?? null,
          currency: row.acceptance?.snapshot.currency ?? null,
        }),
      );
    }
    if (row.rejectedAt)
      found.push(historyEntry('offerRejected', row.rejectedAt, { ...offer, reason: row.rejectReason }));
    return found;
  });
  return { entries, offerIds: shown.map((row) => row.id), truncated: rows.length > limit };
}
