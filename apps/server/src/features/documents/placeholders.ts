import type { CustomerType, Gender, Language } from '@maxer/domain';

export interface Addressee {
  gender: Gender | null;
  customerType: CustomerType;
  lastName: string;
}

/**
 * `{{gender_welcome}}` (glossary.md): "Sehr geehrter Herr Muster" / "Sehr geehrte Frau Muster", or
 * "Guten Tag" for a company or a person of unknown gender; "Dear Mr Muster" / "Dear Ms Muster" /
 * "Dear Sir or Madam" in English.
 */
export function genderWelcome(addressee: Addressee, language: Language): string {
  const person = addressee.customerType === 'PERSON' ? addressee.gender : null;
  const name = addressee.lastName.trim();
  if (language === 'en') {
    if (person === 'MALE') return `Dear Mr ${name}`;
    if (person === 'FEMALE') return `Dear Ms ${name}`;
    return 'Dear Sir or Madam';
  }
  if (person === 'MALE') return `Sehr geehrter Herr ${name}`;
  if (person === 'FEMALE') return `Sehr geehrte Frau ${name}`;
  return 'Guten Tag';
}

/** Replace `{{name}}` placeholders with their values; an unknown one stays as written. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : match,
  );
}
