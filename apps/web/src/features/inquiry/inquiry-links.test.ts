import { describe, expect, it } from 'vitest';
import { inquiryFormUrl, inquirySnippet } from './inquiry-links.ts';

describe('the inquiry form’s link and snippet on /my-company', () => {
  it('links German at the bare path and English under /en', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(inquiryFormUrl('https://app.maxer.ch', id, 'de')).toBe(
      `https://app.maxer.ch/external?company=${id}`,
    );
    expect(inquiryFormUrl('https://app.maxer.ch', id, 'en')).toBe(
      `https://app.maxer.ch/en/external?company=${id}`,
    );
  });

  it('embeds the link in an iframe whose title cannot break out of its attribute', () => {
    const tag = inquirySnippet('https://app.maxer.ch/external?company=x', 'Anfrage bei "Zügel" <AG> & Co');
    expect(tag).toBe(
      '<iframe src="https://app.maxer.ch/external?company=x" title="Anfrage bei &#34;Zügel&#34; &#60;AG&#62; &#38; Co" style="width:100%;max-width:42rem;height:1800px;border:0" loading="lazy"></iframe>',
    );
  });
});
