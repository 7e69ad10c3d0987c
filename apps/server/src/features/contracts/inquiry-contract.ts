import {
  type ContractDetails,
  contractDetailsSchema,
  contractPricingInput,
  type InventoryLine,
  jobPrice,
  type Labels,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import type { CalendarSync } from '../../platform/calendar-sync.ts';
import { nextNumber } from '../../platform/counters.ts';
import { AppError } from '../../platform/errors.ts';
import type { CompanyRow } from '../company/index.ts';
import { replaceInventory } from '../volume/index.ts';
import { companyServicesByIds, insertContract } from './contracts.repo.ts';

/** What a web inquiry puts on its job (ADR 056); the office prices it and answers its questions later. */
export interface InquiryContractInput {
  customerId: string;
  moveOut: ContractDetails['moveOut'];
  moveIn: ContractDetails['moveIn'];
  /** The move's first possible day, as an instant (the company's morning of that day). */
  relocationStartAt: Date;
  volumeM3: number | null;
  /** The pieces the visitor counted, with the catalogue's names and m³ copied (ADR 055). */
  inventory: readonly InventoryLine[];
  /** What the visitor said besides (date range, rooms, inventory), for the move's notes. */
  relocationNotes: string | null;
  serviceIds: readonly string[];
  message: string | null;
}

/**
 * An OPEN job of origin WEB_FORM, inside the caller's transaction. Unlike the office's editor it
 * does not insist on the company's required questions (a visitor does not see them) and records
 * no activity (there is no person behind it); the services must be the company's own, ticked.
 */
export async function createInquiryContract(
  tx: Db,
  deps: { calendarSync: CalendarSync },
  company: CompanyRow['company'],
  input: InquiryContractInput,
): Promise<{ id: string; number: number }> {
  const catalogue: Map<string, { labels: Labels; type: 'check' | 'number' }> = await companyServicesByIds(
    tx,
    company.id,
    [...input.serviceIds],
  );
  const fields: Record<string, 'error_field_invalid'> = {};
  const services = input.serviceIds.flatMap((serviceId, index) => {
    const service = catalogue.get(serviceId);
    if (!service) {
      fields[`serviceIds.${index}`] = 'error_field_invalid';
      return [];
    }
    // A number service (e.g. boxes) is asked for with a count the office fills in: 1 says "wanted".
    return [
      { serviceId, labels: service.labels, type: service.type, value: service.type === 'check' ? true : 1 },
    ];
  });
  if (Object.keys(fields).length > 0) throw new AppError('error_validation', { fields });

  const details = contractDetailsSchema.parse({
    moveOut: input.moveOut,
    moveIn: input.moveIn,
    relocation: input.volumeM3 === null ? null : { volumeM3: input.volumeM3 },
    relocationDetails: {
      startAt: input.relocationStartAt.toISOString(),
      workers: null,
      vehicleIds: [],
      extraInfo: input.relocationNotes,
    },
    services,
    additionalDetails: input.message,
  });
  const columns = { includeVat: false, vatRate: company.vatRate, currency: company.currency };
  const price = jobPrice(contractPricingInput(details, columns), null).breakdown;
  const number = await nextNumber(tx, company.id, 'contract', company.contractNumberStart);
  const id = await insertContract(tx, {
    companyId: company.id,
    number,
    customerId: input.customerId,
    origin: 'WEB_FORM',
    relocationStartAt: input.relocationStartAt,
    details,
    ...columns,
    grossLow: price.grossLow,
    grossHigh: price.grossHigh,
    createdByUserId: null,
  });
  await replaceInventory(tx, company.id, id, input.inventory);
  await deps.calendarSync.changed(tx, company.id, { source: 'relocation', id });
  return { id, number };
}
