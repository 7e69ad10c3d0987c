import type { EmployeeCreateInput } from '@maxer/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { EmployeeForm } from './employee-form.tsx';

describe('a new employee', () => {
  it('is invited by e-mail, or gets a first password that the form then requires', async () => {
    const onSubmit = vi.fn(async (_values: EmployeeCreateInput) => {});
    const user = userEvent.setup();
    renderWithProviders(
      <EmployeeForm mode="create" submitLabel="Erfassen" onSubmit={onSubmit} pending={false} cancel={null} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Lena');
    await user.type(screen.getByRole('textbox', { name: 'Nachname' }), 'Keller');
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'lena@example.com');

    await user.click(screen.getByRole('radio', { name: /Erstes Passwort festlegen/ }));
    await user.click(screen.getByRole('button', { name: 'Erfassen' }));
    expect(screen.getByText('Dieses Feld ist erforderlich.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: /Einladung per E-Mail senden/ }));
    expect(screen.queryByLabelText(/^Erstes Passwort\s*\*?$/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Erfassen' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      firstName: 'Lena',
      lastName: 'Keller',
      email: 'lena@example.com',
      phone: null,
      role: 'USER',
      active: true,
      sendInvite: true,
    });
  });
});
