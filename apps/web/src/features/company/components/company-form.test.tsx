import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { theme } from '../../../theme.ts';
import type { CompanyFormValues } from '../company-form-values.ts';
import { CompanyForm } from './company-form.tsx';

// ProseMirror measures the selection to scroll it into view; jsdom has no layout.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects = noRects;
Range.prototype.getBoundingClientRect = () => new DOMRect();
Element.prototype.getClientRects = noRects;

const VALUES: CompanyFormValues = {
  name: 'Muster Umzüge AG',
  website: '',
  frontendUrl: '',
  backgroundColor: '',
  textColor: '',
  pdfAccentColor: '',
  header: '<p><strong>Offerte</strong> für {{vorname}}</p>',
  footer: 'Freundliche Grüsse\n\nIhr Team',
  iban: '',
  pdfRelocationPriceType: 'FROMTO',
  contractNumberStart: '1000',
  customerNumberStart: '1',
  invoiceNumberStart: '1',
  vatNumber: '',
  allowedLoginCountries: [],
  hideRejectOfferButton: false,
  vatRate: '8.1',
  currency: 'CHF',
  timeZone: 'Europe/Zurich',
  street: '',
  streetNumber: '',
  zipCode: '',
  city: '',
  country: 'CH',
};

function renderForm(onSubmit: (values: unknown) => Promise<unknown>) {
  // Mantine's test mode: the placeholder menu opens without transitions.
  return render(
    <I18nextProvider i18n={createI18n('de')}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={new QueryClient()}>
          <CompanyForm initial={VALUES} onSubmit={onSubmit} pending={false} cancel={null} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('the company form: header and footer', () => {
  it('refuses an unknown placeholder on the rich-text header and focuses it; sends the fixed header as HTML', async () => {
    const onSubmit = vi.fn(async (_values: unknown) => {});
    const user = userEvent.setup();
    const renderedForm = renderForm(onSubmit);
    // The whole company form is large: find the editors by their field name (role queries over all of
    // it are slow in jsdom), then check that they are named by their labels.
    const { container } = renderedForm;
    const editor = async (name: string) => {
      await waitFor(() => expect(container.querySelector(`[data-name="${name}"]`)).not.toBeNull());
      return container.querySelector<HTMLElement>(`[data-name="${name}"]`)!;
    };
    const header = await editor('header');
    const submitButton = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    const labelOf = (box: HTMLElement) =>
      document.getElementById(box.getAttribute('aria-labelledby') ?? '')?.textContent;
    expect(header.getAttribute('role')).toBe('textbox');
    expect(labelOf(header)).toBe('Kopfzeile');
    expect(header.querySelector('strong')?.textContent).toBe('Offerte');
    // The plain-text footer saved before the editor shows as two paragraphs.
    const footer = await editor('footer');
    expect(labelOf(footer)).toBe('Fusszeile');
    expect([...footer.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Freundliche Grüsse',
      'Ihr Team',
    ]);

    await user.click(submitButton());
    expect(await screen.findByText('Unbekannter Platzhalter: {{vorname}}')).toBeVisible();
    await waitFor(() => expect(header.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(header);
    expect(onSubmit).not.toHaveBeenCalled();

    // Replace the text with an allowed placeholder from the header's menu.
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    const toolbar = document.querySelector<HTMLElement>(
      '[role="toolbar"][aria-label="Formatierung: Kopfzeile"]',
    )!;
    within(toolbar).getByRole('button', { name: 'Platzhalter einfügen' }).focus();
    await user.keyboard('{Enter}{ArrowDown}{Enter}');
    await waitFor(() => expect(header.textContent).toBe('{{gender_welcome}}'));
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.lastCall?.[0]).toMatchObject({
      header: '<p>{{gender_welcome}}</p>',
      footer: 'Freundliche Grüsse\n\nIhr Team',
    });
  }, 60_000); // The whole company form with two editors: slow in jsdom on a busy machine.
});
