import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { emptyInvoiceForm } from '../invoice-form-values.ts';
import { InvoiceForm } from './invoice-form.tsx';

const CUSTOMER = '00000000-0000-4000-8000-000000000007';

function renderForm(onSubmit = vi.fn(async () => {})) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 20 })),
  );
  renderWithProviders(
    <InvoiceForm
      initial={{
        ...emptyInvoiceForm('2026-11-21', 8.1),
        customerId: CUSTOMER,
        customerName: 'Erika Muster (7)',
      }}
      currency="CHF"
      companyVatRate={8.1}
      submitLabel="Rechnung erstellen"
      onSubmit={onSubmit}
      pending={false}
      cancel={null}
    />,
  );
  return onSubmit;
}

const totals = () => screen.getByRole('region', { name: 'Summen' });

describe('the invoice form', () => {
  it('shows live totals by the domain module: lines, VAT added or included, 5-Rappen rounding', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(
      within(totals()).getByText('Die Summen erscheinen, sobald alle Positionen gültige Beträge haben.'),
    ).toBeVisible();

    await user.type(screen.getByLabelText('Beschreibung'), 'Umzug');
    const quantity = screen.getByLabelText('Menge');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(screen.getByLabelText('Einzelpreis'), '123.45');
    // 2 × 123.45 = 246.90 net; VAT 8.1 % = 20.00 (19.9989); 266.90.
    expect(screen.getByTestId('invoice-total').textContent).toBe('CHF 266.90');
    expect(totals().textContent).toContain('MWST 8.1 %');

    await user.click(screen.getByLabelText('Preise inkl. MWST'));
    // Included: the gross is the sum of the lines.
    expect(screen.getByTestId('invoice-total').textContent).toBe('CHF 246.90');
    expect(totals().textContent).toContain('Enthaltene MWST 8.1 %');

    await user.click(screen.getByLabelText('Preise inkl. MWST'));
    const rate = screen.getByLabelText('MWST-Satz');
    await user.clear(rate);
    await user.type(rate, '7.7');
    // 246.90 × 7.7 % = 19.01; 265.91 is rounded to 265.90.
    expect(screen.getByTestId('invoice-total').textContent).toBe('CHF 265.90');
    expect(totals().textContent).toContain('Rundung');

    // Text that is no amount: the last valid totals stay, marked as such.
    await user.type(screen.getByLabelText('Einzelpreis'), 'x');
    expect(screen.getByTestId('invoice-total').textContent).toBe('CHF 265.90');
    expect(totals().textContent).toContain('letzten gültigen Summen');
  });

  it('sends the lines in Rappen and refuses a due date before the invoice date on its field', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText('Beschreibung'), 'Reinigung');
    await user.type(screen.getByLabelText('Einzelpreis'), "1'000");
    const due = screen.getByLabelText(/Fällig am/);
    await user.clear(due);
    await user.type(due, '01.11.2026');
    await user.click(screen.getByRole('button', { name: 'Rechnung erstellen' }));
    expect(due.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(due);
    await user.type(due, '21.12.2026');
    await user.click(screen.getByRole('button', { name: 'Rechnung erstellen' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        customerId: CUSTOMER,
        contractId: null,
        date: '2026-11-21',
        dueDate: '2026-12-21',
        header: null,
        footer: null,
        lines: [{ type: 'item', description: 'Reinigung', quantity: 1, unitPrice: 100_000 }],
        includeVat: false,
        vatRate: 8.1,
        another: false,
      }),
    );
  });
});
