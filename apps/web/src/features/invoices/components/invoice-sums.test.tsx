import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { InvoiceSums } from './invoice-sums.tsx';

describe('the sums of the invoice list', () => {
  it('shows one line per currency, never francs and euros added together', () => {
    renderWithProviders(
      <InvoiceSums
        currency="EUR"
        sums={[
          { currency: 'CHF', total: 132_960, paid: 50_000, unpaid: 82_960 },
          { currency: 'EUR', total: 25_000, paid: 0, unpaid: 25_000 },
        ]}
      />,
    );
    const lines = screen.getAllByTestId('invoice-sums');
    expect(lines).toHaveLength(2);
    const text = (line: HTMLElement, key: string) => within(line).getByTestId(`sum-${key}`).textContent;
    expect(text(lines[0]!, 'total')).toBe("CHF 1'329.60");
    expect(text(lines[0]!, 'unpaid')).toBe('CHF 829.60');
    expect(text(lines[1]!, 'total')).toBe('EUR 250.00');
    expect(text(lines[1]!, 'paid')).toBe('EUR 0.00');
  });

  it("sums an empty list to zero in the company's currency", () => {
    renderWithProviders(<InvoiceSums currency="CHF" sums={[]} />);
    expect(screen.getByTestId('sum-total').textContent).toBe('CHF 0.00');
  });
});
