import {
  addCalendarDays,
  calendarDayIn,
  computeInvoiceTotals,
  DEFAULT_PAYMENT_TERM_DAYS,
  HEADER_FOOTER_PLACEHOLDERS,
  type Invoice,
  type InvoiceFromContractOutput,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceValues,
  type Language,
  unknownPlaceholders,
} from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { diff, recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { companyHas, unknownProductFields } from '../../platform/company-references.ts';
import { nextNumber } from '../../platform/counters.ts';
import { AppError, type FieldError, notFound } from '../../platform/errors.ts';
import { createOnce, forgetKeysOf } from '../../platform/idempotency.ts';
import type { WebhookEvents } from '../../platform/webhook-events.ts';
import { findCompany } from '../company/index.ts';
import { invoiceLinesFromContract } from './invoice-from-contract.ts';
import { paymentAccountFor } from './invoice-payment-account.ts';
import { companyToday, toInvoice, toInvoiceSummary } from './invoice-view.ts';
import {
  deleteInvoice,
  findContractForInvoice,
  findInvoice,
  insertInvoice,
  latestInvoiceOfContract,
  listInvoices,
  lockInvoice,
  updateInvoice,
} from './invoices.repo.ts';

export interface InvoicesDeps {
  db: Db;
  now: () => Date;
  /** The company's webhook endpoints hear of each invoice created (ADR 053). */
  webhooks: WebhookEvents;
}

const ENTITY = 'invoice';

type ContractForInvoice = NonNullable<Awaited<ReturnType<typeof findContractForInvoice>>>;

/** A contract can be invoiced once it left OPEN (decisions.md). */
function assertInvoiceable(contract: ContractForInvoice) {
  if (contract.status === 'OPEN')
    throw new AppError('error_contract_still_open', { params: { id: contract.number } });
}

/**
 * One invoice per job unless another is asked for (ADR 023). The caller holds the contract's row lock
 * (`findContractForInvoice(…, true)`), so parallel requests for one job see each other's invoices.
 */
async function assertFirstInvoice(
  tx: Db,
  companyId: string,
  contractId: string,
  another: boolean,
  exceptInvoiceId?: string,
) {
  if (another) return;
  const existing = await latestInvoiceOfContract(tx, companyId, contractId, exceptInvoiceId);
  if (existing)
    throw new AppError('error_contract_already_invoiced', { params: { number: existing.number } });
}

/**
 * Customer, contract and the lines' catalogue products must be the company's; the contract must be
 * the customer's and not OPEN; a job linked anew that has an invoice needs `another` (`linking`:
 * the invoice is created, or its contract changes).
 */
async function checkReferences(
  tx: Db,
  companyId: string,
  values: InvoiceValues,
  linking: { exceptInvoiceId?: string } | false,
) {
  const fields: Record<string, FieldError> = await unknownProductFields(tx, companyId, values.lines, 'lines');
  for (const field of ['header', 'footer'] as const) {
    const [unknown] = unknownPlaceholders(values[field] ?? '', HEADER_FOOTER_PLACEHOLDERS);
    if (unknown) fields[field] = { code: 'error_placeholder_unknown', params: { name: `{{${unknown}}}` } };
  }
  if (!(await companyHas(tx, customers, companyId, values.customerId)))
    fields.customerId = 'error_field_invalid';
  if (values.contractId) {
    const contract = await findContractForInvoice(tx, companyId, values.contractId, linking !== false);
    if (!contract || contract.customerId !== values.customerId) fields.contractId = 'error_field_invalid';
    else if (Object.keys(fields).length === 0) {
      assertInvoiceable(contract);
      if (linking)
        await assertFirstInvoice(tx, companyId, contract.id, values.another, linking.exceptInvoiceId);
    }
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
  company: { iban: string | null; invoiceNumberStart: number },
  webhooks: WebhookEvents,
) {
  // The company's first invoice number (a setting, like job and customer numbers); raised later, the sequence moves up to it.
  const number = await nextNumber(tx, companyId, 'invoice', company.invoiceNumberStart);
  const companyIban = company.iban;
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
  await webhooks.publish(tx, companyId, 'invoice.created', {
    id,
    number,
    contractId: content.contractId,
    customerId: content.customerId,
    total: content.total,
  });
  return id;
}

/** A created invoice, and whether this request created it (false: its idempotency key's first answer). */
export interface CreatedInvoice {
  invoice: Invoice;
  created: boolean;
}

/**
 * A free invoice for a customer, or one linked to a contract (lines as the form sends them); at most
 * once per idempotency key.
 */
export async function createInvoice(
  deps: InvoicesDeps,
  ctx: RequestContext,
  values: InvoiceValues,
): Promise<CreatedInvoice> {
  authorize(ctx, 'invoice:write');
  const companyId = companyOf(ctx);
  const { idempotencyKey, ...request } = values;
  const { id, created } = await deps.db.transaction(async (tx) => {
    // The job's row first, then the key, in the same order as from the job's own route (no deadlock).
    if (values.contractId) await findContractForInvoice(tx, companyId, values.contractId, true);
    return createOnce(
      tx,
      { companyId, scope: 'invoice', key: idempotencyKey, request: { free: request } },
      async () => {
        const { company } = (await findCompany(tx, companyId))!;
        await checkReferences(tx, companyId, values, {});
        const content = contentOf(values, values.vatRate ?? company.vatRate, company.currency);
        return insertNumbered(tx, ctx, companyId, content, company.currency, company, deps.webhooks);
      },
    );
  });
  return { invoice: await getInvoice(deps, ctx, id), created };
}

/**
 * An invoice made from a contract in one step: its lines (invoice-from-contract.ts), the contract's
 * customer, today (the company's day) and the default payment term unless dates are given. Under the
 * contract's row lock: one invoice per job unless `another` is asked for, and at most one per
 * idempotency key (ADR 023).
 */
export async function createInvoiceFromContract(
  deps: InvoicesDeps,
  ctx: RequestContext,
  contractId: string,
  input: InvoiceFromContractOutput,
  language: Language,
): Promise<CreatedInvoice> {
  authorize(ctx, 'invoice:write');
  const companyId = companyOf(ctx);
  const { idempotencyKey, ...asked } = input;
  // What was asked: the job and the body (the language of the lines is the request's header, not asked).
  const request = { contractId, ...asked };
  const { id, created } = await deps.db.transaction(async (tx) => {
    const contract = await findContractForInvoice(tx, companyId, contractId, true);
    if (!contract) throw new AppError('error_contract_not_found');
    return createOnce(tx, { companyId, scope: 'invoice', key: idempotencyKey, request }, async () => {
      assertInvoiceable(contract);
      await assertFirstInvoice(tx, companyId, contract.id, input.another);
      const { company } = (await findCompany(tx, companyId))!;
      const date = input.date ?? calendarDayIn(deps.now(), company.timeZone);
      const dueDate = input.dueDate ?? addCalendarDays(date, DEFAULT_PAYMENT_TERM_DAYS);
      if (dueDate < date)
        throw new AppError('error_validation', { fields: { dueDate: 'error_field_invalid' } });
      const { lines, includeVat, vatRate, currency } = invoiceLinesFromContract(
        contract,
        language,
        input.worked ?? null,
      );
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
        another: input.another,
      };
      return insertNumbered(
        tx,
        ctx,
        companyId,
        contentOf(values, vatRate, currency),
        currency,
        company,
        deps.webhooks,
      );
    });
  });
  return { invoice: await getInvoice(deps, ctx, id), created };
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
    const relinked = values.contractId !== null && values.contractId !== before.contractId;
    await checkReferences(tx, companyId, values, relinked && { exceptInvoiceId: id });
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
    await forgetKeysOf(tx, companyId, 'invoice', id);
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'delete',
      changes: { number: [locked.number, null], total: [locked.total, null] },
    });
  });
}
