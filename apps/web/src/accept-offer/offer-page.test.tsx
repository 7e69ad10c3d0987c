import type { PublicOffer } from '@maxer/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { offerApi } from './api.ts';
import { OfferPage } from './offer-page.tsx';
import { testOffer } from './test-offer.ts';

interface Call {
  url: string;
  method: string;
  body: unknown;
  language: string | null;
}

/** The public API as the server answers it, recording each request the page makes. */
function server(answer: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const call = {
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : null,
      language: new Headers(init.headers).get('accept-language'),
    };
    calls.push(call);
    const { status, body } = answer(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, fetcher };
}

const TOKEN = 't'.repeat(43);

function renderPage(offer: PublicOffer | null, after?: (call: Call) => { status: number; body: unknown }) {
  const api = server((call) => {
    if (call.method === 'POST' && after) return after(call);
    return offer
      ? { status: 200, body: offer }
      : {
          status: 404,
          body: {
            error: {
              code: 'error_contract_link_not_found',
              message: 'There is no Contract with the Given Link',
            },
          },
        };
  });
  render(<OfferPage api={offerApi(TOKEN, 'en', api.fetcher)} language="en" />);
  return api;
}

const total = () => screen.getByTestId('offer-total');

describe("the customer's offer page", () => {
  it('shows the offer and follows the ticks with its total; accepting needs the terms and a confirmation', async () => {
    const offer = testOffer();
    const api = renderPage(offer, (call) => ({
      status: 200,
      body: {
        ...offer,
        state: 'accepted',
        acceptedServices: (call.body as { acceptedServices: string[] }).acceptedServices,
      },
    }));
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Offer no. 1042', level: 1 })).toBeVisible();
    expect(screen.getByText('Erika Muster')).toBeVisible();
    expect(screen.getByText('Bahnhofstrasse 1')).toBeVisible();
    expect(screen.getByText('Floor 3 · Elevator available')).toBeVisible();
    expect(screen.getByText('Pets?')).toBeVisible();
    expect(screen.getByText('Klavier')).toBeVisible();
    expect(screen.getByText(/Discount 10 %/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download the offer as PDF' }).getAttribute('href')).toBe(
      `/api/public/offers/${TOKEN}/pdf?download=1`,
    );
    expect(api.calls[0]).toMatchObject({ url: `/api/public/offers/${TOKEN}`, language: 'en' });
    expect(total().textContent).toBe('CHF 2,509.00 – 2,703.60');

    await user.click(screen.getByRole('checkbox', { name: /Cleaning/ }));
    expect(total().textContent).toBe('CHF 1,643.10 – 1,837.70');
    await user.click(screen.getByRole('checkbox', { name: /Relocation/ }));
    await user.click(screen.getByRole('checkbox', { name: /Disposal/ }));
    expect(total().textContent).toBe('CHF 345.90');

    // Nothing ticked, terms not agreed: the catalogue's words, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Accept the offer' }));
    expect(screen.getByText('This field is required.')).toBeVisible();
    expect(screen.getByText('Please accept the terms agreement.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /Relocation/ }));
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Accept the offer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Accept the offer?' });
    expect(dialog.textContent).toContain('You accept Relocation for a total of CHF 1,318.80 – 1,513.40.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Yes, accept' }));

    // Escape cancels; nothing sent.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Accept the offer' }));
    const confirm = screen.getByRole('button', { name: 'Yes, accept' });
    await user.dblClick(confirm);
    expect(
      await screen.findByRole('heading', { name: 'Thank you! You have accepted the offer.' }),
    ).toBeVisible();
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      url: `/api/public/offers/${TOKEN}/accept`,
      body: { acceptedServices: ['relocation'], termsAccepted: true, revision: 3 },
    });
    expect(screen.getByText('You will receive a confirmation by e-mail.')).toBeVisible();
    // The services are listed once: in their own section, the accepted one ticked.
    expect(screen.getAllByText('Relocation')).toHaveLength(1);
    expect(screen.queryByTestId('sticky-total')).toBeNull();
    expect(total().textContent).toBe('CHF 1,318.80 – 1,513.40');
    expect(screen.queryByRole('button', { name: 'Accept the offer' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: /Cleaning/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('rejects with a reason after a confirmation, and has no reject button when the company hides it', async () => {
    const offer = testOffer();
    const api = renderPage(offer, () => ({ status: 200, body: { ...offer, state: 'rejected' } }));
    const user = userEvent.setup();
    // The reason belongs to rejecting: asked in its confirmation, not under "Accept".
    await user.click(await screen.findByRole('button', { name: 'Reject the offer' }));
    expect(screen.getAllByLabelText('Reason (optional)')).toHaveLength(1);
    const dialog = screen.getByRole('alertdialog', { name: 'Reject the offer?' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Reason (optional)'));
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Too expensive');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    expect(await screen.findByRole('heading', { name: 'You have rejected the offer.' })).toBeVisible();
    expect(api.calls.at(-1)).toMatchObject({
      url: `/api/public/offers/${TOKEN}/reject`,
      body: { reason: 'Too expensive' },
    });
  });

  it('asks for no reason before the customer chooses to reject', async () => {
    renderPage(testOffer());
    expect(await screen.findByRole('button', { name: 'Accept the offer' })).toBeVisible();
    expect(screen.queryByLabelText('Reason (optional)')).toBeNull();
  });

  it('shows the terms box, linking the terms, only when the company has terms', async () => {
    const offer = testOffer();
    const api = renderPage({ ...offer, company: { ...offer.company, hasAgb: false } }, () => ({
      status: 200,
      body: { ...offer, state: 'accepted', acceptedServices: ['relocation', 'trash', 'cleaning'] },
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept the offer' }));
    expect(screen.queryByRole('checkbox', { name: /I have read and agree/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the terms (AGB)' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Yes, accept' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you! You have accepted the offer.' }),
    ).toBeVisible();
    expect(api.calls.at(-1)?.body).toMatchObject({ termsAccepted: true });
  });

  it('links the terms next to their box when the company has them', async () => {
    renderPage(testOffer());
    const box = await screen.findByRole('checkbox', { name: 'I have read and agree to the terms (AGB).' });
    expect(box).toBeVisible();
    const decision = screen.getByRole('region', { name: 'Your decision' });
    expect(within(decision).getByRole('link', { name: 'Open the terms (AGB)' }).getAttribute('href')).toBe(
      `/api/public/offers/${TOKEN}/agb`,
    );
  });

  it('keeps the total in a bar that follows the ticks while the offer is open', async () => {
    renderPage(testOffer());
    const bar = await screen.findByTestId('sticky-total');
    expect(bar.textContent).toBe('TotalCHF 2,509.00 – 2,703.60');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Cleaning/ }));
    expect(bar.textContent).toBe('TotalCHF 1,643.10 – 1,837.70');
  });

  it('lists a catalogue service named like a priced one only once', async () => {
    const offer = testOffer();
    renderPage({
      ...offer,
      contract: {
        ...offer.contract,
        services: [
          { serviceId: 's1', labels: { de: 'Reinigung', en: 'Cleaning', fr: '', it: '' }, value: true },
          { serviceId: 's2', labels: { de: 'Möbellift', en: 'Furniture lift', fr: '', it: '' }, value: true },
        ],
      } as PublicOffer['contract'],
    });
    expect(await screen.findByText('Furniture lift')).toBeVisible();
    expect(screen.getAllByText('Cleaning')).toHaveLength(1);
  });

  it('hides the reject button when the company says so', async () => {
    const offer = testOffer();
    renderPage({ ...offer, company: { ...offer.company, hideRejectOfferButton: true } });
    expect(await screen.findByRole('button', { name: 'Accept the offer' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reject the offer' })).toBeNull();
  });

  it('shows an answered offer as answered after a reload', async () => {
    renderPage(testOffer({ state: 'accepted', acceptedServices: ['trash'] }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you! You have accepted the offer.' }),
    ).toBeVisible();
    expect((screen.getByRole('checkbox', { name: /Disposal/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Relocation/ }) as HTMLInputElement).checked).toBe(false);
    expect(total().textContent).toBe('CHF 670.20');
  });

  it('says only that an unknown link leads nowhere, and an expired one that it expired', async () => {
    renderPage(null);
    expect(await screen.findByText('There is no Contract with the Given Link')).toBeVisible();
    expect(screen.queryByTestId('offer-total')).toBeNull();
  });

  it('shows an expired offer as expired and nothing of it', async () => {
    renderPage(testOffer({ state: 'expired' }));
    expect(
      await screen.findByText('This offer has expired. Please contact the company for a new one.'),
    ).toBeVisible();
    expect(screen.queryByText('Erika Muster')).toBeNull();
  });

  it('shows what the link says now when the offer was answered in another tab', async () => {
    const offer = testOffer();
    let answered = false;
    const api = server((call) => {
      if (call.method === 'POST') {
        answered = true;
        return {
          status: 409,
          body: { error: { code: 'error_offer_decided', message: 'This offer has already been answered.' } },
        };
      }
      return { status: 200, body: answered ? { ...offer, state: 'rejected' } : offer };
    });
    render(<OfferPage api={offerApi(TOKEN, 'en', api.fetcher)} language="en" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Accept the offer' }));
    await user.click(screen.getByRole('button', { name: 'Yes, accept' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'You have rejected the offer.' })).toBeVisible(),
    );
  });

  it('says when the offer was edited since it was sent; an acceptance of an older page reloads it and says why', async () => {
    const offer = testOffer();
    let edited = false;
    const api = server((call) => {
      if (call.method === 'POST') {
        edited = true;
        return {
          status: 409,
          body: {
            error: {
              code: 'error_offer_changed',
              message:
                'This offer was updated in the meantime. Please reload the page to see the current offer before you accept it.',
            },
          },
        };
      }
      return {
        status: 200,
        body: edited
          ? { ...offer, updatedSinceSent: true, contract: { ...offer.contract, revision: 4 } }
          : offer,
      };
    });
    render(<OfferPage api={offerApi(TOKEN, 'en', api.fetcher)} language="en" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /I have read and agree/ }));
    expect(screen.queryByText(/This offer was changed after it was sent to you/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept the offer' }));
    await user.click(screen.getByRole('button', { name: 'Yes, accept' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('This offer was updated in the meantime.');
    expect(notice.textContent).toContain('This offer was changed after it was sent to you.');
    // Still open: the customer accepts again, now naming the revision they see.
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({ revision: 3 });
    const acceptAgain = screen.getByRole('button', { name: 'Accept the offer' });
    expect(acceptAgain).toBeVisible();
    expect(acceptAgain).toBeEnabled();
  });

  it('speaks German on German links', async () => {
    const api = server(() => ({ status: 200, body: testOffer({ language: 'de' }) }));
    render(<OfferPage api={offerApi(TOKEN, 'de', api.fetcher)} language="de" />);
    expect(await screen.findByRole('heading', { name: 'Offerte Nr. 1042' })).toBeVisible();
    expect(total().textContent).toBe("CHF 2'509.00 – 2'703.60");
    expect(api.calls[0]?.language).toBe('de');
  });

  it("shows the office's public messages under the company's name, with their time in the company's zone", async () => {
    renderPage(
      testOffer({
        comments: [
          {
            _id: 'm1',
            body: 'We arrive at 7 a.m.\nPlease keep the parking space free.',
            // 08:30 in Zürich (winter: UTC+1).
            createdAt: '2026-12-01T07:30:00.000Z',
            editedAt: null,
          },
          {
            _id: 'm2',
            body: 'Boxes come on Monday.',
            createdAt: '2026-12-02T09:00:00.000Z',
            editedAt: '2026-12-02T10:00:00.000Z',
          },
        ],
      }),
    );
    const messages = await screen.findByRole('region', { name: 'Messages from Zügelblitz AG' });
    const items = within(messages).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Zügelblitz AG · Tue, 1 Dec 2026, 08:30');
    expect(items[0]).toHaveTextContent('We arrive at 7 a.m.');
    expect(items[1]).toHaveTextContent('edited');
  });

  it('shows no messages section when there are none', async () => {
    renderPage(testOffer());
    await screen.findByRole('heading', { name: /Offer no\./ });
    expect(screen.queryByRole('region', { name: /Messages from/ })).toBeNull();
  });

  it('downloads the PDF through the download helper, and tells an error answer instead of saving it', async () => {
    const offer = testOffer();
    let pdfAnswer: { status: number; body: unknown } = { status: 200, body: offer };
    const api = server((call) =>
      call.url.endsWith('/pdf?download=1') ? pdfAnswer : { status: 200, body: offer },
    );
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    URL.createObjectURL = () => 'blob:offer';
    URL.revokeObjectURL = () => {};
    try {
      render(<OfferPage api={offerApi(TOKEN, 'en', api.fetcher)} language="en" />);
      const user = userEvent.setup();
      const link = await screen.findByRole('link', { name: 'Download the offer as PDF' });

      pdfAnswer = {
        status: 404,
        body: {
          error: {
            code: 'error_contract_link_not_found',
            message: 'There is no Contract with the Given Link',
          },
        },
      };
      await user.click(link);
      expect(await screen.findByRole('alert')).toHaveTextContent('There is no Contract with the Given Link');
      expect(saved).toEqual([]);
      expect(api.calls.at(-1)).toMatchObject({
        url: `/api/public/offers/${TOKEN}/pdf?download=1`,
        language: 'en',
      });

      pdfAnswer = { status: 200, body: { pdf: true } };
      await user.click(link);
      await waitFor(() => expect(saved).toEqual(['offer.pdf']));
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });
});
