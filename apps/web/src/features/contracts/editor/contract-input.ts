import {
  type ContractInput,
  type ContractItem,
  type Currency,
  PRICED_SERVICES,
  type PricingInput,
  type RelocationPriceType,
} from '@maxer/domain';
import { centsFromText } from '../../../components/money-input.tsx';
import { quantityFromText } from '../../../lib/form-text.ts';
import { customerInput } from '../../customers/index.ts';
import type {
  AddressFormValues,
  ContractFormValues,
  ContractItemFormValues,
  CountedLineFormValues,
  DiscountFormValues,
} from './contract-form-types.ts';
import { utcFromLocal } from './zoned-time.ts';

/** The form → the API's input (contractInputSchema) and the pricing engine's input. */

/** The relocation fields each price type reads (pricing.md); the others are not saved with it. */
const RELOCATION_FIELDS: Record<RelocationPriceType, readonly string[]> = {
  hourly: ['hourPrice', 'hours', 'expectedTime', 'returnTrip'],
  maxPrice: ['hourPrice', 'hours', 'expectedTime', 'returnTrip', 'maxPrice'],
  flatRate: ['flatRate', 'pricePerM3', 'volumeM3'],
};
const MONEY_FIELDS = new Set([
  'hourPrice',
  'flatRate',
  'pricePerM3',
  'maxPrice',
  'workersFood',
  'packaging',
  'disassembly',
]);
const EXTRAS = ['workersFood', 'packaging', 'disassembly'] as const;

const orNull = (text: string) => (text.trim() === '' ? null : text);

function addressInput(address: AddressFormValues) {
  const { country, elevator, ...texts } = address;
  const blank = Object.values(texts).every((text) => text.trim() === '') && elevator === '';
  if (blank) return null;
  return {
    street: orNull(texts.street),
    streetNumber: orNull(texts.streetNumber),
    zipCode: orNull(texts.zipCode),
    city: orNull(texts.city),
    country,
    floor: orNull(texts.floor),
    elevator: elevator === '' ? null : elevator === 'yes',
  };
}

function discountInput(discount: DiscountFormValues) {
  if (discount.value.trim() === '') return null;
  return discount.kind === 'percent'
    ? { percent: quantityFromText(discount.value) }
    : { amount: centsFromText(discount.value) };
}

function itemInput(item: ContractItemFormValues): ContractItem {
  const description = orNull(item.description);
  switch (item.type) {
    case 'item':
    case 'product':
      return {
        type: item.type,
        ...(item.type === 'product' ? { productId: item.productId } : {}),
        description,
        quantity: quantityFromText(item.quantity) ?? Number.NaN,
        unitPrice: centsFromText(item.unitPrice) ?? Number.NaN,
      } as ContractItem;
    case 'text':
      return { type: 'text', text: orNull(item.text) };
    case 'discount':
      return { type: 'discount', description, ...(discountInput(item.discount) ?? { amount: null }) };
    case 'subtotal':
      return { type: 'subtotal', description };
  }
}

const countedInput = (lines: CountedLineFormValues[]) =>
  lines.map((line) => ({
    name: line.name,
    count: quantityFromText(line.count) ?? Number.NaN,
    unitPrice: centsFromText(line.unitPrice) ?? Number.NaN,
  }));

/** The priced parts of the form: what the price panel computes and the API stores. */
export function pricingInput(values: ContractFormValues): Omit<PricingInput, 'vatRate' | 'currency'> {
  const r = values.relocation;
  const relocation: Record<string, unknown> = { priceType: r.priceType };
  for (const field of [...RELOCATION_FIELDS[r.priceType], ...EXTRAS]) {
    const text = r[field as keyof typeof r];
    relocation[field] = MONEY_FIELDS.has(field) ? centsFromText(text) : quantityFromText(text);
  }
  const cleaningType = values.cleaning.type;
  return {
    relocation,
    trash: {
      flatRatePrice: centsFromText(values.trash.flatRatePrice),
      pricePerM3: centsFromText(values.trash.pricePerM3),
      volumeM3: quantityFromText(values.trash.volumeM3),
    },
    cleaning: cleaningType
      ? { type: cleaningType, price: cleaningType === 'select' ? centsFromText(values.cleaning.price) : null }
      : null,
    discounts: Object.fromEntries(
      PRICED_SERVICES.map((service) => [service, discountInput(values.discounts[service])]),
    ),
    specialProducts: countedInput(values.specialProducts),
    packingMaterials: countedInput(values.packingMaterials),
    items: values.items.map(itemInput),
    includeVat: values.includeVat,
  };
}

/** What the price panel prices: the form with the company's VAT rate and currency. */
export function livePricingInput(
  values: ContractFormValues,
  company: { vatRate: number; currency: Currency },
): PricingInput {
  return { ...pricingInput(values), vatRate: company.vatRate, currency: company.currency };
}

/** The catalogue services as the API takes them: ticked checks and filled-in numbers only. */
export function servicesInput(
  services: ContractFormValues['services'],
): { serviceId: string; value: boolean | number }[] {
  return Object.entries(services).flatMap(
    ([serviceId, value]): { serviceId: string; value: boolean | number }[] => {
      if (typeof value === 'boolean') return value ? [{ serviceId, value }] : [];
      const number = quantityFromText(value);
      return number === null ? [] : [{ serviceId, value: number }];
    },
  );
}

/** The answers given; an empty one is no answer (the server then asks for a required question). */
export function answersInput(
  answers: ContractFormValues['answers'],
): { questionId: string; value: string }[] {
  return Object.entries(answers)
    .filter(([, value]) => value.trim() !== '')
    .map(([questionId, value]) => ({ questionId, value }));
}

/** The body of POST/PUT /api/contracts. */
export function contractInput(values: ContractFormValues, timeZone: string): ContractInput {
  const d = values.relocationDetails;
  const c = values.cleaningDetails;
  return {
    ...pricingInput(values),
    ...(values.customerMode === 'new'
      ? { newCustomer: customerInput(values.newCustomer), customerId: null }
      : { customerId: values.customerId, newCustomer: null }),
    customStatusId: values.customStatusId,
    moveOut: addressInput(values.moveOut),
    moveIn: addressInput(values.moveIn),
    relocationDetails: {
      startAt: utcFromLocal(d.startAt, timeZone),
      workers: quantityFromText(d.workers),
      vehicleIds: d.vehicleIds,
      extraInfo: orNull(d.extraInfo),
    },
    trashDetails: { extraInfo: orNull(values.trashDetails.extraInfo) },
    cleaningDetails: {
      startAt: utcFromLocal(c.startAt, timeZone),
      endAt: utcFromLocal(c.endAt, timeZone),
      rooms: quantityFromText(c.rooms),
      extraInfo: orNull(c.extraInfo),
    },
    services: servicesInput(values.services),
    answers: answersInput(values.answers),
    additionalDetails: orNull(values.additionalDetails),
    inventory: values.inventory,
  } as ContractInput;
}
