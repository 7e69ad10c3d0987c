import { TextInput, type TextInputProps } from '@mantine/core';
import { errorMessage, formatMoney, parseMoney } from '@maxer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/language.ts';

interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The amount as typed ("1'234.5", "1234,50"); the form converts it with `parseMoney`. */
  value: string;
  onChange: (text: string) => void;
  currency?: string;
}

/** The text of an amount in Rappen as the field shows it (de 1'234.50, en 1,234.50). */
export function moneyText(cents: number | null): string {
  return cents === null ? '' : formatMoney(cents, currentLanguage());
}

/**
 * "1'234.50" → 123450 (Rappen); '' → null; "abc" or the ambiguous "4.505" → NaN (the field shows
 * `parseMoney`'s reason: MoneyInput).
 */
export function centsFromText(text: string): number | null {
  if (text.trim() === '') return null;
  const parsed = parseMoney(text);
  return parsed.ok ? parsed.cents : Number.NaN;
}

/**
 * The message for a typed amount `parseMoney` refuses ("4.505": ambiguous), in the page language;
 * null for an amount or an empty field (whether one is required is the form's question).
 */
export function moneyProblem(text: string): string | null {
  if (text.trim() === '') return null;
  const parsed = parseMoney(text);
  return parsed.ok ? null : errorMessage(parsed.error, currentLanguage());
}

/**
 * An amount as people type it: Swiss grouping (' ’ or a space) and a decimal point or comma. Leaving
 * the field writes it the locale's way, so what is saved is what one sees. What `parseMoney` refuses
 * ("4.505" could be thousands or three decimals) stays as typed, with the reason next to the field
 * once the field is left or the form was submitted: never a guessed amount.
 */
export function MoneyInput({ value, onChange, currency, error, ...props }: MoneyInputProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(false);
  const problem = left || error ? moneyProblem(value) : null;
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      placeholder={t('form.moneyPlaceholder')}
      leftSection={currency}
      leftSectionWidth={currency ? 48 : undefined}
      {...props}
      error={problem ?? error}
      value={value}
      onChange={(event) => {
        // The reason shows again when the field is left: not while the amount is being typed.
        setLeft(false);
        onChange(event.currentTarget.value);
      }}
      onBlur={(event) => {
        setLeft(true);
        const parsed = parseMoney(value);
        if (parsed.ok && parsed.cents >= 0) onChange(moneyText(parsed.cents));
        props.onBlur?.(event);
      }}
    />
  );
}
