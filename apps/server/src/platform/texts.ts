import type { Language } from '@maxer/domain';
import calendarDe from '../locales/de/calendar.json' with { type: 'json' };
import mailDe from '../locales/de/mail.json' with { type: 'json' };
import pdfDe from '../locales/de/pdf.json' with { type: 'json' };
import webhooksDe from '../locales/de/webhooks.json' with { type: 'json' };
import calendarEn from '../locales/en/calendar.json' with { type: 'json' };
import mailEn from '../locales/en/mail.json' with { type: 'json' };
import pdfEn from '../locales/en/pdf.json' with { type: 'json' };
import webhooksEn from '../locales/en/webhooks.json' with { type: 'json' };

/**
 * The server's own texts (documents and built-in e-mails), one JSON catalogue per namespace and
 * language in `src/locales/<language>/<namespace>.json`, like the web app's (ADR 035). The German file
 * gives the type; the English one must have the same shape (checked here by the compiler and by
 * `locales/catalogues.test.ts` for keys, placeholders, empty texts and Swiss spelling).
 */
const CATALOGUES = {
  de: { pdf: pdfDe, mail: mailDe, calendar: calendarDe, webhooks: webhooksDe },
  en: {
    pdf: pdfEn satisfies typeof pdfDe,
    mail: mailEn satisfies typeof mailDe,
    calendar: calendarEn satisfies typeof calendarDe,
    webhooks: webhooksEn satisfies typeof webhooksDe,
  },
} as const;

export type TextNamespace = keyof (typeof CATALOGUES)['de'];
export type Texts<N extends TextNamespace> = (typeof CATALOGUES)['de'][N];

/** Every namespace, for the catalogue test. */
export const TEXT_NAMESPACES = Object.keys(CATALOGUES.de) as TextNamespace[];

/** The texts of one namespace in one language: `texts('de', 'pdf').invoice.gross`. */
export function texts<N extends TextNamespace>(language: Language, namespace: N): Texts<N> {
  return CATALOGUES[language][namespace];
}

/** The catalogues as they are, for the catalogue test. */
export function allTexts(): Record<Language, Record<TextNamespace, unknown>> {
  return CATALOGUES;
}

/** A value for a `{{placeholder}}`. */
export type TextValue = string | number;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * A text with its `{{placeholders}}` filled in, in one pass (a value that itself holds braces stays as
 * it is). A placeholder without a value is a programming error and throws, rather than printing braces
 * into a customer's document.
 */
export function fill(text: string, values: Record<string, TextValue>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {{${name}}} in "${text}"`);
    return String(value);
  });
}

/** A text with a singular and a plural form (`{ "one": …, "other": … }`), chosen by `count` and filled. */
export function plural(
  forms: { one: string; other: string },
  count: number,
  values: Record<string, TextValue> = {},
): string {
  return fill(count === 1 ? forms.one : forms.other, { count, ...values });
}
