import { type Language, SYSTEM_EMAIL_DEFAULTS } from '@maxer/domain';
import { describe, expect, it } from 'vitest';
import {
  type Addressee,
  composeMail,
  composeTemplateMail,
  fillPlaceholders,
  formatMailDay,
  genderWelcome,
  type MailValues,
} from './index.ts';

const HOSTILE = `<script>alert("x")</script> & 'Ö' {{total}}`;
const HOSTILE_HTML = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Ö&#39; {{total}}';

const values = (overrides: Partial<MailValues> = {}): MailValues => ({
  gender_welcome: 'Sehr geehrte Frau Muster',
  name: 'Erika Muster',
  email: 'erika@example.ch',
  contract_number: '1001',
  offer_link: 'https://app.maxer.test/accept-contract?token=abc',
  valid_until: '31.12.2099',
  company_name: 'Umzüge Muster AG',
  review_link: '',
  total: 'CHF 1’850.00',
  invoice_number: '',
  due_date: '',
  open_amount: '',
  paid_amount: '',
  ...overrides,
});

describe('composeTemplateMail', () => {
  it('escapes hostile values into the HTML and puts them into the text as they are', () => {
    const mail = composeTemplateMail(
      { title: 'Offerte für {{name}}', body: '<p>{{gender_welcome}}</p><p><strong>{{name}}</strong></p>' },
      values({ name: HOSTILE, gender_welcome: '<img src=x onerror=alert(1)>' }),
    );
    expect(mail.html).toBe(
      `<p>&lt;img src=x onerror=alert(1)&gt;</p><p><strong>${HOSTILE_HTML}</strong></p>`,
    );
    expect(mail.text).toBe(`<img src=x onerror=alert(1)>\n\n${HOSTILE}`);
    // A value is never read as a placeholder again: {{total}} inside a name stays as written.
    expect(mail.subject).toBe(`Offerte für ${HOSTILE}`);
  });

  it('sanitises the body whatever it was stored as, before the values go in', () => {
    const mail = composeTemplateMail(
      {
        title: 'T',
        body: '<p onclick="steal()">Hallo {{name}}<script>alert(1)</script></p><a href="javascript:alert(1)">klick</a><iframe src="https://evil.test"></iframe>',
      },
      values(),
    );
    expect(mail.html).toBe('<p>Hallo Erika Muster</p>klick');
    expect(mail.text).toBe('Hallo Erika Muster\n\nklick');
  });

  it('makes an address placeholder a link, its value escaped in the href and the label', () => {
    const link = 'https://app.maxer.test/accept-contract?token=a&b="c"';
    const mail = composeTemplateMail(
      { title: 'T', body: '<p>Hier: {{offer_link}}</p><p>Bewertung: {{review_link}}</p>' },
      values({ offer_link: link }),
    );
    const escaped = 'https://app.maxer.test/accept-contract?token=a&amp;b=&quot;c&quot;';
    expect(mail.html).toBe(`<p>Hier: <a href="${escaped}">${escaped}</a></p><p>Bewertung: </p>`);
    expect(mail.text).toBe(`Hier: ${link}\n\nBewertung: `);
  });

  it('puts a value inside a tag as escaped text, never as markup', () => {
    const mail = composeTemplateMail(
      {
        title: 'T',
        body: '<p><a href="https://x.test/?r={{offer_link}}&amp;n={{name}}">Los</a></p>',
      },
      values({ offer_link: 'https://app.maxer.test/?token=a&b', name: '" onmouseover="alert(1)' }),
    );
    expect(mail.html).toBe(
      '<p><a href="https://x.test/?r=https://app.maxer.test/?token=a&amp;b&amp;n=&quot; onmouseover=&quot;alert(1)">Los</a></p>',
    );
    expect(mail.text).toBe('Los');
  });

  it('leaves unknown placeholders as written, in the subject, the HTML and the text', () => {
    const mail = composeTemplateMail(
      { title: '{{preis}} für {{ name }}', body: '<p>{{preis}} {{ name }} {{nme}}</p>' },
      values(),
    );
    expect(mail.subject).toBe('{{preis}} für Erika Muster');
    expect(mail.html).toBe('<p>{{preis}} Erika Muster {{nme}}</p>');
    expect(mail.text).toBe('{{preis}} Erika Muster {{nme}}');
  });

  it('writes the subject on one line and the text from the same blocks as the HTML', () => {
    const mail = composeTemplateMail(
      {
        title: '  Auftrag\n {{contract_number}}\t bestätigt ',
        body: '<h3>Ihr Auftrag</h3><p>Zeile 1<br>Zeile 2</p><ul><li>{{total}}</li><li>bis {{valid_until}}</li></ul>',
      },
      values({ contract_number: '7\n8' }),
    );
    expect(mail.subject).toBe('Auftrag 7 8 bestätigt');
    expect(mail.html).toBe(
      '<h3>Ihr Auftrag</h3><p>Zeile 1<br>Zeile 2</p><ul><li>CHF 1’850.00</li><li>bis 31.12.2099</li></ul>',
    );
    expect(mail.text).toBe('Ihr Auftrag\n\nZeile 1\nZeile 2\n\nCHF 1’850.00\n\nbis 31.12.2099');
  });

  it('appends the link only when the body does not place {{offer_link}} itself', () => {
    const link = {
      href: 'https://app.maxer.test/en/accept-contract?token=preview&x=<1>',
      label: 'View the offer',
    };
    const appended = composeTemplateMail({ title: 'T', body: '<p>Hello</p>' }, values(), { link });
    expect(appended.html).toBe(
      '<p>Hello</p><p><a href="https://app.maxer.test/en/accept-contract?token=preview&amp;x=&lt;1&gt;">View the offer</a></p>',
    );
    expect(appended.text).toBe(`Hello\n\n${link.href}`);
    const placed = composeTemplateMail({ title: 'T', body: '<p>{{ offer_link }}</p>' }, values(), { link });
    expect(placed.text).toBe(values().offer_link);
    expect(placed.html).not.toContain('View the offer');
  });

  it.each<[Language, string, string]>([
    [
      'de',
      'Bestätigung: Offerte Nr. 1001 angenommen',
      'Sehr geehrte Frau Muster\n\nSie haben unsere Offerte Nr. 1001 angenommen. Vereinbarter Preis: CHF 1’850.00. Wir melden uns in Kürze für die Details.\n\nFreundliche Grüsse\nUmzüge Muster AG',
    ],
    [
      'en',
      'Confirmation: offer no. 1001 accepted',
      'Sehr geehrte Frau Muster,\n\nYou have accepted our offer no. 1001. Agreed price: CHF 1’850.00. We will be in touch about the details shortly.\n\nKind regards\nUmzüge Muster AG',
    ],
  ])('composes the built-in system e-mail in %s', (language, subject, text) => {
    const { title, content } = SYSTEM_EMAIL_DEFAULTS.ACCEPT_OFFER[language];
    const mail = composeTemplateMail({ title, body: content }, values({ company_name: 'Umzüge Muster AG' }));
    expect(mail.subject).toBe(subject);
    expect(mail.text).toBe(text);
    expect(mail.html).toContain('<br>Umzüge Muster AG</p>');
  });
});

describe('composeMail', () => {
  it('escapes every block into HTML and derives the text from the same blocks', () => {
    const mail = composeMail({
      subject: `Rechnung von ${HOSTILE}`,
      blocks: [
        `Guten Tag ${HOSTILE}`,
        {
          lead: 'Legen Sie hier Ihr Passwort fest:',
          link: { href: 'https://x.test/?a=1&b="2"', label: '<b>Los</b>' },
        },
        { rows: [['Offen', `CHF 1.00 ${HOSTILE}`]] },
        { link: { href: 'https://x.test/o', label: 'Offerte ansehen' } },
        `Freundliche Grüsse\n${HOSTILE}`,
      ],
    });
    expect(mail.subject).toBe(`Rechnung von ${HOSTILE}`);
    expect(mail.html).toBe(
      [
        `<p>Guten Tag ${HOSTILE_HTML}</p>`,
        '<p>Legen Sie hier Ihr Passwort fest:</p>',
        '<p><a href="https://x.test/?a=1&amp;b=&quot;2&quot;">&lt;b&gt;Los&lt;/b&gt;</a></p>',
        `<table><tr><td>Offen</td><td style="text-align:right">CHF 1.00 ${HOSTILE_HTML}</td></tr></table>`,
        '<p><a href="https://x.test/o">Offerte ansehen</a></p>',
        `<p>Freundliche Grüsse<br>${HOSTILE_HTML}</p>`,
      ].join(''),
    );
    expect(mail.text).toBe(
      [
        `Guten Tag ${HOSTILE}`,
        'Legen Sie hier Ihr Passwort fest:\nhttps://x.test/?a=1&b="2"',
        `Offen: CHF 1.00 ${HOSTILE}`,
        'https://x.test/o',
        `Freundliche Grüsse\n${HOSTILE}`,
      ].join('\n\n'),
    );
  });

  it('writes a subject on one line', () => {
    expect(composeMail({ subject: ' Rechnung\nNr. 7 ', blocks: [] })).toEqual({
      subject: 'Rechnung Nr. 7',
      html: '',
      text: '',
    });
  });
});

describe('placeholders', () => {
  const person = (gender: Addressee['gender'], customerType: Addressee['customerType'] = 'PERSON') => ({
    gender,
    customerType,
    lastName: '  Muster ',
  });

  it.each<[Addressee, string, string]>([
    [person('MALE'), 'Sehr geehrter Herr Muster', 'Dear Mr Muster'],
    [person('FEMALE'), 'Sehr geehrte Frau Muster', 'Dear Ms Muster'],
    [person(null), 'Guten Tag', 'Dear Sir or Madam'],
    [person('MALE', 'COMPANY'), 'Guten Tag', 'Dear Sir or Madam'],
    [person('FEMALE', 'COMPANY'), 'Guten Tag', 'Dear Sir or Madam'],
  ])('greets %o as "%s" / "%s"', (addressee, de, en) => {
    expect(genderWelcome(addressee, 'de')).toBe(de);
    expect(genderWelcome(addressee, 'en')).toBe(en);
  });

  it('writes a day as each language does', () => {
    expect(formatMailDay('2026-04-05', 'de')).toBe('05.04.2026');
    expect(formatMailDay('2026-04-05', 'en')).toBe('5 Apr 2026');
  });

  it('fills known placeholders with their values as given and leaves unknown ones', () => {
    expect(fillPlaceholders('{{a}} {{ a }} {{b}} {{constructor}} {a}', { a: '$& {{b}}', b: 'B' })).toBe(
      '$& {{b}} $& {{b}} B {{constructor}} {a}',
    );
  });
});
