import { ACCEPTED_STATUSES, endOfDayIn, type Offer, type offerSendSchema, type Page } from '@maxer/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { hashToken, newSessionToken } from '../../platform/auth/tokens.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { genderWelcome } from '../../platform/mail/compose/index.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { announceToAdmins, type Realtime } from '../../platform/realtime.ts';
import type { WebhookEvents } from '../../platform/webhook-events.ts';
import { findCompany } from '../company/index.ts';
import { findContract } from '../contracts/index.ts';
import { templateOfferMail } from '../mail-templates/index.ts';
import { offerLink } from './offer-link.ts';
import { offerMail } from './offer-mails.ts';
import { offerState } from './offer-state.ts';
import {
  findOffer,
  findOfferCustomer,
  insertOffer,
  listOffers,
  lockExpiredOffer,
  type OfferRow,
  replaceOpenOffers,
  updateContractForOffer,
  updateOffer,
} from './offers.repo.ts';

export interface OffersDeps {
  db: Db;
  mailer: Mailer;
  realtime: Realtime;
  publicUrl: string;
  now: () => Date;
  /** The company's webhook endpoints hear of each offer sent (ADR 053). */
  webhooks: WebhookEvents;
}

export function toOffer(row: OfferRow, now: Date): Offer {
  return {
    _id: row.id,
    contractId: row.contractId,
    contractNumber: row.contractNumber,
    customerId: row.customerId,
    customerName: row.customerName,
    recipient: row.recipient,
    language: row.language,
    validUntil: row.validUntil,
    state: offerState(row, now),
    firstViewedAt: row.firstViewedAt?.toISOString() ?? null,
    viewCount: row.viewCount,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    rejectedAt: row.rejectedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
    acceptedServices: row.acceptance?.acceptedServices ?? null,
    mailStatus: row.mailStatus,
    signature: row.signatureKind,
    remindedAt: row.remindedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Send a contract to the customer: a new offer with its own link (the older ones stop working), the
 * contract becomes PENDING, and the e-mail goes out through the outbox if all of it commits. With
 * `resendOf`, it is that expired offer sent again (ADR 057): refused unless it is still expired,
 * unanswered and not replaced when its row is locked, so two clicks send one new offer.
 */
export async function sendOffer(
  deps: OffersDeps,
  ctx: RequestContext,
  contractId: string,
  input: z.output<typeof offerSendSchema>,
  options: { resendOf?: string } = {},
): Promise<Offer> {
  authorize(ctx, 'offer:send');
  const companyId = companyOf(ctx);
  const now = deps.now();
  const sent = await deps.db.transaction(async (tx) => {
    if (options.resendOf && !(await lockExpiredOffer(tx, companyId, options.resendOf, now)))
      throw new AppError('error_offer_not_expired');
    const contract = await findContract(tx, companyId, contractId);
    if (!contract) throw notFound();
    if (ACCEPTED_STATUSES.includes(contract.status)) throw new AppError('error_offer_contract_accepted');
    const recipient = input.recipient ?? contract.customer.email;
    if (!recipient) throw new AppError('error_validation', { fields: { recipient: 'error_field_required' } });
    const company = (await findCompany(tx, companyId))!.company;
    const expiresAt = endOfDayIn(input.validUntil, company.timeZone);
    if (expiresAt <= now)
      throw new AppError('error_validation', { fields: { validUntil: 'error_field_invalid' } });

    await replaceOpenOffers(tx, companyId, contractId, now);
    const token = newSessionToken();
    const customer = await findOfferCustomer(tx, companyId, contract.customer.id);
    const welcome = genderWelcome(customer!, input.language);
    const link = offerLink(deps.publicUrl, input.language, token);
    // The template is checked before anything is stored: another company's is an unknown one (400).
    const content = input.mailTemplateId
      ? await templateOfferMail(tx, companyId, {
          templateId: input.mailTemplateId,
          contractId,
          language: input.language,
          link,
          validUntil: input.validUntil,
          recipient,
        })
      : offerMail(input.language, {
          welcome,
          companyName: company.name,
          contractNumber: contract.number,
          validUntil: input.validUntil,
          link,
        });
    const offerId = await insertOffer(tx, {
      companyId,
      contractId,
      recipient,
      language: input.language,
      validUntil: input.validUntil,
      expiresAt,
      tokenHash: hashToken(token),
      // What the customer is sent: a later edit of the job shows on their page (ADR 023).
      contractRevision: contract.revision,
      mailTemplateId: input.mailTemplateId ?? null,
      createdByUserId: ctx.actor.type === 'user' ? ctx.actor.id : null,
    });
    const mailId = await deps.mailer.enqueue(tx, {
      companyId,
      kind: 'offer',
      related: { type: 'offer', id: offerId },
      to: recipient,
      ...content,
    });
    await updateOffer(tx, companyId, offerId, { mailId });
    await updateContractForOffer(tx, companyId, contractId, {
      status: 'PENDING',
      offerValidUntil: expiresAt,
    });
    await recordActivity(tx, ctx, companyId, {
      entityType: 'contract',
      entityId: contractId,
      action: 'update',
      changes: {
        status: [contract.status, 'PENDING'],
        offer: [null, { recipient, validUntil: input.validUntil }],
      },
    });
    await deps.webhooks.publish(tx, companyId, 'offer.sent', {
      id: offerId,
      contractId,
      contractNumber: contract.number,
    });
    return { offerId, company, contractNumber: contract.number };
  });
  announceToAdmins(deps.realtime, {
    kind: 'offerSent',
    at: now.toISOString(),
    company: { _id: companyId, name: sent.company.name },
    user: null,
    number: sent.contractNumber,
  });
  return getOffer(deps, ctx, sent.offerId);
}

export async function listCompanyOffers(
  deps: OffersDeps,
  ctx: RequestContext,
  query: Parameters<typeof listOffers>[2],
): Promise<Page<Offer>> {
  authorize(ctx, 'offer:read');
  const now = deps.now();
  const { items, total } = await listOffers(deps.db, companyOf(ctx), query, now);
  return { items: items.map((row) => toOffer(row, now)), total, page: query.page, pageSize: query.pageSize };
}

export async function getOffer(deps: OffersDeps, ctx: RequestContext, id: string): Promise<Offer> {
  authorize(ctx, 'offer:read');
  const row = await findOffer(deps.db, companyOf(ctx), id);
  if (!row) throw notFound();
  return toOffer(row, deps.now());
}
