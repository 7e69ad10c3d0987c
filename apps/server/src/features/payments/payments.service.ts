import type { Language, Payment, PaymentListQuery, PaymentValues } from '@maxer/domain';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { createOnce, forgetKeysOf } from '../../platform/idempotency.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { announceToAdmins, type Realtime } from '../../platform/realtime.ts';
import type { WebhookEvents } from '../../platform/webhook-events.ts';
import { findCompany } from '../company/index.ts';
import { INVOICE_RELATION } from '../invoice-mails/index.ts';
import { findInvoice, lockInvoice, recomputeInvoicePaid } from '../invoices/index.ts';
import {
  announceNotifications,
  type RecordedNotifications,
  recordNotification,
} from '../notifications/index.ts';
import { paymentNoticeMail } from './payment-notice-mail.ts';
import {
  deletePayment,
  findPayment,
  insertPayment,
  listPayments,
  type PaymentRow,
  paymentInvoiceId,
} from './payments.repo.ts';

export interface PaymentsDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  realtime: Realtime;
  /** The company's webhook endpoints hear of payments and of invoices paid in full (ADR 053). */
  webhooks: WebhookEvents;
}

const ENTITY = 'payment';

export function toPayment(row: PaymentRow): Payment {
  return {
    _id: row.id,
    invoice: { _id: row.invoiceId, number: row.invoiceNumber },
    customer: { _id: row.customerId, name: row.customerName },
    amount: row.amount,
    currency: row.currency,
    method: row.method,
    date: row.date,
    notes: row.notes,
    notifyCustomer: row.notifyCustomer,
    bankReference: row.bankReference,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listCompanyPayments(deps: PaymentsDeps, ctx: RequestContext, query: PaymentListQuery) {
  authorize(ctx, 'payment:read');
  const { items, total, sums } = await listPayments(deps.db, companyOf(ctx), query);
  return { items: items.map(toPayment), total, page: query.page, pageSize: query.pageSize, sums };
}

/** The payments of one invoice (all of them: an invoice has few); 404 for another company's invoice. */
export async function listInvoicePayments(deps: PaymentsDeps, ctx: RequestContext, invoiceId: string) {
  authorize(ctx, 'payment:read');
  const companyId = companyOf(ctx);
  if (!(await findInvoice(deps.db, companyId, invoiceId))) throw notFound();
  const page = await listPayments(deps.db, companyId, {
    invoiceId,
    page: 1,
    pageSize: 1000,
    sort: 'date',
  });
  return page.items.map(toPayment);
}

export async function getPayment(deps: PaymentsDeps, ctx: RequestContext, id: string): Promise<Payment> {
  authorize(ctx, 'payment:read');
  const row = await findPayment(deps.db, companyOf(ctx), id);
  if (!row) throw notFound();
  return toPayment(row);
}

/**
 * Record a payment. Everything happens under the invoice's row lock (`lockInvoice`, FOR UPDATE), so
 * two simultaneous payments see each other's amounts and cannot together exceed the unpaid amount.
 * The idempotency key (platform/idempotency.ts) makes a double submission answer the first payment
 * (`created: false`) instead of paying twice; the same key with another payment (another amount,
 * another invoice) answers error_idempotency_key_reused. The customer's notice goes into the outbox
 * in the same transaction, so it is sent only if the payment commits.
 */
export async function recordPayment(
  deps: PaymentsDeps,
  ctx: RequestContext,
  invoiceId: string,
  values: PaymentValues,
  language: Language,
): Promise<{ payment: Payment; created: boolean }> {
  authorize(ctx, 'payment:write');
  const companyId = companyOf(ctx);
  const { idempotencyKey, ...asked } = values;
  let written: WrittenPayment | undefined;
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockInvoice(tx, companyId, invoiceId);
    if (!locked) throw notFound();
    const request = { invoiceId, ...asked };
    return createOnce(tx, { companyId, scope: 'payment', key: idempotencyKey, request }, async () => {
      written = await writePayment(deps, tx, ctx, locked, { ...asked, bankReference: null }, language);
      return written.id;
    });
  });
  const payment = await getPayment(deps, ctx, result.id);
  // A replayed request (same idempotency key) paid nothing new: no second event.
  if (result.created && written) await announcePayments(deps, companyId, [written]);
  return { payment, created: result.created };
}

/** A payment as `writePayment` takes it: the form's values, or a bank booking's with its reference. */
export type PaymentWrite = Omit<PaymentValues, 'idempotencyKey'> & { bankReference: string | null };
export type LockedInvoice = NonNullable<Awaited<ReturnType<typeof lockInvoice>>>;
export interface WrittenPayment {
  id: string;
  createdAt: Date;
  invoiceNumber: number;
  customerName: string;
  notified: RecordedNotifications;
}

/**
 * The one way a payment is written, inside the caller's transaction with the invoice locked
 * (`lockInvoice`): the amount checked against what is open, the payment, the invoice's paid amount,
 * the activity, the customer's notice when asked, the colleagues' notifications. A form's payment
 * and a bank statement's (bank-statement-import.ts) both come through here. After the commit the
 * caller hands the result to `announcePayments`.
 */
export async function writePayment(
  deps: PaymentsDeps,
  tx: Db,
  ctx: RequestContext,
  locked: LockedInvoice,
  values: PaymentWrite,
  language: Language,
): Promise<WrittenPayment> {
  const companyId = companyOf(ctx);
  const invoiceId = locked.id;
  if (values.amount > locked.total - locked.paid)
    throw new AppError('error_payment_more_then_invoice_amount');
  const inserted = await insertPayment(tx, {
    companyId,
    invoiceId,
    amount: values.amount,
    method: values.method,
    date: values.date,
    notes: values.notes,
    notifyCustomer: values.notifyCustomer,
    bankReference: values.bankReference,
    createdByUserId: ctx.actor.type === 'user' ? ctx.actor.id : null,
  });
  const amounts = (await recomputeInvoicePaid(tx, companyId, invoiceId))!;
  await recordActivity(tx, ctx, companyId, {
    entityType: ENTITY,
    entityId: inserted.id,
    action: 'create',
    changes: {
      invoiceNumber: [null, locked.number],
      amount: [null, values.amount],
      method: [null, values.method],
      date: [null, values.date],
      paid: [locked.paid, amounts.paid],
      ...(values.bankReference ? { bankReference: [null, values.bankReference] } : {}),
    },
  });
  await deps.webhooks.publish(tx, companyId, 'payment.created', {
    id: inserted.id,
    invoiceId,
    amount: values.amount,
  });
  if (values.notifyCustomer) await notifyCustomer(deps, tx, companyId, invoiceId, values, amounts, language);
  // The colleagues are told (not the one who recorded it), in this transaction (ADR 039).
  const invoice = (await findInvoice(tx, companyId, invoiceId))!;
  // Paid in full by this payment: once per time the invoice becomes paid.
  if (locked.paid < locked.total && amounts.paid >= locked.total)
    await deps.webhooks.publish(tx, companyId, 'invoice.paid', {
      id: invoiceId,
      number: locked.number,
      contractId: invoice.contractId,
      customerId: invoice.customer.id,
      total: locked.total,
    });
  const notified = await recordNotification(tx, {
    companyId,
    exceptUserId: ctx.actor.type === 'user' ? ctx.actor.id : null,
    kind: 'paymentRecorded',
    data: {
      invoiceId,
      invoiceNumber: locked.number,
      customerName: invoice.customer.name,
      amount: values.amount,
      currency: invoice.currency,
    },
    at: deps.now(),
  });
  return {
    id: inserted.id,
    createdAt: inserted.createdAt,
    invoiceNumber: locked.number,
    customerName: invoice.customer.name,
    notified,
  };
}

/** After the commit: the colleagues' bells, and the platform admins' live dashboard, once per payment. */
export async function announcePayments(deps: PaymentsDeps, companyId: string, written: WrittenPayment[]) {
  if (written.length === 0) return;
  const company = await findCompany(deps.db, companyId);
  for (const payment of written) {
    announceNotifications(deps.realtime, payment.notified);
    announceToAdmins(deps.realtime, {
      kind: 'invoicePaid',
      at: payment.createdAt.toISOString(),
      company: { _id: companyId, name: company?.company.name ?? '' },
      user: null,
      number: payment.invoiceNumber,
    });
  }
}

/** The notice with the new balance; nothing when the customer has no e-mail address. */
async function notifyCustomer(
  deps: PaymentsDeps,
  tx: Db,
  companyId: string,
  invoiceId: string,
  values: PaymentWrite,
  amounts: { total: number; paid: number; unpaid: number },
  language: Language,
) {
  const invoice = (await findInvoice(tx, companyId, invoiceId))!;
  if (!invoice.customer.email) return false;
  const company = (await findCompany(tx, companyId))!.company;
  await deps.mailer.enqueue(tx, {
    companyId,
    kind: 'payment-notice',
    related: { type: INVOICE_RELATION, id: invoiceId },
    to: invoice.customer.email,
    ...paymentNoticeMail({
      language,
      companyName: company.name,
      customerName: invoice.customer.name,
      invoiceNumber: invoice.number,
      currency: invoice.currency,
      amount: values.amount,
      date: values.date,
      ...amounts,
    }),
  });
  return true;
}

/** Remove a payment (how a mistake is corrected): the invoice's paid amount drops, it is unpaid again. */
export async function removePayment(deps: PaymentsDeps, ctx: RequestContext, id: string) {
  authorize(ctx, 'payment:write');
  const companyId = companyOf(ctx);
  await deps.db.transaction(async (tx) => {
    const found = await paymentInvoiceId(tx, companyId, id);
    if (!found) throw notFound();
    const locked = (await lockInvoice(tx, companyId, found.invoiceId))!;
    // A second delete of the same payment waited for the lock above and finds it gone.
    if (!(await deletePayment(tx, companyId, id))) throw notFound();
    await forgetKeysOf(tx, companyId, 'payment', id);
    await deps.webhooks.publish(tx, companyId, 'payment.deleted', {
      id,
      invoiceId: found.invoiceId,
      amount: found.amount,
    });
    const amounts = (await recomputeInvoicePaid(tx, companyId, found.invoiceId))!;
    await recordActivity(tx, ctx, companyId, {
      entityType: ENTITY,
      entityId: id,
      action: 'delete',
      changes: {
        invoiceNumber: [locked.number, null],
        amount: [found.amount, null],
        paid: [locked.paid, amounts.paid],
      },
    });
  });
}
