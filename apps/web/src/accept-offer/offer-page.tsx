import {
  errorMessage,
  formatPriceRange,
  type Language,
  type PricedService,
  type PublicOffer,
} from '@maxer/domain';
import { type CSSProperties, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type OfferApi, OfferApiError } from './api.ts';
import { Decision } from './decision.tsx';
import { formatDay, priceOptions, safeColor } from './format.ts';
import { OfferExtras, OfferFacts } from './offer-details.tsx';
import { OfferMessages } from './offer-messages.tsx';
import { initialChoice, priceWith, toggleService } from './offer-price.ts';
import { PdfDownload } from './pdf-download.tsx';
import { PriceSection } from './price-section.tsx';
import { type TextKey, text } from './texts.ts';

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; offer: PublicOffer }
  | { kind: 'failed'; error: OfferApiError };

/**
 * The customer's page for one offer link. An unknown, replaced or expired link shows only that; an
 * answered offer shows its final state (also after a reload); an open one lets the customer choose.
 */
export function OfferPage({
  api,
  language,
  initial = null,
}: {
  api: OfferApi | null;
  language: Language;
  /**
   * The offer as the server read it for this page's HTML (ADR 062): the page is rendered on the server
   * with it and hydrated, so it paints before the JavaScript and never asks for it again at start.
   */
  initial?: PublicOffer | null;
}) {
  const t = (key: TextKey, params?: Record<string, string | number>) => text(language, key, params);
  const [load, setLoad] = useState<Load>(() =>
    initial
      ? { kind: 'ready', offer: initial }
      : api
        ? { kind: 'loading' }
        : { kind: 'failed', error: new OfferApiError(404, 'error_contract_link_not_found', '') },
  );
  const [chosen, setChosen] = useState<PricedService[]>(() => (initial ? initialChoice(initial) : []));
  /** Given with the HTML: the start's fetch is not needed. */
  const preloaded = useRef(initial !== null);
  const [serviceError, setServiceError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Why the page was reloaded under the customer's eyes (the offer was edited while open), if it was. */
  const [reloadedBecause, setReloadedBecause] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const show = useCallback((offer: PublicOffer) => {
    setLoad({ kind: 'ready', offer });
    setChosen(initialChoice(offer));
  }, []);
  const fetchOffer = useCallback(() => {
    if (!api) return;
    setLoad({ kind: 'loading' });
    api.view().then(show, (error: OfferApiError) => setLoad({ kind: 'failed', error }));
  }, [api, show]);
  // Only the start's fetch is skipped: a retry and a stale answer call fetchOffer or the API themselves.
  useEffect(() => {
    if (!preloaded.current) fetchOffer();
  }, [fetchOffer]);

  const offer = load.kind === 'ready' ? load.offer : null;
  const price = useMemo(() => (offer ? priceWith(offer, chosen) : null), [offer, chosen]);
  const company = offer?.company.name;
  const brandAccent = safeColor(offer?.company.accentColor ?? null);
  useEffect(() => {
    document.title = company ? `${t('pageTitle')} – ${company}` : t('pageTitle');
  });
  // The phone's browser bar in the company's colour.
  useEffect(() => {
    if (!brandAccent) return;
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = brandAccent;
    document.head.append(meta);
    return () => meta.remove();
  }, [brandAccent]);

  if (load.kind === 'loading')
    return (
      <main className="page" aria-busy="true">
        <p className="status" role="status">
          {t('loading')}
        </p>
      </main>
    );
  if (load.kind === 'failed') return <Failure error={load.error} language={language} retry={fetchOffer} />;
  if (!offer || !price) return null;
  if (offer.state === 'expired')
    return <Notice title={t('expiredTitle')} message={errorMessage('error_offer_expired', language)} />;
  if (offer.state === 'replaced')
    return (
      <Notice title={t('notFoundTitle')} message={errorMessage('error_contract_link_not_found', language)} />
    );

  const open = offer.state === 'open';
  const answered = (next: PublicOffer) => {
    show(next);
    // The result replaces the form: announce it and put the keyboard there.
    requestAnimationFrame(() => heading.current?.focus());
  };
  const colors = {
    background: safeColor(offer.company.backgroundColor),
    color: safeColor(offer.company.textColor),
  };
  const accent = safeColor(offer.company.accentColor);

  return (
    <div style={accent ? ({ '--accent': accent } as CSSProperties) : undefined}>
      <header className="brand" style={colors}>
        {offer.company.hasLogo && (
          <img src={api?.logoUrl} alt={t('logo', { company: offer.company.name })} className="logo" />
        )}
        <p className="company">{offer.company.name}</p>
      </header>
      <main className="page">
        <h1>{t('offerNumber', { number: offer.contract.number })}</h1>
        {open && (
          <p className="muted">
            {t('validUntil', { date: formatDay(offer.validUntil.slice(0, 10), language) })}
          </p>
        )}
        {open && (offer.updatedSinceSent || reloadedBecause) && (
          <div className="updated" role={reloadedBecause ? 'alert' : 'status'}>
            {reloadedBecause && <p>{reloadedBecause}</p>}
            {offer.updatedSinceSent && <p>{t('updatedSinceSent')}</p>}
          </div>
        )}
        {!open && (
          <div className={`result ${offer.state}`} role="status">
            <h2 ref={heading} tabIndex={-1}>
              {t(offer.state === 'accepted' ? 'acceptedTitle' : 'rejectedTitle')}
            </h2>
            <p>
              {offer.state === 'accepted'
                ? t('acceptedText', { services: chosen.map((name) => t(name)).join(', ') })
                : t('rejectedText')}
            </p>
          </div>
        )}
        <OfferMessages offer={offer} language={language} />
        <OfferFacts offer={offer} language={language} />
        <PriceSection
          offer={offer}
          language={language}
          price={price}
          chosen={chosen}
          error={serviceError}
          disabled={busy}
          onToggle={
            open
              ? (name, on) => {
                  setServiceError(null);
                  setChosen((current) => toggleService(current, name, on));
                }
              : undefined
          }
        />
        <OfferExtras offer={offer} language={language} />
        <section className="card" aria-labelledby="documents-title">
          <h2 id="documents-title">{t('documents')}</h2>
          <ul className="plain links">
            <li>
              <PdfDownload url={api?.pdfUrl} fetchPdf={api?.pdf} language={language} />
            </li>
            {offer.company.hasAgb && (
              <li>
                <a href={api?.agbUrl} target="_blank" rel="noopener noreferrer">
                  {t('openAgb')}
                </a>
              </li>
            )}
          </ul>
        </section>
        {open && api && (
          <Decision
            offer={offer}
            language={language}
            api={api}
            chosen={chosen}
            price={price}
            onServiceError={setServiceError}
            onAnswered={answered}
            onBusy={setBusy}
            onStale={(error) => {
              // Answered in another tab, expired, replaced or edited meanwhile: show what the link says
              // now (after an edit, with the server's word on why nothing was accepted).
              if (error.status === 404) return setLoad({ kind: 'failed', error });
              setReloadedBecause(error.code === 'error_offer_changed' ? error.message : null);
              api.view().then(answered, (next: OfferApiError) => setLoad({ kind: 'failed', error: next }));
            }}
          />
        )}
        {open && (
          // The total stays in view while the customer ticks and scrolls to the decision.
          <div className="total-bar" data-testid="sticky-total">
            <span>{t('total')}</span>
            <strong>
              {formatPriceRange(price.grossLow, price.grossHigh, priceOptions(offer, language))}
            </strong>
          </div>
        )}
      </main>
    </div>
  );
}

function Notice({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <main className="page notice">
      <h1>{title}</h1>
      <p>{message}</p>
      {children}
    </main>
  );
}

/** A link that leads nowhere says so, and nothing else; a failed connection can be retried. */
function Failure({
  error,
  language,
  retry,
}: {
  error: OfferApiError;
  language: Language;
  retry: () => void;
}) {
  const t = (key: TextKey) => text(language, key);
  if (error.status === 404 || error.status === 400)
    return (
      <Notice title={t('notFoundTitle')} message={errorMessage('error_contract_link_not_found', language)} />
    );
  if (error.status === 410)
    return <Notice title={t('expiredTitle')} message={errorMessage('error_offer_expired', language)} />;
  return (
    <Notice title={t('errorTitle')} message={error.message || t('networkError')}>
      <button type="button" className="primary" onClick={retry}>
        {t('retry')}
      </button>
    </Notice>
  );
}
