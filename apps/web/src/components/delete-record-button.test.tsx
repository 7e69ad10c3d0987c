import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { DeleteRecordButton } from './delete-record-button.tsx';

function renderButton(onDelete: () => Promise<unknown>) {
  renderWithProviders(
    <DeleteRecordButton title="Artikel löschen?" onDelete={onDelete}>
      Der Artikel «Karton» wird gelöscht.
    </DeleteRecordButton>,
  );
  return userEvent.setup();
}

describe('the delete button of a record page', () => {
  it('deletes only after the confirmation, and closes the dialog once done', async () => {
    const onDelete = vi.fn(async () => {});
    const user = renderButton(onDelete);
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Artikel löschen?' });
    expect(dialog.textContent).toContain('Der Artikel «Karton» wird gelöscht.');
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open when the delete fails, for another try or a cancel', async () => {
    const onDelete = vi.fn(async () => {
      throw new Error('Konflikt');
    });
    const user = renderButton(onDelete);
    await user.click(screen.getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Artikel löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
    const confirm = within(dialog).getByRole('button', { name: 'Löschen' });
    await waitFor(() => expect(confirm.hasAttribute('data-loading')).toBe(false));
    expect(screen.getByRole('dialog', { name: 'Artikel löschen?' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
