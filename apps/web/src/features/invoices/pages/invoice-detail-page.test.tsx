import type { Invoice } from '@maxer/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, setupApiServer } from '../../../test/api-server.ts';
import { openApp, signedIn } from '../../../test/app.tsx';
import { errorBody } from '../../../test/render.tsx';

const ID = '00000000-0000-4000-8000-000000000301';

/** Invoice 31 of 1'000.00 with 400.00 paid: money still owed, not yet due. */
const PARTLY_PAID: Invoice = {
  _id: ID,
  number: 31,
  customer: {
    _id: '00000000-0000-4000-8000-000000000001',
    number: 7,
    name: 'Erika Muster',
    email: 'erika@example.com',
  } as Invoice['customer'],
  contract: null,
  date: '2026-11-21',
  dueDate: '2026-12-21',
  header: null,
  footer: null,
  lines: [{ type: 'item', description: 'Umzug', quantity: 1, unitPrice: 100_000 }],
  includeVat: true,
  vatRate: 8.1,
  currency: 'CHF',
  lineAmounts: [{ index: 0, amount: 100_000, runningTotal: 100_000 }],
  subtotal: 100_000,
  net: 92_507,
  vat: 7_493,
  rounding: 0,
  total: 100_000,
  paid: 40_000,
  unpaid: 60_000,
  state: 'unpaid',
  locked: true,
  acceptedPrice: null,
  createdAt: '2026-11-21T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
};

const server = setupApiServer();

async function openInvoice(invoice: Invoice, language: 'de' | 'en' = 'de') {
  const sent: unknown[] = [];
  const notFound = errorBody('error_not_found', 'x');
  server.use(
    api.get('/api/invoices/{id}', ({ response }) => response(200).json(invoice)),
    api.get('/api/mail-templates', ({ response }) =>
      response.untyped(Response.json({ items: [], total: 0, page: 1, pageSize: 100 })),
    ),
    api.post('/api/invoices/{id}/send', async ({ request, response }) => {
      sent.push(await request.json());
      return response.untyped(Response.json({ _id: 'm1' }, { status: 201 }));
    }),
    http.all('*/api/*', () => Response.json(notFound, { status: 404 })),
  );
  const me = signedIn({ firstName: 'Ute', email: 'u@example.com', username: 'ute', role: 'OWNER' });
  const { user } = await openApp(`/invoices/${ID}`, me, language, { onError: () => {} });
  await screen.findByRole('heading', { name: language === 'de' ? 'Rechnung 31' : 'Invoice 31', level: 1 });
  return { sent, user };
}

describe('the invoice page', () => {
  it('sends the invoice from its header, to the customer unless changed', async () => {
    const { sent, user } = await openInvoice(PARTLY_PAID);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnung per E-Mail senden' });
    expect(within(dialog).getByLabelText('Empfänger')).toHaveValue('erika@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Rechnung senden' }));
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ recipient: 'erika@example.com' })]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says "teilweise bezahlt" after a partial payment', async () => {
    await openInvoice(PARTLY_PAID);
    expect(await screen.findByTestId('invoice-state')).toHaveTextContent('Teilweise bezahlt');
  });

  it('says overdue and partly paid together once past the due date (English)', async () => {
    await openInvoice({ ...PARTLY_PAID, state: 'overdue' }, 'en');
    expect(await screen.findByTestId('invoice-state')).toHaveTextContent('Overdue, partly paid');
  });

  it('shows an invoice without payments as open', async () => {
    await openInvoice({ ...PARTLY_PAID, paid: 0, unpaid: 100_000, locked: false });
    expect(await screen.findByTestId('invoice-state')).toHaveTextContent('Offen');
  });
});
