import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, type Session, type TestApp } from '../../testing/index.ts';
import { pdfWords } from '../../testing/pdf.ts';

/** The inventory on the contract PDF, read back with poppler's pdftotext (`npm run test:pdf`). */
let t: TestApp;
let owner: Session;
let contractId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await createTenant(t)).owner.session;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/contracts',
    headers: owner.headers,
    payload: {
      newCustomer: { lastName: 'Inventar' },
      relocation: { priceType: 'flatRate', pricePerM3: 6000, volumeM3: 7.7 },
      inventory: [
        {
          room: 'bedroom',
          nameDe: 'Schrank, pro Tür',
          nameEn: 'Wardrobe, per door',
          volumeM3: 0.6,
          count: 4,
        },
        { room: 'livingRoom', nameDe: 'Sofa, 3-plätzig', nameEn: 'Sofa, 3-seat', volumeM3: 2, count: 1 },
        { room: 'cellarAttic', nameDe: 'Umzugskarton', nameEn: 'Moving box', volumeM3: 0.1, count: 30 },
        { room: 'livingRoom', nameDe: 'Nachttisch', nameEn: '', volumeM3: 0.15, count: 2 },
      ],
    },
  });
  expect(created.statusCode).toBe(201);
  contractId = created.json()._id;
});
afterAll(() => t.close());

const pdf = async (language: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/contracts/${contractId}/pdf`,
    headers: { ...owner.headers, 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  return pdfWords(response.rawPayload);
};

describe('the inventory on the contract PDF', () => {
  it('lists the pieces by room with their m³ and the total, in German', async () => {
    const words = await pdf('de');
    // Rooms in the calculator's order (living room first), whatever order they were counted in.
    for (const expected of [
      'Umzugsgut',
      'Wohnzimmer 2.3 m³',
      '1 × Sofa, 3-plätzig 2 m³',
      '2 × Nachttisch 0.3 m³ à 0.15 m³',
      'Schlafzimmer 2.4 m³',
      '4 × Schrank, pro Tür 2.4 m³ à 0.6 m³',
      'Keller / Estrich 3 m³',
      '30 × Umzugskarton 3 m³',
      'Total Volumen 7.7 m³',
    ]) {
      expect(words).toContain(expected);
    }
    expect(words.indexOf('Wohnzimmer')).toBeLessThan(words.indexOf('Schlafzimmer'));
  });

  it('writes English names in English, the German one where there is none', async () => {
    const words = await pdf('en');
    for (const expected of [
      'Inventory',
      'Living room 2.3 m³',
      '1 × Sofa, 3-seat 2 m³',
      '2 × Nachttisch 0.3 m³',
      '4 × Wardrobe, per door 2.4 m³ at 0.6 m³',
      'Total volume 7.7 m³',
    ]) {
      expect(words).toContain(expected);
    }
  });
});
