import type { AdminOverview } from '@maxer/domain';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';

const ADMIN = signedIn({ kind: 'admin', role: 'PLATFORM_ADMIN', username: 'olivia', company: null });

const FIGURES: AdminOverview = {
  companies: { active: 42, inactive: 3, newThisMonth: 5 },
  monthlyRecurringRevenueCents: 1234550,
  unpaidPlatformInvoices: null,
  signInsToday: 17,
  newCompaniesPerMonth: [
    { month: '2026-10', count: 2 },
    { month: '2026-11', count: 5 },
  ],
  signInsPerDay: [
    { day: '2026-11-25', count: 30 },
    { day: '2026-11-26', count: 17 },
  ],
  todayStart: '2026-11-25T23:00:00.000Z',
  monthStart: '2026-10-31T23:00:00.000Z',
};

const server = setupApiServer();

async function openHome(language: 'de' | 'en') {
  server.use(
    api.get('/api/admin/overview', ({ response }) => response(200).json(FIGURES)),
    http.get('*/api/*', () => Response.json({})),
  );
  await openApp(language === 'en' ? '/en/admin' : '/admin', ADMIN, language, { onError: () => {} });
}

describe('the platform admin’s home page', () => {
  it('shows the platform’s figures, each linking to the list it counts', async () => {
    await openHome('de');
    const active = await screen.findByRole('region', { name: 'Aktive Firmen' });
    expect(await within(active).findByText('42')).toBeVisible();
    expect(within(active).getByRole('link').getAttribute('href')).toBe('/admin/company?active=true');
    const inactive = screen.getByRole('region', { name: 'Inaktive Firmen' });
    expect(within(inactive).getByText('3')).toBeVisible();
    expect(within(inactive).getByRole('link').getAttribute('href')).toBe('/admin/company?active=false');
    const newest = screen.getByRole('region', { name: 'Neue Firmen diesen Monat' });
    expect(within(newest).getByText('5')).toBeVisible();
    expect(within(newest).getByRole('link').getAttribute('href')).toBe('/admin/company?sort=-createdAt');
    // Integer cents written by the domain's formatMoney.
    const revenue = screen.getByRole('region', { name: 'Monatlich wiederkehrender Umsatz' });
    expect(within(revenue).getByText("CHF 12'345.50")).toBeVisible();
    const signIns = screen.getByRole('region', { name: 'Anmeldungen heute' });
    expect(within(signIns).getByText('17')).toBeVisible();
    expect(within(signIns).getByRole('link').getAttribute('href')).toBe('/admin/live');
    // Platform billing does not exist yet: said so, no number made up.
    const unpaid = screen.getByRole('region', { name: 'Offene Plattform-Rechnungen' });
    expect(within(unpaid).getByText('Noch nicht verfügbar')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Neue Firmen pro Monat' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Anmeldungen pro Tag' })).toBeVisible();
    // The navigation's "Firmen" stays the one link of that name (the browser journey clicks it).
    expect(screen.getAllByRole('link', { name: /Firmen/ }).map((link) => link.textContent)).toEqual([
      'Firmen',
    ]);
  });

  it('speaks English under /en', async () => {
    await openHome('en');
    const revenue = await screen.findByRole('region', { name: 'Monthly recurring revenue' });
    expect(await within(revenue).findByText('CHF 12,345.50')).toBeVisible();
    const active = screen.getByRole('region', { name: 'Active companies' });
    expect(within(active).getByRole('link', { name: 'Show active' }).getAttribute('href')).toBe(
      '/en/admin/company?active=true',
    );
  });
});
