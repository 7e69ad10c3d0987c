import { errorMessage } from '@maxer/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ItemForm, itemFormValues } from './item-form.tsx';

describe('the item form', () => {
  it('sends the price in Rappen and refuses text that is no amount', async () => {
    const onSubmit = vi.fn(async () => {});
    const user = userEvent.setup();
    renderWithProviders(
      <ItemForm submitLabel="Speichern" onSubmit={onSubmit} pending={false} cancel={null} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Umzugskarton');
    const price = screen.getByRole('textbox', { name: 'Preis' });

    await user.type(price, 'zwölf');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(errorMessage('error_number_invalid', 'de'))).toBeVisible();

    await user.clear(price);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Dieses Feld ist erforderlich.')).toBeVisible();

    await user.type(price, "1'234.50");
    await user.type(screen.getByRole('textbox', { name: 'Einheit' }), 'Stk.{Enter}');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Umzugskarton', priceCents: 123_450, unit: 'Stk.' }),
    );
  });

  it('shows a stored price in the locale', () => {
    renderWithProviders(
      <ItemForm
        initial={itemFormValues({
          _id: 'i1',
          name: 'Klebeband',
          priceCents: 123_456_789,
          unit: null,
          createdAt: '2026-11-21T10:00:00Z',
          updatedAt: '2026-11-21T10:00:00Z',
        })}
        submitLabel="Speichern"
        onSubmit={async () => {}}
        pending={false}
        cancel={null}
      />,
    );
    expect((screen.getByRole('textbox', { name: 'Preis' }) as HTMLInputElement).value).toBe("1'234'567.89");
  });
});
