import type { AdminCompanyDetail, AdminCompanySummary, Package } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const ADMIN = signedIn({ kind: 'admin', role: 'PLATFORM_ADMIN', username: 'olivia', company: null });
const ALPEN = '00000000-0000-4000-8000-000000000001';
const BODENSEE = '00000000-0000-4000-8000-000000000002';
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
    priceCents: 9_900,
    maxUsers: null,
    companies: 1,
    createdAt: '2026-01-01T00:00:00Z',
  },
];

const alpen: AdminCompanySummary = {
  _id: ALPEN,
  name: 'Alpen Umzüge AG',
  active: true,
  city: 'Chur',
  ownerEmail: 'chef@alpen.ch',
  package: { _id: PROFI, name: 'Profi' },
  users: 4,
  contractsLast30Days: 12,
  lastActivityAt: '2026-11-20T09:30:00Z',
  createdAt: '2026-01-05T08:00:00Z',
};
const bodensee: AdminCompanySummary = {
  ...alpen,
  _id: BODENSEE,
  name: 'Bodensee Reinigung GmbH',
  active: false,
};

const detail: AdminCompanyDetail = {
  _id: ALPEN,
  name: 'Alpen Umzüge AG',
  website: 'https://alpen.ch',
  frontendUrl: null,
  hasLogo: false,
  backgroundColor: null,
  textColor: null,
  header: null,
  footer: null,
  hasAgb: false,
  iban: 'CH9300762011623852957',
  isQrIban: false,
  pdfAccentColor: null,
  pdfRelocationPriceType: 'FROMTO',
  contractNumberStart: 1000,
  customerNumberStart: 1,
  invoiceNumberStart: 1,
  vatNumber: null,
  allowedLoginCountries: ['CH'],
  hideRejectOfferButton: false,
  vatRate: 8.1,
  currency: 'CHF',
  timeZone: 'Europe/Zurich',
  street: null,
  streetNumber: null,
  zipCode: null,
  city: 'Chur',
  country: 'CH',
  active: true,
  package: { _id: PROFI, name: 'Profi', priceCents: 9_900, maxUsers: null },
  owners: [
    {
      _id: '00000000-0000-4000-8000-0000000000c1',
      firstName: 'Olga',
      lastName: 'Owner',
      email: 'chef@alpen.ch',
    },
  ],
  createdAt: '2026-01-05T08:00:00Z',
  updatedAt: '2026-11-20T09:30:00Z',
};

const server = setupApiServer();

/** Types into a field at once (a paste): long texts typed key by key make the test slow. */
async function fill(user: Awaited<ReturnType<typeof openApp>>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** The admin area at `path` against a fake API; `create` is what the new company's POST answers. */
async function open(
  path: string,
  options: { language?: 'de' | 'en'; create?: { status: 201 | 409; body?: unknown } } = {},
) {
  const calls: Call[] = [];
  const record = (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
    });
  };
  server.use(
    api.get('/api/admin/companies', ({ request, response }) => {
      record(request);
      return response(200).json({ items: [alpen, bodensee], total: 2, page: 1, pageSize: 25 });
    }),
    api.get('/api/admin/packages', ({ request, response }) => {
      record(request);
      return response(200).json({ items: packages, total: packages.length, page: 1, pageSize: 100 });
    }),
    api.get('/api/admin/companies/{id}', ({ request, response }) => {
      record(request);
      return response(200).json(detail);
    }),
    api.post('/api/admin/companies', async ({ request, response }) => {
      const body = await request.json();
      record(request, body);
      if (options.create?.status === 409) return response(409).json(options.create.body as never);
      return response(201).json({
        ...detail,
        _id: '00000000-0000-4000-8000-000000000003',
        name: body.name,
        owners: [{ ...detail.owners[0]!, email: body.owner.email }],
      });
    }),
    api.put('/api/admin/companies/{id}', async ({ request, response }) => {
      const body = await request.json();
      record(request, body);
      return response(200).json({ ...detail, name: body.name });
    }),
    api.patch('/api/admin/companies/{id}/active', async ({ request, response }) => {
      const body = await request.json();
      record(request, body);
      return response(200).json({ ...detail, active: body.active });
    }),
    http.get('*/api/*', () => Response.json({})),
  );
  const { user } = await openApp(path, ADMIN, options.language ?? 'de');
  return { calls, user };
}

describe('a new company with its owner', () => {
  it('shows the schema’s messages next to their fields and sends nothing', async () => {
    const { calls, user } = await open('/admin/company/new');
    await user.click(await screen.findByRole('button', { name: 'Firma eröffnen' }));
    const name = screen.getByRole('textbox', { name: 'Firmenname' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Der Firmenname ist nicht gültig.');
    expect(screen.getByRole('combobox', { name: 'Paket' })).toHaveAccessibleDescription(
      'Es ist kein Paket vorhanden',
    );
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveAccessibleDescription(
      'Die E-Mail-Adresse ist nicht gültig',
    );
    await fill(user, screen.getByRole('textbox', { name: 'IBAN' }), 'CH93 0076 2011 6238 5295 8');
    await user.click(screen.getByRole('button', { name: 'Firma eröffnen' }));
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('creates the company with its owner, says the invitation is sent and shows the list', async () => {
    const { calls, user } = await open('/admin/company/new');
    await fill(user, await screen.findByRole('textbox', { name: 'Firmenname' }), 'Neue Zügel AG');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Paket' }), 'Basis');
    await fill(user, screen.getByRole('textbox', { name: 'Website' }), 'https://zuegel.ch');
    await fill(user, screen.getByRole('textbox', { name: 'IBAN' }), 'CH93 0076 2011 6238 5295 7');
    await user.clear(screen.getByRole('textbox', { name: 'Erste Auftragsnummer' }));
    await fill(user, screen.getByRole('textbox', { name: 'Erste Auftragsnummer' }), '5000');
    await user.click(screen.getByRole('checkbox', { name: 'Schaltfläche «Offerte ablehnen» ausblenden' }));
    await fill(user, screen.getByRole('textbox', { name: 'Vorname' }), 'Nora');
    await fill(user, screen.getByRole('textbox', { name: 'Nachname' }), 'Neu');
    await fill(user, screen.getByRole('textbox', { name: 'E-Mail' }), 'nora@zuegel.ch');
    await user.click(screen.getByRole('button', { name: 'Firma eröffnen' }));

    await waitFor(() =>
      expect(
        screen.getByText('Firma eröffnet. Die Einladung an nora@zuegel.ch ist unterwegs.'),
      ).toBeVisible(),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/admin/company'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Neue Zügel AG',
      website: 'https://zuegel.ch',
      frontendUrl: null,
      iban: 'CH9300762011623852957',
      allowedLoginCountries: [],
      contractNumberStart: 5000,
      customerNumberStart: 1,
      hideRejectOfferButton: true,
      packageId: BASIS,
      owner: { firstName: 'Nora', lastName: 'Neu', email: 'nora@zuegel.ch' },
    });
  });

  it('shows the server’s refusal of a taken e-mail next to the owner’s e-mail, in English', async () => {
    const message = 'There is another account with this email';
    const { user } = await open('/en/admin/company/new', {
      language: 'en',
      create: {
        status: 409,
        body: errorBody('error_email_exists', message, {
          'owner.email': { code: 'error_email_exists', message },
        }),
      },
    });
    await fill(user, await screen.findByRole('textbox', { name: 'Company name' }), 'Neue Zügel AG');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Package' }), 'Profi');
    await fill(user, screen.getByRole('textbox', { name: 'First name' }), 'Nora');
    await fill(user, screen.getByRole('textbox', { name: 'Last name' }), 'Neu');
    await fill(user, screen.getByRole('textbox', { name: 'E-mail' }), 'chef@alpen.ch');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(message),
    );
    expect(window.location.pathname).toBe('/en/admin/company/new');
  });
});

describe('editing a company', () => {
  it('shows its fields and saves a package change', async () => {
    const { calls, user } = await open(`/admin/company/${ALPEN}/edit`);
    expect(await screen.findByRole('heading', { name: 'Firma bearbeiten', level: 1 })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Firmenname' })).toHaveValue('Alpen Umzüge AG');
    expect(screen.queryByRole('textbox', { name: 'Vorname' })).toBeNull();
    const select = screen.getByRole('combobox', { name: 'Paket' });
    await waitFor(() => expect(select).toHaveValue(PROFI));
    await user.selectOptions(select, 'Basis');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByText('Firma gespeichert')).toBeVisible());
    await waitFor(() => expect(window.location.pathname).toBe('/admin/company'));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `/api/admin/companies/${ALPEN}`,
      body: {
        name: 'Alpen Umzüge AG',
        packageId: BASIS,
        contractNumberStart: 1000,
        allowedLoginCountries: ['CH'],
      },
    });
  });
});

describe('the company list’s actions', () => {
  it('asks before deactivating, naming the company, and only then switches it off', async () => {
    const { calls, user } = await open('/admin/company');
    expect(await screen.findByRole('link', { name: 'Neue Firma' })).toHaveAttribute(
      'href',
      '/admin/company/new',
    );
    expect(screen.getByRole('link', { name: 'Alpen Umzüge AG bearbeiten' })).toHaveAttribute(
      'href',
      `/admin/company/${ALPEN}/edit`,
    );
    expect(screen.getByRole('button', { name: 'Bodensee Reinigung GmbH aktivieren' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Alpen Umzüge AG deaktivieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Firma deaktivieren?' });
    expect(dialog).toHaveTextContent('«Alpen Umzüge AG» wird deaktiviert');
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Alpen Umzüge AG deaktivieren' }));
    const again = await screen.findByRole('dialog', { name: 'Firma deaktivieren?' });
    await user.click(within(again).getByRole('button', { name: 'Deaktivieren' }));
    await waitFor(() => expect(screen.getByText('Alpen Umzüge AG ist deaktiviert.')).toBeVisible());
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: `/api/admin/companies/${ALPEN}/active`, query: {}, body: { active: false } },
    ]);
  });

  it('filters by package through the address', async () => {
    const { calls, user } = await open('/admin/company');
    const filter = await screen.findByRole('combobox', { name: 'Paket' });
    await waitFor(() => expect(within(filter).getByRole('option', { name: 'Profi' })).toBeDefined());
    await user.selectOptions(filter, 'Profi');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('packageId')).toBe(PROFI));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/admin/companies').at(-1)?.query.packageId).toBe(
        PROFI,
      ),
    );
  });
});
