import { type OfferDetail, SIGNATURE_PNG_PREFIX } from '@maxer/domain';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { notFound } from '../../platform/errors.ts';
import { findOfferDetail } from './offers.repo.ts';
import { type OffersDeps, toOffer } from './offers.service.ts';

/**
 * One offer for the office: what the list shows, plus the acceptance record exactly as stored (chosen
 * services, price snapshot, IP, user agent, SHA-256 of the document as shown, the signature) and its e-mail's outbox
 * entry. The e-mail's delivery events have their own endpoint.
 */
export async function getOfferDetail(
  deps: Pick<OffersDeps, 'db' | 'now'>,
  ctx: RequestContext,
  id: string,
): Promise<OfferDetail> {
  authorize(ctx, 'offer:read');
  const row = await findOfferDetail(deps.db, companyOf(ctx), id);
  if (!row) throw notFound();
  const acceptance = row.acceptance;
  return {
    ...toOffer(row, deps.now()),
    acceptance: acceptance
      ? {
          acceptedServices: acceptance.acceptedServices,
          snapshot: acceptance.snapshot,
          ip: acceptance.ip,
          userAgent: acceptance.userAgent,
          documentSha256: acceptance.documentSha256,
          // Older acceptances did not keep it, but none was taken without the agreement.
          termsAccepted: acceptance.termsAccepted ?? true,
          signature: row.signatureKind
            ? {
                kind: row.signatureKind,
                name: row.signatureName,
                image: row.signaturePng
                  ? `${SIGNATURE_PNG_PREFIX}${row.signaturePng.toString('base64')}`
                  : null,
              }
            : null,
        }
      : null,
    mail:
      row.mailSubject !== null && row.mailMessageId !== null && row.mailStatus !== null
        ? {
            subject: row.mailSubject,
            messageId: row.mailMessageId,
            status: row.mailStatus,
            attempts: row.mailAttempts ?? 0,
            lastError: row.mailLastError,
            sentAt: row.mailSentAt?.toISOString() ?? null,
            createdAt: (row.mailCreatedAt ?? row.createdAt).toISOString(),
          }
        : null,
  };
}
