import { DEFAULT_VOLUME_ITEMS, DEFAULT_VOLUME_RULES, VOLUME_ROOMS } from '@maxer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, type Session, type TestApp } from '../../testing/index.ts';

let t: TestApp;
let owner: Session;
let user: Session;
let stranger: Session;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await createTenant(t);
  owner = tenant.owner.session;
  user = tenant.user.session;
  stranger = tenant.stranger.session;
});
afterAll(() => t.close());

const call = (
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  language = 'en',
) => t.app.inject({ method, url, headers: { ...session.headers, 'accept-language': language }, payload });

const catalogue = async (session: Session) => (await call(session, 'GET', '/api/volume-catalogue')).json();

const invalidEn = { code: 'error_field_invalid', message: 'This value is not valid.' };
const requiredEn = { code: 'error_field_required', message: 'This field is required.' };
const invalidDe = { code: 'error_field_invalid', message: 'Dieser Wert ist nicht gültig.' };

describe('volume catalogue', () => {
  it('starts every company with the Swiss defaults, once, in room order', async () => {
    const first = await catalogue(user);
    expect(first.rules).toEqual(DEFAULT_VOLUME_RULES);
    expect(first.items).toHaveLength(DEFAULT_VOLUME_ITEMS.length);
    const rooms = first.items.map((item: { room: string }) => VOLUME_ROOMS.indexOf(item.room as never));
    expect(rooms).toEqual([...rooms].sort((a, b) => a - b));
    expect(first.items).toContainEqual(
      expect.objectContaining({ room: 'livingRoom', nameDe: 'Klavier', nameEn: 'Piano', volumeM3: 1.5 }),
    );
    // A second read seeds nothing more; a company that removed an item does not get it back.
    const sofa = first.items.find((item: { nameEn: string }) => item.nameEn === 'Sofa, 3-seat');
    expect((await call(owner, 'DELETE', `/api/volume-items/${sofa._id}`)).statusCode).toBe(204);
    const second = await catalogue(owner);
    expect(second.items).toHaveLength(DEFAULT_VOLUME_ITEMS.length - 1);
    expect(second.items.map((item: { _id: string }) => item._id)).not.toContain(sofa._id);
    // Another company has its own copy.
    expect((await catalogue(stranger)).items).toHaveLength(DEFAULT_VOLUME_ITEMS.length);
  });

  it('lets the owner add, change and remove items; a USER reads only', async () => {
    const created = await call(owner, 'POST', '/api/volume-items', {
      room: 'garageGarden',
      nameDe: ' Motorrad ',
      nameEn: 'Motorbike',
      volumeM3: 2.25,
    });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      room: 'garageGarden',
      nameDe: 'Motorrad',
      nameEn: 'Motorbike',
      volumeM3: 2.25,
    });
    const url = `/api/volume-items/${item._id}`;
    expect((await call(user, 'GET', url)).json()).toEqual(item);

    const changed = await call(owner, 'PUT', url, { room: 'garageGarden', nameDe: 'Roller', volumeM3: 1.2 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ nameDe: 'Roller', nameEn: '', volumeM3: 1.2 });

    const refused = await call(user, 'PUT', url, { room: 'other', nameDe: 'X', volumeM3: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only admin can do this action');
    expect(
      (await call(user, 'POST', '/api/volume-items', { room: 'other', nameDe: 'X', volumeM3: 1 })).statusCode,
    ).toBe(403);
    expect((await call(user, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(user, 'GET', url)).json().nameDe).toBe('Roller');

    expect((await call(owner, 'DELETE', url)).statusCode).toBe(204);
    expect((await call(owner, 'GET', url)).statusCode).toBe(404);
  });

  it("answers 404 for another company's item, exactly like a missing one", async () => {
    const mine = (
      await call(owner, 'POST', '/api/volume-items', { room: 'office', nameDe: 'Tresor', volumeM3: 0.8 })
    ).json();
    const url = `/api/volume-items/${mine._id}`;
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(
        stranger,
        method,
        url,
        method === 'PUT' ? { room: 'office', nameDe: 'Y', volumeM3: 1 } : undefined,
      );
      expect(response.statusCode, method).toBe(404);
    }
    expect((await catalogue(stranger)).items.map((item: { _id: string }) => item._id)).not.toContain(
      mine._id,
    );
    expect((await call(owner, 'GET', url)).json().nameDe).toBe('Tresor');
  });

  it('refuses bad items and rules field by field, in both languages, changing nothing', async () => {
    const before = (await catalogue(owner)).items.length;
    const missing = await call(owner, 'POST', '/api/volume-items', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      room: requiredEn,
      nameDe: requiredEn,
      volumeM3: requiredEn,
    });
    const bad = { room: 'ballroom', nameDe: 'x'.repeat(201), volumeM3: 0.125 };
    const badDe = await call(owner, 'POST', '/api/volume-items', bad, 'de');
    expect(badDe.json().error.fields.nameDe).toEqual(invalidDe);
    expect(badDe.json().error.fields.volumeM3).toEqual(invalidDe);
    for (const volumeM3 of [0, -1, 101, '1.5']) {
      const response = await call(owner, 'POST', '/api/volume-items', {
        room: 'other',
        nameDe: 'X',
        volumeM3,
      });
      expect(response.json().error.fields, String(volumeM3)).toEqual({
        volumeM3: volumeM3 === '1.5' ? requiredEn : invalidEn,
      });
    }
    expect((await catalogue(owner)).items).toHaveLength(before);

    const rules = await call(owner, 'PUT', '/api/volume-rules', {
      ...DEFAULT_VOLUME_RULES,
      vehicleCapacityM3: 0,
      minWorkers: 1.5,
    });
    expect(rules.statusCode).toBe(400);
    expect(rules.json().error.fields).toEqual({ vehicleCapacityM3: invalidEn, minWorkers: invalidEn });
    expect((await catalogue(owner)).rules).toEqual(DEFAULT_VOLUME_RULES);
  });

  it('lets the owner change the crew rules, not a USER', async () => {
    const rules = { vehicleCapacityM3: 35, m3PerWorker: 10, minWorkers: 3, m3PerWorkerHour: 2, minHours: 3 };
    expect((await call(user, 'PUT', '/api/volume-rules', rules)).statusCode).toBe(403);
    const changed = await call(owner, 'PUT', '/api/volume-rules', rules);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual(rules);
    expect((await catalogue(user)).rules).toEqual(rules);
    expect((await catalogue(stranger)).rules).toEqual(DEFAULT_VOLUME_RULES);
  });
});

describe("a contract's inventory", () => {
  const inventory = [
    { room: 'livingRoom', nameDe: 'Sofa, 3-plätzig', nameEn: 'Sofa, 3-seat', volumeM3: 2, count: 1 },
    { room: 'bedroom', nameDe: 'Schrank, pro Tür', nameEn: 'Wardrobe, per door', volumeM3: 0.6, count: 4 },
    { room: 'cellarAttic', nameDe: 'Umzugskarton', nameEn: 'Moving box', volumeM3: 0.1, count: 30 },
  ];
  // 2 + 2.4 + 3 = 7.4 m³ at CHF 60.00 per m³ = CHF 444.00 net.
  const contract = (lines: object[], volumeM3: number) => ({
    newCustomer: { lastName: 'Inventar' },
    relocation: { priceType: 'flatRate', pricePerM3: 6000, volumeM3 },
    inventory: lines,
  });

  it('is saved with the contract, returned by it, replaced on save, and prices through the volume', async () => {
    const created = await call(owner, 'POST', '/api/contracts', contract(inventory, 7.4));
    expect(created.statusCode).toBe(201);
    const job = created.json();
    expect(job.inventory).toEqual(inventory);
    expect(job.relocation.volumeM3).toBe(7.4);
    expect(job.price.netLow).toBe(44_400);
    const url = `/api/contracts/${job._id}`;
    expect((await call(user, 'GET', url)).json().inventory).toEqual(inventory);

    const fewer = [{ ...inventory[2]!, count: 10 }];
    const updated = await call(user, 'PUT', url, {
      ...contract(fewer, 1),
      newCustomer: undefined,
      customerId: job.customer._id,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().inventory).toEqual(fewer);
    expect(updated.json().price.netLow).toBe(6_000);
    expect((await call(owner, 'GET', url)).json().inventory).toEqual(fewer);

    expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
  });

  it('refuses a bad line with the field named, and keeps what was stored', async () => {
    const job = (await call(owner, 'POST', '/api/contracts', contract(inventory, 7.4))).json();
    const url = `/api/contracts/${job._id}`;
    const bad = [
      inventory[0],
      { ...inventory[1], count: 0 },
      { ...inventory[2], room: 'ballroom', volumeM3: 0.333 },
    ];
    const response = await call(
      owner,
      'PUT',
      url,
      { ...contract(bad, 1), newCustomer: undefined, customerId: job.customer._id },
      'de',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'inventory.1.count': invalidDe,
      'inventory.2.room': { code: 'error_field_required', message: 'Dieses Feld ist erforderlich.' },
      'inventory.2.volumeM3': invalidDe,
    });
    const stored = (await call(owner, 'GET', url)).json();
    expect(stored.inventory).toEqual(inventory);
    expect(stored.relocation.volumeM3).toBe(7.4);
    // Without an inventory a contract has none.
    const plain = (await call(owner, 'POST', '/api/contracts', { newCustomer: { lastName: 'Ohne' } })).json();
    expect(plain.inventory).toEqual([]);
  });
});
