import type { Language, PdfRelocationPriceType, PriceDisplayOptions, PublicOffer } from '@maxer/domain';

const LOCALES: Record<Language, string> = { de: 'de-CH', en: 'en-GB' };
const PRICE_TYPES: readonly PdfRelocationPriceType[] = ['FROMTO', 'FROM', 'TO'];

/** A moment in the company's time zone: "Mo., 3. Aug. 2026, 08:00" / "Mon, 3 Aug 2026, 08:00". */
export function formatDateTime(iso: string, language: Language, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  };
  try {
    return new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone }).format(new Date(iso));
  } catch {
    // An unknown zone name must not cost the customer the page.
    return new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: 'Europe/Zurich' }).format(
      new Date(iso),
    );
  }
}

/** A calendar day (YYYY-MM-DD) as the offer e-mail writes it: 31.12.2026 / 31 Dec 2026. */
export function formatDay(day: string, language: Language): string {
  const [y, m, d] = day.split('-');
  if (language === 'de') return `${d}.${m}.${y}`;
  return new Intl.DateTimeFormat(LOCALES.en, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The company's way of showing a price range (its PDF relocation price type), for the domain helpers. */
export function priceOptions(offer: PublicOffer, language: Language): PriceDisplayOptions {
  const type = offer.company.pdfRelocationPriceType as PdfRelocationPriceType;
  return {
    type: PRICE_TYPES.includes(type) ? type : 'FROMTO',
    language,
    currency: offer.contract.currency,
  };
}

/** Only a plain hex colour reaches a style attribute. */
export function safeColor(value: string | null): string | undefined {
  return value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : undefined;
}
