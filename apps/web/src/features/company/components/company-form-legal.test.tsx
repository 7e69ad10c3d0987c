import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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
  street: '',
  streetNumber: '',
  zipCode: '',
  city: '',
  country: 'CH',
};

function renderForm(onSubmit: (values: unknown) => Promise<unknown>, language: 'de' | 'en' = 'de') {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={new QueryClient()}>
          <CompanyForm initial={VALUES} onSubmit={onSubmit} pending={false} cancel={null} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('the company form: UID/VAT number and the first invoice number', () => {
  it('refuses a UID whose check digit does not match, next to the field; sends a valid one as CHE-123.456.789', async () => {
    const onSubmit = vi.fn(async (_values: unknown) => {});
    // The whole form is large and slow to type into in jsdom: the fields are set as a paste would.
    const { container } = renderForm(onSubmit);
    const uid = screen.getByLabelText('UID/MWST-Nummer');
    const submit = () =>
      fireEvent.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);

    fireEvent.change(uid, { target: { value: 'CHE-123.456.789' } });
    submit();
    expect(await screen.findByText(/Die UID\/MWST-Nummer ist nicht gültig/)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(uid, { target: { value: 'che 123 456 788' } });
    fireEvent.change(screen.getByLabelText('Erste Rechnungsnummer'), { target: { value: '2000' } });
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      vatNumber: 'CHE-123.456.788',
      invoiceNumberStart: 2000,
    });
  });

  it('names the fields in English too', () => {
    renderForm(
      vi.fn(async () => {}),
      'en',
    );
    expect(screen.getByLabelText('UID/VAT number')).toBeVisible();
    expect(screen.getByLabelText('First invoice number')).toBeVisible();
  });
});
