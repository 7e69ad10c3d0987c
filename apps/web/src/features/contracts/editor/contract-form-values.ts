import {
  type Contract,
  type ContractInput,
  type ContractItem,
  type Currency,
  type Language,
  PRICED_SERVICES,
  type PricingInput,
  type RelocationPriceType,
} from '@maxer/domain';
import { customerInput } from '../../customers/customer-form-values.ts';
import {
  type AddressFormValues,
  type ContractFormValues,
  type ContractItemFormValues,
  type CountedLineFormValues,
  type DiscountFormValues,
  EMPTY_ADDRESS,
  EMPTY_ITEM,
  emptyContractForm,
} from './contract-form-types.ts';
import { centsFromText, quantityFromText, textFromCents, textFromQuantity } from './form-text.ts';
import { localFromUtc, utcFromLocal } from './zoned-time.ts';

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

// ---------- contract → form ----------

function addressForm(address: Contract['moveOut']): AddressFormValues {
  if (!address) return EMPTY_ADDRESS;
  return {
    street: address.street ?? '',
    streetNumber: address.streetNumber ?? '',
    zipCode: address.zipCode ?? '',
    city: address.city ?? '',
    country: address.country,
    floor: address.floor ?? '',
    elevator: address.elevator == null ? '' : address.elevator ? 'yes' : 'no',
  };
}

function discountForm(
  discount: { amount?: number | null; percent?: number | null } | null | undefined,
  language: Language,
): DiscountFormValues {
  if (discount?.percent != null) return { kind: 'percent', value: textFromQuantity(discount.percent) };
  return { kind: 'amount', value: textFromCents(discount?.amount, language) };
}

function itemForm(item: ContractItem, language: Language): ContractItemFormValues {
  switch (item.type) {
    case 'item':
    case 'product':
      return {
        ...EMPTY_ITEM,
        type: item.type,
        productId: item.type === 'product' ? (item.productId ?? null) : null,
        description: item.description ?? '',
        quantity: textFromQuantity(item.quantity),
        unitPrice: textFromCents(item.unitPrice, language),
      };
    case 'text':
      return { ...EMPTY_ITEM, type: 'text', text: item.text ?? '' };
    case 'discount':
      return {
        ...EMPTY_ITEM,
        type: 'discount',
        description: item.description ?? '',
        discount: discountForm(item, language),
      };
    case 'subtotal':
      return { ...EMPTY_ITEM, type: 'subtotal', description: item.description ?? '' };
  }
}

/** The form of a saved contract, dates in the company's time zone and amounts as the page writes them. */
export function contractFormValues(
  contract: Contract,
  timeZone: string,
  language: Language,
): ContractFormValues {
  const empty = emptyContractForm();
  const money = (cents: number | null | undefined) => textFromCents(cents, language);
  const counted = (lines: Contract['specialProducts']): CountedLineFormValues[] =>
    (lines ?? []).map((line) => ({
      name: line.name,
      count: textFromQuantity(line.count),
      unitPrice: money(line.unitPrice),
    }));
  const r = contract.relocation;
  return {
    ...empty,
    customerMode: 'existing',
    customerId: contract.customer._id,
    customerName: contract.customer.name,
    customStatusId: contract.customStatus?._id ?? null,
    moveOut: addressForm(contract.moveOut),
    moveIn: addressForm(contract.moveIn),
    relocation: {
      priceType: r?.priceType ?? 'hourly',
      hourPrice: money(r?.hourPrice),
      hours: textFromQuantity(r?.hours),
      expectedTime: textFromQuantity(r?.expectedTime),
      returnTrip: textFromQuantity(r?.returnTrip),
      flatRate: money(r?.flatRate),
      pricePerM3: money(r?.pricePerM3),
      volumeM3: textFromQuantity(r?.volumeM3),
      maxPrice: money(r?.maxPrice),
      workersFood: money(r?.workersFood),
      packaging: money(r?.packaging),
      disassembly: money(r?.disassembly),
    },
    relocationDetails: {
      startAt: localFromUtc(contract.relocationDetails?.startAt, timeZone),
      workers: textFromQuantity(contract.relocationDetails?.workers),
      vehicleIds: contract.relocationDetails?.vehicleIds ?? [],
      extraInfo: contract.relocationDetails?.extraInfo ?? '',
    },
    trash: {
      flatRatePrice: money(contract.trash?.flatRatePrice),
      pricePerM3: money(contract.trash?.pricePerM3),
      volumeM3: textFromQuantity(contract.trash?.volumeM3),
    },
    trashDetails: { extraInfo: contract.trashDetails?.extraInfo ?? '' },
    cleaning: { type: contract.cleaning?.type ?? '', price: money(contract.cleaning?.price) },
    cleaningDetails: {
      startAt: localFromUtc(contract.cleaningDetails?.startAt, timeZone),
      endAt: localFromUtc(contract.cleaningDetails?.endAt, timeZone),
      rooms: textFromQuantity(contract.cleaningDetails?.rooms),
      extraInfo: contract.cleaningDetails?.extraInfo ?? '',
    },
    discounts: {
      relocation: discountForm(contract.discounts?.relocation, language),
      trash: discountForm(contract.discounts?.trash, language),
      cleaning: discountForm(contract.discounts?.cleaning, language),
    },
    specialProducts: counted(contract.specialProducts),
    packingMaterials: counted(contract.packingMaterials),
    items: (contract.items ?? []).map((item) => itemForm(item, language)),
    services: Object.fromEntries(
      contract.services.map((s) => [s.serviceId, typeof s.value === 'boolean' ? s.value : String(s.value)]),
    ),
    answers: Object.fromEntries(contract.answers.map((a) => [a.questionId, a.value])),
    additionalDetails: contract.additionalDetails ?? '',
    includeVat: contract.includeVat,
  };
}

// ---------- form → API input ----------

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
  } as ContractInput;
}
