import nodemailer from 'nodemailer';

export interface MailEnvelope {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
}

/** Hands a message to the mail server; throws when it is refused or unreachable. */
export interface MailTransport {
  kind: 'smtp' | 'development';
  send(message: MailEnvelope): Promise<void>;
  close(): void;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({ ...message, headers: { 'X-Maxer-Message': message.messageId } });
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
