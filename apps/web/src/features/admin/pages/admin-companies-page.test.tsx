import type { AdminCompanySummary } from '@maxer/domain';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';

const ADMIN = signedIn({ kind: 'admin', role: 'PLATFORM_ADMIN', username: 'olivia', company: null });

const alpen: AdminCompanySummary = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Alpen Umzüge AG',
  active: true,
  city: 'Chur',
  ownerEmail: 'chef@alpen.ch',
  package: { _id: '00000000-0000-4000-8000-0000000000aa', name: 'Profi' },
  users: 4,
  contractsLast30Days: 12,
  lastActivityAt: '2026-11-20T09:30:00Z',
  createdAt: '2026-01-05T08:00:00Z',
};
const dormant: AdminCompanySummary = {
  ...alpen,
  _id: '00000000-0000-4000-8000-000000000002',
  name: 'Bodensee Reinigung GmbH',
  active: false,
  city: null,
  ownerEmail: null,
  package: null,
  users: 1,
  contractsLast30Days: 0,
  lastActivityAt: null,
};

const server = setupApiServer();

async function openCompanies(path: string, language: 'de' | 'en' = 'de') {
  const queries: Record<string, string>[] = [];
  server.use(
    api.get('/api/admin/companies', ({ request, response }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return response(200).json({ items: [alpen, dormant], total: 2, page: 1, pageSize: 25 });
    }),
    http.get('*/api/*', () => Response.json({})),
  );
  await openApp(path, ADMIN, language, { onError: () => {} });
  return queries;
}

describe('the platform admin’s company list', () => {
  it('asks the server for what the address says and shows each company with its figures', async () => {
    const queries = await openCompanies('/admin/company?q=alpen&active=true&sort=-lastActivityAt');
    const table = await screen.findByRole('table', { name: 'Firmen' });
    expect(queries.at(-1)).toEqual({
      page: '1',
      pageSize: '25',
      sort: '-lastActivityAt',
      q: 'alpen',
      active: 'true',
    });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(
      /Alpen Umzüge AG.*chef@alpen\.ch.*Chur.*Profi.*4.*12.*20\.11\.2026.*Aktiv/,
    );
    expect(second).toHaveTextContent(/Bodensee Reinigung GmbH.*–.*–.*–.*1.*0.*Noch keine.*Inaktiv/);
    expect(screen.getByRole('columnheader', { name: 'Letzte Aktivität' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('speaks English under /en', async () => {
    await openCompanies('/en/admin/company', 'en');
    expect(await screen.findByRole('heading', { name: 'Companies' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Jobs (30 days)' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Companies' })).toBeVisible();
  });
});
