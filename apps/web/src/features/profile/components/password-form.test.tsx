import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PasswordForm } from './password-form.tsx';

describe('changing one’s password', () => {
  it('needs the new password twice, long enough, and sends only current and new', async () => {
    const onSubmit = vi.fn(async () => {});
    const user = userEvent.setup();
    renderWithProviders(<PasswordForm onSubmit={onSubmit} pending={false} />);
    const current = screen.getByLabelText(/^Aktuelles Passwort/);
    const next = screen.getByLabelText(/^Neues Passwort\s*\*?$/);
    const repeat = screen.getByLabelText(/^Neues Passwort wiederholen/);
    const submit = () => user.click(screen.getByRole('button', { name: 'Passwort ändern' }));

    await user.type(current, 'maxer-demo');
    await user.type(next, 'kurz');
    await submit();
    expect(screen.getByText('Das Passwort muss mindestens 10 Zeichen lang sein.')).toBeVisible();
    expect(next.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(next);

    await user.clear(next);
    await user.type(next, 'ein-langes-passwort');
    await user.type(repeat, 'ein-anderes-passwort');
    await submit();
    expect(screen.getByText('Bitte überprüfen Sie das Passwort noch einmal!')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(repeat);
    await user.type(repeat, 'ein-langes-passwort');
    await submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        currentPassword: 'maxer-demo',
        newPassword: 'ein-langes-passwort',
      }),
    );
    // Nothing of a password stays in the form afterwards.
    await waitFor(() => expect((current as HTMLInputElement).value).toBe(''));
  });
});
