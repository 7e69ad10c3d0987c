import {
  addCalendarDays,
  calendarDayIn,
  computeInvoiceTotals,
  DEFAULT_PAYMENT_TERM_DAYS,
  HEADER_FOOTER_PLACEHOLDERS,
  type Invoice,
  type InvoiceFromContractInput,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceValues,
  type Language,
  unknownPlaceholders,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { diff, recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { nextNumber } from '../../platform/counters.ts';
import { AppError, type FieldError, notFound } from '../../platform/errors.ts';
import { findCompany } from '../company/company.repo.ts';
import { invoiceLinesFromContract } from './invoice-from-contract.ts';
import { paymentAccountFor } from './invoice-payment-account.ts';
import { companyToday, toInvoice, toInvoiceSummary } from './invoice-view.ts';
import {
  companyCustomerExists,
  deleteInvoice,
  findContractForInvoice,
  findInvoice,
  insertInvoice,
  listInvoices,
  lockInvoice,
  updateInvoice,
} from './invoices.repo.ts';

export interface InvoicesDeps {
  db: Db;
  now: () => Date;
}

const ENTITY = 'invoice';
/** Invoice numbers start at 1 per company (companies have no setting for it). */
const INVOICE_NUMBER_START = 1;

type ContractForInvoice = NonNullable<Awaited<ReturnType<typeof findContractForInvoice>>>;

/** A contract can be invoiced once it left OPEN (decisions.md). */
function assertInvoiceable(contract: ContractForInvoice) {
  if (contract.status === 'OPEN')
    throw new AppError('error_contract_still_open', { params: { id: contract.number } });
}

/** Customer and contract must be the company's; the contract must be the customer's and not OPEN. */
async function checkReferences(tx: Db, companyId: string, values: InvoiceValues) {
  const fields: Record<string, FieldError> = {};
  for (const field of ['header', 'footer'] as const) {
    const [unknown] = unknownPlaceholders(values[field] ?? '', HEADER_FOOTER_PLACEHOLDERS);
    if (unknown) fields[field] = { code: 'error_placeholder_unknown', params: { name: `{{${unknown}}}` } };
  }
  if (!(await companyCustomerExists(tx, companyId, values.customerId)))
    fields.customerId = 'error_field_invalid';
  if (values.contractId) {
    const contract = await findContractForInvoice(tx, companyId, values.contractId);
    if (!contract || contract.customerId !== values.customerId) fields.contractId = 'error_field_invalid';
    else if (Object.keys(fields).length === 0) assertInvoiceable(contract);
  }
  if (Object.keys(fields).length > 0) throw new AppError('error_validation', { fields });
}

/** The stored columns of an invoice's content, with its totals computed by the domain. */
function contentOf(values: InvoiceValues, vatRate: number, currency: 'CHF' | 'EUR') {
  const totals = computeInvoiceTotals({
    lines: values.lines,
    includeVat: values.includeVat,
    vatRate,
    currency,
  });
  return {
    customerId: values.customerId,
    contractId: values.contractId,
    date: values.date,
    dueDate: values.dueDate,
    header: values.header,
    footer: values.footer,
    lines: values.lines,
    includeVat: values.includeVat,
    vatRate,
    net: totals.net,
    vat: totals.vat,
    total: totals.total,
  };
}

export async function listCompanyInvoices(
  deps: InvoicesDeps,
  ctx: RequestContext,
  query: InvoiceListQuery,
): Promise<InvoicePage> {
  authorize(ctx, 'invoice:read');
  const companyId = companyOf(ctx);
  const today = companyToday(ctx, deps.now());
  const { items, total, sums } = await listInvoices(deps.db, companyId, query, today);
  return {
    items: items.map((row) => toInvoiceSummary(row, today)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    sums,
  };
}

export async function getInvoice(deps: InvoicesDeps, ctx: RequestContext, id: string): Promise<Invoice> {
  authorize(ctx, 'invoice:read');
  const companyId = companyOf(ctx);
  const row = await findInvoice(deps.db, companyId, id);
  if (!row) throw notFound();
  return toInvoice(row, companyToday(ctx, deps.now()));
}

/** Insert with the next gapless number, inside the caller's transaction. */
async function insertNumbered(
  tx: Db,
  ctx: RequestContext,
  companyId: string,
  content: ReturnType<typeof contentOf>,
  currency: 'CHF' | 'EUR',
  companyIban: string | null,
) {
  const number = await nextNumber(tx, companyId, 'invoice', INVOICE_NUMBER_START);
  const id = await insertInvoice(tx, {
    companyId,
    number,
    currency,
    ...content,
    ...paymentAccountFor(companyIban, number),
    createdByUserId: ctx.actor.type === 'user' ? ctx.actor.id : null,
  });
  await recordActivity(tx, ctx, companyId, {
    entityType: ENTITY,
    entityId: id,
    action: 'create',
    changes: diff(null, { number, currency, ...content }),
  });
  return id;
}

/** A free invoice for a customer, or one linked to a contract (lines as the form sends them). */
export async function createInvoice(
  deps: InvoicesDeps,
  ctx: RequestContext,
  values: InvoiceValues,
): Promise<Invoice> {
  authorize(ctx, 'invoice:write');
  const companyId = companyOf(ctx);
  const id = await deps.db.transaction(async (tx) => {
    const { company } = (await findCompany(tx, companyId))!;
    await checkReferences(tx, companyId, values);
    const content = contentOf(values, values.vatRate ?? company.vatRate, company.currency);
    return insertNumbered(tx, ctx, companyId, content, company.currency, company.iban);
  });
  return getInvoice(deps, ctx, id);
}

/**
 * An invoice made from a contract in one step: its lines (invoice-from-contract.ts), the contract's
 * customer, today (the company's day) and the default payment term unless dates are given.
 */
export async function createInvoiceFromContract(
  deps: InvoicesDeps,
  ctx: RequestContext,
  contractId: string,
  input: InvoiceFromContractInput,
  language: Language,
): Promise<Invoice> {
  authorize(ctx, 'invoice:write');
  const companyId = companyOf(ctx);
  const id = await deps.db.transaction(async (tx) => {
    const contract = await findContractForInvoice(tx, companyId, contractId);
    if (!contract) throw new AppError('error_contract_not_found');
    assertInvoiceable(contract);
    const { company } = (await findCompany(tx, companyId))!;
    const date = input.date ?? calendarDayIn(deps.now(), company.timeZone);
    const dueDate = input.dueDate ?? addCalendarDays(date, DEFAULT_PAYMENT_TERM_DAYS);
    if (dueDate < date)
      throw new AppError('error_validation', { fields: { dueDate: 'error_field_invalid' } });
    const { lines, includeVat, vatRate, currency } = invoiceLinesFromContract(contract, language);
    const values: InvoiceValues = {
      customerId: contract.customerId,
      contractId: contract.id,
      date,
      dueDate,
      header: null,
      footer: null,
      lines,
      includeVat,
      vatRate,
    };
    return insertNumbered(tx, ctx, companyId, contentOf(values, vatRate, currency), currency, company.iban);
  });
  return getInvoice(deps, ctx, id);
}

/** An invoice with payments is not changed until they are removed (spec §4). */
async function lockWithoutPayments(tx: Db, companyId: string, id: string) {
  const locked = await lockInvoice(tx, companyId, id);
  if (!locked) throw notFound();
  if (locked.paid > 0) throw new AppError('error_unpaid_not_zero');
  return locked;
}

export async function changeInvoice(
  deps: InvoicesDeps,
  ctx: RequestContext,
  id: string,
  values: InvoiceValues,
): Promise<Invoice> {
  authorize(ctx, 'invoice:write');
  const companyId = companyOf(ctx);
  await deps.db.transaction(async (tx) => {
    await lockWithoutPayments(tx, companyId, id);
    const before = (await findInvoice(tx, companyId, id))!;
    await checkReferences(tx, companyId, values);
    // The currency stays the one the invoice was written in.
    const content = contentOf(values, values.vatRate ?? before.vatRate, before.currency);
    await updateInvoice(tx, companyId, id, content);
    const previous = {
      customerId: before.customer.id,
      contractId: before.contractId,
      date: before.date,
      dueDate: before.dueDate,
      header: before.header,
      footer: before.footer,
      lines: before.lines,
      includeVat: before.includeVat,
      vatRate: before.vatRate,
      net: before.net,
      vat: before.vat,
      total: before.total,
    };
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'update',
      changes: diff(previous, content),
    });
  });
  return getInvoice(deps, ctx, id);
}

export async function removeInvoice(deps: InvoicesDeps, ctx: RequestContext, id: string) {
  authorize(ctx, 'invoice:read');
  const companyId = companyOf(ctx);
  await deps.db.transaction(async (tx) => {
    // Not yours reads as missing before the owner check (404, never 403, for another company's id).
    const locked = await lockWithoutPayments(tx, companyId, id);
    authorize(ctx, 'invoice:delete');
    await deleteInvoice(tx, companyId, id);
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'delete',
      changes: { number: [locked.number, null], total: [locked.total, null] },
    });
  });
}
