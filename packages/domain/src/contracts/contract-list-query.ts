// The contract list's query and the contract states, apart from the contract schemas: the web app's
// router reads them on every page, and the contract schemas bring the whole pricing along.
import { z } from 'zod';
import { listQuerySchema } from '../lists/list-query.ts';

const invalid = { error: 'error_field_invalid' } as const;

/** A contract is the job order (decisions.md "Contracts and offers"). */
export const CONTRACT_STATUSES = ['OPEN', 'PENDING', 'ACCEPTED', 'REJECTED', 'REVIEWED'] as const;
/** (Named apart from `ContractStatus`, a company's custom status.) */
export type ContractState = (typeof CONTRACT_STATUSES)[number];

/** Where a job came from: entered by the office, or sent by a visitor through the web inquiry form. */
export const CONTRACT_ORIGINS = ['OFFICE', 'WEB_FORM'] as const;
export type ContractOrigin = (typeof CONTRACT_ORIGINS)[number];

export const CONTRACT_SORTS = ['number', 'relocationStartAt', 'createdAt', 'grossHigh'] as const;
const booleanQuery = z.enum(['true', 'false'], invalid).transform((v) => v === 'true');
export const contractListQuerySchema = listQuerySchema(CONTRACT_SORTS, 'number').extend({
  status: z.enum(CONTRACT_STATUSES, invalid).optional(),
  customStatusId: z.uuid(invalid).optional(),
  customerId: z.uuid(invalid).optional(),
  origin: z.enum(CONTRACT_ORIGINS, invalid).optional(),
  from: z.iso.date(invalid).optional(),
  to: z.iso.date(invalid).optional(),
  overdue: booleanQuery.optional(),
  /** No offer at all was sent for it (the dashboard's "jobs without offers" links here). */
  withoutOffer: booleanQuery.optional(),
  /** Created at or after this instant (the dashboard's 30 days, as the `since` it answers). */
  createdFrom: z.iso.datetime({ offset: true, error: 'error_field_invalid' }).optional(),
  archived: booleanQuery.default(false),
});
export type ContractListQuery = z.output<typeof contractListQuerySchema>;
