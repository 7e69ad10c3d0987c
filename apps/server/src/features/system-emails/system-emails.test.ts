import { formatMoney, formatPriceRange, SYSTEM_EMAIL_DEFAULTS } from '@maxer/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.ts';
import { deliverQueuedMail } from '../../platform/mail/delivery.ts';
import { smtpTransport } from '../../platform/mail/transport.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';
import { startSmtpInbox } from '../../testing/smtp-inbox.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
let owner: Session;
let user: Session;
let stranger: Session;
let companyId: string;
/** The server's clock when a test sets one, else the real time. */
let clock: Date | null = null;

beforeAll(async () => {
  smtp = await startSmtpInbox();
  t = await createTestApp(
    { now: () => clock ?? new Date() },
    { PUBLIC_URL: 'https://app.maxer.test', SMTP_URL: smtp.url },
  );
  const company = await t.make.company({ name: 'Zügelblitz AG' });
  companyId = company.id;
  owner = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
  user = await signIn(t.app, (await t.make.user(company.id, { role: 'USER' })).email);
  stranger = await signIn(t.app, (await t.make.user((await t.make.company()).id, { role: 'OWNER' })).email);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  language = 'en',
) => t.app.inject({ method, url, headers: { ...session.headers, 'accept-language': language }, payload });

const deliver = () =>
  deliverQueuedMail(t.app.jobs, {
    db: t.database.db,
    transport: smtpTransport(smtp.url),
    from: 'offerte@maxer.test',
    now: () => new Date(),
  });

const lastMessageTo = (to: string) => smtp.lastMessageTo(to);

const RELOCATION_ONLY = { relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5 } };

/** A job for a new customer, sent to them as an offer open until `validUntil`. */
async function offeredJob(
  language: 'de' | 'en',
  services: object = RELOCATION_ONLY,
  validUntil = '2099-12-31',
) {
  const email = `kunde-${Math.random().toString(36).slice(2, 8)}@example.ch`;
  const contract = (
    await call(owner, 'POST', '/api/contracts', {
      newCustomer: { gender: 'FEMALE', firstName: 'Erika', lastName: 'Muster', email },
      ...services,
    })
  ).json();
  await call(owner, 'POST', `/api/contracts/${contract._id}/offers`, { language, validUntil });
  await deliver();
  const token = /accept-contract\?token=([A-Za-z0-9_-]+)/.exec(lastMessageTo(email))![1]!;
  return { email, contract, token };
}

async function acceptedOffer(
  language: 'de' | 'en',
  services: object = RELOCATION_ONLY,
  acceptedServices = ['relocation'],
) {
  const { email, contract, token } = await offeredJob(language, services);
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/public/offers/${token}/accept`,
    payload: { acceptedServices, termsAccepted: true, revision: 1 },
  });
  expect(accepted.statusCode).toBe(200);
  await deliver();
  return { email, contract, confirmation: lastMessageTo(email) };
}

const text = {
  type: 'accept_offer',
  language: 'de',
  title: 'Danke, {{name}}! Auftrag {{contract_number}}',
  content:
    '<p>{{gender_welcome}}</p><p>Wir freuen uns auf Ihren Umzug ({{total}}).</p><p>{{company_name}}</p>',
};

describe('system e-mails', () => {
  it('are worded by owners, one per type and language, read by all staff, kept from other companies', async () => {
    const denied = await call(user, 'POST', '/api/system-emails', text, 'de');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe('Nur der Inhaber kann diese Aktion ausführen');

    const created = await call(owner, 'POST', '/api/system-emails', text);
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({ type: 'ACCEPT_OFFER', language: 'de', title: text.title });
    const url = `/api/system-emails/${saved._id}`;
    expect((await call(user, 'GET', url)).json()).toEqual(saved);
    const listed = await call(user, 'GET', '/api/system-emails?type=accept_offer');
    expect(listed.json()).toMatchObject({ total: 1, page: 1, items: [{ _id: saved._id }] });

    const twice = await call(owner, 'POST', '/api/system-emails', { ...text, type: 'ACCEPT_OFFER' }, 'de');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('error_system_email_exists');
    const unknown = await call(owner, 'PUT', url, { ...text, content: '<p>{{preis}}</p>' });
    expect(unknown.json().error.fields.content).toEqual({
      code: 'error_placeholder_unknown',
      message: 'Unknown placeholder: {{preis}}',
    });
    const badType = await call(owner, 'POST', '/api/system-emails', { ...text, type: 'WELCOME' });
    expect(badType.json().error.fields.type.code).toBe('error_field_required');

    for (const [method, payload] of [['GET'], ['PUT', text], ['DELETE']] as const)
      expect((await call(stranger, method, url, payload)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/api/system-emails')).json().total).toBe(0);

    const updated = await call(owner, 'PUT', url, { ...text, title: 'Danke {{name}}' });
    expect(updated.json().title).toBe('Danke {{name}}');
    const defaults = (await call(user, 'GET', '/api/system-emails/defaults')).json();
    // Each type's built-in text in both languages: the offer's confirmation, the reminder before an
    // offer expires (ADR 057), the review request and the web inquiry's acknowledgement.
    expect(defaults.map((d: { type: string; language: string }) => `${d.type}:${d.language}`).sort()).toEqual(
      [
        'ACCEPT_OFFER:de',
        'ACCEPT_OFFER:en',
        'INQUIRY_RECEIVED:de',
        'INQUIRY_RECEIVED:en',
        'OFFER_REMINDER:de',
        'OFFER_REMINDER:en',
        'REVIEW_REQUEST:de',
        'REVIEW_REQUEST:en',
      ],
    );
  });

  it("confirm an acceptance with the company's text in the offer's language, else the built-in one", async () => {
    const existing = (await call(owner, 'GET', '/api/system-emails')).json().items;
    for (const row of existing) await call(owner, 'DELETE', `/api/system-emails/${row._id}`);

    const builtIn = await acceptedOffer('de');
    expect(builtIn.confirmation).toContain(
      `Subject: Bestätigung: Offerte Nr. ${builtIn.contract.number} angenommen`,
    );
    expect(builtIn.confirmation).toContain('Sehr geehrte Frau Muster');

    const saved = (await call(owner, 'POST', '/api/system-emails', text)).json();
    const own = await acceptedOffer('de');
    expect(own.confirmation).toContain(`Subject: Danke, Erika Muster! Auftrag ${own.contract.number}`);
    expect(own.confirmation).toContain('Wir freuen uns auf Ihren Umzug (CHF ');
    expect(own.confirmation).toContain('Zügelblitz AG');
    expect(own.confirmation).not.toContain('{{');

    // Only German is worded: an English offer is confirmed with the built-in English text.
    const english = await acceptedOffer('en');
    expect(english.confirmation).toContain(
      `Subject: Confirmation: offer no. ${english.contract.number} accepted`,
    );
    expect(english.confirmation).toContain('Dear Ms Muster,');

    await call(owner, 'DELETE', `/api/system-emails/${saved._id}`);
    const again = await acceptedOffer('de');
    expect(again.confirmation).toContain('Bestätigung: Offerte Nr.');
  });

  it("states the accepted price as the company's documents write it: a range its way, a fixed price as one amount", async () => {
    const existing = (await call(owner, 'GET', '/api/system-emails')).json().items;
    for (const row of existing) await call(owner, 'DELETE', `/api/system-emails/${row._id}`);
    const setPriceType = (type: 'FROMTO' | 'FROM' | 'TO') =>
      t.database.db
        .update(companies)
        .set({ pdfRelocationPriceType: type })
        .where(eq(companies.id, companyId));
    const ranged = {
      relocation: { priceType: 'hourly', hourPrice: 18000, hours: 5, expectedTime: 7 },
      trash: { flatRatePrice: 30000 },
      cleaning: { type: 'select', price: 89000 },
    };
    const accepted = async (language: 'de' | 'en', services: object, chosen: string[]) => {
      const sent = await acceptedOffer(language, services, chosen);
      const job = (await call(owner, 'GET', `/api/contracts/${sent.contract._id}`)).json();
      return { ...sent, offered: sent.contract.price, price: job.price };
    };
    try {
      await setPriceType('FROMTO');
      const range = await accepted('de', ranged, ['relocation', 'cleaning']);
      const display = { type: 'FROMTO', language: 'de', currency: 'CHF' } as const;
      expect(range.confirmation).toContain(
        `Vereinbarter Preis: ${formatPriceRange(range.price.grossLow, range.price.grossHigh, display)}.`,
      );
      expect(range.price.grossHigh).toBeLessThan(range.offered.grossHigh);
      expect(range.confirmation).not.toContain(formatMoney(range.offered.grossHigh, 'de'));
      expect(range.confirmation).not.toContain('bis CHF');

      await setPriceType('FROM');
      const from = await accepted('en', ranged, ['relocation']);
      expect(from.confirmation).toContain(
        `Agreed price: from ${formatMoney(from.price.grossLow, 'en', 'CHF')}.`,
      );

      await setPriceType('TO');
      const fixed = await accepted('en', ranged, ['cleaning']);
      expect(fixed.price.grossLow).toBe(fixed.price.grossHigh);
      expect(fixed.confirmation).toContain(
        `Agreed price: ${formatMoney(fixed.price.grossHigh, 'en', 'CHF')}.`,
      );
      expect(fixed.confirmation).not.toContain('up to');
    } finally {
      await setPriceType('FROMTO');
    }
  });
});

describe('the system e-mail preview', () => {
  const preview = (session: Session, payload: object, language = 'en') =>
    call(session, 'POST', '/api/system-emails/preview', payload, language);

  it("renders a text with one of the company's jobs exactly as the confirmation goes out, sending nothing", async () => {
    const existing = (await call(owner, 'GET', '/api/system-emails')).json().items;
    for (const row of existing) await call(owner, 'DELETE', `/api/system-emails/${row._id}`);
    const { email, contract, confirmation } = await acceptedOffer('de');
    const sent = confirmation.replace(/\r\n/g, '\n');

    const builtIn = await preview(owner, {
      type: 'ACCEPT_OFFER',
      language: 'de',
      ...SYSTEM_EMAIL_DEFAULTS.ACCEPT_OFFER.de,
      contractId: contract._id,
    });
    expect(builtIn.statusCode).toBe(200);
    const rendered = builtIn.json();
    expect(rendered.subject).toBe(`Bestätigung: Offerte Nr. ${contract.number} angenommen`);
    expect(sent).toContain(`Subject: ${rendered.subject}\n`);
    expect(sent).toContain(rendered.html);
    expect(sent).toContain(rendered.text);
    expect(rendered.text).toContain('Sehr geehrte Frau Muster');

    // The unsaved own text, with the offer link: a sample address, never a real offer's.
    const own = await preview(owner, {
      ...text,
      content: `${text.content}<p>{{offer_link}} {{email}}</p>`,
      contractId: contract._id,
    });
    expect(own.json().subject).toBe(`Danke, Erika Muster! Auftrag ${contract.number}`);
    expect(own.json().html).toContain(
      `Wir freuen uns auf Ihren Umzug (CHF ${(contract.price.grossHigh / 100).toFixed(2)}).`,
    );
    expect(own.json().html).toContain(
      '<a href="https://app.maxer.test/accept-contract?token=preview">https://app.maxer.test/accept-contract?token=preview</a>',
    );
    expect(own.json().text).toContain(email);
    expect((await call(owner, 'GET', '/api/system-emails')).json().total).toBe(0);
    const messages = smtp.inbox.length;
    await deliver();
    expect(smtp.inbox.length).toBe(messages);
  });

  it("shows an accepted job with the price its customer accepted and the offer's last day, as sent", async () => {
    const existing = (await call(owner, 'GET', '/api/system-emails')).json().items;
    for (const row of existing) await call(owner, 'DELETE', `/api/system-emails/${row._id}`);
    const own = { ...text, content: '<p>{{total}} bis {{valid_until}} an {{email}}</p>' };
    const saved = (await call(owner, 'POST', '/api/system-emails', own)).json();
    // The customer leaves out the cleaning: the confirmation names a smaller total than the job's.
    const withCleaning = { ...RELOCATION_ONLY, cleaning: { type: 'select', price: 89000 } };
    const { email, contract, confirmation } = await acceptedOffer('de', withCleaning, ['relocation']);
    const sent = confirmation.replace(/\r\n/g, '\n');

    const rendered = (await preview(owner, { ...own, contractId: contract._id })).json();
    expect(rendered.html).toContain(`bis 31.12.2099 an ${email}`);
    expect(rendered.html).not.toContain(formatMoney(contract.price.grossHigh, 'de', 'CHF'));
    expect(sent).toContain(rendered.html);
    expect(sent).toContain(rendered.text);
    await call(owner, 'DELETE', `/api/system-emails/${saved._id}`);
  });

  it("takes an unanswered offer's last day and the job's full price, which the confirmation would state if all is accepted", async () => {
    const { contract } = await offeredJob('de', RELOCATION_ONLY, '2099-06-30');
    const rendered = (
      await preview(owner, {
        ...text,
        content: '<p>{{total}} bis {{valid_until}}</p>',
        contractId: contract._id,
      })
    ).json();
    expect(rendered.html).toContain(
      `<p>${formatMoney(contract.price.grossHigh, 'de', 'CHF')} bis 30.06.2099</p>`,
    );
  });

  it("counts an example offer's fourteen days from today in the company's time zone", async () => {
    // 23:30 UTC is already the next day in Zurich.
    const late = new Date();
    late.setUTCHours(23, 30, 0, 0);
    const zurichIn14Days = new Date(late.getTime() + 15 * 86_400_000).toISOString().slice(0, 10);
    const [y, m, d] = zurichIn14Days.split('-');
    clock = late;
    try {
      const job = (
        await call(owner, 'POST', '/api/contracts', {
          newCustomer: { gender: 'MALE', firstName: 'Max', lastName: 'Muster' },
          ...RELOCATION_ONLY,
        })
      ).json();
      for (const contractId of [undefined, job._id]) {
        const rendered = await preview(owner, { ...text, content: '<p>{{valid_until}}</p>', contractId });
        expect(rendered.json().html).toBe(`<p>${d}.${m}.${y}</p>`);
      }
    } finally {
      clock = null;
    }
  });

  it("fills example values without a job, in the text's language, for every member of staff", async () => {
    const english = await preview(user, {
      type: 'accept_offer',
      language: 'en',
      ...SYSTEM_EMAIL_DEFAULTS.ACCEPT_OFFER.en,
      content: `${SYSTEM_EMAIL_DEFAULTS.ACCEPT_OFFER.en.content}<p>{{offer_link}}</p>`,
    });
    expect(english.statusCode).toBe(200);
    const { subject, html, text: plain } = english.json();
    expect(subject).toBe('Confirmation: offer no. 1001 accepted');
    expect(html).toContain('<p>Dear Ms Muster,</p>');
    expect(html).toContain(`Agreed price: ${formatMoney(185_000, 'en', 'CHF')}.`);
    expect(html).not.toContain('up to');
    expect(html).toContain('Zügelblitz AG');
    expect(html).toContain('href="https://app.maxer.test/en/accept-contract?token=preview"');
    expect(plain).not.toContain('{{');

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/system-emails/preview',
      payload: { ...text },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an unknown placeholder on its field, in German and English, as saving does', async () => {
    const german = await preview(owner, { ...text, content: '<p>{{preis}}</p>' }, 'de');
    expect(german.statusCode).toBe(400);
    expect(german.json().error.fields.content).toEqual({
      code: 'error_placeholder_unknown',
      message: 'Unbekannter Platzhalter: {{preis}}',
    });
    const english = await preview(owner, { ...text, title: 'Hello {{nme}}' }, 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json().error.fields.title).toEqual({
      code: 'error_placeholder_unknown',
      message: 'Unknown placeholder: {{nme}}',
    });
    const badType = await preview(owner, { ...text, type: 'WELCOME' });
    expect(badType.json().error.fields.type.code).toBe('error_field_required');
  });

  it("answers another company's job, or none at all, as not found", async () => {
    const { contract } = await acceptedOffer('de');
    const foreign = await preview(stranger, { ...text, contractId: contract._id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('error_resource_not_found');
    const missing = await preview(owner, { ...text, contractId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect((await preview(owner, { ...text, contractId: contract._id })).statusCode).toBe(200);
  });
});
