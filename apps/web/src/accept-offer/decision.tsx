import {
  errorMessage,
  formatPriceRange,
  isErrorCode,
  type Language,
  type OfferSignatureInput,
  type PriceBreakdown,
  type PricedService,
  type PublicOffer,
} from '@maxer/domain';
import { useRef, useState } from 'react';
import { acceptIssues } from './accept-check.ts';
import { type OfferApi, OfferApiError } from './api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { priceOptions } from './format.ts';
import { SignaturePad } from './signature-pad.tsx';
import { type TextKey, text } from './texts.ts';

interface Props {
  offer: PublicOffer;
  language: Language;
  api: OfferApi;
  chosen: readonly PricedService[];
  price: PriceBreakdown;
  onServiceError: (message: string | null) => void;
  /** The offer as the server answered after the action. */
  onAnswered: (offer: PublicOffer) => void;
  /** The action was refused because the offer changed meanwhile (answered elsewhere, expired, edited). */
  onStale: (error: OfferApiError) => void;
  onBusy: (busy: boolean) => void;
}

type Pending = 'accept' | 'reject' | null;

/**
 * The terms agreement (only when the company has terms to agree to), accept, and (unless the company
 * hides it) reject, each confirmed first; the reason of a rejection is asked in its confirmation.
 */
export function Decision({ offer, language, api, chosen, price, ...on }: Props) {
  const t = (key: TextKey, params?: Record<string, string | number>) => text(language, key, params);
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const termsBox = useRef<HTMLInputElement>(null);
  const [signature, setSignature] = useState<OfferSignatureInput | null>(null);
  const [signatureError, setSignatureError] = useState<string | null>(null);
  const signatureBox = useRef<HTMLDivElement>(null);
  const message = (code: string) => (isErrorCode(code) ? errorMessage(code, language) : code);

  function askAccept() {
    setFailure(null);
    // The server's schema's checks (accept-check.ts, tested against it), so the browser refuses
    // exactly what the server would without loading zod onto the phone (ADR 062).
    // Without terms (AGB) there is nothing to agree to beyond the offer, which the confirmation asks.
    const termsAccepted = offer.company.hasAgb ? terms : true;
    const issues = acceptIssues({ acceptedServices: chosen, termsAccepted, signature });
    const serviceIssue = issues.acceptedServices ?? null;
    const termsIssue = issues.termsAccepted ?? null;
    // The company asks for a signature: the server refuses without one, so the page says so first.
    const signatureIssue =
      issues.signature ?? (offer.signatureRequired && !signature ? 'error_offer_signature_required' : null);
    on.onServiceError(serviceIssue && message(serviceIssue));
    setTermsError(termsIssue && message(termsIssue));
    setSignatureError(signatureIssue && message(signatureIssue));
    if (serviceIssue) document.getElementById(`service-${chosen[0] ?? 'relocation'}`)?.focus();
    else if (termsIssue) termsBox.current?.focus();
    else if (signatureIssue) signatureBox.current?.querySelector<HTMLElement>('input, canvas')?.focus();
    if (!serviceIssue && !termsIssue && !signatureIssue) setConfirming('accept');
  }

  async function run(action: () => Promise<PublicOffer>) {
    if (busy) return;
    setBusy(true);
    on.onBusy(true);
    try {
      const answered = await action();
      setConfirming(null);
      on.onAnswered(answered);
    } catch (error) {
      setConfirming(null);
      const apiError = error instanceof OfferApiError ? error : new OfferApiError(0, null, '');
      if (apiError.status === 404 || apiError.status === 409 || apiError.status === 410) {
        on.onStale(apiError);
      } else {
        const fields = Object.values(apiError.fields ?? {}).map((field) => field.message);
        setFailure([apiError.message || t('networkError'), ...fields].join(' '));
      }
    } finally {
      setBusy(false);
      on.onBusy(false);
    }
  }

  const services = chosen.map((name) => t(name)).join(', ');
  const total = formatPriceRange(price.grossLow, price.grossHigh, priceOptions(offer, language));

  return (
    <section className="card decision" aria-labelledby="decision-title">
      <h2 id="decision-title">{t('decision')}</h2>
      {offer.company.hasAgb && (
        <>
          <div className="check">
            <input
              ref={termsBox}
              type="checkbox"
              id="terms"
              checked={terms}
              disabled={busy}
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? 'terms-error' : undefined}
              onChange={(event) => {
                setTerms(event.currentTarget.checked);
                if (event.currentTarget.checked) setTermsError(null);
              }}
            />
            <label htmlFor="terms">{t('terms')}</label>
          </div>
          <p className="terms-link">
            <a href={api.agbUrl} target="_blank" rel="noopener noreferrer">
              {t('openAgb')}
            </a>
          </p>
          {termsError && (
            <p className="error" id="terms-error" role="alert">
              {termsError}
            </p>
          )}
        </>
      )}
      <div ref={signatureBox}>
        <SignaturePad
          texts={{
            title: t('signature'),
            draw: t('signatureDraw'),
            type: t('signatureType'),
            padLabel: t('signaturePad'),
            clear: t('signatureClear'),
            name: t('signatureName'),
          }}
          required={offer.signatureRequired}
          requiredLabel={t('required')}
          optionalLabel={t('optional')}
          disabled={busy}
          error={signatureError}
          onChange={(next) => {
            setSignature(next);
            if (next) setSignatureError(null);
          }}
        />
      </div>
      <button type="button" className="primary wide" onClick={askAccept} disabled={busy}>
        {t('accept')}
      </button>

      {!offer.company.hideRejectOfferButton && (
        <button
          type="button"
          className="secondary wide reject"
          disabled={busy}
          onClick={() => {
            setFailure(null);
            setConfirming('reject');
          }}
        >
          {t('reject')}
        </button>
      )}
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}

      {confirming === 'accept' && (
        <ConfirmDialog
          title={t('confirmAcceptTitle')}
          message={t('confirmAcceptText', { services, total })}
          confirmLabel={t('confirmAccept')}
          cancelLabel={t('cancel')}
          busyLabel={t('sending')}
          busy={busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            run(() =>
              // The revision shown: if the job changed meanwhile, the server asks for a reload.
              api.accept({
                acceptedServices: [...chosen],
                termsAccepted: true,
                revision: offer.contract.revision,
                signature,
              }),
            )
          }
        />
      )}
      {confirming === 'reject' && (
        <ConfirmDialog
          title={t('confirmRejectTitle')}
          message={t('confirmRejectText')}
          confirmLabel={t('confirmReject')}
          cancelLabel={t('cancel')}
          busyLabel={t('sending')}
          busy={busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() => run(() => api.reject(reason.trim() || null))}
        >
          <div className="reason">
            <label htmlFor="reject-reason">{t('rejectReason')}</label>
            <textarea
              id="reject-reason"
              rows={3}
              maxLength={2000}
              value={reason}
              disabled={busy}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          </div>
        </ConfirmDialog>
      )}
    </section>
  );
}
