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
function Editor() {
  const form = useContractForm(emptyContractForm());
  const price = useLivePrice(form.values, 8.1, 'CHF');
  return (
    <>
      <RelocationSection form={form} currency="CHF" vehicles={[]} />
      <CleaningSection form={form} currency="CHF" />
      <PricePanel current={price.current} shown={price.shown} />
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
});
