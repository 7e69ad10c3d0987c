import type { AdminCompanySummary, Company, Customer, Employee } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, pathOf, setupApiServer } from '../../test/api-server.ts';
import { openApp, signedIn } from '../../test/app.tsx';

// A platform admin acting for a company (decision 038): the company's own pages under
// /admin/company/{id}/…, every request sent for it, a banner naming it and the way back.
const COMPANY_ID = '5b0c0e6a-1111-4222-8333-444455556666';
const PREFIX = `/admin/company/${COMPANY_ID}`;
const ADMIN = signedIn({
  _id: 'a1',
  kind: 'admin',
  role: 'PLATFORM_ADMIN',
  username: 'olivia',
  firstName: 'Olivia',
  lastName: 'Admin',
  company: null,
});

const anna: Customer = {
  _id: '00000000-0000-4000-8000-000000005001',
  number: 5001,
  gender: null,
  firstName: 'Anna',
  lastName: 'Keller',
  customerType: 'PERSON',
  companyName: null,
  email: null,
  phone: null,
  street: null,
  streetNumber: null,
  zipCode: '7000',
  city: 'Chur',
  country: 'CH',
  origin: null,
  createdBy: null,
  createdAt: '2026-11-21T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
};

const lena: Employee = {
  _id: '00000000-0000-4000-8000-000000000002',
  firstName: 'Lena',
  lastName: 'Keller',
  email: 'lena@example.com',
  username: 'lena',
  phone: null,
  role: 'OWNER',
  active: true,
  registeredAt: '2026-11-20T08:00:00Z',
  lastSeenAt: null,
};

const server = setupApiServer();

/** The API of Alpen Umzüge AG with one customer and one employee; the company list for the way back. */
function stubApi() {
  server.use(
    api.get('/api/company', ({ response }) =>
      response.untyped(
        Response.json({
          _id: COMPANY_ID,
          name: 'Alpen Umzüge AG',
          active: true,
          currency: 'CHF',
          timeZone: 'Europe/Zurich',
        }),
      ),
    ),
    api.get('/api/customers', ({ response }) =>
      response(200).json({ items: [anna], total: 1, page: 1, pageSize: 25 }),
    ),
    api.get('/api/employees/{id}', ({ response }) => response(200).json(lena)),
    api.get('/api/admin/companies', ({ response }) =>
      response(200).json({ items: [], total: 0, page: 1, pageSize: 25 }),
    ),
    // Whatever else a page asks (its history, related records) is not what these tests are about.
    http.get('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })),
  );
}

const apiRequests = () => server.requests.filter((request) => pathOf(request).startsWith('/api/'));

describe('an admin acting for a company', () => {
  it('sees its customers below a banner naming it; every request is sent for it; links stay under the prefix', async () => {
    stubApi();
    const { user } = await openApp(`${PREFIX}/customers`, ADMIN, 'de', { onError: () => {} });

    const banner = await screen.findByRole('region', { name: 'Handeln für eine Firma' });
    expect(within(banner).getByText('Handeln für Alpen Umzüge AG')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Anna Keller' })).toHaveAttribute(
      'href',
      `${PREFIX}/customers/${anna._id}`,
    );
    expect(screen.getByRole('link', { name: 'Neuer Kunde' })).toHaveAttribute(
      'href',
      `${PREFIX}/customers/new`,
    );
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Kunden' })).toHaveAttribute('href', `${PREFIX}/customers`);
    expect(within(nav).getByRole('link', { name: 'Firmendaten' })).toHaveAttribute(
      'href',
      `${PREFIX}/my-company`,
    );
    expect(within(nav).queryByRole('link', { name: 'Übersicht' })).toBeNull();

    const sent = apiRequests();
    expect(sent.map(pathOf)).toEqual(expect.arrayContaining(['/api/company', '/api/customers']));
    for (const request of sent) expect(request.headers.get('x-company-id')).toBe(COMPANY_ID);

    server.requests.length = 0;
    await user.click(within(banner).getByRole('link', { name: 'Zurück zu den Firmen' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/company'));
    expect(screen.queryByRole('region', { name: 'Handeln für eine Firma' })).toBeNull();
    // The company list and the packages of its filter.
    await waitFor(() =>
      expect(apiRequests().map(pathOf)).toEqual(
        expect.arrayContaining(['/api/admin/companies', '/api/admin/packages']),
      ),
    );
    // Leaving asks nothing of the company any more, with or without the header: the admin's own lists.
    for (const request of apiRequests()) {
      expect(pathOf(request)).toMatch(/^\/api\/admin\//);
      expect(request.headers.get('x-company-id')).toBeNull();
    }
  });

  it('creates a customer for the company and lands on it, still acting', async () => {
    stubApi();
    const created = { ...anna, _id: '00000000-0000-4000-8000-000000005002', lastName: 'Brunner' };
    server.use(
      api.post('/api/customers', ({ response }) => response(201).json(created)),
      api.get('/api/customers/{id}', ({ response }) => response(200).json(created)),
    );
    const { user } = await openApp(`${PREFIX}/customers/new`, ADMIN, 'de', { onError: () => {} });
    await user.type(await screen.findByRole('textbox', { name: /Nachname/ }), 'Brunner');
    await user.click(screen.getByRole('button', { name: 'Kunde erfassen' }));

    await waitFor(() => expect(window.location.pathname).toBe(`${PREFIX}/customers/${created._id}`));
    const post = server.requests.find((request) => request.method === 'POST');
    expect(pathOf(post)).toBe('/api/customers');
    expect(post?.headers.get('x-company-id')).toBe(COMPANY_ID);
    expect(screen.getByText('Handeln für Alpen Umzüge AG')).toBeVisible();
  });

  it('in English under /en: the banner, the links and the way back keep the language', async () => {
    stubApi();
    await openApp(`/en${PREFIX}/customers`, ADMIN, 'en', { onError: () => {} });
    expect(await screen.findByText('Acting for Alpen Umzüge AG')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Anna Keller' })).toHaveAttribute(
      'href',
      `/en${PREFIX}/customers/${anna._id}`,
    );
    expect(screen.getByRole('link', { name: 'Back to companies' })).toHaveAttribute(
      'href',
      '/en/admin/company',
    );
  });

  it("changes an employee's e-mail and ends their sessions after asking", async () => {
    stubApi();
    let ended = false;
    server.use(
      api.delete('/api/employees/{id}/sessions', ({ response }) => {
        ended = true;
        return response(200).json({ ended: 2 });
      }),
    );
    const { user } = await openApp(`${PREFIX}/employees/edit/${lena._id}`, ADMIN, 'de', {
      onError: () => {},
    });
    expect(await screen.findByRole('textbox', { name: /E-Mail/ })).toBeEnabled();

    await user.click(screen.getByRole('link', { name: 'Abbrechen' }));
    await waitFor(() => expect(window.location.pathname).toBe(`${PREFIX}/employees/${lena._id}`));
    await user.click(await screen.findByRole('button', { name: 'Sitzungen beenden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alle Sitzungen beenden?' });
    expect(ended).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Sitzungen beenden' }));
    expect(await screen.findByText('2 Sitzungen wurden beendet.')).toBeVisible();
    const request = server.requests.find((sent) => sent.method === 'DELETE');
    expect(pathOf(request)).toBe(`/api/employees/${lena._id}/sessions`);
    expect(request?.headers.get('x-company-id')).toBe(COMPANY_ID);
  });
});

describe("the company's files while acting", () => {
  it('shows the logo and opens the terms fetched for the company, since the browser cannot send the header', async () => {
    const company: Company = {
      _id: COMPANY_ID,
      name: 'Alpen Umzüge AG',
      website: null,
      frontendUrl: null,
      hasLogo: true,
      backgroundColor: null,
      textColor: null,
      header: null,
      footer: null,
      hasAgb: true,
      iban: null,
      isQrIban: false,
      pdfAccentColor: null,
      pdfRelocationPriceType: 'FROMTO',
      contractNumberStart: 1,
      customerNumberStart: 1,
      invoiceNumberStart: 1,
      vatNumber: null,
      allowedLoginCountries: [],
      hideRejectOfferButton: false,
      vatRate: 8.1,
      currency: 'CHF',
      timeZone: 'Europe/Zurich',
      street: null,
      streetNumber: null,
      zipCode: null,
      city: null,
      country: 'CH',
      active: true,
      package: null,
      updatedAt: '2026-11-21T10:00:00Z',
    };
    server.use(
      api.get('/api/company', ({ response }) => response(200).json(company)),
      http.get(
        '*/api/company/logo',
        () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
      ),
      http.get(
        '*/api/company/agb',
        () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
      ),
      http.get('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })),
    );
    const copies: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      copies.push(blob as Blob);
      return `blob:copy-${copies.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const { user } = await openApp(`${PREFIX}/my-company`, ADMIN, 'de', { onError: () => {} });

    const logo = await screen.findByRole('img', { name: /Alpen Umzüge AG/ });
    await waitFor(() => expect(logo).toHaveAttribute('src', 'blob:copy-1'));
    await user.click(screen.getByRole('link', { name: /AGB/ }));
    await waitFor(() => expect(tab.location.href).toBe('blob:copy-2'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(await copies[1]?.text()).toBe('%PDF-1.7');
    const files = server.requests.filter((request) => /\/api\/company\/(logo|agb)$/.test(pathOf(request)));
    expect(files.map(pathOf)).toEqual(['/api/company/logo', '/api/company/agb']);
    for (const request of files) expect(request.headers.get('x-company-id')).toBe(COMPANY_ID);
  });
});

describe('acting for one company, then another', () => {
  it("opens each from the company list and never shows one company's records for the other", async () => {
    const OTHER_ID = '7c1d2e3f-aaaa-4bbb-8ccc-ddddeeeeffff';
    const summary = (id: string, name: string): AdminCompanySummary => ({
      _id: id,
      name,
      active: true,
      city: null,
      ownerEmail: null,
      package: null,
      users: 1,
      contractsLast30Days: 0,
      lastActivityAt: null,
      createdAt: '2026-01-05T08:00:00Z',
    });
    const names: Record<string, string> = {
      [COMPANY_ID]: 'Alpen Umzüge AG',
      [OTHER_ID]: 'Bodensee Reinigung GmbH',
    };
    const customers: Record<string, Customer> = {
      [COMPANY_ID]: anna,
      [OTHER_ID]: { ...anna, _id: '00000000-0000-4000-8000-000000009001', lastName: 'Bodmer' },
    };
    const actingFor = (request: Request) => request.headers.get('x-company-id') ?? '';
    server.use(
      api.get('/api/admin/companies', ({ response }) =>
        response(200).json({
          items: [summary(COMPANY_ID, names[COMPANY_ID]!), summary(OTHER_ID, names[OTHER_ID]!)],
          total: 2,
          page: 1,
          pageSize: 25,
        }),
      ),
      api.get('/api/company', ({ request, response }) => {
        const id = actingFor(request);
        return response.untyped(
          Response.json({
            _id: id,
            name: names[id],
            active: true,
            currency: 'CHF',
            timeZone: 'Europe/Zurich',
          }),
        );
      }),
      api.get('/api/customers', ({ request, response }) =>
        response(200).json({ items: [customers[actingFor(request)]!], total: 1, page: 1, pageSize: 25 }),
      ),
      http.get('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })),
    );
    const { user } = await openApp('/admin/company', ADMIN, 'de', { onError: () => {} });

    const alpenLink = await screen.findByRole('link', { name: 'Handeln für Alpen Umzüge AG' });
    expect(alpenLink).toHaveAttribute('href', `${PREFIX}/customers`);
    await user.click(alpenLink);
    expect(await screen.findByRole('link', { name: 'Anna Keller' })).toBeVisible();
    expect(window.location.pathname).toBe(`${PREFIX}/customers`);

    await user.click(screen.getByRole('link', { name: 'Zurück zu den Firmen' }));
    await user.click(await screen.findByRole('link', { name: 'Handeln für Bodensee Reinigung GmbH' }));
    expect(await screen.findByText('Handeln für Bodensee Reinigung GmbH')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Anna Bodmer' })).toHaveAttribute(
      'href',
      `/admin/company/${OTHER_ID}/customers/${customers[OTHER_ID]!._id}`,
    );
    expect(screen.queryByRole('link', { name: 'Anna Keller' })).toBeNull();
    // The admin's own list is never asked for a company; the company's pages always are.
    for (const request of apiRequests()) {
      const admins = pathOf(request).startsWith('/api/admin/');
      expect(Boolean(request.headers.get('x-company-id')), pathOf(request)).toBe(!admins);
    }
  });
});

describe('a company user', () => {
  it('sees their own pages as always: no banner, no header, links without a prefix', async () => {
    stubApi();
    await openApp('/customers', signedIn(), 'de', { onError: () => {} });
    expect(await screen.findByRole('link', { name: 'Anna Keller' })).toHaveAttribute(
      'href',
      `/customers/${anna._id}`,
    );
    expect(screen.queryByRole('region', { name: 'Handeln für eine Firma' })).toBeNull();
    for (const request of apiRequests()) expect(request.headers.get('x-company-id')).toBeNull();
  });

  it('cannot open a company page under /admin/company/{id}: they land on their home page', async () => {
    stubApi();
    server.use(
      http.get('*/api/dashboard', () => Response.json({}, { status: 404 })),
      http.get('*/api/dashboard/day', () => Response.json({}, { status: 404 })),
    );
    await openApp(`${PREFIX}/customers`, signedIn(), 'de', { onError: () => {} });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(screen.queryByText('Handeln für Alpen Umzüge AG')).toBeNull();
    for (const request of apiRequests()) expect(request.headers.get('x-company-id')).toBeNull();
  });
});
