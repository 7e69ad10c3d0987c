import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ListChoiceFilter, type ListChoicePatch } from './list-choice-filter.tsx';

type Role = 'OWNER' | 'USER';
const CHOICES = [
  { value: 'OWNER', label: 'Inhaber' },
  { value: 'USER', label: 'Mitarbeiter' },
] as const;

/** The filter as a list page holds it: its value in the "address", every patch recorded. */
function RoleFilter({
  initial,
  onPatch,
}: {
  initial?: Role;
  onPatch: (patch: ListChoicePatch<'role', Role>) => void;
}) {
  const [role, setRole] = useState<Role | undefined>(initial);
  return (
    <ListChoiceFilter
      label="Rolle"
      param="role"
      value={role}
      allLabel="Alle"
      choices={CHOICES}
      onChange={(patch) => {
        onPatch(patch);
        setRole(patch.role);
      }}
    />
  );
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('a list filter of a few choices', () => {
  it('shows "all" and each choice with its label in a group named by the filter, the current one checked', () => {
    renderWithProviders(<RoleFilter initial="USER" onPatch={vi.fn()} />);
    const group = screen.getByRole('radiogroup', { name: 'Rolle' });
    const labels = within(group)
      .getAllByRole('radio')
      .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent);
    expect(labels).toEqual(['Alle', 'Inhaber', 'Mitarbeiter']);
    expect(radio('Mitarbeiter').checked).toBe(true);
    expect(radio('Alle').checked).toBe(false);
  });

  it('without a value in the address, "all" is checked', () => {
    renderWithProviders(<RoleFilter onPatch={vi.fn()} />);
    expect(radio('Alle').checked).toBe(true);
  });

  it('a click sets its parameter and starts again at page 1; "all" removes the parameter', async () => {
    const user = userEvent.setup();
    const onPatch = vi.fn();
    renderWithProviders(<RoleFilter onPatch={onPatch} />);

    await user.click(screen.getByText('Inhaber'));
    expect(onPatch).toHaveBeenLastCalledWith({ role: 'OWNER', page: undefined });
    // Page 1 is no page in the address: the patch must name `page` to remove it.
    expect(onPatch.mock.lastCall?.[0]).toHaveProperty('page', undefined);
    expect(radio('Inhaber').checked).toBe(true);

    await user.click(screen.getByText('Alle'));
    expect(onPatch.mock.lastCall?.[0]).toHaveProperty('role', undefined);
    expect(onPatch.mock.lastCall?.[0]).toHaveProperty('page', undefined);
    expect(onPatch).toHaveBeenCalledTimes(2);
  });

  it('is reached with Tab and changed with the arrow keys', async () => {
    const user = userEvent.setup();
    const onPatch = vi.fn();
    renderWithProviders(
      <>
        <button type="button">davor</button>
        <RoleFilter onPatch={onPatch} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'davor' }));
    await user.tab();
    expect(document.activeElement).toBe(radio('Alle'));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(radio('Inhaber'));
    expect(radio('Inhaber').checked).toBe(true);
    expect(onPatch).toHaveBeenLastCalledWith({ role: 'OWNER', page: undefined });

    await user.keyboard('{ArrowRight}');
    expect(onPatch).toHaveBeenLastCalledWith({ role: 'USER', page: undefined });
    expect(radio('Mitarbeiter').checked).toBe(true);
  });
});
