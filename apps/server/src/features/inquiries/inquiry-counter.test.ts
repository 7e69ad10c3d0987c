import { randomUUID } from 'node:crypto';
import { DEFAULT_VOLUME_ITEMS, type InquiryInput, VOLUME_ROOMS } from '@maxer/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  contractInventoryLines,
  contracts,
  customers,
  mailOutbox,
  notifications,
  volumeItems,
  volumeSettings,
} from '../../db/schema/index.ts';
import { createTenant, createTestApp, type Tenant, type TestApp } from '../../testing/index.ts';

/**
 * The web inquiry form's room counter (ADR 055, 056): the company's catalogue in the form's answer
 * (only what the visitor needs, seeded on first use, 404 like the form), and counted items sent with
 * the inquiry, resolved against that company's catalogue and stored on the job as the editor stores
 * them, with the volume computed here.
 */
let t: TestApp;
let tenant: Tenant;
let clock: Date;
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface FormRoom {
  room: string;
  label: string;
  items: { _id: string; name: string; volumeM3: number }[];
}

function form(companyId: string, language = 'en', ip = nextIp()) {
  return t.app.inject({
    method: 'GET',
    url: `/api/public/inquiry-forms/${companyId}`,
    remoteAddress: ip,
    headers: { 'accept-language': language },
  });
}

/** The form's catalogue item of that German name (the test company's catalogue is the default one). */
async function itemNamed(nameDe: string) {
  const [row] = await t.database.db
    .select()
    .from(volumeItems)
    .where(eq(volumeItems.nameDe, nameDe))
    .then((rows) => rows.filter((r) => r.companyId === tenant.company.id));
  if (!row) throw new Error(`no item ${nameDe}`);
  return row;
}

/** A form handed out, filled for five seconds, sent with this inventory. */
async function inquire(inventory: InquiryInput['inventory'], language = 'en') {
  const ip = nextIp();
  const token = (await form(tenant.company.id, language, ip)).json().token as string;
  clock = new Date(clock.getTime() + 5_000);
  const payload: InquiryInput = {
    token,
    website: '',
    language: 'en',
    firstName: 'Erika',
    lastName: 'Muster',
    email: 'erika.muster@example.ch',
    phone: '+41 79 123 45 67',
    moveDate: inDays(30),
    moveOut: { street: 'Bahnhofstrasse 1', zipCode: '8001', city: 'Zürich' },
    moveIn: { street: 'Marktgasse 5', zipCode: '3011', city: 'Bern' },
    inventory,
  };
  return t.app.inject({
    method: 'POST',
    url: `/api/public/inquiry-forms/${tenant.company.id}/inquiries`,
    remoteAddress: ip,
    headers: { 'accept-language': language },
    payload,
  });
}

async function counts(companyId: string) {
  const db = t.database.db;
  const [c, k, m, n, l] = await Promise.all([
    db.select().from(contracts).where(eq(contracts.companyId, companyId)),
    db.select().from(customers).where(eq(customers.companyId, companyId)),
    db.select().from(mailOutbox).where(eq(mailOutbox.companyId, companyId)),
    db.select().from(notifications).where(eq(notifications.companyId, companyId)),
    db.select().from(contractInventoryLines).where(eq(contractInventoryLines.companyId, companyId)),
  ]);
  return {
    contracts: c.length,
    customers: k.length,
    mails: m.length,
    notifications: n.length,
    inventoryLines: l.length,
  };
}

beforeAll(async () => {
  clock = new Date();
  t = await createTestApp({ now: () => clock });
  tenant = await createTenant(t, { company: { inquiryFormEnabled: true } });
  // The other company has its form on as well, and an item of its own.
  await t.database.db
    .update(companies)
    .set({ inquiryFormEnabled: true })
    .where(eq(companies.id, tenant.stranger.company.id));
});
afterAll(async () => {
  await t.close();
});

describe('the form’s catalogue', () => {
  it('is seeded on the first read and shows rooms in order with only id, name (in the page’s language) and m³', async () => {
    const before = await t.database.db
      .select()
      .from(volumeSettings)
      .where(eq(volumeSettings.companyId, tenant.company.id));
    expect(before).toEqual([]);

    const en = await form(tenant.company.id, 'en');
    expect(en.statusCode, en.body).toBe(200);
    const rooms = en.json().volumeRooms as FormRoom[];
    // Seeded once, with the defaults.
    const seeded = await t.database.db
      .select()
      .from(volumeItems)
      .where(eq(volumeItems.companyId, tenant.company.id));
    expect(seeded).toHaveLength(DEFAULT_VOLUME_ITEMS.length);
    expect(rooms.flatMap((room) => room.items)).toHaveLength(DEFAULT_VOLUME_ITEMS.length);
    // Rooms in the calculator's order, each with its English label; nothing else of the catalogue.
    const order = rooms.map((room) => VOLUME_ROOMS.indexOf(room.room as (typeof VOLUME_ROOMS)[number]));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(rooms[0]).toMatchObject({ room: 'livingRoom', label: 'Living room' });
    for (const room of rooms) {
      expect(Object.keys(room).sort()).toEqual(['items', 'label', 'room']);
      for (const item of room.items) expect(Object.keys(item).sort()).toEqual(['_id', 'name', 'volumeM3']);
    }
    const piano = await itemNamed('Klavier');
    expect(rooms[0]!.items).toContainEqual({ _id: piano.id, name: 'Piano', volumeM3: 1.5 });

    // German names and labels for a German page; a second read seeds nothing more.
    const de = (await form(tenant.company.id, 'de')).json().volumeRooms as FormRoom[];
    expect(de[0]).toMatchObject({ room: 'livingRoom', label: 'Wohnzimmer' });
    expect(de[0]!.items).toContainEqual({ _id: piano.id, name: 'Klavier', volumeM3: 1.5 });
    const again = await t.database.db
      .select()
      .from(volumeItems)
      .where(eq(volumeItems.companyId, tenant.company.id));
    expect(again).toHaveLength(DEFAULT_VOLUME_ITEMS.length);
  });

  it('shows this company’s catalogue only: another company’s own item is not in it', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/volume-items',
      headers: tenant.stranger.session.headers,
      payload: { room: 'office', nameDe: 'Tresor der Fremdfirma', volumeM3: 0.8 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const mine = (await form(tenant.company.id, 'de')).json().volumeRooms as FormRoom[];
    const names = mine.flatMap((room) => room.items.map((item) => item.name));
    expect(names).not.toContain('Tresor der Fremdfirma');
    const theirs = (await form(tenant.stranger.company.id, 'de')).json().volumeRooms as FormRoom[];
    expect(theirs.flatMap((room) => room.items.map((item) => item.name))).toContain('Tresor der Fremdfirma');
  });

  it('answers 404 for a switched-off, inactive or unknown form, and seeds nothing then', async () => {
    const off = await t.make.company({ inquiryFormEnabled: false });
    const inactive = await t.make.company({ active: false, inquiryFormEnabled: true });
    for (const id of [off.id, inactive.id, randomUUID()]) {
      const response = await form(id, 'de');
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.code).toBe('error_inquiry_form_not_found');
      expect(response.body).not.toContain('volumeRooms');
    }
    for (const id of [off.id, inactive.id]) {
      const seeded = await t.database.db
        .select()
        .from(volumeSettings)
        .where(eq(volumeSettings.companyId, id));
      expect(seeded, id).toEqual([]);
    }
  });
});

describe('counted items sent with an inquiry', () => {
  it('are stored on the job as copies, with the volume computed by the server', async () => {
    const piano = await itemNamed('Klavier');
    const chair = await itemNamed('Stuhl');
    const bed = await itemNamed('Doppelbett');
    const bedside = await itemNamed('Nachttisch');
    // The page claims 999 m³: the server computes 1.5 + 4 × 0.2 + 2 + 3 × 0.15 = 4.75 itself.
    const sent = await inquire({
      rooms: 3.5,
      volumeM3: 999,
      description: 'and 20 boxes',
      items: [
        { itemId: piano.id, count: 1 },
        { itemId: chair.id, count: 4 },
        { itemId: bed.id, count: 1 },
        { itemId: bedside.id, count: 3 },
      ],
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const [row] = await t.database.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.companyId, tenant.company.id));
    const url = `/api/contracts/${row!.id}`;
    const job = (await t.app.inject({ method: 'GET', url, headers: tenant.owner.session.headers })).json();
    expect(job.relocation.volumeM3).toBe(4.75);
    expect(job.inventory).toEqual([
      { room: 'livingRoom', nameDe: 'Klavier', nameEn: 'Piano', volumeM3: 1.5, count: 1 },
      { room: 'livingRoom', nameDe: 'Stuhl', nameEn: 'Chair', volumeM3: 0.2, count: 4 },
      { room: 'bedroom', nameDe: 'Doppelbett', nameEn: 'Double bed', volumeM3: 2, count: 1 },
      { room: 'bedroom', nameDe: 'Nachttisch', nameEn: 'Bedside table', volumeM3: 0.15, count: 3 },
    ]);
    expect(job.relocationDetails.extraInfo).toContain(
      'Counted volume: 4.75 m³ (9 pieces, see the inventory)',
    );
    expect(job.relocationDetails.extraInfo).toContain('and 20 boxes');

    // Copies: a later change of the catalogue leaves the job's inventory as it was.
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/volume-items/${piano.id}`,
      headers: tenant.owner.session.headers,
      payload: { room: 'livingRoom', nameDe: 'Flügel', nameEn: 'Grand piano', volumeM3: 3 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url, headers: tenant.owner.session.headers })).json();
    expect(after.inventory[0]).toEqual({
      room: 'livingRoom',
      nameDe: 'Klavier',
      nameEn: 'Piano',
      volumeM3: 1.5,
      count: 1,
    });

    // The job prints its inventory on its PDF.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${url}/pdf`,
      headers: tenant.owner.session.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    // Nothing counted: the typed estimate is the volume, and no inventory.
    const typed = await inquire({ rooms: 2, volumeM3: 12.5, items: [] });
    expect(typed.statusCode, typed.body).toBe(200);
    const lines = await t.database.db
      .select()
      .from(contractInventoryLines)
      .where(eq(contractInventoryLines.companyId, tenant.company.id));
    expect(lines).toHaveLength(4);
  });

  it('refuses another company’s item or an unknown id with a field error, creating nothing', async () => {
    const [theirs] = await t.database.db
      .select()
      .from(volumeItems)
      .where(eq(volumeItems.companyId, tenant.stranger.company.id))
      .limit(1);
    const chair = await itemNamed('Stuhl');
    const before = await counts(tenant.company.id);
    const strangerBefore = await counts(tenant.stranger.company.id);

    const foreign = await inquire(
      {
        items: [
          { itemId: chair.id, count: 2 },
          { itemId: theirs!.id, count: 1 },
        ],
      },
      'de',
    );
    expect(foreign.statusCode, foreign.body).toBe(400);
    expect(foreign.json().error.code).toBe('error_validation');
    expect(foreign.json().error.fields).toEqual({
      'inventory.items.1.itemId': {
        code: 'error_inquiry_item_unknown',
        message:
          'Diesen Gegenstand gibt es in der Liste nicht. Bitte laden Sie die Seite neu und zählen Sie noch einmal.',
      },
    });

    const unknown = await inquire({ items: [{ itemId: randomUUID(), count: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields['inventory.items.0.itemId']).toEqual({
      code: 'error_inquiry_item_unknown',
      message: 'This item is not in the list. Please reload the page and count again.',
    });

    expect(await counts(tenant.company.id)).toEqual(before);
    expect(await counts(tenant.stranger.company.id)).toEqual(strangerBefore);
  });

  it('refuses counts out of range, an item twice, too many items and a total over 1000 m³, creating nothing', async () => {
    const chair = await itemNamed('Stuhl');
    const piano = await itemNamed('Flügel');
    const before = await counts(tenant.company.id);

    for (const count of [0, 1001, 2.5]) {
      const response = await inquire({ items: [{ itemId: chair.id, count }] }, 'de');
      expect(response.statusCode, String(count)).toBe(400);
      expect(response.json().error.fields['inventory.items.0.count']).toEqual({
        code: 'error_inquiry_item_count_invalid',
        message: 'Bitte zählen Sie zwischen 1 und 1000 Stück eines Gegenstands.',
      });
    }
    const twice = await inquire({
      items: [
        { itemId: chair.id, count: 1 },
        { itemId: chair.id, count: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields['inventory.items.1.itemId'].code).toBe('error_inquiry_item_duplicate');

    const many = Array.from({ length: 301 }, () => ({ itemId: randomUUID(), count: 1 }));
    const tooMany = await inquire({ items: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields['inventory.items'].code).toBe('error_inquiry_items_too_many');

    // 400 grand pianos of 3 m³ each: 1200 m³.
    const tooLarge = await inquire({ items: [{ itemId: piano.id, count: 400 }] });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.fields['inventory.items']).toEqual({
      code: 'error_inquiry_items_volume_too_large',
      message: 'The counted items come to more than 1000 m³. Please check the counts.',
    });

    expect(await counts(tenant.company.id)).toEqual(before);
  });
});
