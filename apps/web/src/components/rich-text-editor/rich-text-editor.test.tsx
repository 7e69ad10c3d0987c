import { MantineProvider } from '@mantine/core';
import type { Language } from '@maxer/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { theme } from '../../theme.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

function Field({
  initial,
  onChange,
  ...props
}: {
  initial: string;
  onChange: (html: string) => void;
  placeholders?: string[];
  error?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Kopfzeile"
      description="Platzhalter erlaubt"
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
      {...props}
    />
  );
}

// ProseMirror measures the selection to scroll it into view; jsdom has no layout.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects = noRects;
Range.prototype.getBoundingClientRect = () => new DOMRect();
Element.prototype.getClientRects = noRects;

/** The app's theme and catalogues; Mantine's test mode, so the placeholder menu opens without transitions. */
function renderField(ui: ReactElement, language: Language = 'de') {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <MantineProvider theme={theme} env="test">
        {ui}
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('the rich-text editor', () => {
  it('is a textbox named by its label and described by its hint, with a labelled toolbar', async () => {
    renderField(
      <Field initial="<p><strong>Hallo</strong></p>" onChange={() => {}} error="Unbekannter Platzhalter" />,
    );
    const box = await screen.findByRole('textbox', { name: 'Kopfzeile' });
    expect(box.getAttribute('contenteditable')).toBe('true');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (box.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Platzhalter erlaubt',
      'Unbekannter Platzhalter',
    ]);
    expect(box.querySelector('strong')?.textContent).toBe('Hallo');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatierung: Kopfzeile' });
    for (const name of [
      'Fett',
      'Kursiv',
      'Unterstrichen',
      'Überschrift',
      'Aufzählung',
      'Nummerierte Liste',
      'Link einfügen',
    ])
      expect(within(toolbar).getByRole('button', { name })).toBeVisible();
    // The domain keeps no strike-through, code or quotes: the toolbar does not offer them.
    expect(within(toolbar).queryByRole('button', { name: /strike|code|quote/i })).toBeNull();
    // No placeholders given: no menu.
    expect(within(toolbar).queryByRole('button', { name: 'Platzhalter einfügen' })).toBeNull();
  });

  it('inserts an allowed placeholder from the menu and sends sanitized HTML', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderField(
      <Field
        initial="<p>Guten Tag</p>"
        onChange={onChange}
        placeholders={['gender_welcome', 'name', 'email']}
      />,
    );
    await screen.findByRole('textbox', { name: 'Kopfzeile' });
    // Keyboard only: Tab to the menu button, open it with Enter, pick with the arrow keys.
    screen.getByRole('button', { name: 'Platzhalter einfügen' }).focus();
    await user.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Anrede {{gender_welcome}}',
      'Name des Kunden {{name}}',
      'E-Mail des Kunden {{email}}',
    ]);
    // The first arrow lands on the first entry, the second on "name".
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('{{name}}')));
    expect(onChange.mock.lastCall?.[0]).toMatch(/^<p>(Guten Tag)?\{\{name\}\}(Guten Tag)?<\/p>$/);
    // Typing goes on where the placeholder went in.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Kopfzeile' }));
  });

  it('marks allowed and unknown placeholders in the text without changing the HTML', async () => {
    const onChange = vi.fn();
    renderField(
      <Field
        initial="<p>{{name}} und {{vorname}}</p>"
        onChange={onChange}
        placeholders={['name', 'email']}
      />,
    );
    const box = await screen.findByRole('textbox', { name: 'Kopfzeile' });
    await waitFor(() => expect(box.querySelectorAll('[data-placeholder]')).toHaveLength(2));
    const marks = [...box.querySelectorAll('[data-placeholder]')].map((mark) => [
      mark.textContent,
      mark.getAttribute('data-placeholder'),
    ]);
    expect(marks).toEqual([
      ['{{name}}', 'allowed'],
      ['{{vorname}}', 'unknown'],
    ]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('makes the selection bold with the toolbar button', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderField(<Field initial="<p>Umzug</p>" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Kopfzeile' });
    box.focus();
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Fett' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>Umzug</strong></p>'));
    expect(screen.getByRole('button', { name: 'Fett' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('has English labels on the English pages', async () => {
    renderField(<Field initial="" onChange={() => {}} placeholders={['name']} />, 'en');
    await screen.findByRole('textbox', { name: 'Kopfzeile' });
    expect(screen.getByRole('button', { name: 'Bold' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Insert placeholder' })).toBeVisible();
  });
});
