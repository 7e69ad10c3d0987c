import type { Language, PublicOffer } from '@maxer/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { offerApi } from './api.ts';
import { OfferPage } from './offer-page.tsx';
import { OFFER_DATA_ID } from './server-render-contract.ts';

/**
 * The customer's offer page rendered on the server for one open link (ADR 062): built on its own
 * (`vite build --config vite.ssr.config.ts`, into dist/server, which the server never serves) and
 * loaded by apps/server/src/platform/web-app.ts. Gives the markup for `#root` and the data block that
 * main.tsx reads to hydrate the same page, so both render the same tree.
 */
export function renderOfferPage(offer: PublicOffer, token: string, language: Language) {
  const markup = renderToString(
    <StrictMode>
      <OfferPage api={offerApi(token, language)} language={language} initial={offer} />
    </StrictMode>,
  );
  // JSON in HTML: "<" escaped, so no text of the offer can close the script element.
  const json = JSON.stringify(offer).replace(/</g, '\\u003c');
  return {
    markup,
    data: `<script type="application/json" id="${OFFER_DATA_ID}">${json}</script>`,
  };
}
