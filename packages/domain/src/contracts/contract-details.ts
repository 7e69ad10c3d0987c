import { z } from 'zod';
import type { PricingInput } from '../pricing/schemas.ts';
import { pricingShapeSchema } from '../pricing/schemas.ts';
import {
  contractAnswerSchema,
  contractServiceSchema,
  storedAddressSchema,
  storedCleaningDetailsSchema,
  storedRelocationDetailsSchema,
} from './contract.schemas.ts';

/**
 * The version of the stored shape below. Raise it with a change that old rows do not fit, and teach
 * `parseContractDetails` to read the older version (the rows are never rewritten in bulk).
 */
export const CONTRACT_DETAILS_VERSION = 1;

/**
 * What a contract keeps in its `details` column: everything the office entered but the references
 * kept in columns (customer, custom status) and the company's VAT settings, with the catalogue
 * services and question answers as recorded on the contract. Parsed on every read and on every write,
 * so no code reads the JSON through a cast.
 */
export const contractDetailsSchema = z.object({
  /** Rows written before the field existed are version 1. */
  version: z.literal(CONTRACT_DETAILS_VERSION).default(CONTRACT_DETAILS_VERSION),
  moveOut: storedAddressSchema.nullable().default(null),
  moveIn: storedAddressSchema.nullable().default(null),
  relocation: pricingShapeSchema.shape.relocation,
  relocationDetails: storedRelocationDetailsSchema.nullable().default(null),
  trash: pricingShapeSchema.shape.trash,
  trashDetails: z.object({ extraInfo: z.string().nullable() }).nullable().default(null),
  cleaning: pricingShapeSchema.shape.cleaning,
  cleaningDetails: storedCleaningDetailsSchema.nullable().default(null),
  discounts: pricingShapeSchema.shape.discounts,
  specialProducts: pricingShapeSchema.shape.specialProducts,
  packingMaterials: pricingShapeSchema.shape.packingMaterials,
  items: pricingShapeSchema.shape.items,
  services: z.array(contractServiceSchema).default([]),
  answers: z.array(contractAnswerSchema).default([]),
  additionalDetails: z.string().nullable().default(null),
});
export type ContractDetails = z.output<typeof contractDetailsSchema>;

/** A contract's stored details that do not fit their schema: a bug or a hand-edited row, never input. */
export class ContractDetailsError extends Error {
  override name = 'ContractDetailsError';
}

/** The stored details, checked and typed; throws ContractDetailsError naming the first wrong field. */
export function parseContractDetails(stored: unknown): ContractDetails {
  const result = contractDetailsSchema.safeParse(stored);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ContractDetailsError(
    `contract details do not fit version ${CONTRACT_DETAILS_VERSION}: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
  );
}

/** The company's VAT settings the contract is priced with (columns, not details). */
export interface ContractPricingColumns {
  includeVat: boolean;
  vatRate: number;
  currency: 'CHF' | 'EUR';
}

/** The one way from a contract to the pricing engine's input: its priced parts and VAT settings. */
export function contractPricingInput(
  details: ContractDetails,
  columns: ContractPricingColumns,
): PricingInput {
  const { relocation, trash, cleaning, discounts, specialProducts, packingMaterials, items } = details;
  return {
    relocation,
    trash,
    cleaning,
    discounts,
    specialProducts,
    packingMaterials,
    items,
    includeVat: columns.includeVat,
    vatRate: columns.vatRate,
    currency: columns.currency,
  };
}
