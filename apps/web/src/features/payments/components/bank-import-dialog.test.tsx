import type { BankStatementImport } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const server = setupApiServer();

const INVOICE = '00000000-0000-4000-8000-000000000300';
const OTHER = '00000000-0000-4000-8000-000000000301';

const result: BankStatementImport = {
  message: 'camt.054',
  version: '08',
  entries: 3,
  recorded: [
    {
      paymentId: '00000000-0000-4000-8000-000000000400',
      invoice: { _id: INVOICE, number: 1017, currency: 'CHF' },
      customerName: 'Erika Muster',
      amount: 29_080,
      bookingDate: '2026-03-14',
      bankReference: 'ZKB-1',
      debtorName: 'Erika Muster',
    },
  ],
  left: [
    {
      entry: 2,
      reason: 'partial',
      direction: 'CRDT',
      amount: 10_000,
      currency: 'CHF',
      bookingDate: '2026-03-14',
      reference: '000000000000000000000010185',
      bankReference: 'ZKB-2',
      debtorName: 'Hans Meier',
      invoice: { _id: OTHER, number: 1018, unpaid: 29_080, currency: 'CHF' },
    },
    {
      entry: 3,
      reason: 'unknownReference',
      direction: 'CRDT',
      amount: 5_000,
      currency: 'CHF',
      bookingDate: '2026-03-14',
      reference: '000000000000000000000099990',
      bankReference: 'ZKB-3',
      debtorName: null,
      invoice: null,
    },
  ],
};

const camt = () => new File(['<Document/>'], 'camt054.xml', { type: 'text/xml' });

async function openPayments(language: 'de' | 'en' = 'en') {
  server.use(
    api.get('/api/payments', ({ response }) =>
      response(200).json({ items: [], total: 0, page: 1, pageSize: 25, sums: [] }),
    ),
    // The header's bell.
    api.get('/api/notifications', ({ response }) =>
      response(200).json({ items: [], total: 0, page: 1, pageSize: 10, unread: 0 }),
    ),
  );
  const me = signedIn({ firstName: 'Ute', email: 'u@example.com', username: 'ute', role: 'USER' });
  const { user } = await openApp(language === 'en' ? '/en/payments' : '/payments', me, language, {
    onError: () => {},
  });
  const [button] = await screen.findAllByRole('button', {
    name: language === 'en' ? 'Import bank statement' : 'Kontoauszug importieren',
  });
  await user.click(button!);
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

function fileInput(dialog: HTMLElement) {
  const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('the bank statement import dialog', () => {
  it('uploads the file as it is, then lists the recorded payments and the bookings left with their reasons', async () => {
    const uploaded: string[] = [];
    server.use(
      api.post('/api/payments/bank-statement', async ({ request, response }) => {
        uploaded.push(await request.text());
        return response(200).json(result);
      }),
    );
    const { user, dialog } = await openPayments();
    const start = within(dialog).getByRole('button', { name: 'Import' });
    expect(start).toBeDisabled();
    await user.upload(fileInput(dialog), camt());
    await user.click(start);

    const recorded = await within(dialog).findByRole('table', { name: '1 payment recorded' });
    expect(uploaded).toEqual(['<Document/>']);
    expect(within(recorded).getByRole('link', { name: 'Invoice 1017' })).toBeVisible();
    expect(recorded).toHaveTextContent('Erika Muster');
    expect(recorded).toHaveTextContent('CHF 290.80');
    const left = within(dialog).getByRole('table', { name: '2 bookings left for you to decide' });
    const rows = within(left).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Less than the open amount (CHF 290.80)');
    expect(rows[1]).toHaveTextContent('Invoice 1018');
    expect(rows[2]).toHaveTextContent('No invoice with this reference');
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
  });

  it('records a partial payment with one click, keeping the bank reference', async () => {
    const posted: unknown[] = [];
    server.use(
      api.post('/api/payments/bank-statement', ({ response }) => response(200).json(result)),
      api.post('/api/payments/bank-entry', async ({ request, response }) => {
        posted.push(await request.json());
        return response(201).json({
          _id: '00000000-0000-4000-8000-000000000401',
          invoice: { _id: OTHER, number: 1018 },
          customer: { _id: '00000000-0000-4000-8000-000000000001', name: 'Hans Meier' },
          amount: 10_000,
          currency: 'CHF',
          method: 'BANK',
          date: '2026-03-14',
          notes: null,
          notifyCustomer: false,
          bankReference: 'ZKB-2',
          createdAt: '2026-03-15T10:00:00Z',
        });
      }),
    );
    const { user, dialog } = await openPayments();
    await user.upload(fileInput(dialog), camt());
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Record as partial payment' }));
    expect(await within(dialog).findByText('Partial payment recorded.')).toBeVisible();
    expect(posted).toEqual([
      { invoiceId: OTHER, amount: 10_000, date: '2026-03-14', bankReference: 'ZKB-2' },
    ]);
  });

  it("shows the server's reason for a refused file in the page language and lets one choose another", async () => {
    server.use(
      api.post('/api/payments/bank-statement', ({ response }) =>
        response(422).json(
          errorBody(
            'error_bank_statement_not_camt',
            'Diese Datei ist keine ISO-20022-Kontoinformation (camt.053 oder camt.054).',
          ) as never,
        ),
      ),
    );
    const { user, dialog } = await openPayments('de');
    await user.upload(fileInput(dialog), camt());
    await user.click(within(dialog).getByRole('button', { name: 'Importieren' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('keine ISO-20022-Kontoinformation');
    await user.upload(fileInput(dialog), camt());
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  });
});
