import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../pricing/arithmetic.ts';
import { VOLUME_ROOMS } from './rooms.ts';

const invalid = { error: 'error_field_invalid' } as const;
const required = { error: 'error_field_required' } as const;

/** The most m³ one piece may have, and the most pieces one line may count. */
export const MAX_ITEM_M3 = 100;
export const MAX_ITEM_COUNT = 1000;
/** The most lines an inventory holds. */
export const MAX_INVENTORY_LINES = 300;

/** A piece's volume: more than 0, at most MAX_ITEM_M3, at most two decimals (0.15 m³). */
export const pieceM3Schema = z
  .number(required)
  .gt(0, invalid)
  .max(MAX_ITEM_M3, invalid)
  .refine(hasAtMostTwoDecimals, invalid);

const nameDe = z.string(required).trim().min(1, required).max(200, invalid);
const nameEn = z
  .string(invalid)
  .trim()
  .max(200, invalid)
  .nullish()
  .transform((v) => v ?? '');

/** An item of the company's volume catalogue; the English name falls back to the German one. */
export const volumeItemInputSchema = z.object({
  room: z.enum(VOLUME_ROOMS, required),
  nameDe,
  nameEn,
  volumeM3: pieceM3Schema,
});
export type VolumeItemInput = z.input<typeof volumeItemInputSchema>;
export type VolumeItemValues = z.output<typeof volumeItemInputSchema>;

export const volumeItemSchema = z.object({
  _id: z.string(),
  room: z.enum(VOLUME_ROOMS),
  nameDe: z.string(),
  nameEn: z.string(),
  volumeM3: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VolumeItem = z.infer<typeof volumeItemSchema>;

const ruleM3 = z.number(required).gt(0, invalid).max(1000, invalid).refine(hasAtMostTwoDecimals, invalid);

/** The company's rules from volume to crew (`VolumeRules`, ADR 055). */
export const volumeRulesSchema = z.object({
  vehicleCapacityM3: ruleM3,
  m3PerWorker: ruleM3,
  minWorkers: z.number(required).int(invalid).min(1, invalid).max(50, invalid),
  m3PerWorkerHour: ruleM3,
  minHours: z.number(required).min(0, invalid).max(24, invalid).refine(hasAtMostTwoDecimals, invalid),
});
export type VolumeRulesValues = z.output<typeof volumeRulesSchema>;

/**
 * One line of a contract's inventory: the piece as it was counted (its names and volume are copied
 * from the catalogue, so a later change of the catalogue leaves the contract as it was).
 */
export const inventoryLineInputSchema = z.object({
  room: z.enum(VOLUME_ROOMS, required),
  nameDe,
  nameEn,
  volumeM3: pieceM3Schema,
  count: z.number(required).int(invalid).min(1, invalid).max(MAX_ITEM_COUNT, invalid),
});
export type InventoryLineInput = z.input<typeof inventoryLineInputSchema>;
export type InventoryLine = z.output<typeof inventoryLineInputSchema>;

export const inventoryInputSchema = z.array(inventoryLineInputSchema).max(MAX_INVENTORY_LINES, invalid);

/** A stored line as the API answers it. */
export const inventoryLineSchema = z.object({
  room: z.enum(VOLUME_ROOMS),
  nameDe: z.string(),
  nameEn: z.string(),
  volumeM3: z.number(),
  count: z.number().int(),
});
