import { computePrice, type PriceBreakdown } from '@maxer/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { emptyContractForm } from './contract-form-types.ts';
import { PricePanel } from './price-panel.tsx';
import { CleaningSection } from './sections/cleaning-section.tsx';
import { RelocationSection } from './sections/relocation-section.tsx';
import { useContractForm } from './use-contract-form.ts';
import { useLivePrice } from './use-live-price.ts';

/** The editor's relocation and cleaning sections beside its price panel, sharing one form. */
function Editor({ accepted = null }: { accepted?: PriceBreakdown | null }) {
  const form = useContractForm({
    initial: emptyContractForm(),
    questions: [],
    timeZone: 'Europe/Zurich',
    onSave: async () => {},
    pending: false,
  });
  const price = useLivePrice(form.values, 8.1, 'CHF');
  return (
    <>
      <RelocationSection form={form} currency="CHF" vehicles={[]} />
      <CleaningSection form={form} currency="CHF" />
      <PricePanel current={price.current} shown={price.shown} accepted={accepted} />
    </>
  );
}

const total = () =>
  within(screen.getByRole('table', { name: 'Preis' }))
    .getByText(/^Total CHF/)
    .closest('tr')?.textContent;

describe('the price panel', () => {
  it('follows the form as one types: services, discount, VAT and 5-Rappen rounding', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Editor />);
    expect(screen.queryByRole('table', { name: 'Preis' })).not.toBeNull();

    await user.type(screen.getByLabelText('Stundenansatz'), '180');
    await user.type(screen.getByLabelText('Stunden von'), '5');
    // 5 h × 180.00 = 900.00 net, VAT 8.1 % = 72.90.
    expect(total()).toContain('972.90');
    const table = screen.getByRole('table', { name: 'Preis' });
    expect(table.textContent).toContain('Umzug');
    expect(table.textContent).toContain('MWST 8.1 %');

    await user.type(screen.getByLabelText('Stunden bis'), '6');
    // A range: 900.00 – 1'080.00 net; 1'080.00 + 87.48 VAT = 1'167.48, rounded to 1'167.50.
    expect(total()).toContain("972.90 – 1'167.50");
    expect(table.textContent).toContain('Rundung');

    await user.type(screen.getByLabelText('Rabatt Umzug'), '100');
    // 800.00 – 980.00 net after the discount: 864.80 – 1'059.38 → 1'059.40.
    expect(total()).toContain("864.80 – 1'059.40");
    expect(table.textContent).toContain('Rabatt');
  });

  it('keeps the last price and says so while a field holds no amount', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Editor />);
    const hourPrice = screen.getByLabelText('Stundenansatz');
    await user.type(hourPrice, '100');
    await user.type(screen.getByLabelText('Stunden von'), '2');
    expect(total()).toContain('216.20');
    await user.type(hourPrice, 'x');
    expect(screen.getByText(/Einige Angaben sind noch ungültig/)).not.toBeNull();
    expect(total()).toContain('216.20');
    await user.type(hourPrice, '{Backspace}');
    expect(screen.queryByText(/Einige Angaben sind noch ungültig/)).toBeNull();
  });

  it('shows the accepted price of an accepted job whatever is typed, and says changes do not alter it', async () => {
    const user = userEvent.setup();
    // Accepted: relocation 5 h × 180.00 and cleaning 890.00, disposal 300.00 refused; 8.1 % VAT.
    const accepted = computePrice({
      relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5 },
      trash: { flatRatePrice: 30000 },
      cleaning: { type: 'select', price: 89000 },
      acceptedServices: ['relocation', 'cleaning'],
      vatRate: 8.1,
      currency: 'CHF',
    });
    renderWithProviders(<Editor accepted={accepted} />);
    expect(screen.getByRole('heading', { name: 'Angenommener Preis' })).not.toBeNull();
    expect(screen.getByText(/Ihre Änderungen ändern nicht, was er angenommen hat/)).not.toBeNull();
    // 1'790.00 net + 144.99 VAT = 1'934.99 → 1'935.00
    expect(total()).toContain("1'935.00");
    await user.type(screen.getByLabelText('Stundenansatz'), '250');
    await user.type(screen.getByLabelText('Stunden von'), '9');
    expect(total()).toContain("1'935.00");
    expect(screen.getByText('Entsorgung (nicht angenommen)')).not.toBeNull();
  });
});
