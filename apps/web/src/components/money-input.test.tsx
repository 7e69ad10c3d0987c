import { errorMessage } from '@maxer/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { MoneyInput } from './money-input.tsx';

afterEach(() => window.history.replaceState(null, '', '/'));

function Field() {
  const [value, setValue] = useState('');
  return <MoneyInput label="Preis" value={value} onChange={setValue} />;
}

describe('amounts typed and shown in the locale', () => {
  it("accepts the usual ways of typing an amount and writes it the Swiss way on leaving: 1'234.50", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field />);
    const input = screen.getByRole('textbox', { name: 'Preis' }) as HTMLInputElement;
    for (const [typed, shown] of [
      ['1234.5', "1'234.50"],
      ['1’234,5', "1'234.50"],
      ['CHF 12', '12.00'],
      ['0.05', '0.05'],
    ] as const) {
      await user.clear(input);
      await user.type(input, typed);
      await user.tab();
      expect(input.value).toBe(shown);
    }
    // What is not an amount stays as typed, for the form to refuse.
    await user.clear(input);
    await user.type(input, '12 Franken');
    await user.tab();
    expect(input.value).toBe('12 Franken');
  });

  it('keeps an ambiguous or impossible amount as typed and says why next to the field, once left', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field />);
    const input = screen.getByRole('textbox', { name: 'Preis' }) as HTMLInputElement;
    await user.type(input, '4.505');
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
    await user.tab();
    expect(input.value).toBe('4.505');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(errorMessage('error_number_ambiguous', 'de'))).toBeVisible();
    await user.clear(input);
    await user.type(input, '4.50');
    await user.tab();
    expect(input.value).toBe('4.50');
    expect(screen.queryByText(errorMessage('error_number_ambiguous', 'de'))).toBeNull();
  });

  it('writes English amounts with a comma between thousands', async () => {
    window.history.replaceState(null, '', '/en/items/new');
    const user = userEvent.setup();
    renderWithProviders(<Field />, { language: 'en' });
    const input = screen.getByRole('textbox', { name: 'Preis' }) as HTMLInputElement;
    await user.type(input, "1'234.5");
    await user.tab();
    expect(input.value).toBe('1,234.50');
  });
});
