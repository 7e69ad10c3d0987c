import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { theme } from '../../../theme.ts';
import type { CompanyFormValues } from '../company-form-values.ts';
import { CompanyForm } from './company-form.tsx';

// ProseMirror (header/footer editors) measures the selection; jsdom has no layout.
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
  header: '',
  footer: '',
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
  street: 'Bahnhofstrasse',
  streetNumber: '',
  zipCode: '',
  city: '',
  country: 'CH',
};

describe('the company form: postal address', () => {
  it('shows the address with German labels, refuses a too long or foreign postal code with the catalogue text, sends the address', async () => {
    const onSubmit = vi.fn(async (_values: unknown) => {});
    const user = userEvent.setup();
    const { container } = render(
      <I18nextProvider i18n={createI18n('de')}>
        <MantineProvider theme={theme} env="test">
          <QueryClientProvider client={new QueryClient()}>
            <CompanyForm initial={VALUES} onSubmit={onSubmit} pending={false} cancel={null} />
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    );
    const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    const labelOf = (element: HTMLInputElement) =>
      container.querySelector(`label[for="${element.id}"]`)?.textContent?.replace(/\s*\*$/, '');
    expect(screen.getByRole('heading', { name: 'Postadresse' })).toBeVisible();
    expect(input('street').value).toBe('Bahnhofstrasse');
    expect(labelOf(input('street'))).toBe('Strasse');
    expect(labelOf(input('zipCode'))).toBe('PLZ');
    expect(labelOf(input('city'))).toBe('Ort');

    await user.type(input('streetNumber'), '12b');
    await user.click(input('zipCode'));
    await user.paste('8'.repeat(21));
    await user.type(input('city'), 'Zürich');
    await user.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await waitFor(() => expect(input('zipCode').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Dieser Wert ist nicht gültig.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    // A postcode of another country's shape is refused as on a customer's address (issue 15, item 12).
    await user.clear(input('zipCode'));
    await user.type(input('zipCode'), '80010');
    await user.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    expect(await screen.findByText('Diese Postleitzahl gibt es im gewählten Land nicht')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(input('zipCode'));
    await user.type(input('zipCode'), '8001');
    await user.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.lastCall?.[0]).toMatchObject({
      street: 'Bahnhofstrasse',
      streetNumber: '12b',
      zipCode: '8001',
      city: 'Zürich',
      country: 'CH',
    });
  }, 60_000); // The whole company form with two editors: slow in jsdom on a busy machine.
});
