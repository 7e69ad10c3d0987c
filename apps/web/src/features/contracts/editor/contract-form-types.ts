import type {
  CleaningType,
  ContractItemType,
  InventoryLine,
  PricedService,
  RelocationPriceType,
} from '@maxer/domain';
import { DEFAULT_COUNTRY } from '../../../lib/countries.ts';
import { type CustomerFormValues, EMPTY_CUSTOMER } from '../../customers/index.ts';

/**
 * The contract form as typed. Field names follow the API's input (contractInputSchema), so a server
 * error at `relocation.hourPrice` or `moveOut.zipCode` lands on the field of that name. Amounts and
 * quantities are the text in the field; `contract-form-values.ts` converts both ways.
 */
export interface AddressFormValues {
  street: string;
  streetNumber: string;
  zipCode: string;
  city: string;
  country: string;
  floor: string;
  /** '' when nobody said. */
  elevator: 'yes' | 'no' | '';
}

export interface DiscountFormValues {
  kind: 'amount' | 'percent';
  value: string;
}

export interface CountedLineFormValues {
  name: string;
  count: string;
  unitPrice: string;
}

/** One contract item; the fields a type does not use stay empty and are not sent. */
export interface ContractItemFormValues {
  type: ContractItemType;
  productId: string | null;
  description: string;
  text: string;
  quantity: string;
  unitPrice: string;
  discount: DiscountFormValues;
}

export interface ContractFormValues {
  customerMode: 'existing' | 'new';
  customerId: string | null;
  /** The picked customer's name, shown before the search has loaded anything. */
  customerName: string;
  newCustomer: CustomerFormValues;
  customStatusId: string | null;
  moveOut: AddressFormValues;
  moveIn: AddressFormValues;
  relocation: {
    priceType: RelocationPriceType;
    hourPrice: string;
    hours: string;
    expectedTime: string;
    returnTrip: string;
    flatRate: string;
    pricePerM3: string;
    volumeM3: string;
    maxPrice: string;
    workersFood: string;
    packaging: string;
    disassembly: string;
  };
  relocationDetails: { startAt: string; workers: string; vehicleIds: string[]; extraInfo: string };
  trash: { flatRatePrice: string; pricePerM3: string; volumeM3: string };
  trashDetails: { extraInfo: string };
  cleaning: { type: CleaningType | ''; price: string };
  cleaningDetails: { startAt: string; endAt: string; rooms: string; extraInfo: string };
  discounts: Record<PricedService, DiscountFormValues>;
  specialProducts: CountedLineFormValues[];
  packingMaterials: CountedLineFormValues[];
  items: ContractItemFormValues[];
  /** Catalogue services by id: a check's tick, or a number's text. */
  services: Record<string, boolean | string>;
  /** Answers by question id, as the API takes them ("true", "2026-12-01", an option's value). */
  answers: Record<string, string>;
  additionalDetails: string;
  includeVat: boolean;
  /** The volume calculator's count (whole numbers, nothing to convert); its total fills `relocation.volumeM3`. */
  inventory: InventoryLine[];
}

export const EMPTY_ADDRESS: AddressFormValues = {
  street: '',
  streetNumber: '',
  zipCode: '',
  city: '',
  country: DEFAULT_COUNTRY,
  floor: '',
  elevator: '',
};

const noDiscount = (): DiscountFormValues => ({ kind: 'amount', value: '' });

export const EMPTY_ITEM: ContractItemFormValues = {
  type: 'item',
  productId: null,
  description: '',
  text: '',
  quantity: '1',
  unitPrice: '',
  discount: noDiscount(),
};

export const EMPTY_COUNTED_LINE: CountedLineFormValues = { name: '', count: '1', unitPrice: '' };

export function emptyContractForm(): ContractFormValues {
  return {
    customerMode: 'existing',
    customerId: null,
    customerName: '',
    newCustomer: EMPTY_CUSTOMER,
    customStatusId: null,
    moveOut: EMPTY_ADDRESS,
    moveIn: EMPTY_ADDRESS,
    relocation: {
      priceType: 'hourly',
      hourPrice: '',
      hours: '',
      expectedTime: '',
      returnTrip: '',
      flatRate: '',
      pricePerM3: '',
      volumeM3: '',
      maxPrice: '',
      workersFood: '',
      packaging: '',
      disassembly: '',
    },
    relocationDetails: { startAt: '', workers: '', vehicleIds: [], extraInfo: '' },
    trash: { flatRatePrice: '', pricePerM3: '', volumeM3: '' },
    trashDetails: { extraInfo: '' },
    cleaning: { type: '', price: '' },
    cleaningDetails: { startAt: '', endAt: '', rooms: '', extraInfo: '' },
    discounts: { relocation: noDiscount(), trash: noDiscount(), cleaning: noDiscount() },
    specialProducts: [],
    packingMaterials: [],
    items: [],
    services: {},
    answers: {},
    additionalDetails: '',
    includeVat: false,
    inventory: [],
  };
}
