import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export interface OutgoingMail {
  companyId: string | null;
  kind: string;
  related?: { type: string; id: string };
  to: string;
  subject: string;
  html: string;
  text: string;
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
  return id;
}
