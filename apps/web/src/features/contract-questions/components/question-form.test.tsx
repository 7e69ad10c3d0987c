import type { QuestionInput } from '@maxer/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { QuestionForm } from './question-form.tsx';

function renderForm() {
  const onSubmit = vi.fn(async (_values: QuestionInput) => {});
  renderWithProviders(<QuestionForm onSubmit={onSubmit} pending={false} cancel={null} />);
  const user = userEvent.setup();
  const text = (name: string) => screen.getByRole('textbox', { name });
  const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
  const submit = () => user.click(screen.getByRole('button', { name: 'Frage erfassen' }));
  return { onSubmit, user, text, select, submit };
}

describe('the question form', () => {
  it('offers options only for a choice, and sends none for other types', async () => {
    const { onSubmit, user, text, select, submit } = renderForm();
    await user.type(text('Frage (Deutsch)'), 'Stockwerk');
    expect(screen.queryByRole('group', { name: 'Auswahlmöglichkeiten' })).toBeNull();

    await user.selectOptions(select('Antworttyp'), 'SELECT');
    expect(screen.getByRole('group', { name: 'Auswahlmöglichkeiten' })).toBeVisible();
    await user.type(text('Option 1 (Deutsch)'), 'Erdgeschoss');
    await user.click(screen.getByRole('button', { name: 'Option hinzufügen' }));
    await user.type(text('Option 2 (Deutsch)'), '1. Stock');

    // Back to text: the options disappear and are not sent.
    await user.selectOptions(select('Antworttyp'), 'TEXT');
    expect(screen.queryByRole('textbox', { name: 'Option 1 (Deutsch)' })).toBeNull();
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ type: 'TEXT', options: [], defaultValue: null });
  });

  it('needs at least one option for a choice; the default is one of them; option codes come from labels', async () => {
    const { onSubmit, user, text, select, submit } = renderForm();
    await user.type(text('Frage (Deutsch)'), 'Lift');
    await user.selectOptions(select('Antworttyp'), 'SELECT');
    await user.click(screen.getByRole('button', { name: 'Option 1 entfernen' }));
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Dieses Feld ist erforderlich.');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Option hinzufügen' }));
    await user.type(text('Option 1 (Deutsch)'), 'Ja, mit Lift');
    await user.type(text('Option 1 (Englisch)'), 'Yes, with lift');
    await user.click(screen.getByRole('button', { name: 'Option hinzufügen' }));
    await user.type(text('Option 2 (Deutsch)'), 'Nein');
    expect([...select('Standardwert').options].map((option) => option.text)).toEqual([
      'Kein Standardwert',
      'Ja, mit Lift',
      'Nein',
    ]);
    await user.selectOptions(select('Standardwert'), 'Nein');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      labels: { de: 'Lift', en: '', fr: '', it: '' },
      type: 'SELECT',
      options: [
        { value: 'ja-mit-lift', labels: { de: 'Ja, mit Lift', en: 'Yes, with lift', fr: '', it: '' } },
        { value: 'nein', labels: { de: 'Nein', en: '', fr: '', it: '' } },
      ],
      defaultValue: 'nein',
      required: false,
    });
  });

  it('refuses a default that does not fit the type, and takes one that does', async () => {
    const { onSubmit, user, text, select, submit } = renderForm();
    await user.type(text('Frage (Deutsch)'), 'Anzahl Zimmer');
    await user.selectOptions(select('Antworttyp'), 'NUMBER');
    await user.type(text('Standardwert'), 'drei');
    await submit();
    expect(text('Standardwert').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Dieser Wert ist nicht gültig.')).toBeVisible();
    expect(document.activeElement).toBe(text('Standardwert'));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(text('Standardwert'));
    await user.type(text('Standardwert'), '3.5');
    await user.click(screen.getByRole('checkbox', { name: 'Pflichtfrage' }));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      type: 'NUMBER',
      defaultValue: '3.5',
      required: true,
    });
  });

  it('a yes/no question takes Ja or Nein as its default; changing the type clears the default', async () => {
    const { onSubmit, user, text, select, submit } = renderForm();
    await user.type(text('Frage (Deutsch)'), 'Parkplatz vorhanden');
    await user.type(text('Standardwert'), 'etwas');
    await user.selectOptions(select('Antworttyp'), 'CHECK');
    expect(select('Standardwert').value).toBe('');
    await user.selectOptions(select('Standardwert'), 'Ja');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ type: 'CHECK', defaultValue: 'true' });
  });
});
