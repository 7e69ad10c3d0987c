import type { Question } from '@maxer/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { QuestionDetails } from './question-details.tsx';

const FLOOR: Question = {
  _id: '00000000-0000-4000-8000-000000000001',
  labels: { de: 'Stockwerk', en: 'Floor', fr: '', it: 'Piano' },
  type: 'SELECT',
  options: [
    { value: 'eg', labels: { de: 'Erdgeschoss', en: 'Ground floor', fr: 'Rez-de-chaussée', it: '' } },
    { value: '1', labels: { de: '1. Stock', en: '1st floor', fr: '', it: '' } },
  ],
  defaultValue: '1',
  required: true,
  position: 4,
  createdAt: '2026-11-21T10:00:00Z',
};

/** The value beside a label in the details list. */
function detail(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt, dt *' });
  const value = term.closest('dt')?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return value;
}

describe('the details of a question', () => {
  it('show its place, every label, the options with theirs, the default by its label and required', () => {
    renderWithProviders(<QuestionDetails question={FLOOR} number={2} />);
    expect(detail('Nr.').textContent).toBe('2');
    expect(detail('Frage (Deutsch)').textContent).toBe('Stockwerk');
    expect(detail('Frage (Englisch)').textContent).toBe('Floor');
    expect(detail('Frage (Französisch)').textContent).toBe('–');
    expect(detail('Frage (Italienisch)').textContent).toBe('Piano');
    expect(detail('Antworttyp').textContent).toBe('Auswahl');
    expect(detail('Standardwert').textContent).toBe('1. Stock');
    expect(detail('Pflichtfrage').textContent).toBe('Ja');

    const options = screen.getByRole('table', { name: 'Auswahlmöglichkeiten' });
    const rows = within(options).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Wert', 'Deutsch', 'Englisch', 'Französisch', 'Italienisch'],
      ['eg', 'Erdgeschoss', 'Ground floor', 'Rez-de-chaussée', '–'],
      ['1', '1. Stock', '1st floor', '–', '–'],
    ]);
  });

  it('say "–" where a question has no options, no default and no place yet', () => {
    renderWithProviders(
      <QuestionDetails
        question={{ ...FLOOR, type: 'TEXT', options: [], defaultValue: null, required: false }}
        number={undefined}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(detail('Auswahlmöglichkeiten').textContent).toBe('–');
    expect(detail('Standardwert').textContent).toBe('–');
    expect(detail('Nr.').textContent).toBe('–');
    expect(detail('Pflichtfrage').textContent).toBe('Nein');
  });
});
