import type { ErrorCode, OfferSignatureInput, PricedService } from '@maxer/domain';

/** The signature limits the server's offerSignatureSchema applies (accept-check.test.ts holds them equal). */
export const SIGNATURE_NAME_MAX = 120;
const PNG_PREFIX = 'data:image/png;base64,';
/** The longest data URL of a PNG of SIGNATURE_LIMITS.maxBytes (200 KB) bytes. */
const PNG_URL_MAX = PNG_PREFIX.length + Math.ceil(200_000 / 3) * 4;
const SERVICES: readonly string[] = ['relocation', 'trash', 'cleaning'];

export interface AcceptCheckInput {
  acceptedServices: readonly PricedService[];
  termsAccepted: boolean;
  signature: OfferSignatureInput | null;
}

/** What the server would refuse of an acceptance, field by field (an empty object when nothing). */
export type AcceptIssues = Partial<Record<'acceptedServices' | 'termsAccepted' | 'signature', ErrorCode>>;

/**
 * The server's offerAcceptSchema (packages/domain) in a few lines, so the customer's phone does not
 * load zod for three checks (ADR 062). accept-check.test.ts runs both on the same inputs and expects
 * the same answer, so the page refuses exactly what the server would.
 */
export function acceptIssues(input: AcceptCheckInput): AcceptIssues {
  const issues: AcceptIssues = {};
  const services = input.acceptedServices;
  if (services.length === 0) issues.acceptedServices = 'error_field_required';
  else if (services.length > 3 || services.some((name) => !SERVICES.includes(name)))
    issues.acceptedServices = 'error_field_invalid';
  if (input.termsAccepted !== true) issues.termsAccepted = 'error_terms_not_accepted';
  const signature = input.signature;
  if (signature) {
    if (signature.kind === 'drawn') {
      const image: unknown = signature.image;
      if (typeof image !== 'string' || !image.startsWith(PNG_PREFIX) || image.length > PNG_URL_MAX)
        issues.signature = 'error_offer_signature_invalid';
    } else if (signature.kind === 'typed') {
      const name: unknown = signature.name;
      if (typeof name !== 'string') issues.signature = 'error_offer_signature_invalid';
      else if (name.trim().length < 2 || name.trim().length > SIGNATURE_NAME_MAX)
        issues.signature = 'error_offer_signature_name';
    } else issues.signature = 'error_offer_signature_invalid';
  }
  return issues;
}
