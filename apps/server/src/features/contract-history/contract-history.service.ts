import { CONTRACT_HISTORY_LIMIT, type ContractHistory, sortHistory } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { notFound } from '../../platform/errors.ts';
import { APPOINTMENT_RELATION, appointmentIdsOfContract } from '../appointments/index.ts';
import { commentHistory } from '../comments/index.ts';
import { contractActivityHistory, findContract } from '../contracts/index.ts';
import { INVOICE_RELATION } from '../invoice-mails/index.ts';
import { invoiceHistory } from '../invoices/index.ts';
import { mailHistory } from '../mail/index.ts';
import { offerHistory } from '../offers/index.ts';
import { paymentHistory } from '../payments/index.ts';

export interface ContractHistoryDeps {
  db: Db;
}

/** The relation an offer's e-mails (sent, acceptance confirmation) are filed under. */
const OFFER_RELATION = 'offer';

/**
 * A job's history, oldest first: what happened to it, its offers, invoices, payments and e-mails
 * (its appointments' invitations and reminders among them), and its comments (who wrote one, when),
 * assembled from those records (each source one query, none per row). Each source answers at most
 * CONTRACT_HISTORY_LIMIT entries and the whole at most that many, the oldest kept (how the job began
 * matters more than its hundredth e-mail); `truncated` says that more exist.
 */
export async function getContractHistory(
  deps: ContractHistoryDeps,
  ctx: RequestContext,
  contractId: string,
): Promise<ContractHistory> {
  authorize(ctx, 'contract:read');
  const companyId = companyOf(ctx);
  const contract = await findContract(deps.db, companyId, contractId);
  if (!contract) throw notFound();
  const limit = CONTRACT_HISTORY_LIMIT;
  const [own, offers, invoices, appointmentIds, comments] = await Promise.all([
    contractActivityHistory(deps.db, companyId, contractId, limit),
    offerHistory(deps.db, companyId, contractId, limit),
    invoiceHistory(deps.db, companyId, contractId, limit),
    appointmentIdsOfContract(deps.db, companyId, contractId, limit),
    commentHistory(deps.db, companyId, contractId, limit),
  ]);
  const [payments, mails] = await Promise.all([
    paymentHistory(deps.db, companyId, invoices.invoiceIds, limit),
    mailHistory(
      deps.db,
      companyId,
      [
        { type: OFFER_RELATION, ids: offers.offerIds, field: 'offerId' },
        { type: INVOICE_RELATION, ids: invoices.invoiceIds, field: 'invoiceId' },
        { type: APPOINTMENT_RELATION, ids: appointmentIds, field: 'appointmentId' },
      ],
      limit,
    ),
  ]);
  const sources = [own, offers, invoices, payments, mails, comments];
  const all = sortHistory(sources.flatMap((source) => source.entries));
  return {
    items: all.slice(0, limit),
    truncated: all.length > limit || sources.some((source) => source.truncated),
  };
}
