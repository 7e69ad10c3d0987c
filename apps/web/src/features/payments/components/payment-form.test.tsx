import { errorMessage } from '@maxer/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PaymentForm } from './payment-form.tsx';

function renderForm(onSubmit: (values: unknown) => Promise<unknown>) {
  renderWithProviders(
    <PaymentForm
      unpaid={26_690}
      currency="CHF"
      today="2026-11-21"
      onSubmit={onSubmit}
      pending={false}
      cancel={null}
    />,
  );
  return { amount: screen.getByLabelText(/Betrag/) as HTMLInputElement };
}

describe('the payment form', () => {
  it('proposes the unpaid amount and refuses zero with the catalogue message on the field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    const { amount } = renderForm(onSubmit);
    expect(amount.value).toBe('266.90');

    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Zahlung erfassen' }));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(errorMessage('error_amount_not_positive', 'de'))).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a three-decimal amount instead of reading 4.505 as 4'505.00, and reads Swiss grouping", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    const { amount } = renderForm(onSubmit);
    for (const [typed, code] of [
      ['4.505', 'error_number_ambiguous'],
      ['0.005', 'error_number_invalid'],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(screen.getByRole('button', { name: 'Zahlung erfassen' }));
      expect(amount.value).toBe(typed);
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText(errorMessage(code, 'de'))).toBeVisible();
    }
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '1’234,5');
    await user.click(screen.getByRole('button', { name: 'Zahlung erfassen' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: 123_450 })));
    expect(amount.value).toBe("1'234.50");
  });

  it("shows the server's 'more than the invoice' on the amount and resubmits with the same idempotency key", async () => {
    const user = userEvent.setup();
    const tooMuch = errorMessage('error_payment_more_then_invoice_amount', 'de');
    const onSubmit = vi
      .fn<(values: unknown) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiError({ status: 422, code: 'error_payment_more_then_invoice_amount', message: tooMuch }),
      )
      .mockResolvedValueOnce({});
    const { amount } = renderForm(onSubmit);
    await user.clear(amount);
    await user.type(amount, "1'000.50");
    await user.click(screen.getByRole('button', { name: 'Zahlung erfassen' }));
    expect(await screen.findByText(tooMuch)).toBeVisible();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    await user.clear(amount);
    await user.type(amount, '100');
    await user.type(screen.getByLabelText('Notizen'), 'Anzahlung');
    await user.click(screen.getByLabelText(/Kunden per E-Mail/));
    await user.click(screen.getByRole('button', { name: 'Zahlung erfassen' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    const [first, second] = onSubmit.mock.calls.map(([values]) => values as Record<string, unknown>);
    expect(first).toMatchObject({ amount: 100_050, method: 'BANK', date: '2026-11-21' });
    expect(second).toEqual({
      amount: 10_000,
      method: 'BANK',
      date: '2026-11-21',
      notes: 'Anzahlung',
      notifyCustomer: true,
      idempotencyKey: first?.idempotencyKey,
    });
    expect(String(first?.idempotencyKey).length).toBeGreaterThanOrEqual(8);
  });
});
