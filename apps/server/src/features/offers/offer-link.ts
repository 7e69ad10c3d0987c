import type { Language } from '@maxer/domain';

/** The customer's address of an offer (the page in the offer's language), with its token. */
export function offerLink(publicUrl: string, language: Language, token: string) {
  return `${publicUrl}${language === 'en' ? '/en' : ''}/accept-contract?token=${encodeURIComponent(token)}`;
}
