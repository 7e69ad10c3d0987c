import type { Dashboard } from '@maxer/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openApp, signedIn } from '../../../test/app.tsx';
import { jsonResponse } from '../../../test/render.tsx';

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

async function openHome(language: 'de' | 'en') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) =>
      new URL(request.url).pathname === '/api/dashboard'
        ? jsonResponse(200, FIGURES)
        : jsonResponse(404, { error: { code: 'error_resource_not_found', message: 'x' } }),
    ),
  );
  await openApp(language === 'en' ? '/en' : '/', USER, language, { onError: () => {} });
}

describe('the dashboard figures', () => {
  it('show the three counts, each linking to its filtered list', async () => {
    await openHome('de');
    const pending = await screen.findByRole('region', { name: 'Offene Offerten' });
    expect(await within(pending).findByText('4')).toBeTruthy();
    expect(within(pending).getByRole('link').getAttribute('href')).toBe('/offers?state=open');
    const accepted = screen.getByRole('region', { name: 'Diesen Monat angenommen' });
    expect(within(accepted).getByText('2')).toBeTruthy();
    expect(within(accepted).getByText('Seit 01.11.2026')).toBeTruthy();
    expect(within(accepted).getByRole('link').getAttribute('href')).toBe(
      `/offers?state=accepted&acceptedFrom=${encodeURIComponent('2026-10-31T23:00:00.000Z')}&sort=-acceptedAt`,
    );
    const withoutOffers = screen.getByRole('region', { name: 'Aufträge ohne Offerte' });
    expect(within(withoutOffers).getByText('7')).toBeTruthy();
    expect(within(withoutOffers).getByText('Erstellt in den letzten 30 Tagen')).toBeTruthy();
    // The jobs it counts: no offer, created since the instant the count started from.
    expect(
      within(withoutOffers)
        .getByRole('link', { name: 'Aufträge ohne Offerte anzeigen' })
        .getAttribute('href'),
    ).toBe(
      `/contracts?withoutOffer=true&createdFrom=${encodeURIComponent('2026-10-22T10:00:00.000Z')}&sort=-createdAt`,
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
