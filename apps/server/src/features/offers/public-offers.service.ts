import { createHash } from 'node:crypto';
import {
  createPriceSnapshot,
  type OfferSignatureInput,
  type PricedService,
  type PricingInput,
  type PublicOffer,
  pricingInputOf,
  pricingIssues,
  rooms,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { limitClient, type RateLimitStore } from '../../platform/rate-limit.ts';
import { announceToAdmins, type Realtime } from '../../platform/realtime.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { WebhookEvents } from '../../platform/webhook-events.ts';
import { publicComments } from '../comments/index.ts';
import { loadContract, loadContractAsPriced } from '../contracts/index.ts';
import { announceNotifications, recordNotification } from '../notifications/index.ts';
import { acceptOfferMail } from './accept-offer-mail.ts';
import { offerLink } from './offer-link.ts';
import { type StoredSignature, storedSignature } from './offer-signature.ts';
import { offerState } from './offer-state.ts';
import {
  findOfferByToken,
  lockContractRevision,
  recordView,
  updateContractForOffer,
  updateOffer,
} from './offers.repo.ts';

export interface PublicOffersDeps {
  db: Db;
  mailer: Mailer;
  realtime: Realtime;
  rateLimitStore: RateLimitStore;
  storage: FileStorage;
  publicUrl: string;
  now: () => Date;
  /** The company's webhook endpoints hear of accepted and rejected offers (ADR 053). */
  webhooks: WebhookEvents;
}

/** Requests per minute one address may make to the public offer endpoints. */
export const PUBLIC_OFFER_LIMIT = { max: 60, windowMs: 60_000 };

export function limitPublic(deps: Pick<PublicOffersDeps, 'rateLimitStore'>, ip: string) {
  return limitClient(deps.rateLimitStore, 'public-offer', ip, PUBLIC_OFFER_LIMIT);
}

/** What a notification about an offer names: the job and its customer. */
function offerData(contractId: string, contract: { number: number; customer: { name: string } }) {
  return { contractId, contractNumber: contract.number, customerName: contract.customer.name };
}

/** An unknown, replaced or inactive company's link reveals nothing. */
export async function liveOffer(db: Db, token: string, forUpdate = false) {
  const row = await findOfferByToken(db, hashToken(token), forUpdate);
  if (!row || row.offer.replacedAt || !row.company.active)
    throw new AppError('error_contract_link_not_found');
  return row;
}

async function buildView(
  db: Db,
  row: Awaited<ReturnType<typeof liveOffer>>,
  now: Date,
): Promise<PublicOffer> {
  // Once accepted, the customer sees what they accepted, not what the office changed since.
  const contract = await loadContractAsPriced(db, row.company.id, row.offer.contractId, now);
  if (!contract) throw new AppError('error_contract_link_not_found');
  const { customStatus, editWarning, readOnly, archived, archivedAt, offerOpen, ...shown } = contract;
  const document = {
    language: row.offer.language,
    validUntil: row.offer.validUntil,
    company: {
      name: row.company.name,
      backgroundColor: row.company.backgroundColor,
      textColor: row.company.textColor,
      accentColor: row.company.accentColor,
      hasLogo: row.company.logoFile !== null,
      hasAgb: row.company.agbFile !== null,
      hideRejectOfferButton: row.company.hideRejectOfferButton,
      pdfRelocationPriceType: row.company.pdfRelocationPriceType,
      timeZone: row.company.timeZone,
    },
    contract: { ...shown, updatedAt: shown.updatedAt },
  };
  return {
    ...document,
    state: offerState(row.offer, now),
    updatedSinceSent: contract.revision !== row.offer.contractRevision,
    acceptedServices: row.offer.acceptance?.acceptedServices ?? null,
    documentSha256: createHash('sha256').update(JSON.stringify(document)).digest('hex'),
    // The office's messages to the customer: public ones only, outside the document and its hash.
    comments: await publicComments(db, row.company.id, { kind: 'contract', id: row.offer.contractId }),
    signatureRequired: row.company.signatureRequired,
    signature: row.offer.signatureKind,
  };
}

/**
 * What the customer sees at the link; the first view is remembered for the office. An expired link
 * says only that it expired (issue: it "reveals nothing"); an answered one stays readable.
 */
export async function viewOffer(deps: PublicOffersDeps, token: string): Promise<PublicOffer> {
  const row = await liveOffer(deps.db, token);
  const now = deps.now();
  if (offerState(row.offer, now) === 'expired') throw new AppError('error_offer_expired');
  const view = await buildView(deps.db, row, now);
  // The first view tells the office, in the same transaction that remembers it (ADR 039).
  const notified = await deps.db.transaction(async (tx) => {
    const first = await recordView(tx, row.company.id, row.offer.id, now);
    if (!first) return [];
    return recordNotification(tx, {
      companyId: row.company.id,
      exceptUserId: null,
      kind: 'offerViewed',
      data: offerData(row.offer.contractId, view.contract),
      at: now,
    });
  });
  announceNotifications(deps.realtime, notified);
  return view;
}

/**
 * Accept: once, with the services chosen. A repeated accept of the same choice (double click, reload,
 * second tab) answers the recorded result; any other second answer is refused. The customer accepts
 * exactly what they were shown: the page's `revision` must be the job's (its row locked meanwhile),
 * else error_offer_changed asks them to reload (ADR 023). A signature (drawn or typed) is kept with the
 * acceptance; the company may require one (ADR 057), and a drawn one must be a real PNG within limits.
 */
export async function acceptOffer(
  deps: PublicOffersDeps,
  token: string,
  input: {
    acceptedServices: PricedService[];
    revision: number | null | undefined;
    termsAccepted: boolean;
    signature?: OfferSignatureInput | null;
    ip: string;
    userAgent: string | null;
  },
): Promise<PublicOffer> {
  const now = deps.now();
  // Checked (decoded, re-encoded) before any row is locked.
  const signature: StoredSignature | null = input.signature ? await storedSignature(input.signature) : null;
  const result = await deps.db.transaction(async (tx) => {
    const row = await liveOffer(tx, token, true);
    const chosen = [...new Set(input.acceptedServices)].sort();
    if (row.offer.acceptedAt) {
      const recorded = [...(row.offer.acceptance?.acceptedServices ?? [])].sort();
      if (JSON.stringify(recorded) === JSON.stringify(chosen)) return { row, announce: false };
      throw new AppError('error_offer_decided');
    }
    if (row.offer.rejectedAt) throw new AppError('error_offer_decided');
    if (offerState(row.offer, now) === 'expired') throw new AppError('error_offer_expired');
    if (row.company.signatureRequired && !signature) throw new AppError('error_offer_signature_required');
    const revision = await lockContractRevision(tx, row.company.id, row.offer.contractId);
    if (revision !== null && input.revision !== revision) throw new AppError('error_offer_changed');

    const view = await buildView(tx, row, now);
    // Everything priced, exactly as the customer saw it, with their choice.
    const pricing = { ...pricingInputOf(view.contract as PricingInput), acceptedServices: chosen };
    const issues = pricingIssues(pricing).filter((issue) => issue.path[0] === 'acceptedServices');
    if (issues.length > 0) {
      throw new AppError('error_validation', {
        fields: Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.code])),
      });
    }
    const snapshot = createPriceSnapshot(pricing);
    await updateOffer(tx, row.company.id, row.offer.id, {
      acceptedAt: now,
      acceptance: {
        acceptedServices: chosen,
        snapshot,
        ip: input.ip,
        userAgent: input.userAgent,
        documentSha256: view.documentSha256,
        termsAccepted: input.termsAccepted,
      },
      ...signature,
    });
    await updateContractForOffer(tx, row.company.id, row.offer.contractId, {
      status: 'ACCEPTED',
      acceptedAt: now,
      acceptedSnapshot: snapshot,
      // From now on the job's price is the accepted one: lists sort and show it.
      grossLow: snapshot.grossLow,
      grossHigh: snapshot.grossHigh,
    });
    await deps.mailer.enqueue(tx, {
      companyId: row.company.id,
      kind: 'accept-offer',
      related: { type: 'offer', id: row.offer.id },
      to: row.offer.recipient,
      ...(await acceptOfferMail(
        tx,
        row.company.id,
        row.offer,
        offerLink(deps.publicUrl, row.offer.language, token),
      )),
    });
    const notified = await recordNotification(tx, {
      companyId: row.company.id,
      exceptUserId: null,
      kind: 'offerAccepted',
      data: offerData(row.offer.contractId, view.contract),
      at: now,
    });
    await deps.webhooks.publish(tx, row.company.id, 'offer.accepted', {
      id: row.offer.id,
      contractId: row.offer.contractId,
      contractNumber: view.contract.number,
    });
    return { row, announce: true, contractNumber: view.contract.number, notified };
  });
  if (result.announce) {
    announceNotifications(deps.realtime, result.notified ?? []);
    deps.realtime.emit(rooms.company(result.row.company.id), 'offer.accepted', {
      contractId: result.row.offer.contractId,
      offerId: result.row.offer.id,
      contractNumber: result.contractNumber ?? 0,
    });
    announceToAdmins(deps.realtime, {
      kind: 'offerAccepted',
      at: now.toISOString(),
      company: { _id: result.row.company.id, name: result.row.company.name },
      user: null,
      number: result.contractNumber ?? 0,
    });
  }
  return buildView(deps.db, await liveOffer(deps.db, token), deps.now());
}

/** Reject, with an optional reason, unless the company hides the button; idempotent like accepting. */
export async function rejectOffer(
  deps: PublicOffersDeps,
  token: string,
  reason: string | null,
): Promise<PublicOffer> {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const row = await liveOffer(tx, token, true);
    if (row.company.hideRejectOfferButton) throw new AppError('error_offer_reject_hidden');
    if (row.offer.rejectedAt) return { row, announce: false, contractNumber: 0 };
    if (row.offer.acceptedAt) throw new AppError('error_offer_decided');
    if (offerState(row.offer, now) === 'expired') throw new AppError('error_offer_expired');
    await updateOffer(tx, row.company.id, row.offer.id, { rejectedAt: now, rejectReason: reason });
    await updateContractForOffer(tx, row.company.id, row.offer.contractId, { status: 'REJECTED' });
    const contract = await loadContract(tx, row.company.id, row.offer.contractId, now);
    const notified = await recordNotification(tx, {
      companyId: row.company.id,
      exceptUserId: null,
      kind: 'offerRejected',
      data: contract ? offerData(row.offer.contractId, contract) : { contractId: row.offer.contractId },
      at: now,
    });
    await deps.webhooks.publish(tx, row.company.id, 'offer.rejected', {
      id: row.offer.id,
      contractId: row.offer.contractId,
      contractNumber: contract?.number ?? 0,
    });
    return { row, announce: true, contractNumber: contract?.number ?? 0, notified };
  });
  if (result.announce) {
    announceNotifications(deps.realtime, result.notified ?? []);
    deps.realtime.emit(rooms.company(result.row.company.id), 'offer.rejected', {
      contractId: result.row.offer.contractId,
      offerId: result.row.offer.id,
      contractNumber: result.contractNumber,
    });
    announceToAdmins(deps.realtime, {
      kind: 'offerRejected',
      at: now.toISOString(),
      company: { _id: result.row.company.id, name: result.row.company.name },
      user: null,
      number: result.contractNumber,
    });
  }
  return buildView(deps.db, await liveOffer(deps.db, token), deps.now());
}

/** The storage key of the company's logo or terms for the customer's page; an expired link shows neither. */
export async function offerFileKey(
  deps: PublicOffersDeps,
  token: string,
  field: 'logoFile' | 'agbFile',
): Promise<string | null> {
  const row = await liveOffer(deps.db, token);
  if (offerState(row.offer, deps.now()) === 'expired') throw new AppError('error_offer_expired');
  return row.company[field];
}

/**
 * The offer of a link for the page's own HTML (the server renders the customer's page with it, ADR
 * 062): the same answer, rate limit and first-view notice as GET /api/public/offers/{token}, or null
 * for anything but an open or answered offer (unknown, replaced, expired, too many requests), whose
 * page then renders in the browser and asks the API itself, as before.
 */
export async function viewOfferForPage(
  deps: PublicOffersDeps,
  token: string,
  ip: string,
): Promise<PublicOffer | null> {
  try {
    await limitPublic(deps, ip);
    const view = await viewOffer(deps, token);
    return view.state === 'replaced' ? null : view;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
