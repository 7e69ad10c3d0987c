import {
  ACCEPTED_STATUSES,
  CONTRACT_DETAILS_VERSION,
  type Contract,
  type ContractDetails,
  type ContractListQuery,
  type ContractPricingColumns,
  type ContractSummary,
  type ContractValues,
  contractPricingInput,
  type JobPrice,
  jobPrice,
  type Page,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { diff, recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import type { CalendarSync } from '../../platform/calendar-sync.ts';
import { nextNumber } from '../../platform/counters.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { WebhookEvents } from '../../platform/webhook-events.ts';
import { findCompany } from '../company/index.ts';
import { findInventory, replaceInventory } from '../volume/index.ts';
import { resolveReferences } from './contract-references.ts';
import {
  type ContractRow,
  deleteContract,
  editContract,
  findContract,
  insertContract,
  listContracts,
  updateContract,
} from './contracts.repo.ts';

export interface ContractsDeps {
  db: Db;
  now: () => Date;
}

/** What the writes need besides: connected calendars (Google) hear of each move date's change. */
export interface ContractWriteDeps extends ContractsDeps {
  calendarSync: CalendarSync;
  /** The company's webhook endpoints hear of created and changed jobs (ADR 053). */
  webhooks: WebhookEvents;
}

const ENTITY = 'contract';

/** The stored details: everything entered except the references kept in columns. */
function detailsOf(
  values: ContractValues,
  resolved: Awaited<ReturnType<typeof resolveReferences>>,
): ContractDetails {
  const { customerId, newCustomer, customStatusId, includeVat, services, answers, inventory, ...rest } =
    values;
  return {
    version: CONTRACT_DETAILS_VERSION,
    ...rest,
    services: resolved.services,
    answers: resolved.answers,
  };
}

/**
 * The price of a job now (the domain's `jobPrice`): as offered, or as accepted once the customer
 * accepted. The stored `gross_low`/`gross_high` are always its totals.
 */
export function contractPrice(
  row: Pick<ContractRow, 'details' | 'includeVat' | 'vatRate' | 'currency' | 'acceptedSnapshot'>,
): JobPrice {
  return priceOf(row.details, row, row.acceptedSnapshot);
}

function priceOf(
  details: ContractDetails,
  columns: ContractPricingColumns,
  accepted: ContractRow['acceptedSnapshot'],
): JobPrice {
  return jobPrice(contractPricingInput(details, columns), accepted);
}

function lockState(row: { status: ContractRow['status']; relocationStartAt: Date | null }, now: Date) {
  const accepted = ACCEPTED_STATUSES.includes(row.status);
  const passed = row.relocationStartAt !== null && row.relocationStartAt.getTime() < now.getTime();
  return { editWarning: accepted && !passed, readOnly: accepted && passed };
}

const customStatusOf = (
  row: Pick<ContractRow, 'customStatusId' | 'customStatusName' | 'customStatusColor'>,
) =>
  row.customStatusId
    ? { _id: row.customStatusId, name: row.customStatusName!, color: row.customStatusColor! }
    : null;

const customerOf = ({ customer }: Pick<ContractRow, 'customer'>) => ({
  _id: customer.id,
  number: customer.number,
  name: customer.name,
  email: customer.email,
  gender: customer.gender,
});

/**
 * Which priced parts a contract shows: as the office entered them (the editor, the API), or as its
 * price counts them (documents and the customer's page: after an acceptance, as accepted).
 */
type PricedView = 'entered' | 'asPriced';

/** The priced parts a price was computed from, in the contract's shape. */
function pricedParts({ input, breakdown }: JobPrice) {
  const { acceptedServices, includeVat, vatRate, currency, ...parts } = input;
  return {
    ...(parts as Pick<Contract, keyof typeof parts>),
    includeVat: breakdown.includeVat,
    vatRate: breakdown.vatRate,
    currency: breakdown.currency,
  };
}

function toContract(
  row: ContractRow,
  inventory: Contract['inventory'],
  now: Date,
  view: PricedView = 'entered',
): Contract {
  const { version, ...details } = row.details;
  const columns = { includeVat: row.includeVat, vatRate: row.vatRate, currency: row.currency };
  const price = contractPrice(row);
  return {
    ...details,
    _id: row.id,
    number: row.number,
    status: row.status,
    origin: row.origin,
    customStatus: customStatusOf(row),
    customer: customerOf(row),
    inventory,
    ...columns,
    ...(view === 'asPriced' ? pricedParts(price) : {}),
    price: price.breakdown,
    priceBasis: price.basis,
    relocationStartAt: row.relocationStartAt?.toISOString() ?? null,
    archived: row.archivedAt !== null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    ...lockState(row, now),
    revision: row.revision,
    offerOpen: row.status === 'PENDING' && row.offerValidUntil !== null && row.offerValidUntil > now,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listCompanyContracts(
  deps: ContractsDeps,
  ctx: RequestContext,
  query: ContractListQuery,
): Promise<Page<ContractSummary>> {
  authorize(ctx, 'contract:read');
  const now = deps.now();
  const { items, total } = await listContracts(deps.db, companyOf(ctx), query, now);
  return {
    items: items.map((row) => ({
      _id: row.id,
      number: row.number,
      status: row.status,
      origin: row.origin,
      customStatus: customStatusOf(row),
      customer: customerOf(row),
      relocationStartAt: row.relocationStartAt?.toISOString() ?? null,
      archived: row.archivedAt !== null,
      acceptedAt: row.acceptedAt?.toISOString() ?? null,
      currency: row.currency,
      createdAt: row.createdAt.toISOString(),
      moveOutCity: row.moveOutCity,
      moveInCity: row.moveInCity,
      grossLow: row.grossLow,
      grossHigh: row.grossHigh,
      overdue: row.status === 'PENDING' && row.offerValidUntil !== null && row.offerValidUntil < now,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * A contract as stored, without an authorization check: for code that authorized otherwise (the
 * customer's public offer link).
 */
export async function loadContract(
  db: Db,
  companyId: string,
  id: string,
  now: Date,
): Promise<Contract | null> {
  const row = await findContract(db, companyId, id);
  return row ? toContract(row, await findInventory(db, companyId, id), now) : null;
}

/**
 * A contract as its documents and its customer show it: its priced parts are those its price counts,
 * as the customer accepted them once they did (later edits of the office do not show there). Without
 * an authorization check, like `loadContract`.
 */
export async function loadContractAsPriced(
  db: Db,
  companyId: string,
  id: string,
  now: Date,
): Promise<Contract | null> {
  const row = await findContract(db, companyId, id);
  return row ? toContract(row, await findInventory(db, companyId, id), now, 'asPriced') : null;
}

export async function getContract(deps: ContractsDeps, ctx: RequestContext, id: string): Promise<Contract> {
  authorize(ctx, 'contract:read');
  const companyId = companyOf(ctx);
  const row = await findContract(deps.db, companyId, id);
  if (!row) throw notFound();
  return toContract(row, await findInventory(deps.db, companyId, id), deps.now());
}

export async function createContract(
  deps: ContractWriteDeps,
  ctx: RequestContext,
  values: ContractValues,
): Promise<Contract> {
  authorize(ctx, 'contract:write');
  const companyId = companyOf(ctx);
  const id = await deps.db.transaction(async (tx) => {
    const company = (await findCompany(tx, companyId))!.company;
    const resolved = await resolveReferences(tx, ctx, companyId, values, deps.webhooks);
    const details = detailsOf(values, resolved);
    const columns = {
      includeVat: values.includeVat ?? false,
      vatRate: company.vatRate,
      currency: company.currency,
    };
    const price = priceOf(details, columns, null).breakdown;
    const number = await nextNumber(tx, companyId, 'contract', company.contractNumberStart);
    const contractId = await insertContract(tx, {
      companyId,
      number,
      customerId: resolved.customerId,
      customStatusId: values.customStatusId,
      relocationStartAt: values.relocationDetails?.startAt
        ? new Date(values.relocationDetails.startAt)
        : null,
      details,
      ...columns,
      grossLow: price.grossLow,
      grossHigh: price.grossHigh,
      createdByUserId: ctx.actor.type === 'user' ? ctx.actor.id : null,
    });
    await replaceInventory(tx, companyId, contractId, values.inventory);
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: contractId,
      action: 'create',
      changes: diff(null, {
        number,
        customerId: resolved.customerId,
        ...details,
        ...(values.inventory.length > 0 ? { inventory: values.inventory } : {}),
      }),
    });
    if (values.relocationDetails?.startAt)
      await deps.calendarSync.changed(tx, companyId, { source: 'relocation', id: contractId });
    await deps.webhooks.publish(tx, companyId, 'contract.created', {
      id: contractId,
      number,
      customerId: resolved.customerId,
    });
    return contractId;
  });
  return getContract(deps, ctx, id);
}

export async function changeContract(
  deps: ContractWriteDeps,
  ctx: RequestContext,
  id: string,
  values: ContractValues,
): Promise<Contract> {
  authorize(ctx, 'contract:write');
  const companyId = companyOf(ctx);
  await deps.db.transaction(async (tx) => {
    const before = await findContract(tx, companyId, id);
    if (!before) throw notFound();
    if (lockState(before, deps.now()).readOnly) throw new AppError('error_contract_locked');
    const inventoryBefore = await findInventory(tx, companyId, id);
    const resolved = await resolveReferences(tx, ctx, companyId, values, deps.webhooks);
    const details = detailsOf(values, resolved);
    const columns = {
      includeVat: values.includeVat ?? false,
      vatRate: before.vatRate,
      currency: before.currency,
    };
    // An accepted job keeps its accepted price whatever changes (pricing.md): extra work is invoiced.
    const price = priceOf(details, columns, before.acceptedSnapshot).breakdown;
    await editContract(tx, companyId, id, {
      customerId: resolved.customerId,
      customStatusId: values.customStatusId,
      relocationStartAt: values.relocationDetails?.startAt
        ? new Date(values.relocationDetails.startAt)
        : null,
      details,
      includeVat: columns.includeVat,
      grossLow: price.grossLow,
      grossHigh: price.grossHigh,
    });
    await replaceInventory(tx, companyId, id, values.inventory);
    // The event shows the date, the customer and the places: any change may touch it.
    if (before.relocationStartAt || values.relocationDetails?.startAt)
      await deps.calendarSync.changed(tx, companyId, { source: 'relocation', id });
    await deps.webhooks.publish(tx, companyId, 'contract.updated', {
      id,
      number: before.number,
      customerId: resolved.customerId,
    });
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'update',
      changes: diff(
        {
          customerId: before.customer.id,
          customStatusId: before.customStatusId,
          includeVat: before.includeVat,
          ...before.details,
          inventory: inventoryBefore,
        },
        {
          customerId: resolved.customerId,
          customStatusId: values.customStatusId,
          includeVat: columns.includeVat,
          ...details,
          inventory: values.inventory,
        },
      ),
    });
  });
  return getContract(deps, ctx, id);
}

/** Any staff member deletes a contract the customer has not accepted; an accepted one only an owner. */
export async function removeContract(deps: ContractWriteDeps, ctx: RequestContext, id: string) {
  authorize(ctx, 'contract:write');
  const companyId = companyOf(ctx);
  await deps.db.transaction(async (tx) => {
    const before = await findContract(tx, companyId, id);
    if (!before) throw notFound();
    if (ACCEPTED_STATUSES.includes(before.status)) authorize(ctx, 'contract:delete-accepted');
    await deleteContract(tx, companyId, id);
    if (before.relocationStartAt)
      await deps.calendarSync.changed(tx, companyId, { source: 'relocation', id });
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'delete',
      changes: { number: [before.number, null], status: [before.status, null] },
    });
  });
}

/** Archived contracts leave the working list; restoring brings them back. */
export async function setArchived(
  deps: ContractWriteDeps,
  ctx: RequestContext,
  id: string,
  archived: boolean,
): Promise<Contract> {
  authorize(ctx, 'contract:write');
  const companyId = companyOf(ctx);
  await deps.db.transaction(async (tx) => {
    const before = await findContract(tx, companyId, id);
    if (!before) throw notFound();
    if ((before.archivedAt !== null) === archived) return;
    const archivedAt = archived ? deps.now() : null;
    await updateContract(tx, companyId, id, { archivedAt });
    // An archived job's move leaves the calendar; restored, it comes back.
    if (before.relocationStartAt)
      await deps.calendarSync.changed(tx, companyId, { source: 'relocation', id });
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'update',
      changes: { archived: [!archived, archived] },
    });
  });
  return getContract(deps, ctx, id);
}
