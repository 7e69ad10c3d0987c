import { type Contract, contractInputSchema } from '@maxer/domain';
import { describe, expect, it } from 'vitest';
import { centsFromText } from '../../../components/money-input.tsx';
import { quantityFromText } from '../../../lib/form-text.ts';
import { emptyContractForm } from './contract-form-types.ts';
import { contractFormValues } from './contract-form-values.ts';
import { contractInput, livePricingInput } from './contract-input.ts';
import { localFromUtc, utcFromLocal } from './zoned-time.ts';

const ZURICH = 'Europe/Zurich';
const CUSTOMER = '00000000-0000-4000-8000-000000000001';
const VEHICLE = '00000000-0000-4000-8000-000000000002';
const SERVICE_CHECK = '00000000-0000-4000-8000-000000000003';
const SERVICE_NUMBER = '00000000-0000-4000-8000-000000000004';
const QUESTION = '00000000-0000-4000-8000-000000000005';

/** A saved contract with every part filled in, as GET /api/contracts/{id} answers it. */
function savedContract(): Contract {
  return {
    _id: '00000000-0000-4000-8000-000000000009',
    number: 1042,
    status: 'OPEN',
    customStatus: null,
    customer: { _id: CUSTOMER, number: 7, name: 'Erika Muster', email: null, gender: null },
    moveOut: {
      street: 'Bahnhofstrasse',
      streetNumber: '1',
      zipCode: '8001',
      city: 'Zürich',
      country: 'CH',
      floor: '3',
      elevator: false,
    },
    moveIn: null,
    relocation: {
      priceType: 'maxPrice',
      hourPrice: 18_000,
      hours: 4.5,
      expectedTime: 6,
      returnTrip: 0.5,
      maxPrice: 120_000,
      workersFood: 5_000,
    },
    relocationDetails: {
      startAt: '2026-12-01T07:30:00.000Z',
      workers: 3,
      vehicleIds: [VEHICLE],
      extraInfo: 'Klavier',
    },
    trash: { pricePerM3: 6_000, volumeM3: 2.5 },
    trashDetails: { extraInfo: null },
    cleaning: { type: 'select', price: 89_000 },
    cleaningDetails: { startAt: '2026-07-01T06:00:00.000Z', endAt: null, rooms: 3.5, extraInfo: null },
    discounts: { relocation: { percent: 10 }, cleaning: { amount: 5_000 } },
    specialProducts: [{ name: 'Tresor', count: 1, unitPrice: 25_000 }],
    packingMaterials: [{ name: 'Karton', count: 20, unitPrice: 350 }],
    items: [
      { type: 'product', productId: 'p1', description: 'Kleiderbox', quantity: 2, unitPrice: 1_500 },
      { type: 'text', text: 'Hinweis' },
      { type: 'discount', description: 'Treue', percent: 5 },
      { type: 'subtotal', description: null },
    ],
    includeVat: true,
    vatRate: 8.1,
    currency: 'CHF',
    services: [
      {
        serviceId: SERVICE_CHECK,
        labels: { de: 'Lift', en: '', fr: '', it: '' },
        type: 'check',
        value: true,
      },
      {
        serviceId: SERVICE_NUMBER,
        labels: { de: 'Kisten', en: '', fr: '', it: '' },
        type: 'number',
        value: 12,
      },
    ],
    answers: [
      {
        questionId: QUESTION,
        labels: { de: 'Haustiere?', en: '', fr: '', it: '' },
        type: 'TEXT',
        value: 'Katze',
        optionLabels: null,
      },
    ],
    additionalDetails: 'Schlüssel beim Hauswart',
  } as unknown as Contract;
}

describe('typed text', () => {
  it('reads amounts the Swiss way and quantities with either decimal mark', () => {
    expect(centsFromText("1'234.50")).toBe(123_450);
    expect(centsFromText('1234,5')).toBe(123_450);
    expect(centsFromText('')).toBeNull();
    expect(centsFromText('zwölf')).toBeNaN();
    expect(quantityFromText('2,5')).toBe(2.5);
    expect(quantityFromText(' 3 ')).toBe(3);
    expect(quantityFromText('')).toBeNull();
    expect(quantityFromText('2h')).toBeNaN();
  });

  it('types dates in the company time zone and stores them in UTC, also across daylight saving', () => {
    expect(utcFromLocal('2026-12-01T08:30', ZURICH)).toBe('2026-12-01T07:30:00.000Z');
    expect(utcFromLocal('2026-07-01T08:00', ZURICH)).toBe('2026-07-01T06:00:00.000Z');
    expect(localFromUtc('2026-07-01T06:00:00.000Z', ZURICH)).toBe('2026-07-01T08:00');
    expect(localFromUtc('2026-12-01T07:30:00.000Z', 'America/New_York')).toBe('2026-12-01T02:30');
    expect(utcFromLocal('', ZURICH)).toBeNull();
  });

  it('types a move on the nights the clocks change (last Sundays of March and October)', () => {
    // 02:30 does not exist on 28 March 2027 in Zurich: the job starts at 03:30 summer time.
    expect(utcFromLocal('2027-03-28T02:30', ZURICH)).toBe('2027-03-28T01:30:00.000Z');
    expect(localFromUtc('2027-03-28T01:30:00.000Z', ZURICH)).toBe('2027-03-28T03:30');
    expect(utcFromLocal('2027-10-31T08:00', ZURICH)).toBe('2027-10-31T07:00:00.000Z');
    expect(localFromUtc('2027-10-30T06:00:00.000Z', ZURICH)).toBe('2027-10-30T08:00');
    // Text that is no date-time goes on as typed, for the schema to report on the field.
    expect(utcFromLocal('31.10.2027 08:00', ZURICH)).toBe('31.10.2027 08:00');
  });
});

describe('contract ⇄ form values', () => {
  it('shows a saved contract in the form as the page writes it', () => {
    const form = contractFormValues(savedContract(), ZURICH, 'de');
    expect(form.customerMode).toBe('existing');
    expect(form.customerId).toBe(CUSTOMER);
    expect(form.moveOut).toMatchObject({ street: 'Bahnhofstrasse', floor: '3', elevator: 'no' });
    expect(form.moveIn.street).toBe('');
    expect(form.relocation).toMatchObject({
      priceType: 'maxPrice',
      hourPrice: '180.00',
      hours: '4.5',
      maxPrice: "1'200.00",
      workersFood: '50.00',
      flatRate: '',
    });
    expect(form.relocationDetails).toEqual({
      startAt: '2026-12-01T08:30',
      workers: '3',
      vehicleIds: [VEHICLE],
      extraInfo: 'Klavier',
    });
    expect(form.discounts.relocation).toEqual({ kind: 'percent', value: '10' });
    expect(form.discounts.cleaning).toEqual({ kind: 'amount', value: '50.00' });
    expect(form.discounts.trash.value).toBe('');
    expect(form.items[0]).toMatchObject({
      type: 'product',
      productId: 'p1',
      quantity: '2',
      unitPrice: '15.00',
    });
    expect(form.items[2]?.discount).toEqual({ kind: 'percent', value: '5' });
    expect(form.services).toEqual({ [SERVICE_CHECK]: true, [SERVICE_NUMBER]: '12' });
    expect(form.answers).toEqual({ [QUESTION]: 'Katze' });
  });

  it('gives back what was saved when nothing is changed', () => {
    const contract = savedContract();
    const input = contractInput(contractFormValues(contract, ZURICH, 'de'), ZURICH);
    const parsed = contractInputSchema.safeParse(input);
    expect(parsed.success).toBe(true);
    expect(input.customerId).toBe(CUSTOMER);
    expect(input.newCustomer).toBeNull();
    expect(input.relocation).toEqual({ ...contract.relocation, packaging: null, disassembly: null });
    expect(input.trash).toEqual({ flatRatePrice: null, pricePerM3: 6_000, volumeM3: 2.5 });
    expect(input.cleaning).toEqual(contract.cleaning);
    expect(input.discounts).toEqual({
      relocation: { percent: 10 },
      trash: null,
      cleaning: { amount: 5_000 },
    });
    expect(input.specialProducts).toEqual(contract.specialProducts);
    expect(input.packingMaterials).toEqual(contract.packingMaterials);
    expect(input.items).toEqual(contract.items);
    expect(input.moveOut).toEqual(contract.moveOut);
    expect(input.moveIn).toBeNull();
    expect(input.relocationDetails).toEqual(contract.relocationDetails);
    expect(input.cleaningDetails).toEqual(contract.cleaningDetails);
    expect(input.services).toEqual([
      { serviceId: SERVICE_CHECK, value: true },
      { serviceId: SERVICE_NUMBER, value: 12 },
    ]);
    expect(input.answers).toEqual([{ questionId: QUESTION, value: 'Katze' }]);
    expect(input.includeVat).toBe(true);
    expect(input.additionalDetails).toBe('Schlüssel beim Hauswart');
  });

  it('saves only the fields of the chosen price type', () => {
    const form = contractFormValues(savedContract(), ZURICH, 'de');
    form.relocation.priceType = 'flatRate';
    form.relocation.flatRate = "2'000";
    const input = contractInput(form, ZURICH);
    expect(input.relocation).toEqual({
      priceType: 'flatRate',
      flatRate: 200_000,
      pricePerM3: null,
      volumeM3: null,
      workersFood: 5_000,
      packaging: null,
      disassembly: null,
    });
  });

  it('sends a new customer instead of a picked one, and leaves out unticked services and empty answers', () => {
    const form = emptyContractForm();
    form.customerMode = 'new';
    form.customerId = CUSTOMER;
    form.newCustomer = {
      ...form.newCustomer,
      lastName: 'Muster',
      companyName: 'Muster AG',
      customerType: 'COMPANY',
    };
    form.services = { [SERVICE_CHECK]: false, [SERVICE_NUMBER]: '' };
    form.answers = { [QUESTION]: '  ' };
    const input = contractInput(form, ZURICH);
    expect(input.customerId).toBeNull();
    expect(input.newCustomer).toMatchObject({ lastName: 'Muster', companyName: 'Muster AG' });
    expect(input.services).toEqual([]);
    expect(input.answers).toEqual([]);
    expect(input.moveOut).toBeNull();
    expect(contractInputSchema.safeParse(input).success).toBe(true);
  });

  it('reports a typo on its field instead of dropping it', () => {
    const form = emptyContractForm();
    form.customerId = CUSTOMER;
    form.relocation.hourPrice = '180 Fr';
    form.specialProducts = [{ name: 'Tresor', count: 'zwei', unitPrice: '250' }];
    const parsed = contractInputSchema.safeParse(contractInput(form, ZURICH));
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('relocation.hourPrice');
    expect(paths).toContain('specialProducts.0.count');
  });

  it("refuses an ambiguous amount instead of reading 4.505 as 4'505.00", () => {
    const form = emptyContractForm();
    form.customerId = CUSTOMER;
    form.relocation.hourPrice = '4.505';
    form.cleaning = { type: 'select', price: '0.005' };
    form.specialProducts = [{ name: 'Tresor', count: '1', unitPrice: "1'250.50" }];
    const input = contractInput(form, ZURICH);
    expect(input.relocation?.hourPrice).toBeNaN();
    const parsed = contractInputSchema.safeParse(input);
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('relocation.hourPrice');
    expect(paths).toContain('cleaning.price');
    expect(paths).not.toContain('specialProducts.0.unitPrice');
  });

  it('prices with the company VAT rate and currency', () => {
    const form = emptyContractForm();
    form.cleaning = { type: 'select', price: '500' };
    expect(livePricingInput(form, { vatRate: 7.7, currency: 'EUR' })).toMatchObject({
      vatRate: 7.7,
      currency: 'EUR',
      cleaning: { type: 'select', price: 50_000 },
    });
  });
});

describe('errors on the form', () => {
  it('puts an error of the n-th service or answer sent on the field of that service or question', async () => {
    const { formErrorPath } = await import('./validate-contract.ts');
    const form = emptyContractForm();
    form.customerId = CUSTOMER;
    form.services = { [SERVICE_CHECK]: true, [SERVICE_NUMBER]: 'viele' };
    const parsed = contractInputSchema.safeParse(contractInput(form, ZURICH));
    const paths = parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
    expect([...new Set(paths.map((path) => formErrorPath(path, form)))]).toEqual([
      `services.${SERVICE_NUMBER}`,
    ]);

    form.services = { [SERVICE_CHECK]: false, [SERVICE_NUMBER]: '3' };
    form.answers = { other: '', [QUESTION]: 'Katze' };
    expect(['services.0', 'answers.0', 'moveOut.zipCode'].map((path) => formErrorPath(path, form))).toEqual([
      `services.${SERVICE_NUMBER}`,
      `answers.${QUESTION}`,
      'moveOut.zipCode',
    ]);
  });
});
