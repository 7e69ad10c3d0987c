import type { PublicReview } from '@maxer/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reviewApi } from './api.ts';
import { ReviewPage } from './review-page.tsx';

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
const REVIEW: PublicReview = {
  language: 'en',
  company: {
    name: 'Zügel AG',
    backgroundColor: null,
    textColor: null,
    accentColor: '#123456',
    hasLogo: true,
  },
  customerName: 'Erika Muster',
  contractNumber: 1042,
  submittedAt: null,
  funnel: null,
  publicReviewUrl: null,
  followUpSent: false,
};
const ANSWERED = { submittedAt: '2026-12-01T09:00:00.000Z' };
const GOOGLE = 'https://g.page/r/zuegel/review';

function renderPage(
  language: 'de' | 'en',
  answer: (call: Call) => { status: number; body: unknown },
  token: string | null = TOKEN,
) {
  const api = server(answer);
  render(<ReviewPage api={token ? reviewApi(token, language, api.fetcher) : null} language={language} />);
  return api;
}

describe("the customer's review page", () => {
  it('rates the nine areas with the keyboard, sends once and shows the thanks', async () => {
    const user = userEvent.setup();
    const api = renderPage('en', (call) =>
      call.method === 'POST'
        ? { status: 200, body: { ...REVIEW, submittedAt: '2026-12-01T09:00:00.000Z' } }
        : { status: 200, body: REVIEW },
    );
    expect(await screen.findByRole('heading', { name: 'How satisfied were you?' })).toBeVisible();
    expect(screen.getByText('Zügel AG')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Logo of Zügel AG' })).toHaveAttribute(
      'src',
      `/api/public/reviews/${TOKEN}/logo`,
    );
    expect(screen.getByText('Job no. 1042')).toBeVisible();
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Service quality',
      'Team',
      'Timeliness',
      'Condition of your items',
      'Communication',
      'Price',
      'Recommendation',
      'Process and system',
      'Contract clarity',
    ]);

    // Keyboard: into the first group, then the arrow keys move the choice along the stars.
    const quality = within(screen.getByRole('group', { name: 'Service quality' }));
    await user.click(quality.getByRole('radio', { name: '1 star' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(quality.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(
      screen.getByRole('textbox', { name: 'Comment on “Service quality” (optional)' }),
      'Careful',
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Team' })).getByRole('radio', { name: '5 stars' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Your comment (optional)' }), 'Thank you');
    await user.click(screen.getByRole('button', { name: 'Send review' }));

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toHaveFocus();
    expect(screen.getByText('Your review has reached Zügel AG.')).toBeVisible();
    const sent = api.calls.filter((call) => call.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.language).toBe('en');
    expect(sent[0]!.body).toMatchObject({
      comment: 'Thank you',
      areas: {
        serviceQuality: { rating: 4, comment: 'Careful' },
        team: { rating: 5, comment: null },
        price: { rating: null, comment: null },
      },
    });
    expect(screen.queryByRole('button', { name: 'Send review' })).toBeNull();
  });

  it('asks for a star or a word before sending nothing', async () => {
    const user = userEvent.setup();
    const api = renderPage('de', () => ({ status: 200, body: { ...REVIEW, language: 'de' } }));
    await user.click(await screen.findByRole('button', { name: 'Bewertung abschicken' }));
    expect(screen.getByRole('alert')).toHaveTextContent('mindestens einen Stern');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('a second visit of an answered link shows the thanks, not the form', async () => {
    renderPage('de', () => ({
      status: 200,
      body: { ...REVIEW, language: 'de', submittedAt: '2026-12-01T09:00:00.000Z' },
    }));
    expect(await screen.findByRole('heading', { name: 'Vielen Dank!' })).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('an unknown, a missing or an expired link says only that', async () => {
    renderPage('en', () => ({
      status: 404,
      body: { error: { code: 'error_review_link_not_found', message: 'x' } },
    }));
    expect(await screen.findByRole('heading', { name: 'Invalid link' })).toBeVisible();
  });

  it('without a token in the address, the link is invalid without asking the server', async () => {
    const api = renderPage('de', () => ({ status: 200, body: REVIEW }), null);
    expect(await screen.findByRole('heading', { name: 'Link ungültig' })).toBeVisible();
    expect(api.calls).toHaveLength(0);
  });

  it('an expired link says it expired', async () => {
    renderPage('de', () => ({
      status: 410,
      body: { error: { code: 'error_review_link_expired', message: 'x' } },
    }));
    expect(await screen.findByRole('heading', { name: 'Link abgelaufen' })).toBeVisible();
  });

  it('a failed submission says so and keeps the answers for another try (spec §8)', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPage('en', (call) => {
      if (call.method === 'GET') return { status: 200, body: REVIEW };
      if (fail)
        return {
          status: 500,
          body: { error: { code: 'error_something_wrong', message: 'Something went wrong' } },
        };
      return { status: 200, body: { ...REVIEW, submittedAt: '2026-12-01T09:00:00.000Z' } };
    });
    const team = within(await screen.findByRole('group', { name: 'Team' }));
    await user.click(team.getByRole('radio', { name: '3 stars' }));
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(team.getByRole('radio', { name: '3 stars' })).toBeChecked();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeVisible();
  });

  it('a load that fails on the way can be retried', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderPage('en', () => {
      calls += 1;
      return calls === 1
        ? { status: 503, body: { error: { code: 'error_service_unavailable', message: 'Not available' } } }
        : { status: 200, body: REVIEW };
    });
    expect(await screen.findByRole('heading', { name: 'The review could not be loaded' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'How satisfied were you?' })).toBeVisible();
  });

  describe('the review funnel on the thanks page', () => {
    it('invites a happy customer to the company’s public page, in a new tab', async () => {
      renderPage('de', () => ({
        status: 200,
        body: { ...REVIEW, ...ANSWERED, language: 'de', funnel: 'high', publicReviewUrl: GOOGLE },
      }));
      const link = await screen.findByRole('link', {
        name: 'Jetzt öffentlich bewerten (öffnet in einem neuen Tab)',
      });
      expect(link).toHaveAttribute('href', GOOGLE);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(screen.queryByRole('textbox')).toBeNull();
    });

    it('shows neither without a company address or for a middling review', async () => {
      renderPage('en', () => ({
        status: 200,
        body: { ...REVIEW, ...ANSWERED, funnel: 'neutral', publicReviewUrl: null },
      }));
      expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeVisible();
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
    });

    it('asks an unhappy customer what went wrong and sends it once', async () => {
      const user = userEvent.setup();
      const api = renderPage('en', (call) =>
        call.method === 'POST'
          ? { status: 200, body: { ...REVIEW, ...ANSWERED, funnel: 'low', followUpSent: true } }
          : { status: 200, body: { ...REVIEW, ...ANSWERED, funnel: 'low', publicReviewUrl: null } },
      );
      const form = await screen.findByRole('form', { name: 'What went wrong?' });
      expect(screen.queryByRole('link')).toBeNull();
      await user.click(within(form).getByRole('button', { name: 'Send message' }));
      expect(within(form).getByRole('alert')).toHaveTextContent('Please write your message first.');
      expect(within(form).getByRole('textbox', { name: 'Your message' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await user.type(
        within(form).getByRole('textbox', { name: 'Your message' }),
        ' The table got scratched. ',
      );
      await user.click(within(form).getByRole('button', { name: 'Send message' }));
      const thanks = await screen.findByText('Thank you for your message. It has reached Zügel AG.');
      expect(thanks).toHaveFocus();
      const sent = api.calls.filter((call) => call.method === 'POST');
      expect(sent).toEqual([
        {
          url: `/api/public/reviews/${TOKEN}/follow-up`,
          method: 'POST',
          body: { text: 'The table got scratched.' },
          language: 'en',
        },
      ]);
      expect(screen.queryByRole('form', { name: 'What went wrong?' })).toBeNull();
    });

    it('a second visit after the follow-up shows its thanks, not the form', async () => {
      renderPage('de', () => ({
        status: 200,
        body: { ...REVIEW, ...ANSWERED, language: 'de', funnel: 'low', followUpSent: true },
      }));
      expect(await screen.findByText('Danke für Ihre Nachricht. Sie hat Zügel AG erreicht.')).toBeVisible();
      expect(screen.queryByRole('textbox')).toBeNull();
    });
  });
});
