import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { INVOICE, sampleInvoice } from '../maxer-invoices-sample.ts';

const OWNER = signedIn({ firstName: 'Ute', email: 'u@example.com', username: 'ute', role: 'OWNER' });
const USER = signedIn({ firstName: 'Udo', email: 'udo@example.com', username: 'udo', role: 'USER' });
const server = setupApiServer();

const payInfo = (overdue: boolean) => ({
  creditor: { name: 'Maxer AG', address: ['Bahnhofstrasse 1', '8001 Zürich'] },
  invoices: [
    {
      _id: INVOICE,
      number: 17,
      date: '2026-11-20',
      dueDate: '2026-12-20',
      overdue,
      amountCents: 5_297,
      iban: 'CH4431999123000889012',
      reference: '000000000000000000000000170',
      referenceType: 'QRR' as const,
    },
  ],
  openCents: 5_297,
  overdueCount: overdue ? 1 : 0,
});

describe('the owner’s Maxer invoices', () => {
  it('lists them from the navigation and shows one with its PDF', async () => {
    server.use(
      api.get('/api/maxer-invoices/pay', ({ response }) => response(200).json(payInfo(false))),
      api.get('/api/maxer-invoices', ({ response }) =>
        response(200).json({
          items: [sampleInvoice()],
          total: 1,
          page: 1,
          pageSize: 25,
          sums: { totalCents: 5_297, openCents: 5_297, overdueCents: 0, paidCents: 0 },
        }),
      ),
      api.get('/api/maxer-invoices/{id}', ({ response }) => response(200).json(sampleInvoice())),
      http.get('*/api/*', () => Response.json({})),
    );
    const { user } = await openApp('/my-company', OWNER);
    await user.click(await screen.findByRole('link', { name: 'Maxer-Rechnungen' }));
    const table = await screen.findByRole('table', { name: 'Maxer-Rechnungen' });
    await user.click(await within(table).findByRole('link', { name: 'Rechnung 17 anzeigen' }));
    expect(await screen.findByRole('heading', { name: 'Maxer-Rechnung 17' })).toBeVisible();
    expect(screen.getByText('CH4431999123000889012')).toBeVisible();
    expect(screen.getByRole('link', { name: 'PDF öffnen' })).toHaveAttribute(
      'href',
      `/api/maxer-invoices/${INVOICE}/pdf`,
    );
  });

  it('pay page: amount, IBAN and reference to copy, the QR-bill; an overdue notice in the app', async () => {
    server.use(
      api.get('/api/maxer-invoices/pay', ({ response }) => response(200).json(payInfo(true))),
      http.get('*/api/*', () => Response.json({})),
    );
    await openApp('/maxer-invoices/pay', OWNER);
    expect(await screen.findByRole('alert', { name: /Überfällige Maxer-Rechnung/ })).toHaveTextContent(
      'Eine Rechnung von Maxer ist überfällig.',
    );
    const card = await screen.findByLabelText('Maxer-Rechnung 17');
    expect(within(card).getByTestId('pay-Betrag')).toHaveTextContent('CHF 52.97');
    expect(within(card).getByTestId('pay-IBAN')).toHaveTextContent('CH44 3199 9123 0008 8901 2');
    expect(within(card).getByTestId('pay-Referenz')).toHaveTextContent('00 00000 00000 00000 00000 00170');
    expect(within(card).getByRole('button', { name: 'Referenz kopieren' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'QR-Rechnung (PDF)' })).toHaveAttribute(
      'href',
      `/api/maxer-invoices/${INVOICE}/pdf`,
    );
    expect(within(card).getByText('Überfällig')).toBeVisible();
  });

  it('tells a USER that this is the owner’s, and shows no navigation entry', async () => {
    server.use(http.get('*/api/*', () => Response.json({})));
    await openApp('/maxer-invoices', USER);
    expect(await screen.findByText('Nur der Inhaber kann diese Aktion ausführen')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Maxer-Rechnungen' })).toBeNull();
  });
});
