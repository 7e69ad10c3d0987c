import type { Invoice } from '@maxer/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { InvoiceAcceptedPriceNote } from './invoice-accepted-price-note.tsx';

/** The parts of an invoice the note reads. */
const invoice = (total: number, acceptedPrice: Invoice['acceptedPrice']) =>
  ({ total, currency: 'CHF', acceptedPrice }) as Invoice;
const ACCEPTED = { grossLow: 249_540, grossHigh: 284_435, currency: 'CHF' } as const;

describe('the note on an invoice that is not the accepted price', () => {
  it('names the accepted price and the invoice total when lines were added', () => {
    renderWithProviders(<InvoiceAcceptedPriceNote invoice={invoice(327_510, ACCEPTED)} />);
    expect(screen.getByRole('status').textContent).toContain(
      "Angenommener Preis des Auftrags: CHF 2'495.40 – 2'844.35; diese Rechnung: CHF 3'275.10.",
    );
  });

  it('says it in English too', () => {
    renderWithProviders(<InvoiceAcceptedPriceNote invoice={invoice(200_000, ACCEPTED)} />, {
      language: 'en',
    });
    const note = screen.getByRole('status').textContent;
    expect(note).toContain('Not the accepted price');
    expect(note).toMatch(
      /Accepted price of the job: CHF 2.495\.40 – 2.844\.35; this invoice: CHF 2.000\.00\./,
    );
  });

  it('says nothing within the accepted range, or without an accepted job', () => {
    renderWithProviders(
      <>
        <InvoiceAcceptedPriceNote invoice={invoice(284_435, ACCEPTED)} />
        <InvoiceAcceptedPriceNote invoice={invoice(260_000, ACCEPTED)} />
        <InvoiceAcceptedPriceNote invoice={invoice(999_999, null)} />
      </>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
