import { and, eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, companies, mailOutbox, packages, passwordTokens, users } from '../../db/schema/index.ts';
import {
  addressOf,
  connected,
  createTestApp,
  disconnected,
  openSocket,
  type Session,
  signIn,
  type TestApp,
} from '../../testing/index.ts';

// The platform admin's write side of companies (issue 14): create a company with its first owner
// (invited by e-mail, in one transaction with the outbox), read, edit, switch off and on.
let t: TestApp;
let admin: Session;
let packageId: string;
const ADMIN_HOST = 'admin.localhost';
const sockets: Socket[] = [];

beforeAll(async () => {
  // The periodic re-check of open connections is an hour away: a closed one was closed on purpose.
  t = await createTestApp({ socketRecheckMs: 3_600_000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signIn(t.app, (await t.make.admin()).email, { host: ADMIN_HOST });
  const [pkg] = await t.database.db
    .insert(packages)
    .values({ name: 'Standard', priceCents: 9_900 })
    .returning();
  packageId = pkg!.id;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const call = (
  session: Session | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
  language = 'en',
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(session ? session.headers : { host: ADMIN_HOST }), 'accept-language': language },
    payload,
  });

let serial = 0;
function newCompany(extra: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `Neue Umzüge ${serial} AG`,
    website: 'https://neue-umzuege.ch',
    iban: 'CH93 0076 2011 6238 5295 7',
    allowedLoginCountries: ['ch', 'DE'],
    contractNumberStart: 1000,
    customerNumberStart: 500,
    hideRejectOfferButton: true,
    packageId,
    owner: { firstName: 'Olga', lastName: 'Owner', email: `Olga.${serial}@Example.com` },
    ...extra,
  };
}

const companyRow = async (id: string) =>
  (await t.database.db.select().from(companies).where(eq(companies.id, id)))[0];
const companiesNamed = (name: string) =>
  t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(btrim(${companies.name})) = lower(btrim(${name}))`);

/** The owner sets a password through the invitation's link and signs in. */
async function acceptInvitation(email: string) {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'invitation')));
  const token = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).searchParams.get('token')!;
  const set = await t.app.inject({
    method: 'POST',
    url: '/api/auth/set-password',
    payload: { token, password: 'ein-eigenes-passwort' },
  });
  expect(set.statusCode).toBe(204);
  return signIn(t.app, email, { password: 'ein-eigenes-passwort' });
}

describe('creating a company with its first owner', () => {
  it('creates the company with every field and the owner, invites the owner, records the activity', async () => {
    const input = newCompany();
    const response = await call(admin, 'POST', '/api/admin/companies', input, 'de');
    expect(response.statusCode).toBe(201);
    const company = response.json();
    expect(company).toMatchObject({
      name: input.name,
      website: 'https://neue-umzuege.ch',
      iban: 'CH9300762011623852957',
      allowedLoginCountries: ['CH', 'DE'],
      contractNumberStart: 1000,
      customerNumberStart: 500,
      hideRejectOfferButton: true,
      active: true,
      package: { _id: packageId, name: 'Standard', priceCents: 9_900, maxUsers: null },
      owners: [{ firstName: 'Olga', lastName: 'Owner', email: input.owner.email.toLowerCase() }],
    });
    const [owner] = await t.database.db.select().from(users).where(eq(users.companyId, company._id));
    expect(owner).toMatchObject({ role: 'OWNER', active: true, email: input.owner.email.toLowerCase() });

    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, owner!.email));
    expect(mail).toMatchObject({ kind: 'invitation', companyId: company._id, status: 'queued' });
    expect(mail!.subject).toBe(`Ihr Zugang zu Maxer bei ${input.name}`);
    expect(mail!.text).toMatch(/\/set-password\?token=/);

    const recorded = await t.database.db
      .select()
      .from(activities)
      .where(eq(activities.companyId, company._id));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ action: 'create', entityType: 'company', actorType: 'admin' });

    // The owner sets a password with the link and works in the new company.
    const session = await acceptInvitation(owner!.email);
    const own = await t.app.inject({ method: 'GET', url: '/api/company', headers: session.headers });
    expect(own.json()).toMatchObject({ _id: company._id, name: input.name });

    const read = await call(admin, 'GET', `/api/admin/companies/${company._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(company);
  });

  it('refuses a taken name (ignoring case and spaces), a taken e-mail, bad fields; writes nothing', async () => {
    const first = newCompany();
    expect((await call(admin, 'POST', '/api/admin/companies', first)).statusCode).toBe(201);

    const sameName = await call(
      admin,
      'POST',
      '/api/admin/companies',
      newCompany({ name: `  ${first.name.toUpperCase()} ` }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error).toMatchObject({
      code: 'error_company_name_taken',
      fields: {
        name: { code: 'error_company_name_taken', message: 'There is already a company with this name.' },
      },
    });
    expect(await companiesNamed(first.name)).toHaveLength(1);

    const taken = newCompany({ owner: { firstName: 'X', lastName: 'Y', email: first.owner.email } });
    const sameEmail = await call(admin, 'POST', '/api/admin/companies', taken, 'de');
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error).toMatchObject({
      code: 'error_email_exists',
      message: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse',
      fields: { 'owner.email': { code: 'error_email_exists' } },
    });
    expect(await companiesNamed(taken.name)).toEqual([]);

    const bad = await call(
      admin,
      'POST',
      '/api/admin/companies',
      newCompany({
        name: 'A',
        website: 'not a url',
        iban: 'CH93 0076 2011 6238 5295 8',
        allowedLoginCountries: ['Schweiz'],
        contractNumberStart: 0,
        owner: { firstName: '', lastName: 'Y', email: 'kein-mail' },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      name: { code: 'error_company_name_invalid' },
      website: { code: 'error_field_invalid' },
      iban: { code: 'error_iban_invalid' },
      'allowedLoginCountries.0': { code: 'error_field_invalid' },
      contractNumberStart: { code: expect.any(String) },
      'owner.firstName': { code: 'error_field_required' },
      'owner.email': { code: 'error_email_invalid' },
    });
    const long = await call(admin, 'POST', '/api/admin/companies', newCompany({ name: 'Ü'.repeat(101) }));
    expect(long.json().error.fields.name.code).toBe('error_company_name_invalid');
  });

  it('answers error_no_package when none is chosen or none exists', async () => {
    const { packageId: _, ...withoutPackage } = newCompany();
    const none = await call(admin, 'POST', '/api/admin/companies', withoutPackage);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.packageId).toEqual({
      code: 'error_no_package',
      message: 'There is no Package',
    });
    const unknown = await call(
      admin,
      'POST',
      '/api/admin/companies',
      newCompany({ packageId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.json().error.fields.packageId.code).toBe('error_no_package');

    // A platform without any package at all (a fresh database of its own).
    const empty = await createTestApp();
    try {
      const emptyAdmin = await signIn(empty.app, (await empty.make.admin()).email, { host: ADMIN_HOST });
      const answer = await empty.app.inject({
        method: 'POST',
        url: '/api/admin/companies',
        headers: { ...emptyAdmin.headers, 'accept-language': 'de' },
        payload: newCompany({ packageId: '00000000-0000-4000-8000-000000000000' }),
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().error).toMatchObject({
        code: 'error_no_package',
        message: 'Es ist kein Paket vorhanden',
      });
      expect(await empty.database.db.select().from(companies)).toEqual([]);
    } finally {
      await empty.close();
    }
  });

  it('rolls everything back when the invitation cannot be queued', async () => {
    const input = newCompany();
    const email = input.owner.email.toLowerCase();
    await t.database.db.execute(
      sql.raw(`
      create or replace function refuse_invitation_mail() returns trigger language plpgsql as $$
      begin
        if new.recipient = '${email}' then raise exception 'refused by the test'; end if;
        return new;
      end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger refuse_invitation_mail before insert on mail_outbox
        for each row execute function refuse_invitation_mail()`),
    );
    try {
      const response = await call(admin, 'POST', '/api/admin/companies', input);
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_invitation_mail on mail_outbox'));
    }
    expect(await companiesNamed(input.name)).toEqual([]);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).toEqual([]);
    const tokens = await t.database.db
      .select({ id: passwordTokens.id })
      .from(passwordTokens)
      .innerJoin(users, eq(users.id, passwordTokens.userId))
      .where(eq(users.email, email));
    expect(tokens).toEqual([]);
    // Nothing stands in the way of trying again.
    expect((await call(admin, 'POST', '/api/admin/companies', input)).statusCode).toBe(201);
  });
});

describe('editing a company', () => {
  it('refuses a company’s own rename to a name another company has (the unique index)', async () => {
    const input = newCompany();
    const created = (await call(admin, 'POST', '/api/admin/companies', input)).json();
    const owner = await acceptInvitation(input.owner.email.toLowerCase());
    const settings = (
      await t.app.inject({ method: 'GET', url: '/api/company', headers: owner.headers })
    ).json();
    const other = (await call(admin, 'POST', '/api/admin/companies', newCompany())).json();
    const { _id, hasLogo, hasAgb, isQrIban, active, package: _package, updatedAt, ...values } = settings;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers: { ...owner.headers, 'accept-language': 'de' },
      payload: { ...values, name: ` ${other.name.toUpperCase()}  ` },
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error).toMatchObject({
      code: 'error_company_name_taken',
      fields: {
        name: { code: 'error_company_name_taken', message: 'Es gibt bereits eine Firma mit diesem Namen.' },
      },
    });
    expect((await companyRow(created._id))!.name).toBe(input.name);
  });

  it('changes the fields and the package, records what changed, refuses a taken name', async () => {
    const created = (await call(admin, 'POST', '/api/admin/companies', newCompany())).json();
    const other = (await call(admin, 'POST', '/api/admin/companies', newCompany())).json();
    const [premium] = await t.database.db
      .insert(packages)
      .values({ name: 'Premium', priceCents: 19_900, maxUsers: 50 })
      .returning();
    const { owner: _, ...fields } = newCompany();
    const changed = await call(admin, 'PUT', `/api/admin/companies/${created._id}`, {
      ...fields,
      name: 'Umbenannte Umzüge AG',
      website: '',
      iban: null,
      allowedLoginCountries: [],
      hideRejectOfferButton: false,
      packageId: premium!.id,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Umbenannte Umzüge AG',
      website: null,
      iban: null,
      allowedLoginCountries: [],
      hideRejectOfferButton: false,
      package: { _id: premium!.id, name: 'Premium', priceCents: 19_900, maxUsers: 50 },
    });
    const [update] = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.companyId, created._id), eq(activities.action, 'update')));
    expect(update!.changes).toMatchObject({
      name: [created.name, 'Umbenannte Umzüge AG'],
      packageId: [packageId, premium!.id],
      hideRejectOfferButton: [true, false],
    });
    expect(update!.actorType).toBe('admin');

    const clash = await call(admin, 'PUT', `/api/admin/companies/${created._id}`, {
      ...fields,
      name: ` ${other.name.toLowerCase()}`,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields.name.code).toBe('error_company_name_taken');
    expect((await companyRow(created._id))!.name).toBe('Umbenannte Umzüge AG');
    // Its own name, in another case, is no clash.
    const own = await call(admin, 'PUT', `/api/admin/companies/${created._id}`, {
      ...fields,
      name: 'UMBENANNTE Umzüge AG',
    });
    expect(own.statusCode).toBe(200);

    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(admin, 'PUT', `/api/admin/companies/${missing}`, fields)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/admin/companies/${missing}`)).statusCode).toBe(404);
    const noPackage = await call(admin, 'PUT', `/api/admin/companies/${created._id}`, {
      ...fields,
      packageId: missing,
    });
    expect(noPackage.json().error.fields.packageId.code).toBe('error_no_package');
  });
});

describe('switching a company off and on', () => {
  it('locks its users out at once (next request, sign-in, open pages) and lets them back in', async () => {
    const input = newCompany();
    const company = (await call(admin, 'POST', '/api/admin/companies', input)).json();
    const email = input.owner.email.toLowerCase();
    const owner = await acceptInvitation(email);
    const page = openSocket(addressOf(t.app), owner.token);
    sockets.push(page);
    await connected(page);
    const closed = disconnected(page);
    // Another company's open page stays open.
    const bystander = await t.make.company();
    const bystanderUser = await t.make.user(bystander.id);
    const otherPage = openSocket(addressOf(t.app), (await signIn(t.app, bystanderUser.email)).token);
    sockets.push(otherPage);
    await connected(otherPage);

    const off = await call(admin, 'PATCH', `/api/admin/companies/${company._id}/active`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    // The real-time connection closes at once (the periodic re-check is minutes away).
    expect(await closed).toBe('io server disconnect');
    expect(otherPage.connected).toBe(true);

    const next = await t.app.inject({ method: 'GET', url: '/api/company', headers: owner.headers });
    expect(next.statusCode).toBe(423);
    expect(next.json().error.code).toBe('error_company_inactive');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'ein-eigenes-passwort' },
    });
    expect(login.statusCode).toBe(423);
    expect(login.json().error.code).toBe('error_company_inactive');
    const listed = (
      await call(admin, 'GET', `/api/admin/companies?q=${encodeURIComponent(input.name)}`)
    ).json();
    expect(listed.items[0]).toMatchObject({ _id: company._id, active: false });

    const on = await call(admin, 'PATCH', `/api/admin/companies/${company._id}/active`, { active: true });
    expect(on.json().active).toBe(true);
    // The session was kept: the same page goes on, and signing in works again.
    const again = await t.app.inject({ method: 'GET', url: '/api/company', headers: owner.headers });
    expect(again.statusCode).toBe(200);
    await signIn(t.app, email, { password: 'ein-eigenes-passwort' });

    const recorded = await t.database.db
      .select({ changes: activities.changes, actorType: activities.actorType })
      .from(activities)
      .where(and(eq(activities.companyId, company._id), eq(activities.action, 'update')))
      .orderBy(activities.createdAt);
    expect(recorded).toEqual([
      { changes: { active: [true, false] }, actorType: 'admin' },
      { changes: { active: [false, true] }, actorType: 'admin' },
    ]);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call(admin, 'PATCH', `/api/admin/companies/${missing}/active`, { active: false })).statusCode,
    ).toBe(404);
    expect((await call(admin, 'PATCH', `/api/admin/companies/${company._id}/active`, {})).statusCode).toBe(
      400,
    );
  });
});

describe('who may write companies', () => {
  it('answers only an admin session on the admin host: an owner 403, the admin on the company host 403, no session 401', async () => {
    const company = await t.make.company();
    const owner = await signIn(t.app, (await t.make.user(company.id, { role: 'OWNER' })).email);
    const { owner: _, ...fields } = newCompany();
    const created = newCompany();
    const routes: ['GET' | 'POST' | 'PUT' | 'PATCH', string, object?][] = [
      ['POST', '/api/admin/companies', created],
      ['GET', `/api/admin/companies/${company.id}`],
      ['PUT', `/api/admin/companies/${company.id}`, fields],
      ['PATCH', `/api/admin/companies/${company.id}/active`, { active: false }],
    ];
    for (const [method, url, payload] of routes) {
      const forbidden = await t.app.inject({ method, url, headers: owner.headers, payload });
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().error.code).toBe('error_forbidden');
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      // The admin's own session presented on the company host: refused.
      const otherSide = await t.app.inject({
        method,
        url,
        headers: { ...admin.headers, host: 'localhost' },
        payload,
      });
      expect(otherSide.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await companyRow(company.id))!.active).toBe(true);
    expect(await companiesNamed(created.name)).toEqual([]);
  });
});
