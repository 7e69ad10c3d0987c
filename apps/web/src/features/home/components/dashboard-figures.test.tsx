import type { Dashboard } from '@maxer/domain';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const USER = signedIn({
  _id: 'u2',
  firstName: 'Ueli',
  email: 'user@example.com',
  role: 'USER',
  username: 'user',
});

const FIGURES: Dashboard = {
  offersPending: 4,
  offersAcceptedThisMonth: 2,
  contractsWithoutOffers: 7,
  monthStart: '2026-10-31T23:00:00.000Z',
  since: '2026-10-22T10:00:00.000Z',
};

const server = setupApiServer();

/** The home page, its figures answered once `answered` resolves (at once by default). */
async function openHome(language: 'de' | 'en', answered: Promise<void> = Promise.resolve()) {
  server.use(
    api.get('/api/dashboard', async ({ response }) => {
      await answered;
      return response(200).json(FIGURES);
    }),
    http.all('*/api/*', () => Response.json(errorBody('error_resource_not_found', 'x'), { status: 404 })),
  );
  await openApp(language === 'en' ? '/en' : '/', USER, language, { onError: () => {} });
}

describe('the dashboard figures', () => {
  it('show the three counts, each linking to its filtered list', async () => {
    await openHome('de');
    const pending = await screen.findByRole('region', { name: 'Offene Offerten' });
    expect(await within(pending).findByText('4')).toBeVisible();
    expect(within(pending).getByRole('link').getAttribute('href')).toBe('/offers?state=open');
    const accepted = screen.getByRole('region', { name: 'Diesen Monat angenommen' });
    expect(within(accepted).getByText('2')).toBeVisible();
    expect(within(accepted).getByText('Seit 01.11.2026')).toBeVisible();
    expect(within(accepted).getByRole('link').getAttribute('href')).toBe(
      `/offers?state=accepted&acceptedFrom=${encodeURIComponent('2026-10-31T23:00:00.000Z')}&sort=-acceptedAt`,
    );
    const withoutOffers = screen.getByRole('region', { name: 'Aufträge ohne Offerte' });
    expect(within(withoutOffers).getByText('7')).toBeVisible();
    expect(within(withoutOffers).getByText('Erstellt in den letzten 30 Tagen')).toBeVisible();
    // The jobs it counts: no offer, created since the instant the count started from.
    expect(
      within(withoutOffers)
        .getByRole('link', { name: 'Aufträge ohne Offerte anzeigen' })
        .getAttribute('href'),
    ).toBe(
      `/contracts?withoutOffer=true&createdFrom=${encodeURIComponent('2026-10-22T10:00:00.000Z')}&sort=-createdAt`,
    );
  });

  it('offer the links that filter by a date only once that date has come', async () => {
    let answer = () => {};
    await openHome('de', new Promise<void>((resolve) => (answer = resolve)));
    const pending = await screen.findByRole('region', { name: 'Offene Offerten' });
    const accepted = screen.getByRole('region', { name: 'Diesen Monat angenommen' });
    const withoutOffers = screen.getByRole('region', { name: 'Aufträge ohne Offerte' });
    // Still loading: a link now would open every accepted offer, every job without an offer.
    expect(within(pending).getByRole('link').getAttribute('href')).toBe('/offers?state=open');
    expect(within(accepted).queryByRole('link')).toBeNull();
    expect(within(withoutOffers).queryByRole('link')).toBeNull();

    answer();
    const link = await within(withoutOffers).findByRole('link', { name: 'Aufträge ohne Offerte anzeigen' });
    expect(link.getAttribute('href')).toContain(`createdFrom=${encodeURIComponent(FIGURES.since)}`);
    expect(within(accepted).getByRole('link').getAttribute('href')).toContain(
      `acceptedFrom=${encodeURIComponent(FIGURES.monthStart)}`,
    );
  });

  it('link under /en in English', async () => {
    await openHome('en');
    const pending = await screen.findByRole('region', { name: 'Offers pending' });
    await within(pending).findByText('4');
    expect(within(pending).getByRole('link', { name: 'Show pending offers' }).getAttribute('href')).toBe(
      '/en/offers?state=open',
    );
  });
});
