import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { customerInputSchema } from '../customers/customer.schemas.ts';
import { priceBreakdownSchema } from '../pricing/breakdown.ts';
import { PRICE_BASES } from '../pricing/job-price.ts';
import { pricingShapeSchema, quantitySchema } from '../pricing/schemas.ts';
import { pricingIssues } from '../pricing/validation.ts';
import { inventoryInputSchema, inventoryLineSchema } from '../volume/volume.schemas.ts';
import { QUESTION_TYPES, SERVICE_TYPES } from '../workspace/constants.ts';
import { labelsSchema } from '../workspace/labels.ts';
import { CONTRACT_ORIGINS, CONTRACT_STATUSES, type ContractState } from './contract-list-query.ts';

export {
  CONTRACT_ORIGINS,
  CONTRACT_SORTS,
  CONTRACT_STATUSES,
  type ContractListQuery,
  type ContractOrigin,
  type ContractState,
  contractListQuerySchema,
} from './contract-list-query.ts';

/** Statuses after the customer accepted: deleting needs an owner, editing ends with the move date. */
export const ACCEPTED_STATUSES: readonly ContractState[] = ['ACCEPTED', 'REVIEWED'];

const invalid = { error: 'error_field_invalid' } as const;
const text = (max: number) =>
  z
    .string(invalid)
    .trim()
    .max(max, invalid)
    .nullish()
    .transform((value) => value || null);
const dateTime = z.iso
  .datetime({ offset: true, error: 'error_field_invalid' })
  .nullish()
  .transform((v) => v ?? null);

export const addressSchema = z.object({
  street: text(200),
  streetNumber: text(20),
  zipCode: text(20),
  city: text(100),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, invalid)
    .default('CH'),
  /** As people say it: "3", "EG", "2. OG". */
  floor: text(20),
  elevator: z
    .boolean(invalid)
    .nullish()
    .transform((v) => v ?? null),
});
export type Address = z.output<typeof addressSchema>;

export const relocationDetailsSchema = z.object({
  startAt: dateTime,
  workers: z
    .number(invalid)
    .int(invalid)
    .min(0, invalid)
    .max(200, invalid)
    .nullish()
    .transform((v) => v ?? null),
  vehicleIds: z.array(z.uuid(invalid)).max(50, invalid).default([]),
  extraInfo: text(5000),
});
export const trashDetailsSchema = z.object({ extraInfo: text(5000) });
export const cleaningDetailsSchema = z.object({
  startAt: dateTime,
  endAt: dateTime,
  rooms: quantitySchema.nullish().transform((v) => v ?? null),
  extraInfo: text(5000),
});

export const serviceValueInputSchema = z.object({
  serviceId: z.uuid(invalid),
  value: z.union([z.boolean(), z.number().min(0).max(100_000)], invalid),
});
export const answerInputSchema = z.object({
  questionId: z.uuid(invalid),
  value: z.string(invalid).max(5000, invalid),
});

/**
 * Everything the office enters on a contract. The priced parts are the pricing engine's shapes;
 * VAT rate and currency come from the company. The customer is picked (`customerId`) or created with
 * the contract (`newCustomer`), one of the two.
 */
export const contractInputSchema = pricingShapeSchema
  .omit({ acceptedServices: true, vatRate: true, currency: true })
  .extend({
    customerId: z.uuid(invalid).nullish(),
    newCustomer: customerInputSchema.nullish(),
    customStatusId: z
      .uuid(invalid)
      .nullish()
      .transform((v) => v ?? null),
    moveOut: addressSchema.nullish().transform((v) => v ?? null),
    moveIn: addressSchema.nullish().transform((v) => v ?? null),
    relocationDetails: relocationDetailsSchema.nullish().transform((v) => v ?? null),
    trashDetails: trashDetailsSchema.nullish().transform((v) => v ?? null),
    cleaningDetails: cleaningDetailsSchema.nullish().transform((v) => v ?? null),
    services: z.array(serviceValueInputSchema).max(500, invalid).default([]),
    answers: z.array(answerInputSchema).max(500, invalid).default([]),
    additionalDetails: text(20_000),
    /**
     * The pieces counted per room by the volume calculator (ADR 055), stored beside the contract and
     * replaced as a whole with every save (absent: none). Their total is what the editor writes into
     * `relocation.volumeM3`; the volume field stays the one that prices.
     */
    inventory: inventoryInputSchema.default([]),
  })
  .superRefine((value, ctx) => {
    const hasId = value.customerId != null;
    const hasNew = value.newCustomer != null;
    if (hasId === hasNew)
      ctx.addIssue({ code: 'custom', path: ['customerId'], message: 'error_field_required' });
  })
  .superRefine(
    (value, ctx) => {
      for (const issue of pricingIssues(value))
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.code });
    },
    { when: (payload) => payload.issues.length === 0 },
  );
export type ContractInput = z.input<typeof contractInputSchema>;
export type ContractValues = z.output<typeof contractInputSchema>;

/** A catalogue service as recorded on the contract: its labels stay when the service is deleted. */
export const contractServiceSchema = z.object({
  serviceId: z.string(),
  labels: labelsSchema,
  type: z.enum(SERVICE_TYPES),
  value: z.union([z.boolean(), z.number()]),
});
export const contractAnswerSchema = z.object({
  questionId: z.string(),
  labels: labelsSchema,
  type: z.enum(QUESTION_TYPES),
  value: z.string(),
  /** The chosen option's labels, for SELECT questions. */
  optionLabels: labelsSchema.nullable(),
});

// What the API answers: plain shapes (a response is encoded, and transforms only run one way).
const nullableText = z.string().nullable();
export const storedAddressSchema = z.object({
  street: nullableText,
  streetNumber: nullableText,
  zipCode: nullableText,
  city: nullableText,
  country: z.string(),
  floor: nullableText,
  elevator: z.boolean().nullable(),
});
export const storedRelocationDetailsSchema = z.object({
  startAt: nullableText,
  workers: z.number().int().nullable(),
  vehicleIds: z.array(z.string()),
  extraInfo: nullableText,
});
export const storedCleaningDetailsSchema = z.object({
  startAt: nullableText,
  endAt: nullableText,
  rooms: z.number().nullable(),
  extraInfo: nullableText,
});

export const contractSchema = z.object({
  _id: z.string(),
  number: z.number().int(),
  status: z.enum(CONTRACT_STATUSES),
  /** Entered by the office, or sent through the web inquiry form (ADR 056). */
  origin: z.enum(CONTRACT_ORIGINS),
  customStatus: z.object({ _id: z.string(), name: z.string(), color: z.string() }).nullable(),
  customer: z.object({
    _id: z.string(),
    number: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    gender: z.string().nullable(),
  }),
  moveOut: storedAddressSchema.nullable(),
  moveIn: storedAddressSchema.nullable(),
  relocation: pricingShapeSchema.shape.relocation,
  relocationDetails: storedRelocationDetailsSchema.nullable(),
  trash: pricingShapeSchema.shape.trash,
  trashDetails: z.object({ extraInfo: nullableText }).nullable(),
  cleaning: pricingShapeSchema.shape.cleaning,
  cleaningDetails: storedCleaningDetailsSchema.nullable(),
  discounts: pricingShapeSchema.shape.discounts,
  specialProducts: pricingShapeSchema.shape.specialProducts,
  packingMaterials: pricingShapeSchema.shape.packingMaterials,
  items: pricingShapeSchema.shape.items,
  includeVat: z.boolean(),
  vatRate: z.number(),
  currency: z.enum(CURRENCIES),
  services: z.array(contractServiceSchema),
  answers: z.array(contractAnswerSchema),
  additionalDetails: z.string().nullable(),
  /** The volume calculator's count, room by room, in the order entered (ADR 055). */
  inventory: z.array(inventoryLineSchema),
  /**
   * The price of the job now (`jobPrice`): before an acceptance every offered service counts; after it
   * the priced parts as the customer accepted them, only the accepted services counted, whatever the
   * office changed since.
   */
  price: priceBreakdownSchema,
  /** Whose price `price` is: 'offered' (no acceptance yet) or 'accepted'. */
  priceBasis: z.enum(PRICE_BASES),
  relocationStartAt: z.string().nullable(),
  archived: z.boolean(),
  /** When the job went to the archive (shown by /archive/view, ADR 051); null while it is not archived. */
  archivedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  /** Accepted, but the move date has not passed: changes are possible, with a warning. */
  editWarning: z.boolean(),
  /** Accepted and the move date has passed: read-only. */
  readOnly: z.boolean(),
  /**
   * The version of what the customer is offered, raised by every edit of the job; an offer remembers
   * the one it was sent for (ADR 023).
   */
  revision: z.number().int(),
  /**
   * An offer is out and can still be accepted (PENDING, valid-until not passed): an edit changes what
   * the customer sees and accepts, so the editor warns before saving.
   */
  offerOpen: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contract = z.infer<typeof contractSchema>;

/** A row of the contract list: what the list shows, not the whole contract. */
export const contractSummarySchema = contractSchema
  .pick({
    _id: true,
    number: true,
    status: true,
    origin: true,
    customStatus: true,
    customer: true,
    relocationStartAt: true,
    archived: true,
    acceptedAt: true,
    currency: true,
    createdAt: true,
  })
  .extend({
    moveOutCity: z.string().nullable(),
    moveInCity: z.string().nullable(),
    /** The job's price now (`jobPrice`: the accepted price once accepted), gross. */
    grossLow: z.number().int(),
    grossHigh: z.number().int(),
    overdue: z.boolean(),
  });
export type ContractSummary = z.infer<typeof contractSummarySchema>;

/** Filters a person set on the list: what `appliedContractFilter` of the session state counts. */
export const CONTRACT_FILTERS = [
  'status',
  'customStatusId',
  'customerId',
  'origin',
  'from',
  'to',
  'overdue',
  'withoutOffer',
  'createdFrom',
  'q',
] as const;
export function countContractFilters(
  query: Partial<Record<(typeof CONTRACT_FILTERS)[number], unknown>>,
): number {
  return CONTRACT_FILTERS.filter(
    (key) => query[key] !== undefined && query[key] !== '' && query[key] !== null,
  ).length;
}
