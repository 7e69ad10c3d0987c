import type { AdminActivity, AdminActivitySummary, Language } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const ADMIN = signedIn({ kind: 'admin', role: 'PLATFORM_ADMIN', username: 'olivia', company: null });
const COMPANY = { _id: '00000000-0000-4000-8000-0000000000c1', name: 'Bergsicht Umzüge AG' };

const request: AdminActivity = {
  _id: '00000000-0000-4000-8000-000000000001',
  action: 'request',
  entityType: 'request',
  entityId: null,
  actor: { type: 'admin', _id: '00000000-0000-4000-8000-0000000000a1', name: 'Olivia Oberhof' },
  onBehalf: true,
  company: COMPANY,
  request: { method: 'POST', path: '/api/customers', status: 201 },
  ip: '203.0.113.7',
  // 09:30 UTC is 10:30 in Zurich.
  createdAt: '2026-11-20T09:30:05Z',
  changes: { method: [null, 'POST'], path: [null, '/api/customers'], status: [null, 201] },
};
const created: AdminActivity = {
  ...request,
  _id: '00000000-0000-4000-8000-000000000002',
  action: 'create',
  entityType: 'customer',
  entityId: '00000000-0000-4000-8000-0000000000d1',
  request: null,
  createdAt: '2026-11-20T09:30:04Z',
  changes: { lastName: [null, 'Vom Admin'], city: ['Chur', 'Thusis'] },
};
const platformLevel: AdminActivity = {
  ...created,
  _id: '00000000-0000-4000-8000-000000000003',
  action: 'update',
  entityType: 'platformAdmin',
  onBehalf: false,
  company: null,
  ip: null,
  changes: { active: [true, false] },
};
const ALL = [request, created, platformLevel];
const summary = ({ changes: _, ...rest }: AdminActivity): AdminActivitySummary => rest;

const server = setupApiServer();

async function open(path: string, language: Language = 'de') {
  const queries: Record<string, string>[] = [];
  server.use(
    api.get('/api/admin/activities', ({ request: asked, response }) => {
      queries.push(Object.fromEntries(new URL(asked.url).searchParams));
      return response(200).json({ items: ALL.map(summary), total: 3, page: 1, pageSize: 25 });
    }),
    api.get('/api/admin/activities/{id}', ({ params, response }) => {
      const found = ALL.find((activity) => activity._id === params.id);
      return found
        ? response(200).json(found)
        : response(404).json(errorBody('error_resource_not_found', 'Nicht gefunden'));
    }),
    api.get('/api/admin/companies', ({ response }) =>
      response(200).json({
        items: [
          {
            ...COMPANY,
            active: true,
            city: 'Chur',
            ownerEmail: null,
            package: null,
            users: 1,
            contractsLast30Days: 0,
            lastActivityAt: null,
            createdAt: '2026-01-01T00:00:00Z',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    ),
    http.get('*/api/*', () => Response.json({})),
  );
  const { user, router } = await openApp(path, ADMIN, language, { onError: () => {} });
  return { queries, user, router };
}

/** The value beside a label in the details list. */
function detail(label: string): string {
  const term = screen.getByText(label, { selector: 'dt, dt *' });
  return term.closest('dt')?.nextElementSibling?.textContent ?? '';
}

describe('the platform’s activity list', () => {
  it('asks with the filters of the address and shows who did what, where, on whose behalf, from where', async () => {
    const { queries } = await open(
      `/admin/activities?companyId=${COMPANY._id}&action=create&from=2026-11-01&to=2026-11-30&q=olivia`,
    );
    const table = await screen.findByRole('table', { name: 'Aktivitäten' });
    expect(queries.at(-1)).toEqual({
      page: '1',
      pageSize: '25',
      sort: '-createdAt',
      q: 'olivia',
      companyId: COMPANY._id,
      action: 'create',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(
      /20\.11\.2026 10:30.*Olivia Oberhof.*im Auftrag.*Admin.*Bergsicht Umzüge AG.*POST \/api\/customers.*201.*203\.0\.113\.7/,
    );
    expect(second).toHaveTextContent(/Olivia Oberhof.*im Auftrag.*Bergsicht Umzüge AG.*Erstellt · Kunde/);
    expect(third).toHaveTextContent(/Plattform.*Geändert · Admin-Konto.*–/);
    expect(within(third!).queryByText('im Auftrag')).toBeNull();
    // The company filter names the company of the address.
    expect(screen.getByRole('combobox', { name: 'Firma' })).toHaveValue('Bergsicht Umzüge AG');
    expect(screen.getByLabelText('Von')).toHaveValue('01.11.2026');
    expect(within(second!).getByRole('link', { name: 'Erstellt · Kunde' })).toHaveAttribute(
      'href',
      `/admin/activities/${created._id}`,
    );
  });

  it('filters by a chosen kind and by platform-level only, back at page 1', async () => {
    const { queries, user } = await open('/admin/activities?page=2');
    await screen.findByRole('table', { name: 'Aktivitäten' });
    expect(queries.at(-1)?.page).toBe('2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Art' }), 'Anfrage');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ page: '1', action: 'request' }));

    await user.click(screen.getByRole('combobox', { name: 'Firma' }));
    await user.click(await screen.findByRole('option', { name: 'Nur Plattform (ohne Firma)', hidden: true }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ scope: 'platform', action: 'request' }));

    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', pageSize: '25', sort: '-createdAt' }));
  });

  it('opens an activity from its row', async () => {
    const { user } = await open('/admin/activities');
    await user.click(await screen.findByRole('link', { name: 'Erstellt · Kunde' }));
    expect(await screen.findByRole('heading', { name: 'Aktivität' })).toBeVisible();
    expect(detail('Wer')).toContain('Olivia Oberhof');
  });

  it('speaks English under /en, with the nav items', async () => {
    await open('/en/admin/activities', 'en');
    const table = await screen.findByRole('table', { name: 'Activities' });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(/on behalf.*Created · Customer/);
    expect(screen.getByRole('link', { name: 'Activities' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Admins' })).toBeVisible();
  });
});

describe('one activity', () => {
  it('shows who, when, from which address, the company, and each change before and after', async () => {
    await open(`/admin/activities/${created._id}`);
    expect(await screen.findByRole('heading', { name: 'Aktivität' })).toBeVisible();
    expect(detail('Wann')).toBe('20.11.2026 10:30');
    expect(detail('Wer')).toBe('Olivia OberhofAdmin');
    expect(detail('Im Auftrag')).toBe('Ja');
    expect(detail('Firma')).toBe('Bergsicht Umzüge AG');
    expect(detail('IP-Adresse')).toBe('203.0.113.7');
    expect(detail('Art')).toBe('Erstellt');
    expect(detail('Bereich')).toBe('Kunde');
    const changes = screen.getByRole('table', { name: 'Änderungen' });
    const [, lastName, city] = within(changes).getAllByRole('row');
    expect(lastName).toHaveTextContent(/lastName.*–.*Vom Admin/);
    expect(city).toHaveTextContent(/city.*Chur.*Thusis/);
  });

  it('shows a request made on behalf with its method, path and answer', async () => {
    await open(`/admin/activities/${request._id}`);
    await screen.findByRole('heading', { name: 'Aktivität' });
    expect(detail('Anfrage')).toBe('POST /api/customers');
    expect(detail('Antwort')).toBe('201');
    expect(screen.queryByRole('table', { name: 'Änderungen' })).toBeNull();
  });

  it('names a platform-level activity as such, in English', async () => {
    await open(`/en/admin/activities/${platformLevel._id}`, 'en');
    await screen.findByRole('heading', { name: 'Activity' });
    expect(detail('Company')).toBe('Platform');
    expect(detail('IP address')).toBe('–');
    expect(within(screen.getByRole('table', { name: 'Changes' })).getAllByRole('row')[1]).toHaveTextContent(
      /active.*true.*false/,
    );
  });

  it('says so when the activity does not exist', async () => {
    await open('/admin/activities/00000000-0000-4000-8000-0000000000ff');
    expect(await screen.findByText('Diesen Eintrag gibt es nicht (mehr).')).toBeVisible();
  });
});
