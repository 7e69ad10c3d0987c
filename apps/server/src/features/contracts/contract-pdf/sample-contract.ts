import zlib from 'node:zlib';
import { type Contract, computePrice, type Language } from '@maxer/domain';
import type { ContractPdfInput } from './contract-pdf-input.ts';

/**
 * A full contract as the PDF renderer reads it (every section filled): the worked example of
 * pricing.md with addresses, dates, lines of every type, catalogue services, answers and components.
 * For the renderer's tests and the PDF bench; nothing here touches a database.
 */
export function sampleContractPdfInput(
  options: {
    language?: Language;
    priceType?: ContractPdfInput['company']['pdfRelocationPriceType'];
    logo?: Buffer | null;
  } = {},
): ContractPdfInput {
  const priced = {
    relocation: {
      priceType: 'hourly' as const,
      hourPrice: 18000,
      hours: 5,
      expectedTime: 7,
      returnTrip: 1,
      workersFood: 3000,
      packaging: 0,
      disassembly: 12000,
    },
    trash: { pricePerM3: 8500, volumeM3: 4.5 },
    cleaning: { type: 'open' as const },
    discounts: { relocation: { percent: 10 } },
    specialProducts: [{ name: 'Klavier (Flügel)', count: 1, unitPrice: 25000 }],
    packingMaterials: [
      { name: 'Umzugskartons', count: 20, unitPrice: 350 },
      { name: 'Kleiderboxen', count: 4, unitPrice: 1200 },
    ],
    items: [
      { type: 'item' as const, description: 'Möbellift', quantity: 1, unitPrice: 30000 },
      {
        type: 'product' as const,
        productId: null,
        description: 'Parkbewilligung',
        quantity: 2,
        unitPrice: 4500,
      },
      { type: 'discount' as const, description: 'Stammkunde', percent: 5 },
      { type: 'subtotal' as const, description: 'Zwischentotal' },
      { type: 'text' as const, text: 'Zahlbar innert 30 Tagen – rein netto.' },
    ],
    includeVat: false,
  };
  const price = computePrice({ ...priced, vatRate: 7.7, currency: 'CHF' });
  const labels = (de: string, en: string) => ({ de, en, fr: '', it: '' });
  const contract: Contract = {
    _id: '00000000-0000-4000-8000-000000000001',
    number: 1042,
    status: 'PENDING',
    origin: 'OFFICE',
    customStatus: null,
    customer: {
      _id: '00000000-0000-4000-8000-000000000002',
      number: 77,
      name: 'Erika Muster',
      email: 'erika.muster@example.ch',
      gender: 'FEMALE',
    },
    moveOut: {
      street: 'Kramgasse',
      streetNumber: '10',
      zipCode: '3011',
      city: 'Bern',
      country: 'CH',
      floor: '3. OG',
      elevator: false,
    },
    moveIn: {
      street: 'Seestrasse',
      streetNumber: '5',
      zipCode: '8002',
      city: 'Zürich',
      country: 'CH',
      floor: 'EG',
      elevator: true,
    },
    relocation: priced.relocation,
    relocationDetails: {
      startAt: '2027-03-15T07:00:00.000Z',
      workers: 4,
      vehicleIds: ['00000000-0000-4000-8000-000000000003'],
      extraInfo: 'Parkbewilligung beantragt; Halteverbot ab 07:00',
    },
    trash: priced.trash,
    trashDetails: { extraInfo: 'Sperrgut aus dem Keller' },
    cleaning: priced.cleaning,
    cleaningDetails: {
      startAt: '2027-03-16T08:00:00.000Z',
      endAt: '2027-03-16T16:00:00.000Z',
      rooms: 4.5,
      extraInfo: 'Endreinigung mit Abnahmegarantie',
    },
    discounts: priced.discounts,
    specialProducts: priced.specialProducts,
    packingMaterials: priced.packingMaterials,
    items: priced.items,
    includeVat: false,
    vatRate: 7.7,
    currency: 'CHF',
    services: [
      {
        serviceId: '00000000-0000-4000-8000-000000000004',
        labels: labels('Lampen demontieren', 'Remove lamps'),
        type: 'check',
        value: true,
      },
      {
        serviceId: '00000000-0000-4000-8000-000000000005',
        labels: labels('Bilder aufhängen', ''),
        type: 'number',
        value: 6,
      },
    ],
    answers: [
      {
        questionId: '00000000-0000-4000-8000-000000000006',
        labels: labels('Gibt es einen Estrich?', 'Is there an attic?'),
        type: 'CHECK',
        value: 'true',
        optionLabels: null,
      },
      {
        questionId: '00000000-0000-4000-8000-000000000007',
        labels: labels('Wie haben Sie uns gefunden?', 'How did you find us?'),
        type: 'SELECT',
        value: 'web',
        optionLabels: labels('Über die Website', 'Through the website'),
      },
      {
        questionId: '00000000-0000-4000-8000-000000000008',
        labels: labels('Wohnungsabgabe', 'Flat handover'),
        type: 'DATE',
        value: '2027-03-31',
        optionLabels: null,
      },
    ],
    additionalDetails: 'Hund im Haus.\nBitte an der Tür klingeln – Name «Muster».',
    inventory: [],
    price,
    priceBasis: 'offered',
    relocationStartAt: '2027-03-15T07:00:00.000Z',
    archived: false,
    archivedAt: null,
    acceptedAt: null,
    editWarning: false,
    readOnly: false,
    revision: 1,
    offerOpen: true,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
  };
  return {
    language: options.language ?? 'de',
    printedAt: new Date('2026-11-21T10:00:00.000Z'),
    contract,
    customer: {
      gender: 'FEMALE',
      customerType: 'PERSON',
      firstName: 'Erika',
      lastName: 'Muster',
      companyName: null,
      email: 'erika.muster@example.ch',
      phone: '+41 79 123 45 67',
      street: 'Kramgasse',
      streetNumber: '10',
      zipCode: '3011',
      city: 'Bern',
      country: 'CH',
    },
    company: {
      name: 'Zügelprofis Müller & Söhne AG',
      website: 'https://zuegelprofis.ch',
      header:
        '<p>{{gender_welcome}}</p><p>Besten Dank für Ihre Anfrage. Gerne offerieren wir Ihnen den Umzug – wir freuen uns auf Ihren Auftrag, den Sie uns an {{email}} bestätigen können.</p>',
      footer: '<p>Freundliche Grüsse</p><p><strong>Ihr Zügelprofis-Team</strong></p>',
      pdfAccentColor: '#b3261e',
      pdfRelocationPriceType: options.priceType ?? 'FROMTO',
      timeZone: 'Europe/Zurich',
      hasAgb: true,
    },
    components: [
      {
        title: 'Versicherung',
        content:
          '<p>Ihr Umzugsgut ist bis <strong>CHF 100’000.00</strong> versichert. Schäden melden Sie bitte innert 5 Tagen.</p>',
      },
      {
        title: 'Was Sie vorbereiten',
        content:
          '<ul><li>Kartons beschriften</li><li>Parkplatz freihalten</li></ul><ol><li>Schlüssel bereithalten</li><li>Zähler ablesen</li></ol><p>Fragen? <a href="mailto:info@zuegelprofis.ch">info@zuegelprofis.ch</a></p>',
      },
    ],
    logo: options.logo ?? null,
  };
}

/**
 * A logo as a company uploads one: an RGBA PNG (a coloured band with a transparent margin), made here
 * so tests and the bench need no image file.
 */
export function sampleLogoPng(width = 360, height = 120): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 4 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const at = row + 1 + x * 4;
      const inside = x > 10 && x < width - 10 && y > 20 && y < height - 20;
      raw[at] = inside ? 179 : 255;
      raw[at + 1] = inside ? 38 + ((x * 2) % 60) : 255;
      raw[at + 2] = inside ? 30 : 255;
      raw[at + 3] = inside ? 255 : 0;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
