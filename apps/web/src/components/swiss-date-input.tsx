import '@mantine/dates/styles.css';
import { DateInput, DatesProvider } from '@mantine/dates';
import 'dayjs/locale/de-ch';
import { type ReactNode, useRef } from 'react';
import { currentLanguage } from '../lib/language.ts';
import { parseSwissDate, parseSwissDateTime } from '../lib/swiss-date.ts';

interface DateFieldProps {
  label: ReactNode;
  /** 'YYYY-MM-DD' ('' when empty). */
  value: string;
  onChange: (value: string) => void;
  name?: string;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  readOnly?: boolean;
  clearable?: boolean;
  placeholder?: string;
  onBlur?: () => void;
  onFocus?: () => void;
  size?: 'xs' | 'sm' | 'md';
  w?: number | string;
  /** The earliest and latest day that may be picked ('YYYY-MM-DD'). */
  minDate?: string;
  maxDate?: string;
}

/** The calendar in the page language: de-CH (Monday first, "15.12.2026") or English. */
function SwissDates({ children }: { children: ReactNode }) {
  const locale = currentLanguage() === 'de' ? 'de-ch' : 'en';
  return <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

/**
 * A date typed or picked in Swiss format (`15.12.2026`), whatever the browser's locale; the form
 * holds it as `YYYY-MM-DD`, as the API takes it. Replaces the browser's own date field, which showed
 * mm/dd/yyyy in an English browser.
 */
export function DateField({ value, onChange, clearable, placeholder, ...props }: DateFieldProps) {
  return (
    <SwissDates>
      <DateInput
        {...props}
        value={value === '' ? null : value}
        onChange={(next) => onChange(next ? next.slice(0, 10) : '')}
        valueFormat="DD.MM.YYYY"
        dateParser={parseSwissDate}
        placeholder={placeholder ?? (currentLanguage() === 'de' ? 'TT.MM.JJJJ' : 'DD.MM.YYYY')}
        clearable={clearable ?? !props.required}
        autoComplete="off"
        popoverProps={{ withinPortal: true }}
      />
    </SwissDates>
  );
}

/**
 * A date and time typed or picked in Swiss format (`15.12.2026 08:00`); the form holds it as
 * `YYYY-MM-DDTHH:mm` (a wall-clock time, as the native datetime-local field did).
 */
export function DateTimeField({ value, onChange, clearable, placeholder, ...props }: DateFieldProps) {
  const german = currentLanguage() === 'de';
  // A day picked in the calendar keeps the time already there (the calendar itself gives midnight);
  // what is typed is taken as typed.
  const typed = useRef(false);
  const change = (next: string | null) => {
    const wasTyped = typed.current;
    typed.current = false;
    if (!next) return onChange('');
    const [day = '', time = '00:00'] = next.split(' ');
    const kept = !wasTyped && value.length >= 16 ? value.slice(11, 16) : time.slice(0, 5);
    onChange(`${day}T${kept}`);
  };
  return (
    <SwissDates>
      <DateInput
        {...props}
        value={value === '' ? null : `${value.replace('T', ' ').slice(0, 16)}:00`}
        onInput={() => {
          typed.current = true;
        }}
        onChange={change}
        withTime
        valueFormat="DD.MM.YYYY HH:mm"
        dateParser={parseSwissDateTime}
        placeholder={placeholder ?? (german ? 'TT.MM.JJJJ HH:MM' : 'DD.MM.YYYY HH:MM')}
        clearable={clearable ?? !props.required}
        autoComplete="off"
        popoverProps={{ withinPortal: true }}
      />
    </SwissDates>
  );
}
