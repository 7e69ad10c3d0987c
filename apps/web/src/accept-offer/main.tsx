import './offer-page.css';
import type { PublicOffer } from '@maxer/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { languageFromPath } from '../lib/language.ts';
import { offerApi } from './api.ts';
import { OfferPage } from './offer-page.tsx';
import { OFFER_DATA_ID } from './server-render-contract.ts';

/**
 * The customer's offer page (/accept-contract?token=…, English under /en): its own entry and bundle
 * (accept-contract.html), plain React without the app's UI library, router or i18next, so it opens
 * fast on a phone. The link's token is read from the address and never leaves this page except to
 * the public API (the server sends Referrer-Policy: no-referrer).
 */
// The e-mailed link carries /en exactly when the offer is in English (offers.service.ts), so the path
// is the offer's language, and a customer who switches the prefix by hand gets the other one.
const language = languageFromPath(window.location.pathname);
document.documentElement.lang = language;
const token = new URLSearchParams(window.location.search).get('token');

const root = document.getElementById('root');
if (!root) throw new Error('accept-contract.html lacks #root');
// The server renders an open link's page into the HTML with the offer beside it (ADR 062): the
// customer sees it before this script runs, and React takes over the same markup. Without it (an
// unknown link, an older server, no server rendering) the page renders and fetches here as before.
const preloaded = readPreloadedOffer();
const page = (
  <StrictMode>
    <OfferPage api={token ? offerApi(token, language) : null} language={language} initial={preloaded} />
  </StrictMode>
);
// Hydrated as a transition: React then takes the page over in slices of a few milliseconds and lets
// the browser paint and answer in between, instead of one long task that blocks a slow phone's main
// thread (a tap meanwhile makes React finish at once first, so no input is lost).
if (preloaded && token)
  startTransition(() => {
    hydrateRoot(root, page);
  });
else createRoot(root).render(page);

function readPreloadedOffer(): PublicOffer | null {
  const data = document.getElementById(OFFER_DATA_ID);
  if (!data?.textContent) return null;
  try {
    return JSON.parse(data.textContent) as PublicOffer;
  } catch {
    return null;
  }
}
