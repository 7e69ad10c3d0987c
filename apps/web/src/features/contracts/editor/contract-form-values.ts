import type { Contract, ContractItem, Language } from '@maxer/domain';
import { textFromCents, textFromQuantity } from '../../../lib/form-text.ts';
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
import { localFromUtc } from './zoned-time.ts';

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
    inventory: contract.inventory,
  };
}
