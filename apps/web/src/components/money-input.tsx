import { TextInput, type TextInputProps } from '@mantine/core';
import { parseMoney } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../lib/format.ts';
import { currentLanguage } from '../lib/language.ts';

interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The amount as typed ("1'234.5", "1234,50"); the form converts it with `parseMoney`. */
  value: string;
  onChange: (text: string) => void;
  currency?: string;
}

/** The text of an amount in Rappen as the field shows it (de 1'234.50, en 1,234.50). */
export function moneyText(cents: number | null): string {
  return cents === null ? '' : formatCents(cents, currentLanguage());
}

/**
 * An amount as people type it: any usual grouping and decimal mark. Leaving the field writes it the
 * locale's way, so what is saved is what one sees.
 */
export function MoneyInput({ value, onChange, currency, ...props }: MoneyInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      placeholder={t('form.moneyPlaceholder')}
      leftSection={currency}
      leftSectionWidth={currency ? 48 : undefined}
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        const cents = parseMoney(value);
        if (cents !== null && cents >= 0) onChange(moneyText(cents));
        props.onBlur?.(event);
      }}
    />
  );
}
