import { DEFAULT_VOLUME_RULES, type InventoryLine, type VolumeItem } from '@maxer/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { VolumeCalculator } from './volume-calculator.tsx';

const item = (room: VolumeItem['room'], nameDe: string, volumeM3: number): VolumeItem => ({
  _id: nameDe,
  room,
  nameDe,
  nameEn: '',
  volumeM3,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
});
const catalogue = {
  items: [
    item('livingRoom', 'Sofa', 2),
    item('livingRoom', 'Sessel', 0.8),
    item('cellarAttic', 'Karton', 0.1),
  ],
  rules: DEFAULT_VOLUME_RULES,
};

/** The calculator as a form holds it: its value kept outside, every change reported. */
function Counted({
  initial,
  changes,
}: {
  initial: InventoryLine[];
  changes: (next: InventoryLine[]) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <VolumeCalculator
      value={value}
      catalogue={catalogue}
      onChange={(next) => {
        changes(next);
        setValue(next);
      }}
    />
  );
}

describe('the volume calculator', () => {
  it('counts pieces room by room into the total m³ and the crew estimate', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    renderWithProviders(<Counted initial={[]} changes={changes} />);
    expect(screen.getByTestId('volume-total')).toHaveTextContent('Total Volumen: 0 m³');

    await user.type(screen.getByRole('textbox', { name: 'Anzahl Sofa' }), '2');
    expect(changes).toHaveBeenLastCalledWith([
      { room: 'livingRoom', nameDe: 'Sofa', nameEn: '', volumeM3: 2, count: 2 },
    ]);
    await user.click(screen.getByRole('tab', { name: /Keller/ }));
    await user.type(screen.getByRole('textbox', { name: 'Anzahl Karton' }), '35');
    // 2 × 2 + 35 × 0.1 = 7.5 m³: 1 vehicle, 2 workers, 7.5 / 3 = 2.5 hours.
    expect(screen.getByTestId('volume-total')).toHaveTextContent('Total Volumen: 7.5 m³');
    expect(screen.getByTestId('volume-estimate')).toHaveTextContent(
      'Schätzung: 1 Fahrzeug, 2 Mitarbeiter, 2.5 Stunden',
    );
    expect(screen.getByRole('tab', { name: /Wohnzimmer/ })).toHaveTextContent('4 m³');
  });

  it('shows a counted piece the catalogue no longer has, and drops a line counted to zero', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    const gone = { room: 'livingRoom', nameDe: 'Klavier', nameEn: '', volumeM3: 1.5, count: 1 } as const;
    renderWithProviders(<Counted initial={[gone]} changes={changes} />);
    const piano = screen.getByRole('textbox', { name: 'Anzahl Klavier' });
    expect(piano).toHaveValue('1');
    expect(screen.getByTestId('volume-total')).toHaveTextContent('1.5 m³');
    await user.clear(piano);
    expect(changes).toHaveBeenLastCalledWith([]);
    expect(screen.getByTestId('volume-total')).toHaveTextContent('Total Volumen: 0 m³');
  });
});
