import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { mailAttachments, mailOutbox } from '../../db/schema/index.ts';

/** A file sent with a message (an invoice PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  companyId: string | null;
  kind: string;
  related?: { type: string; id: string };
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

/**
 * Put a message in the outbox. Call it with the transaction of the change that causes the message:
 * it is sent only if that change commits.
 */
export async function enqueueMail(tx: Db, mail: OutgoingMail, messageDomain: string): Promise<string> {
  const id = randomUUID();
  await tx.insert(mailOutbox).values({
    id,
    companyId: mail.companyId,
    kind: mail.kind,
    relatedType: mail.related?.type ?? null,
    relatedId: mail.related?.id ?? null,
    recipient: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: `<${id}@${messageDomain}>`,
  });
  if (mail.attachments?.length)
    await tx.insert(mailAttachments).values(
      mail.attachments.map((file, position) => ({
        mailId: id,
        companyId: mail.companyId,
        position,
        filename: file.filename,
        contentType: file.contentType,
        size: file.content.length,
        content: file.content,
      })),
    );
  return id;
}
