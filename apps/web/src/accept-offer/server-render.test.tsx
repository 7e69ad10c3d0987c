import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { offerApi } from './api.ts';
import { OfferPage } from './offer-page.tsx';
import { renderOfferPage } from './server-render.tsx';
import { OFFER_DATA_ID } from './server-render-contract.ts';
import { testOffer } from './test-offer.ts';

const TOKEN = 'x'.repeat(43);

describe('the offer page rendered on the server (ADR 062)', () => {
  it('carries the offer in its markup and data, the data safe inside a script element', () => {
    const offer = testOffer({ company: { ...testOffer().company, name: 'Umzug </script><b>AG' } });
    const { markup, data } = renderOfferPage(offer, TOKEN, 'de');
    expect(markup).toContain(`>Offerte Nr. ${offer.contract.number}</h1>`);
    expect(data.startsWith(`<script type="application/json" id="${OFFER_DATA_ID}">`)).toBe(true);
    expect(data.slice(0, -'</script>'.length)).not.toContain('</script>');
    const json = data.slice(data.indexOf('>') + 1, -'</script>'.length);
    expect(JSON.parse(json)).toEqual(offer);
  });

  it('is taken over by the browser without a mismatch and without asking for the offer again', async () => {
    const offer = testOffer();
    const { markup } = renderOfferPage(offer, TOKEN, 'en');
    const root = document.createElement('div');
    root.innerHTML = markup;
    document.body.append(root);
    const heading = root.querySelector('h1');
    const fetcher = vi.fn(async () => new Response('{}', { status: 500 }));
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        root,
        <StrictMode>
          <OfferPage api={offerApi(TOKEN, 'en', fetcher)} language="en" initial={offer} />
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    // The same element, kept: React adopted the server's markup instead of replacing it.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(fetcher).not.toHaveBeenCalled();
    root.remove();
  });
});
