import { randomUUID } from 'node:crypto';
import type { InquiryInput } from '@maxer/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  companies,
  contracts,
  customers,
  mailOutbox,
  notifications,
  services,
} from '../../db/schema/index.ts';
import { createTenant, createTestApp, type Tenant, type TestApp } from '../../testing/index.ts';
import { INQUIRY_ACK_MAIL, INQUIRY_OFFICE_MAIL } from './inquiry-mail.ts';
import { INQUIRY_POST_LIMIT_PER_CLIENT, INQUIRY_POST_LIMIT_PER_COMPANY } from './public-inquiries.service.ts';

/**
 * The web inquiry form (ADR 056) through the real app: what one inquiry creates, the spam rules (each
 * refuses and creates nothing), the limits, and the company scope.
 */
let t: TestApp;
let tenant: Tenant;
let clock: Date;
let serviceId: string;
let ipCounter = 0;

/** A fresh client address per test, so one test's posts never count against another's limit. */
const nextIp = () => `198.51.100.${++ipCounter}`;
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function body(token: string, overrides: Partial<InquiryInput> = {}): InquiryInput {
  return {
    token,
    website: '',
    language: 'en',
    gender: 'FEMALE',
    firstName: 'Erika',
    lastName: 'Muster',
    email: 'Erika.Muster@example.ch',
    phone: '+41 79 123 45 67',
    moveDate: inDays(30),
    moveDateTo: inDays(33),
    moveOut: { street: 'Bahnhofstrasse 1', zipCode: '8001', city: 'Zürich', floor: '3', elevator: false },
    moveIn: { street: 'Marktgasse 5', zipCode: '3011', city: 'Bern', floor: 'EG', elevator: true },
    inventory: { rooms: 3.5, volumeM3: 42.5, description: 'Sofa, 2 beds, piano' },
    serviceIds: [serviceId],
    message: 'Please call in the evening.',
    ...overrides,
  };
}

async function formToken(companyId: string, ip = nextIp()) {
  const form = await t.app.inject({
    method: 'GET',
    url: `/api/public/inquiry-forms/${companyId}`,
    remoteAddress: ip,
  });
  expect(form.statusCode, form.body).toBe(200);
  return form.json().token as string;
}

function send(companyId: string, payload: object, ip: string, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: `/api/public/inquiry-forms/${companyId}/inquiries`,
    remoteAddress: ip,
    headers: { 'accept-language': language },
    payload,
  });
}

/** A form handed out, filled for five seconds, sent. */
async function inquire(companyId: string, overrides: Partial<InquiryInput> = {}, ip = nextIp()) {
  const token = await formToken(companyId, ip);
  later(5_000);
  return send(companyId, body(token, overrides), ip);
}

async function counts(companyId: string) {
  const db = t.database.db;
  const [c, k, m, n] = await Promise.all([
    db.select().from(contracts).where(eq(contracts.companyId, companyId)),
    db.select().from(customers).where(eq(customers.companyId, companyId)),
    db.select().from(mailOutbox).where(eq(mailOutbox.companyId, companyId)),
    db.select().from(notifications).where(eq(notifications.companyId, companyId)),
  ]);
  return { contracts: c.length, customers: k.length, mails: m.length, notifications: n.length };
}

beforeAll(async () => {
  clock = new Date();
  t = await createTestApp({ now: () => clock });
  tenant = await createTenant(t, { company: { inquiryFormEnabled: true, timeZone: 'Europe/Zurich' } });
  const [service] = await t.database.db
    .insert(services)
    .values({
      companyId: tenant.company.id,
      labels: { de: 'Möbellift', en: 'Furniture lift', fr: '', it: '' },
      type: 'check',
    })
    .returning();
  serviceId = service!.id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // Each test starts from an empty company: its jobs, customers, mails and notifications removed.
  const db = t.database.db;
  await db.delete(mailOutbox).where(eq(mailOutbox.companyId, tenant.company.id));
  await db.delete(notifications).where(eq(notifications.companyId, tenant.company.id));
  await db.delete(contracts).where(eq(contracts.companyId, tenant.company.id));
  await db.delete(customers).where(eq(customers.companyId, tenant.company.id));
});

describe('the public form', () => {
  it('shows the company, its services and a token; an unknown, inactive or switched-off company is 404', async () => {
    const form = await t.app.inject({ method: 'GET', url: `/api/public/inquiry-forms/${tenant.company.id}` });
    expect(form.statusCode).toBe(200);
    expect(form.json().company.name).toBe(tenant.company.name);
    expect(form.json().services).toEqual([
      { _id: serviceId, parentId: null, labels: expect.objectContaining({ en: 'Furniture lift' }) },
    ]);
    const inactive = await t.make.company({ active: false, inquiryFormEnabled: true });
    for (const id of [randomUUID(), 'not-an-id', inactive.id, tenant.stranger.company.id]) {
      const missing = await t.app.inject({
        method: 'GET',
        url: `/api/public/inquiry-forms/${id}`,
        headers: { 'accept-language': 'de' },
      });
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json().error.code).toBe('error_inquiry_form_not_found');
      expect(missing.json().error.message).toContain('Anfrageformular');
    }
  });

  it('is switched on and off by owners only; everyone of the office reads the switch', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/inquiry-settings',
      headers: tenant.user.session.headers,
    });
    expect(read.json()).toEqual({ enabled: true });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/inquiry-settings',
      headers: tenant.user.session.headers,
      payload: { enabled: false },
    });
    expect(refused.statusCode).toBe(403);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/inquiry-settings',
      headers: tenant.owner.session.headers,
      payload: { enabled: false },
    });
    expect(off.json()).toEqual({ enabled: false });
    try {
      const form = await t.app.inject({
        method: 'GET',
        url: `/api/public/inquiry-forms/${tenant.company.id}`,
      });
      expect(form.statusCode).toBe(404);
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/inquiry-settings',
        headers: tenant.owner.session.headers,
        payload: { enabled: true },
      });
    }
    // The other company's switch is its own.
    const [stranger] = await t.database.db
      .select({ enabled: companies.inquiryFormEnabled })
      .from(companies)
      .where(eq(companies.id, tenant.stranger.company.id));
    expect(stranger!.enabled).toBe(false);
  });
});

describe('an inquiry', () => {
  it('creates exactly one customer and one OPEN web-form job with what was entered, in this company only', async () => {
    const strangerBefore = await counts(tenant.stranger.company.id);
    const sent = await inquire(tenant.company.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ received: true });

    expect(await counts(tenant.company.id)).toMatchObject({ contracts: 1, customers: 1 });
    expect(await counts(tenant.stranger.company.id)).toEqual(strangerBefore);

    const [customer] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.companyId, tenant.company.id));
    expect(customer).toMatchObject({
      gender: 'FEMALE',
      firstName: 'Erika',
      lastName: 'Muster',
      email: 'erika.muster@example.ch',
      phone: '+41 79 123 45 67',
      zipCode: '8001',
      city: 'Zürich',
    });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/contracts?origin=WEB_FORM',
      headers: tenant.owner.session.headers,
    });
    expect(list.json().total).toBe(1);
    const summary = list.json().items[0];
    expect(summary).toMatchObject({
      status: 'OPEN',
      origin: 'WEB_FORM',
      moveOutCity: 'Zürich',
      moveInCity: 'Bern',
    });
    const office = await t.app.inject({
      method: 'GET',
      url: '/api/contracts?origin=OFFICE',
      headers: tenant.owner.session.headers,
    });
    expect(office.json().total).toBe(0);

    const job = (
      await t.app.inject({
        method: 'GET',
        url: `/api/contracts/${summary._id}`,
        headers: tenant.owner.session.headers,
      })
    ).json();
    expect(job.customer._id).toBe(customer!.id);
    expect(job.moveOut).toMatchObject({
      street: 'Bahnhofstrasse 1',
      zipCode: '8001',
      floor: '3',
      elevator: false,
    });
    expect(job.moveIn).toMatchObject({ city: 'Bern', floor: 'EG', elevator: true });
    expect(job.relocation.volumeM3).toBe(42.5);
    // The move day's morning in the company's zone (08:00 in Zurich).
    expect(
      new Date(job.relocationStartAt).toLocaleString('en-GB', {
        timeZone: 'Europe/Zurich',
        hour: '2-digit',
        minute: '2-digit',
      }),
    ).toBe('08:00');
    expect(job.relocationDetails.extraInfo).toContain('Rooms: 3.5');
    expect(job.relocationDetails.extraInfo).toContain('Sofa, 2 beds, piano');
    expect(job.services).toEqual([
      expect.objectContaining({
        serviceId,
        value: true,
        labels: expect.objectContaining({ de: 'Möbellift' }),
      }),
    ]);
    expect(job.additionalDetails).toBe('Please call in the evening.');

    // The other company cannot see it: the same answer as for a job that does not exist.
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${summary._id}`,
      headers: tenant.stranger.session.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('queues the acknowledgement to the visitor and an e-mail to the owner, and notifies the office', async () => {
    expect((await inquire(tenant.company.id)).statusCode).toBe(200);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.companyId, tenant.company.id));
    const ack = mails.filter((mail) => mail.kind === INQUIRY_ACK_MAIL);
    const office = mails.filter((mail) => mail.kind === INQUIRY_OFFICE_MAIL);
    expect(ack).toHaveLength(1);
    expect(ack[0]!.recipient).toBe('erika.muster@example.ch');
    // The built-in English text (the form was sent in English), with the new job's number.
    const [job] = await t.database.db
      .select()
      .from(contracts)
      .where(eq(contracts.companyId, tenant.company.id));
    expect(ack[0]!.subject).toBe(`Your inquiry to ${tenant.company.name}: job no. ${job!.number}`);
    expect(ack[0]!.text).toContain('Dear Ms Muster');
    expect(office.map((mail) => mail.recipient)).toEqual([tenant.owner.account.email]);
    expect(office[0]!.text).toContain('+41 79 123 45 67');
    expect(office[0]!.text).toContain(`/contracts/${job!.id}`);

    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.companyId, tenant.company.id), eq(notifications.kind, 'inquiryReceived')));
    expect(told.map((n) => n.userId).sort()).toEqual(
      [tenant.owner.account.id, tenant.user.account.id].sort(),
    );
  });

  it('joins the customer of the same e-mail address (any case) on a second inquiry', async () => {
    expect((await inquire(tenant.company.id)).statusCode).toBe(200);
    expect(
      (await inquire(tenant.company.id, { email: 'ERIKA.muster@example.ch', firstName: 'E.' })).statusCode,
    ).toBe(200);
    expect(await counts(tenant.company.id)).toMatchObject({ contracts: 2, customers: 1 });
    // Another company's customer of the same address is not this company's.
    const [other] = await t.database.db
      .insert(customers)
      .values({
        companyId: tenant.stranger.company.id,
        number: 1,
        lastName: 'Muster',
        email: 'new@example.ch',
      })
      .returning();
    expect((await inquire(tenant.company.id, { email: 'new@example.ch' })).statusCode).toBe(200);
    expect(await counts(tenant.company.id)).toMatchObject({ contracts: 3, customers: 2 });
    await t.database.db.delete(customers).where(eq(customers.id, other!.id));
  });
});

describe('a refused post creates nothing', () => {
  async function expectRefused(response: Awaited<ReturnType<typeof send>>, status: number, code: string) {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error.code).toBe(code);
    expect(await counts(tenant.company.id)).toEqual({
      contracts: 0,
      customers: 0,
      mails: 0,
      notifications: 0,
    });
  }

  it('with the honeypot filled', async () => {
    await expectRefused(
      await inquire(tenant.company.id, { website: 'https://spam.example' }),
      400,
      'error_inquiry_refused',
    );
  });

  it('sent under three seconds after the form appeared', async () => {
    const ip = nextIp();
    const token = await formToken(tenant.company.id, ip);
    later(2_000);
    await expectRefused(await send(tenant.company.id, body(token), ip), 400, 'error_inquiry_too_fast');
  });

  it('with a form older than a day, a forged token or another company’s token', async () => {
    const ip = nextIp();
    const token = await formToken(tenant.company.id, ip);
    later(24 * 60 * 60_000 + 1_000);
    await expectRefused(await send(tenant.company.id, body(token), ip), 400, 'error_inquiry_form_expired');

    const fresh = await formToken(tenant.company.id, ip);
    later(5_000);
    const forged = `${fresh.slice(0, fresh.lastIndexOf('.'))}.${'A'.repeat(43)}`;
    await expectRefused(await send(tenant.company.id, body(forged), ip), 400, 'error_inquiry_form_expired');
    const backdated = fresh.replace(/\.(\d+)\./, (_, time) => `.${Number(time) - 60_000}.`);
    await expectRefused(
      await send(tenant.company.id, body(backdated), ip),
      400,
      'error_inquiry_form_expired',
    );

    // A token of another company's form (switched on for the test) does not open this one.
    await t.database.db
      .update(companies)
      .set({ inquiryFormEnabled: true })
      .where(eq(companies.id, tenant.stranger.company.id));
    const foreign = await formToken(tenant.stranger.company.id, ip);
    await t.database.db
      .update(companies)
      .set({ inquiryFormEnabled: false })
      .where(eq(companies.id, tenant.stranger.company.id));
    later(5_000);
    await expectRefused(await send(tenant.company.id, body(foreign), ip), 400, 'error_inquiry_form_expired');
  });

  it('with fields the schema refuses, each named with its message in the visitor’s language', async () => {
    const ip = nextIp();
    const token = await formToken(tenant.company.id, ip);
    later(5_000);
    const bad = body(token, {
      email: 'not-an-address',
      phone: 'call me',
      moveDate: inDays(-10),
      moveOut: { street: '', zipCode: 'x', city: 'Zürich' },
      inventory: { rooms: 99, volumeM3: -1 },
    });
    const response = await send(tenant.company.id, bad, ip, 'de');
    await expectRefused(response, 400, 'error_validation');
    const { fields } = response.json().error;
    expect(fields.email.code).toBe('error_email_invalid');
    expect(fields.phone.code).toBe('error_inquiry_phone_invalid');
    expect(fields['moveOut.street'].code).toBe('error_field_required');
    expect(fields['moveOut.zipCode'].code).toBe('error_inquiry_zip_invalid');
    expect(fields['inventory.rooms'].code).toBe('error_inquiry_rooms_invalid');
    expect(fields['inventory.volumeM3'].message).toBe(
      'Bitte geben Sie ein Volumen zwischen 0 und 1000 m³ ein.',
    );
    // A date in the past (checked once the shapes are right).
    const past = await send(tenant.company.id, body(token, { moveDate: inDays(-10) }), ip, 'de');
    await expectRefused(past, 400, 'error_validation');
    expect(past.json().error.fields.moveDate.code).toBe('error_inquiry_date_past');
    // A service of another company.
    const foreignService = await send(tenant.company.id, body(token, { serviceIds: [randomUUID()] }), ip);
    await expectRefused(foreignService, 400, 'error_validation');
  });

  it('to a switched-off company', async () => {
    const ip = nextIp();
    const token = await formToken(tenant.company.id, ip);
    later(5_000);
    await t.database.db
      .update(companies)
      .set({ inquiryFormEnabled: false })
      .where(eq(companies.id, tenant.company.id));
    try {
      await expectRefused(
        await send(tenant.company.id, body(token), ip),
        404,
        'error_inquiry_form_not_found',
      );
    } finally {
      await t.database.db
        .update(companies)
        .set({ inquiryFormEnabled: true })
        .where(eq(companies.id, tenant.company.id));
    }
  });
});

describe('the limits', () => {
  it('refuses more inquiries from one address than its limit with 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < INQUIRY_POST_LIMIT_PER_CLIENT.max; i++)
      expect((await inquire(tenant.company.id, {}, ip)).statusCode).toBe(200);
    const limited = await inquire(tenant.company.id, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await counts(tenant.company.id)).toMatchObject({ contracts: INQUIRY_POST_LIMIT_PER_CLIENT.max });
    // Another address is not held up by it.
    expect((await inquire(tenant.company.id)).statusCode).toBe(200);
  });

  it('refuses more inquiries to one company than its limit, from any addresses, with 429', async () => {
    // A new company, so the test's other inquiries do not count against its hour.
    const company = await t.make.company({ inquiryFormEnabled: true });
    for (let i = 0; i < INQUIRY_POST_LIMIT_PER_COMPANY.max; i++)
      expect(
        (await inquire(company.id, { email: `visitor${i}@example.ch`, serviceIds: [] })).statusCode,
      ).toBe(200);
    const limited = await inquire(company.id, { serviceIds: [] });
    expect(limited.statusCode).toBe(429);
    expect(await counts(company.id)).toMatchObject({ contracts: INQUIRY_POST_LIMIT_PER_COMPANY.max });
    // This company's flood leaves the others' forms open.
    expect((await inquire(tenant.company.id)).statusCode).toBe(200);
  });
});
