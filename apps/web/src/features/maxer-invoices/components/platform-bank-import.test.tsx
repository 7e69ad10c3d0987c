import type { PlatformBankStatementImport } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { INVOICE, sampleInvoice } from '../maxer-invoices-sample.ts';

const ADMIN = signedIn({ kind: 'admin', role: 'PLATFORM_ADMIN', username: 'olivia', company: null });
const server = setupApiServer();
const SUMS = { totalCents: 5_297, openCents: 5_297, overdueCents: 0, paidCents: 0 };

const RESULT: PlatformBankStatementImport = {
  message: 'camt.054',
  version: '08',
  entries: 2,
  recorded: [
    {
      invoice: { _id: INVOICE, number: 17 },
      companyName: 'Zügel Muster AG',
      amount: 5_297,
      bookingDate: '2026-11-18',
      bankReference: 'PF-1',
      debtorName: 'Zügel Muster AG',
    },
  ],
  left: [
    {
      entry: 2,
      reason: 'unknownReference',
      direction: 'CRDT',
      amount: 1_000,
      currency: 'CHF',
      bookingDate: '2026-11-18',
      reference: '210000000003139471430009017',
      bankReference: 'PF-2',
      debtorName: 'Irgendwer',
      invoice: null,
    },
  ],
};

describe('the platform’s bank statement', () => {
  it('is uploaded from the Maxer invoices and says which invoices it paid and what is left', async () => {
    const uploads: string[] = [];
    server.use(
      api.get('/api/admin/maxer-invoices', ({ response }) =>
        response(200).json({ items: [sampleInvoice()], total: 1, page: 1, pageSize: 25, sums: SUMS }),
      ),
      http.post('*/api/admin/maxer-invoices/bank-statement', async ({ request }) => {
        uploads.push(await request.text());
        return Response.json(RESULT);
      }),
      http.get('*/api/*', () => Response.json({ items: [], total: 0, page: 1, pageSize: 25 })),
    );
    const { user } = await openApp('/admin/maxer-invoices', ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Kontoauszug importieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kontoauszug importieren' });
    expect(dialog).toHaveTextContent('Maxer-Rechnung');
    const file = new File(['<Document>camt</Document>'], 'auszug.xml', { type: 'application/xml' });
    // Mantine's FileInput is a button over a hidden file input: the file goes to the input.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    // The dialog fades in.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Datei des Kontoauszugs' })).toBeVisible(),
    );
    await user.upload(input!, file);
    await user.click(within(dialog).getByRole('button', { name: 'Importieren' }));

    const recorded = await within(dialog).findByRole('table', { name: '1 Zahlung erfasst' });
    expect(within(recorded).getByRole('link', { name: 'Rechnung 17' })).toHaveAttribute(
      'href',
      `/admin/maxer-invoices/edit/${INVOICE}`,
    );
    expect(recorded).toHaveTextContent('Zügel Muster AG');
    const left = within(dialog).getByRole('table', { name: '1 Buchung zum Entscheiden' });
    expect(left).toHaveTextContent('Keine Rechnung mit dieser Referenz');
    await waitFor(() => expect(uploads).toEqual(['<Document>camt</Document>']));
  });
});
