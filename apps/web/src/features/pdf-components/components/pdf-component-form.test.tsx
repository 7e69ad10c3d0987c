import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PdfComponentForm } from './pdf-component-form.tsx';

// ProseMirror measures the selection to scroll it into view; jsdom has no layout.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects = noRects;
Range.prototype.getBoundingClientRect = () => new DOMRect();
Element.prototype.getClientRects = noRects;

describe('the PDF component form', () => {
  it('requires a title, in German, without calling the server', async () => {
    const onSubmit = vi.fn(async () => {});
    const user = userEvent.setup();
    renderWithProviders(
      <PdfComponentForm submitLabel="Baustein erfassen" onSubmit={onSubmit} pending={false} cancel={null} />,
    );
    await screen.findByRole('textbox', { name: 'Inhalt' });
    await user.click(screen.getByRole('button', { name: 'Baustein erfassen' }));
    expect(screen.getByText('Dieses Feld ist erforderlich.')).toBeVisible();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Titel' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the title and the formatted content as the server keeps it', async () => {
    const onSubmit = vi.fn(async () => {});
    const user = userEvent.setup();
    renderWithProviders(
      <PdfComponentForm
        initial={{ title: 'Zahlung', content: '<p>30 Tage netto</p><ul><li>Anzahlung</li></ul>' }}
        submitLabel="Speichern"
        onSubmit={onSubmit}
        pending={false}
        cancel={null}
      />,
    );
    const content = await screen.findByRole('textbox', { name: 'Inhalt' });
    // No placeholders in components: the PDF prints them as written.
    expect(screen.queryByRole('button', { name: 'Platzhalter einfügen' })).toBeNull();
    content.focus();
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Kursiv' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        title: 'Zahlung',
        content: '<p><em>30 Tage netto</em></p><ul><li><em>Anzahlung</em></li></ul>',
      }),
    );
  });
});
