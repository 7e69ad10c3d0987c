import nodemailer from 'nodemailer';
import type { MailAttachment } from './outbox.ts';

export interface MailEnvelope {
  /** The outbox row, carried to the provider so its delivery events name it back. */
  outboxId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  attachments?: MailAttachment[];
}

/** Hands a message to the mail server; throws when it is refused or unreachable. */
export interface MailTransport {
  kind: 'smtp' | 'development';
  send(message: MailEnvelope): Promise<void>;
  close(): void;
}

/** The custom argument SendGrid echoes in every event of a message (unique_args of X-SMTPAPI). */
export const OUTBOX_ID_ARG = 'maxer_mail_id';

export function smtpTransport(url: string): MailTransport {
  // Pooled: reusing connections sends a message in ~14 ms instead of ~120 ms with a connection each
  // (bench/mail-throughput.ts); SMTP_URL may still say pool=false.
  const pooled = new URL(url);
  if (!pooled.searchParams.has('pool')) pooled.searchParams.set('pool', 'true');
  const transporter = nodemailer.createTransport(pooled.toString());
  return {
    kind: 'smtp',
    async send({ outboxId, attachments, ...message }) {
      await transporter.sendMail({
        ...message,
        attachments: attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
        headers: {
          'X-Maxer-Message': message.messageId,
          // SendGrid reads this header (raw JSON, hence `prepared`: no MIME encoding) and strips it;
          // other servers pass it on harmlessly.
          'X-SMTPAPI': {
            prepared: true,
            value: JSON.stringify({ unique_args: { [OUTBOX_ID_ARG]: outboxId } }),
          },
        },
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * The built-in development mailbox: nothing leaves the machine; the outbox row itself, marked sent,
 * is the message the mailbox page shows.
 */
export function developmentTransport(): MailTransport {
  return { kind: 'development', async send() {}, close() {} };
}
