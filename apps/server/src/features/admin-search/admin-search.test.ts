import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, offers } from '../../db/schema/index.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../testing/index.ts';

// The platform admin's global search (issue 14, "/admin/global-search"): one box across every
// company, results grouped by kind, each naming its company; an admin session on the admin host only.
let t: TestApp;
let admin: Session;
const ADMIN_HOST = 'admin.localhost';

interface Found {
  kind: string;
  _id: string;
  companyId: string;
  companyName: string;
  title: string;
  detail: string | null;
  number: number | null;
}
interface Group {
  kind: string;
  items: Found[];
  total: number;
  more: boolean;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, (await t.make.admin()).email, { host: ADMIN_HOST });
});
afterAll(() => t.close());

const search = (session: Session | null, q: string | null) =>
  t.app.inject({
    method: 'GET',
    url: q === null ? '/api/admin/search' : `/api/admin/search?q=${encodeURIComponent(q)}`,
    headers: session ? session.headers : { host: ADMIN_HOST },
  });

async function groupsOf(q: string): Promise<Record<string, Group>> {
  const response = await search(admin, q);
  expect(response.statusCode).toBe(200);
  const body = response.json() as { groups: Group[] };
  expect(body.groups.map((group) => group.kind)).toEqual([
    'companies',
    'users',
    'customers',
    'contracts',
    'offers',
    'invoices',
  ]);
  return Object.fromEntries(body.groups.map((group) => [group.kind, group]));
}

/** A company with an owner, one contract for a new customer, an offer and an invoice for it. */
async function companyWithWork(
  name: string,
  city: string,
  customer: { firstName: string; lastName: string; email: string },
) {
  const company = await t.make.company({ name, city });
  const ownerUser = await t.make.user(company.id, {
    role: 'OWNER',
    firstName: 'Olga',
    lastName: `Inhaberin ${name.split(' ')[0]}`,
  });
  const owner = await signIn(t.app, ownerUser.email);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/contracts',
    headers: owner.headers,
    payload: { newCustomer: customer },
  });
  expect(created.statusCode).toBe(201);
  const contract = created.json() as { _id: string; number: number; customer: { _id: string } };
  const [offer] = await t.database.db
    .insert(offers)
    .values({
      companyId: company.id,
      contractId: contract._id,
      recipient: customer.email,
      language: 'de',
      validUntil: '2026-12-31',
      expiresAt: new Date('2027-01-01T00:00:00Z'),
      tokenHash: randomUUID(),
    })
    .returning({ id: offers.id });
  const [invoice] = await t.database.db
    .insert(invoices)
    .values({
      companyId: company.id,
      number: 4711,
      customerId: contract.customer._id,
      contractId: contract._id,
      date: '2026-11-01',
      dueDate: '2026-11-30',
      lines: [],
      vatRate: 8.1,
      currency: 'CHF',
      net: 10000,
      vat: 810,
      total: 10810,
    })
    .returning({ id: invoices.id });
  return { company, ownerUser, owner, contract, offerId: offer!.id, invoiceId: invoice!.id };
}

describe('the platform admin’s global search', () => {
  it('finds customers, contracts, offers and invoices across two companies, each naming its company', async () => {
    const alpen = await companyWithWork('Alpen Zügel AG', 'Chur', {
      firstName: 'Gianna',
      lastName: 'Quaderer',
      email: 'gianna.quaderer@example.ch',
    });
    const see = await companyWithWork('Seeland Transporte GmbH', 'Biel', {
      firstName: 'Hugo',
      lastName: 'Quadererli',
      email: 'hugo@quadererli.example',
    });

    const groups = await groupsOf('quaderer');
    const byCompany = (group: Group) =>
      group.items.map((item) => [item.companyId, item.companyName, item._id]).sort();
    const expected = (pick: (w: typeof alpen) => string) =>
      [alpen, see].map((w) => [w.company.id, w.company.name, pick(w)]).sort();
    expect(byCompany(groups.customers!)).toEqual(expected((w) => w.contract.customer._id));
    expect(byCompany(groups.contracts!)).toEqual(expected((w) => w.contract._id));
    expect(byCompany(groups.offers!)).toEqual(expected((w) => w.offerId));
    expect(byCompany(groups.invoices!)).toEqual(expected((w) => w.invoiceId));
    expect(groups.customers).toMatchObject({ total: 2, more: false });
    expect(groups.companies).toMatchObject({ items: [], total: 0 });
    const gianna = groups.customers!.items.find((item) => item.companyId === alpen.company.id)!;
    expect(gianna).toMatchObject({
      kind: 'customers',
      title: 'Gianna Quaderer',
      number: expect.any(Number),
    });
    expect(gianna.detail).toContain('gianna.quaderer@example.ch');
    const contract = groups.contracts!.items.find((item) => item.companyId === see.company.id)!;
    expect(contract).toMatchObject({ title: 'Hugo Quadererli', number: see.contract.number });

    // Companies by name and city, users by name and e-mail.
    const byCity = await groupsOf('seeland');
    expect(byCity.companies!.items).toEqual([
      expect.objectContaining({
        _id: see.company.id,
        companyId: see.company.id,
        title: 'Seeland Transporte GmbH',
        detail: 'Biel',
      }),
    ]);
    expect((await groupsOf('chur')).companies!.items.map((item) => item._id)).toContain(alpen.company.id);
    const users = await groupsOf(alpen.ownerUser.email);
    expect(users.users!.items).toEqual([
      expect.objectContaining({
        _id: alpen.ownerUser.id,
        companyId: alpen.company.id,
        companyName: 'Alpen Zügel AG',
      }),
    ]);
    expect((await groupsOf('inhaberin seeland')).users!.items.map((item) => item._id)).toEqual([
      see.ownerUser.id,
    ]);
  });

  it('matches a number exactly, first, and a short term at the start of company and user names only', async () => {
    const work = await companyWithWork('Nummern Umzüge AG', 'Olten', {
      firstName: 'Zora',
      lastName: 'Zifferli',
      email: 'zora@zifferli.example',
    });
    const kanu = await t.make.company({ name: 'Kanu Verleih AG' });
    const byNumber = await groupsOf('4711');
    expect(byNumber.invoices!.items.map((item) => item._id)).toContain(work.invoiceId);
    expect(byNumber.invoices!.items.every((item) => item.number === 4711)).toBe(true);
    const contractNumber = await groupsOf(String(work.contract.number));
    expect(contractNumber.contracts!.items[0]).toMatchObject({ number: work.contract.number });

    const short = await search(admin, 'nu');
    expect(short.statusCode).toBe(200);
    const body = short.json() as { scope: string; groups: Group[] };
    expect(body.scope).toBe('short');
    const companies = body.groups.find((group) => group.kind === 'companies')!;
    expect(companies.items.map((item) => item._id)).toContain(work.company.id);
    // "nu" inside a word is not the start of a name.
    expect(companies.items.map((item) => item._id)).not.toContain(kanu.id);
    expect(body.groups.find((group) => group.kind === 'customers')!.items).toEqual([]);
  });

  it('shows a few results per kind and counts the rest up to a cap', async () => {
    const company = await t.make.company({ name: 'Viele Kunden AG' });
    for (let i = 0; i < 9; i++) await t.make.user(company.id, { lastName: `Vielfrass ${i}` });
    const groups = await groupsOf('vielfrass');
    expect(groups.users).toMatchObject({ total: 9, more: false });
    expect(groups.users!.items).toHaveLength(6);
  });

  it('takes a LIKE wildcard literally', async () => {
    const groups = await groupsOf('%%%_');
    expect(groups.companies!.items).toEqual([]);
    expect(groups.users!.items).toEqual([]);
  });

  it('refuses a missing, empty or over-long term', async () => {
    for (const q of [null, '', '   ', 'x'.repeat(101)]) {
      const response = await search(admin, q);
      expect(response.statusCode, String(q)).toBe(400);
    }
  });

  it('answers only an admin session on the admin host', async () => {
    const company = await t.make.company({ name: 'Fremde Suche AG' });
    const ownerUser = await t.make.user(company.id, { role: 'OWNER' });
    const owner = await signIn(t.app, ownerUser.email);
    const ownerAnswer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/search?q=fremde',
      headers: owner.headers,
    });
    expect(ownerAnswer.statusCode).toBe(403);
    expect(ownerAnswer.json().error.code).toBe('error_forbidden');
    expect(
      (await search({ ...admin, headers: { ...admin.headers, host: 'localhost' } }, 'fremde')).statusCode,
    ).toBe(403);
    expect((await search(null, 'fremde')).statusCode).toBe(401);
  });
});
