import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { COMPANY, INVOICE, sampleInvoice } from '../maxer-invoices-sample.ts';

const ADMIN = signedIn({ kind: 'admin', role: 'PLATFORM_ADMIN', username: 'olivia', company: null });
const server = setupApiServer();
const SUMS = { totalCents: 5_297, openCents: 5_297, overdueCents: 0, paidCents: 0 };

describe('the admin’s Maxer invoices', () => {
  it('lists with sums, filters by status in the address, and bills a period', async () => {
    const queries: URLSearchParams[] = [];
    const runs: unknown[] = [];
    server.use(
      api.get('/api/admin/maxer-invoices', ({ request, response }) => {
        queries.push(new URL(request.url).searchParams);
        return response(200).json({ items: [sampleInvoice()], total: 1, page: 1, pageSize: 25, sums: SUMS });
      }),
      api.get('/api/admin/companies', ({ response }) =>
        response(200).json({
          items: [
            {
              _id: COMPANY,
              name: 'Zügel Muster AG',
              city: 'Bern',
              active: true,
              package: null,
              ownerEmail: null,
              users: 1,
              contractsLast30Days: 0,
              lastActivityAt: null,
              createdAt: '2026-01-01T00:00:00Z',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        } as never),
      ),
      api.post('/api/admin/maxer-invoices/billing-run', async ({ request, response }) => {
        const body = await request.json();
        runs.push(body);
        return response(200).json({ period: body.period, created: 3, skipped: 1, withoutPackage: 2 });
      }),
      http.get('*/api/*', () => Response.json({})),
    );
    const { user } = await openApp('/admin', ADMIN);
    await user.click(await screen.findByRole('link', { name: 'Maxer-Rechnungen' }));
    const table = await screen.findByRole('table', { name: 'Maxer-Rechnungen' });
    const row = (await within(table).findByRole('cell', { name: 'Zügel Muster AG' })).closest('tr');
    expect(row).toHaveTextContent(
      /17.*Zügel Muster AG.*2026-11.*20\.11\.2026.*20\.12\.2026.*CHF 52\.97.*Offen/,
    );
    expect(within(row!).getByRole('link', { name: 'Rechnung 17 öffnen' })).toHaveAttribute(
      'href',
      `/admin/maxer-invoices/edit/${INVOICE}`,
    );
    expect(screen.getByTestId('sum-open')).toHaveTextContent('CHF 52.97');

    await user.click(screen.getByRole('radio', { name: 'Überfällig' }));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('OVERDUE'));
    expect(window.location.search).toContain('status=OVERDUE');

    await user.click(screen.getByRole('combobox', { name: 'Firma' }));
    await user.click(await screen.findByRole('option', { name: 'Zügel Muster AG', hidden: true }));
    await waitFor(() => expect(queries.at(-1)?.get('companyId')).toBe(COMPANY));

    await user.click(screen.getByRole('button', { name: 'Periode verrechnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Periode verrechnen' });
    const month = within(dialog).getByLabelText(/Monat/);
    await user.clear(month);
    await user.type(month, '2026-12');
    await user.click(within(dialog).getByRole('button', { name: 'Verrechnen' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '3 erstellt, 1 übersprungen, 2 ohne Paket.',
    );
    expect(runs).toEqual([{ period: '2026-12' }]);
  });

  it('marks an open invoice paid after the confirmation, then shows it read-only', async () => {
    let current = sampleInvoice();
    const paid: unknown[] = [];
    server.use(
      api.get('/api/admin/maxer-invoices/{id}', ({ response }) => response(200).json(current)),
      api.post('/api/admin/maxer-invoices/{id}/paid', async ({ request, response }) => {
        const body = await request.json();
        paid.push(body);
        current = sampleInvoice({
          status: 'PAID',
          paid: { on: body.paidOn, method: body.method, note: null, by: 'Olivia Admin' },
        });
        return response(200).json(current);
      }),
      http.get('*/api/*', () => Response.json({})),
    );
    const { user } = await openApp(`/admin/maxer-invoices/edit/${INVOICE}`, ADMIN);
    expect(await screen.findByRole('heading', { name: 'Maxer-Rechnung 17' })).toBeVisible();
    expect(screen.getByLabelText(/Beschreibung/)).toHaveValue('Maxer Pro 11.2026');
    await user.click(screen.getByRole('button', { name: 'Als bezahlt markieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnung 17 als bezahlt markieren' });
    expect(paid).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Als bezahlt markieren' }));
    await waitFor(() => expect(paid).toHaveLength(1));
    expect(paid[0]).toMatchObject({ method: 'BANK', note: null });
    expect(
      await screen.findByText('Diese Rechnung ist nicht mehr offen und kann nicht geändert werden.'),
    ).toBeVisible();
    expect(screen.queryByLabelText(/Beschreibung/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stornieren' })).toBeNull();
  });

  it('cancels with a reason, in English', async () => {
    const canceled: unknown[] = [];
    let current = sampleInvoice();
    server.use(
      api.get('/api/admin/maxer-invoices/{id}', ({ response }) => response(200).json(current)),
      api.post('/api/admin/maxer-invoices/{id}/cancel', async ({ request, response }) => {
        const body = await request.json();
        canceled.push(body);
        current = sampleInvoice({
          status: 'CANCEL',
          canceled: { at: '2026-11-21T09:00:00Z', reason: body.reason, by: 'O A' },
        });
        return response(200).json(current);
      }),
      http.get('*/api/*', () => Response.json({})),
    );
    const { user } = await openApp(`/en/admin/maxer-invoices/edit/${INVOICE}`, ADMIN, 'en');
    await user.click(await screen.findByRole('button', { name: 'Cancel invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel invoice 17' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel invoice' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Wrong amount');
    await user.click(confirm);
    await waitFor(() => expect(canceled).toEqual([{ reason: 'Wrong amount' }]));
    expect(await screen.findByText('This invoice is no longer open and cannot be changed.')).toBeVisible();
  });
});
