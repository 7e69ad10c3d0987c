import type { CustomerType, Gender, Language } from '@maxer/domain';
import { fill, texts } from '../../texts.ts';

/** Who a mail greets: enough of a customer to choose the greeting. */
export interface Addressee {
  gender: Gender | null;
  customerType: CustomerType;
  lastName: string;
}

/**
 * `{{gender_welcome}}` (glossary.md): "Sehr geehrter Herr Muster" / "Sehr geehrte Frau Muster", or
 * "Guten Tag" for a company or a person of unknown gender; "Dear Mr Muster" / "Dear Ms Muster" /
 * "Dear Sir or Madam" in English (catalogue mail.common.welcome).
 */
export function genderWelcome(addressee: Addressee, language: Language): string {
  const person = addressee.customerType === 'PERSON' ? addressee.gender : null;
  const name = addressee.lastName.trim();
  const welcome = texts(language, 'mail').common.welcome;
  if (person === 'MALE') return fill(welcome.male, { name });
  if (person === 'FEMALE') return fill(welcome.female, { name });
  return welcome.unknown;
}

/**
 * A calendar day (YYYY-MM-DD) as e-mails write it: 31.12.2026 in German, 31 Dec 2026 in English
 * (never 09/12/2026, which a reader abroad takes for 12 September), as the app and the PDFs do.
 */
export function formatMailDay(day: string, language: Language): string {
  const [y, m, d] = day.split('-');
  if (language === 'de') return `${d}.${m}.${y}`;
  return ENGLISH_DAY.format(new Date(`${day}T00:00:00Z`));
}

const ENGLISH_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Replace `{{name}}` placeholders with their values; an unknown one stays as written. The values are
 * put in as given: the composer escapes them for HTML before it calls this.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : match,
  );
}

/** Whether a text places `{{name}}` itself. */
export const usesPlaceholder = (text: string, name: string) =>
  new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`).test(text);
