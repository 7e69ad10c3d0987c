import type { InvoiceMail, invoiceSendSchema, Page } from '@maxer/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../platform/activity.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { composeTemplateMail } from '../../platform/mail/compose/index.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { findInvoice, invoicePdf, loadInvoiceView } from '../invoices/index.ts';
import { toEvent, toMessage } from '../mail/index.ts';
import { chosenMailTemplate } from '../mail-templates/index.ts';
import { defaultInvoiceMail, invoiceMailValues } from './invoice-mail-text.ts';
import {
  attachmentsOfMails,
  eventsOfMails,
  findInvoiceMailRow,
  INVOICE_RELATION,
  type InvoiceMailRow,
  listInvoiceMailRows,
} from './invoice-mails.repo.ts';

export interface InvoiceMailsDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  storage: FileStorage;
}

/** Rows with their events and attachments, fetched for the whole page at once (no query per message). */
async function present(db: Db, companyId: string, rows: InvoiceMailRow[]): Promise<InvoiceMail[]> {
  const ids = rows.map((row) => row.id);
  const [events, files] = await Promise.all([
    eventsOfMails(db, companyId, ids),
    attachmentsOfMails(db, companyId, ids),
  ]);
  return rows.map((row) => ({
    ...toMessage(row),
    lastEventAt: row.lastEventAt?.toISOString() ?? null,
    attachments: files
      .filter((file) => file.mailId === row.id)
      .map(({ filename, contentType, size }) => ({ filename, contentType, size })),
    events: events.filter((event) => event.mailId === row.id).map(toEvent),
  }));
}

/**
 * E-mail the invoice to the customer with its PDF attached. The PDF is rendered here, inside the
 * transaction that enqueues the message and records the activity: the customer gets the document as
 * it was when it was sent (a later retry does not render it again), and nothing is sent if any of it
 * fails.
 */
export async function sendInvoice(
  deps: InvoiceMailsDeps,
  ctx: RequestContext,
  invoiceId: string,
  input: z.output<typeof invoiceSendSchema>,
): Promise<InvoiceMail> {
  authorize(ctx, 'invoice:write');
  const companyId = companyOf(ctx);
  const now = deps.now();
  const mailId = await deps.db.transaction(async (tx) => {
    const view = await loadInvoiceView(tx, companyId, invoiceId, now);
    if (!view) throw notFound();
    const recipient = input.recipient ?? view.customer.email;
    if (!recipient) throw new AppError('error_validation', { fields: { recipient: 'error_field_required' } });
    let text = defaultInvoiceMail(view, input.language);
    if (input.mailTemplateId) {
      // Another company's (or a deleted) template is unknown, exactly like a missing one: the body's
      // field is invalid (ADR 023).
      const template = await chosenMailTemplate(tx, companyId, input.mailTemplateId);
      text = composeTemplateMail(template, invoiceMailValues(view, input.language, recipient));
    }
    const pdf = await invoicePdf({ ...deps, db: tx }, ctx, invoiceId, input.language);
    const id = await deps.mailer.enqueue(tx, {
      companyId,
      kind: 'invoice',
      related: { type: INVOICE_RELATION, id: invoiceId },
      to: recipient,
      ...text,
      attachments: [{ filename: pdf.filename, contentType: 'application/pdf', content: pdf.content }],
    });
    await recordActivity(tx, ctx, companyId, {
      entityType: 'invoice',
      entityId: invoiceId,
      action: 'update',
      changes: {
        emailed: [null, { recipient, subject: text.subject, language: input.language, mailId: id }],
      },
    });
    return id;
  });
  const row = (await findInvoiceMailRow(deps.db, companyId, invoiceId, mailId))!;
  const [mail] = await present(deps.db, companyId, [row]);
  return mail!;
}

/** Every e-mail of the invoice (the invoice sent, payment notices), newest first, with delivery events. */
export async function listInvoiceMails(
  deps: InvoiceMailsDeps,
  ctx: RequestContext,
  invoiceId: string,
  page: { page: number; pageSize: number },
): Promise<Page<InvoiceMail>> {
  authorize(ctx, 'invoice:read');
  const companyId = companyOf(ctx);
  if (!(await findInvoice(deps.db, companyId, invoiceId))) throw notFound();
  const { items, total } = await listInvoiceMailRows(deps.db, companyId, invoiceId, page);
  return { items: await present(deps.db, companyId, items), total, ...page };
}
