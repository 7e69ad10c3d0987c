import type { QrBillData } from '@maxer/domain';
import { SwissQRCode } from 'swissqrbill/pdf';
import { describe, expect, it } from 'vitest';
import { encodeSwissQrCode } from './swiss-qr-code.ts';

/**
 * The dark modules swissqrbill's own `SwissQRCode` draws for the data, read from the rectangles it
 * asks a document for (one per module, before the first fill; the Swiss cross comes after).
 */
function swissqrbillModules(data: QrBillData): Set<string> {
  const rects: [number, number, number][] = [];
  let filled = false;
  const recorder = {
    x: 0,
    y: 0,
    save: () => recorder,
    restore: () => recorder,
    translate: () => recorder,
    fillColor: () => recorder,
    fill: () => {
      filled = true;
      return recorder;
    },
    rect: (x: number, y: number, size: number) => {
      if (!filled) rects.push([x, y, size]);
      return recorder;
    },
  };
  new SwissQRCode(data).attachTo(recorder as unknown as PDFKit.PDFDocument, 0, 0);
  return new Set(rects.map(([x, y, size]) => `${Math.round(x / size)},${Math.round(y / size)}`));
}

function ourModules(data: QrBillData): Set<string> {
  const code = encodeSwissQrCode(data);
  const dark = new Set<string>();
  for (let y = 0; y < code.size; y += 1) {
    for (let x = 0; x < code.size; x += 1) if (code.getModule(x, y)) dark.add(`${x},${y}`);
  }
  return dark;
}

const creditor = {
  account: 'CH44 3199 9123 0008 8901 2',
  name: 'Zügelprofis Muster AG',
  address: 'Bahnhofstrasse',
  buildingNumber: '12',
  zip: '8001',
  city: 'Zürich',
  country: 'CH',
};
const debtor = {
  name: 'Anna Müller-Lüthi',
  address: 'Rue du Lac',
  buildingNumber: '3a',
  zip: '1003',
  city: 'Lausanne',
  country: 'ch',
};

const cases: Record<string, QrBillData> = {
  'QR-IBAN with a QR reference and a message': {
    currency: 'CHF',
    amount: 1949.75,
    creditor,
    debtor,
    reference: '21 00000 00003 13947 14300 09017',
    message: 'Rechnung 1017, Umzug vom 3. März',
  },
  'IBAN with a creditor reference, in EUR, a foreign debtor without building number': {
    currency: 'EUR',
    amount: 0.05,
    creditor: { ...creditor, account: 'CH93 0076 2011 6238 5295 7' },
    debtor: { name: 'Jörg Öztürk', address: 'Hauptstraße', zip: '10115', city: 'Berlin', country: 'DE' },
    reference: 'RF18 5390 0754 7034',
  },
  'the longest values the bill allows': {
    currency: 'CHF',
    amount: 999_999_999.99,
    creditor: {
      ...creditor,
      account: 'CH93 0076 2011 6238 5295 7',
      name: 'Genossenschaft für Wohnungsbau und Siedlungsentwicklung der Zürcher O',
      address: 'Obere Bahnhofstrasse beim alten Postgebäude gegenüber dem Gemeindehaus',
      buildingNumber: '1234567890123456',
      zip: '1234567890123456',
      city: 'Hinterwaldhausen am Zürichsee im',
    },
    debtor: {
      ...debtor,
      name: 'Zügelprofis O’Brien & Söhne – Umzüge, Reinigungen und Lagerungen GmbH',
    },
    reference: 'RF48 5000 0567 8901 2345',
    message: 'Ä'.repeat(140),
  },
};

describe('Swiss QR code', () => {
  for (const [name, data] of Object.entries(cases)) {
    it(`is module for module swissqrbill's code: ${name}`, () => {
      const theirs = swissqrbillModules(data);
      expect(theirs.size).toBeGreaterThan(500);
      expect(ourModules(data)).toEqual(theirs);
    });
  }

  it('changes with the data (a cent more is another code)', () => {
    const data = cases['QR-IBAN with a QR reference and a message']!;
    expect(ourModules({ ...data, amount: 1949.76 })).not.toEqual(ourModules(data));
  });
});
