import type { Package } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const ADMIN = signedIn({ kind: 'admin', role: 'PLATFORM_ADMIN', username: 'olivia', company: null });
const PROFI = '00000000-0000-4000-8000-0000000000aa';
const BASIS = '00000000-0000-4000-8000-0000000000bb';

const packages: Package[] = [
  {
    _id: BASIS,
    name: 'Basis',
    priceCents: 4_900,
    maxUsers: 5,
    companies: 0,
    createdAt: '2026-01-01T00:00:00Z',
  },
  {
    _id: PROFI,
    name: 'Profi',
    priceCents: 129_900,
    maxUsers: null,
    companies: 3,
    createdAt: '2026-01-01T00:00:00Z',
  },
];

const server = setupApiServer();

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The packages screens at `path` against a fake API; a package with companies refuses its delete. */
async function open(path: string, language: 'de' | 'en' = 'de') {
  const calls: Call[] = [];
  const record = (request: Request, body?: unknown) =>
    calls.push({ method: request.method, path: new URL(request.url).pathname, body });
  const inUse = {
    de: 'Dieses Paket wird von 3 Firmen verwendet und kann nicht gelöscht werden. Wechseln Sie deren Paket zuerst.',
    en: 'This package is used by 3 companies and cannot be deleted. Move them to another package first.',
  };
  server.use(
    api.get('/api/admin/companies', ({ response }) =>
      response(200).json({ items: [], total: 0, page: 1, pageSize: 25 }),
    ),
    api.get('/api/admin/packages', ({ request, response }) => {
      record(request);
      return response(200).json({ items: packages, total: 2, page: 1, pageSize: 25 });
    }),
    api.get('/api/admin/packages/{id}', ({ request, params, response }) => {
      record(request);
      return response(200).json(packages.find((pkg) => pkg._id === params.id)!);
    }),
    api.post('/api/admin/packages', async ({ request, response }) => {
      const body = await request.json();
      record(request, body);
      return response(201).json({
        ...body,
        maxUsers: body.maxUsers ?? null,
        _id: PROFI,
        companies: 0,
        createdAt: '',
      });
    }),
    api.put('/api/admin/packages/{id}', async ({ request, params, response }) => {
      const body = await request.json();
      record(request, body);
      return response(200).json({
        ...packages.find((pkg) => pkg._id === params.id)!,
        ...body,
        maxUsers: body.maxUsers ?? null,
      });
    }),
    api.delete('/api/admin/packages/{id}', ({ request, params, response }) => {
      record(request);
      const pkg = packages.find((one) => one._id === params.id)!;
      if (pkg.companies > 0) {
        const body = errorBody('error_package_in_use', inUse[language]);
        return response(409).json({ ...body, error: { ...body.error, params: { count: pkg.companies } } });
      }
      return response(204).empty();
    }),
    http.get('*/api/*', () => Response.json({})),
  );
  const { user } = await openApp(path, ADMIN, language);
  return { calls, user };
}

describe('the packages list', () => {
  it('shows each package with its price in CHF, user limit and companies; reached from the navigation', async () => {
    const { user } = await open('/admin/company');
    await user.click(await screen.findByRole('link', { name: 'Pakete' }));
    const table = await screen.findByRole('table', { name: 'Pakete' });
    await within(table).findByText('Profi');
    const [, basis, profi] = within(table).getAllByRole('row');
    expect(basis).toHaveTextContent(/Basis.*CHF 49\.00.*5.*0/);
    expect(profi).toHaveTextContent(/Profi.*CHF 1'299\.00.*Unbegrenzt.*3/);
    expect(within(profi!).getByRole('link', { name: 'Profi bearbeiten' })).toHaveAttribute(
      'href',
      `/admin/packages/${PROFI}/edit`,
    );
    expect(screen.getByRole('link', { name: 'Neues Paket' })).toHaveAttribute('href', '/admin/packages/new');
  });

  it('deletes only after the confirmation', async () => {
    const { calls, user } = await open('/admin/packages');
    await user.click(await screen.findByRole('button', { name: 'Basis löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paket löschen?' });
    expect(dialog).toHaveTextContent('«Basis» wird gelöscht.');
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.getByText('Paket gelöscht')).toBeVisible());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/admin/packages/${BASIS}`,
    ]);
  });

  it('says why a package in use cannot be deleted, in English', async () => {
    const { user } = await open('/en/admin/packages', 'en');
    await user.click(await screen.findByRole('button', { name: 'Delete Profi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete package?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'This package is used by 3 companies and cannot be deleted. Move them to another package first.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Package deleted')).toBeNull();
  });
});

describe('a package’s form', () => {
  it('shows the messages next to the fields, then creates the package with its price in Rappen', async () => {
    const { calls, user } = await open('/admin/packages/new');
    await user.click(await screen.findByRole('button', { name: 'Paket erstellen' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');
    expect(screen.getByRole('textbox', { name: 'Preis pro Monat' })).toHaveAccessibleDescription(
      'Dieses Feld ist erforderlich.',
    );
    await user.type(name, 'X');
    await user.click(screen.getByRole('button', { name: 'Paket erstellen' }));
    expect(name).toHaveAccessibleDescription('Dieser Wert ist nicht gültig.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(name, 'L');
    await user.type(screen.getByRole('textbox', { name: 'Preis pro Monat' }), "1'299.50");
    await user.type(screen.getByRole('textbox', { name: 'Max. Benutzer' }), '12');
    await user.click(screen.getByRole('button', { name: 'Paket erstellen' }));
    await waitFor(() => expect(screen.getByText('Paket erstellt')).toBeVisible());
    await waitFor(() => expect(window.location.pathname).toBe('/admin/packages'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'XL',
      priceCents: 129_950,
      maxUsers: 12,
    });
  });

  it('edits a package: its values shown, an emptied limit saved as none', async () => {
    const { calls, user } = await open(`/admin/packages/${BASIS}/edit`);
    expect(await screen.findByRole('heading', { name: 'Paket bearbeiten', level: 1 })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Preis pro Monat' })).toHaveValue('49.00');
    await user.clear(screen.getByRole('textbox', { name: 'Max. Benutzer' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByText('Paket gespeichert')).toBeVisible());
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `/api/admin/packages/${BASIS}`,
      body: { name: 'Basis', priceCents: 4_900, maxUsers: null },
    });
  });
});
