import {
  INQUIRY_MAX_VOLUME_M3,
  INQUIRY_MIN_FILL_MS,
  type InquiryForm,
  type InquiryValues,
  type InventoryLine,
  instantOfWallClock,
  type Language,
  rooms,
  totalM3,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import type { CalendarSync } from '../../platform/calendar-sync.ts';
import { AppError, type FieldError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { limitClient, type RateLimitStore, tooManyRequests } from '../../platform/rate-limit.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { createInquiryContract } from '../contracts/index.ts';
import { findOrCreateCustomerByEmail } from '../customers/index.ts';
import { announceNotifications, recordNotification } from '../notifications/index.ts';
import { allServices } from '../services/index.ts';
import { inventoryOfCountedItems, publicVolumeCatalogue } from '../volume/index.ts';
import { checkFormToken, signFormToken } from './form-token.ts';
import { findFormCompany } from './inquiries.repo.ts';
import { inquiryNotes, queueInquiryAck, queueOfficeMails } from './inquiry-mail.ts';

export interface PublicInquiriesDeps {
  db: Db;
  realtime: Realtime;
  rateLimitStore: RateLimitStore;
  storage: FileStorage;
  mailer: Mailer;
  calendarSync: CalendarSync;
  publicUrl: string;
  /** The key the form's token is signed with (INQUIRY_FORM_KEY, else one per process). */
  formKey: Buffer;
  now: () => Date;
}

/** Requests per minute one address may make to the public inquiry endpoints (as the offer's). */
export const PUBLIC_INQUIRY_LIMIT = { max: 60, windowMs: 60_000 };
/** Inquiries one address may send in 10 minutes: a family may send two or three, a script not many. */
export const INQUIRY_POST_LIMIT_PER_CLIENT = { max: 5, windowMs: 10 * 60_000 };
/** Inquiries one company may receive in an hour, from everyone: a flood from many addresses ends here. */
export const INQUIRY_POST_LIMIT_PER_COMPANY = { max: 30, windowMs: 60 * 60_000 };

/** The morning hour a move day's job starts at until the office plans it (in the company's zone). */
const MOVE_DAY_START = 'T08:00';

export function limitPublicInquiries(deps: Pick<PublicInquiriesDeps, 'rateLimitStore'>, ip: string) {
  return limitClient(deps.rateLimitStore, 'public-inquiry', ip, PUBLIC_INQUIRY_LIMIT);
}

async function formCompany(db: Db, companyId: string) {
  const company = await findFormCompany(db, companyId);
  if (!company) throw new AppError('error_inquiry_form_not_found');
  return company;
}

/**
 * The form of a company: its look, its service tree, its volume catalogue for the room counter (names
 * in the page's language) and a freshly signed token.
 */
export async function viewInquiryForm(
  deps: PublicInquiriesDeps,
  companyId: string,
  language: Language,
): Promise<InquiryForm> {
  const company = await formCompany(deps.db, companyId);
  const services = await allServices(deps.db, company.id);
  const volumeRooms = await publicVolumeCatalogue(deps.db, company.id, language);
  return {
    company: {
      _id: company.id,
      name: company.name,
      backgroundColor: company.backgroundColor,
      textColor: company.textColor,
      accentColor: company.pdfAccentColor,
      hasLogo: company.logoFile !== null,
    },
    services: services.map((service) => ({
      _id: service.id,
      parentId: service.parentId,
      labels: service.labels,
    })),
    volumeRooms,
    token: signFormToken(deps.formKey, company.id, deps.now()),
  };
}

export async function inquiryLogo(deps: PublicInquiriesDeps, companyId: string) {
  const company = await formCompany(deps.db, companyId);
  const content = company.logoFile ? await deps.storage.get(company.logoFile) : null;
  if (!content) throw new AppError('error_resource_not_found');
  return content;
}

/**
 * The spam rules, all before anything is written: the honeypot empty, the token ours and for this
 * company, at least INQUIRY_MIN_FILL_MS and at most a day old; then the rate limits per address and
 * per company (counted only for posts that passed the rules above, so a refused script does not use
 * up the company's allowance).
 */
async function admit(deps: PublicInquiriesDeps, companyId: string, inquiry: InquiryValues, ip: string) {
  if (inquiry.website && inquiry.website.trim() !== '') throw new AppError('error_inquiry_refused');
  const check = checkFormToken(deps.formKey, companyId, inquiry.token, deps.now());
  if (check === 'invalid') throw new AppError('error_inquiry_form_expired');
  if (check === 'expired') throw new AppError('error_inquiry_form_expired');
  if (check === 'tooFast')
    throw new AppError('error_inquiry_too_fast', { params: { seconds: INQUIRY_MIN_FILL_MS / 1000 } });
  await limitClient(deps.rateLimitStore, 'inquiry-post', ip, INQUIRY_POST_LIMIT_PER_CLIENT);
  const { count, resetMs } = await deps.rateLimitStore.hit(
    `inquiry-post:company:${companyId}`,
    INQUIRY_POST_LIMIT_PER_COMPANY.windowMs,
  );
  if (count > INQUIRY_POST_LIMIT_PER_COMPANY.max) throw tooManyRequests(resetMs);
}

/**
 * The items the visitor counted, resolved against this company's catalogue (another company's or an
 * unknown id is a field error, before anything is written), and the volume the job gets: the counted
 * total computed here when anything is counted (the page's own total is not trusted), else the
 * visitor's estimate.
 */
async function countedInventory(
  db: Db,
  companyId: string,
  inventory: InquiryValues['inventory'],
): Promise<{ lines: InventoryLine[]; volumeM3: number | null }> {
  if (inventory.items.length === 0) return { lines: [], volumeM3: inventory.volumeM3 };
  const resolved = await inventoryOfCountedItems(db, companyId, inventory.items);
  const fields: Record<string, FieldError> = {};
  resolved.forEach((line, index) => {
    if (!line) fields[`inventory.items.${index}.itemId`] = 'error_inquiry_item_unknown';
  });
  if (Object.keys(fields).length > 0) throw new AppError('error_validation', { fields });
  const lines = resolved.filter((line): line is InventoryLine => line !== null);
  const volumeM3 = totalM3(lines);
  if (volumeM3 > INQUIRY_MAX_VOLUME_M3)
    throw new AppError('error_validation', {
      fields: { 'inventory.items': 'error_inquiry_items_volume_too_large' },
    });
  return { lines, volumeM3 };
}

/**
 * A visitor's inquiry: the customer (found by e-mail in this company, else new), an OPEN job of
 * origin WEB_FORM, the acknowledgement to the visitor, an e-mail to each owner and a notification
 * for everyone of the office, all in one transaction; the office's open pages hear of it after it.
 */
export async function submitInquiry(
  deps: PublicInquiriesDeps,
  companyId: string,
  inquiry: InquiryValues,
  ip: string,
): Promise<{ received: true }> {
  const company = await formCompany(deps.db, companyId);
  await admit(deps, company.id, inquiry, ip);
  const now = deps.now();
  const counted = await countedInventory(deps.db, company.id, inquiry.inventory);
  const asCounted: InquiryValues = {
    ...inquiry,
    inventory: { ...inquiry.inventory, volumeM3: counted.volumeM3 },
  };
  const startAt = instantOfWallClock(`${inquiry.moveDate}${MOVE_DAY_START}`, company.timeZone);
  if (!startAt)
    throw new AppError('error_validation', { fields: { moveDate: 'error_inquiry_date_invalid' } });
  const address = (given: InquiryValues['moveOut']) => ({
    street: given.street,
    streetNumber: null,
    zipCode: given.zipCode,
    city: given.city,
    country: 'CH',
    floor: given.floor,
    elevator: given.elevator,
  });
  const customerName = `${inquiry.firstName} ${inquiry.lastName}`;

  const { job, notified } = await deps.db.transaction(async (tx) => {
    const customer = await findOrCreateCustomerByEmail(tx, company.id, {
      gender: inquiry.gender,
      firstName: inquiry.firstName,
      lastName: inquiry.lastName,
      customerType: 'PERSON',
      companyName: null,
      email: inquiry.email,
      phone: inquiry.phone,
      street: inquiry.moveOut.street,
      streetNumber: null,
      zipCode: inquiry.moveOut.zipCode,
      city: inquiry.moveOut.city,
      country: 'CH',
      origin: null,
    });
    const contract = await createInquiryContract(tx, deps, company, {
      customerId: customer.id,
      moveOut: address(inquiry.moveOut),
      moveIn: address(inquiry.moveIn),
      relocationStartAt: startAt,
      volumeM3: counted.volumeM3,
      inventory: counted.lines,
      relocationNotes: inquiryNotes(asCounted),
      serviceIds: inquiry.serviceIds,
      message: inquiry.message,
    });
    const job = { companyId: company.id, contractId: contract.id, contractNumber: contract.number };
    await queueInquiryAck(tx, deps.mailer, job, inquiry);
    await queueOfficeMails(tx, deps, job, inquiry);
    const notified = await recordNotification(tx, {
      companyId: company.id,
      exceptUserId: null,
      kind: 'inquiryReceived',
      data: { contractId: contract.id, contractNumber: contract.number, customerName },
      at: now,
    });
    return { job, notified };
  });
  announceNotifications(deps.realtime, notified);
  deps.realtime.emit(rooms.company(company.id), 'inquiry.received', {
    contractId: job.contractId,
    contractNumber: job.contractNumber,
  });
  return { received: true };
}
