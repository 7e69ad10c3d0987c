import type { EmailEventRecord, MailMessage, mailListQuerySchema, Page } from '@maxer/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { emailEvents } from '../../db/schema/index.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { companyOf, type RequestContext } from '../../platform/auth/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import {
  eventsOfMail,
  findMail,
  listMail,
  type MailRow,
  offerMailId,
  requeueFailedMail,
} from './mail.repo.ts';

export interface MailDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
}

export function toMessage(row: MailRow): MailMessage {
  return {
    _id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    messageId: row.messageId,
    status: row.status,
    deliveryState: row.lastEvent ?? row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    relatedType: row.relatedType,
    relatedId: row.relatedId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export function toEvent(row: typeof emailEvents.$inferSelect): EmailEventRecord {
  return {
    _id: row.id,
    mailId: row.mailId,
    event: row.event,
    occurredAt: row.occurredAt.toISOString(),
    email: row.email,
    detail: row.detail,
    receivedAt: row.receivedAt.toISOString(),
  };
}

export async function listCompanyMail(
  deps: MailDeps,
  ctx: RequestContext,
  query: z.output<typeof mailListQuerySchema>,
): Promise<Page<MailMessage>> {
  authorize(ctx, 'mail:read');
  const { items, total } = await listMail(deps.db, companyOf(ctx), query);
  return { items: items.map(toMessage), total, page: query.page, pageSize: query.pageSize };
}

/** Send a message that finally failed again, with a fresh set of attempts. */
export async function retryMail(deps: MailDeps, ctx: RequestContext, id: string): Promise<MailMessage> {
  authorize(ctx, 'mail:retry');
  const companyId = companyOf(ctx);
  // Put back and queued in one transaction: the message waits only with a job that sends it.
  const requeued = await deps.db.transaction(async (tx) => {
    if (!(await requeueFailedMail(tx, companyId, id))) return false;
    await deps.mailer.requeue(tx, id);
    return true;
  });
  if (!requeued) {
    if (!(await findMail(deps.db, companyId, id))) throw notFound();
    throw new AppError('error_mail_not_failed');
  }
  return toMessage((await findMail(deps.db, companyId, id))!);
}

export async function mailEvents(
  deps: MailDeps,
  ctx: RequestContext,
  id: string,
): Promise<EmailEventRecord[]> {
  authorize(ctx, 'mail:read');
  const companyId = companyOf(ctx);
  if (!(await findMail(deps.db, companyId, id))) throw notFound();
  return (await eventsOfMail(deps.db, companyId, id)).map(toEvent);
}

/** The delivery events of the e-mail that carried an offer (empty before it has any). */
export async function offerEmailEvents(
  deps: MailDeps,
  ctx: RequestContext,
  offerId: string,
): Promise<EmailEventRecord[]> {
  authorize(ctx, 'offer:read');
  const companyId = companyOf(ctx);
  const offer = await offerMailId(deps.db, companyId, offerId);
  if (!offer) throw notFound();
  if (!offer.mailId) return [];
  return (await eventsOfMail(deps.db, companyId, offer.mailId)).map(toEvent);
}
