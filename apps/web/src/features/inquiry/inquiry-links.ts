import type { Language } from '@maxer/domain';

/** The public form's address for a company, in a language (German at the bare path, English under /en). */
export function inquiryFormUrl(origin: string, companyId: string, language: Language): string {
  return `${origin}${language === 'en' ? '/en' : ''}/external?company=${encodeURIComponent(companyId)}`;
}

/** The tag a company puts on its own website: the form in a frame, tall enough for a phone without inner scrolling. */
export function inquirySnippet(url: string, title: string): string {
  const safeTitle = title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<iframe src="${url}" title="${safeTitle}" style="width:100%;max-width:42rem;height:1800px;border:0" loading="lazy"></iframe>`;
}
