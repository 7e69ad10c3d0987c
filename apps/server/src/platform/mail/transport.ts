import type { Transporter } from 'nodemailer';
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
  /** Rejects, and drops the connection, when `signal` aborts or the transport's own deadline passes. */
  send(message: MailEnvelope, signal?: AbortSignal): Promise<void>;
  /** The longest one `send` may take: a mail job must be held longer than this (delivery.ts). */
  readonly deadlineMs: number;
  close(): void;
}

/**
 * How long an SMTP conversation may wait, in milliseconds. nodemailer's own defaults (2 minutes to
 * connect, 10 minutes of silence on the socket) exceed the time a worker holds a mail job, so a
 * second worker could send the same message while the first still waits. Each phase is bounded, and
 * `deadlineMs` bounds the whole send, queueing for a pooled connection included.
 */
export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
  deadlineMs: number;
}

export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 20_000,
  greetingMs: 20_000,
  socketMs: 60_000,
  deadlineMs: 120_000,
};

/** The custom argument SendGrid echoes in every event of a message (unique_args of X-SMTPAPI). */
export const OUTBOX_ID_ARG = 'maxer_mail_id';

export function smtpTransport(url: string, timeouts: SmtpTimeouts = SMTP_TIMEOUTS): MailTransport {
  // Pooled: reusing connections sends a message in ~14 ms instead of ~120 ms with a connection each
  // (bench/mail-throughput.ts); SMTP_URL may still say pool=false.
  const pooled = new URL(url);
  if (!pooled.searchParams.has('pool')) pooled.searchParams.set('pool', 'true');
  const options = {
    url: pooled.toString(),
    connectionTimeout: timeouts.connectionMs,
    dnsTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    // Closing drops the connections at once: an abandoned send must not go on in the background.
    socketCloseTimeout: 0,
  };
  // nodemailer is loaded, and the pool made, at the first send, not at the server's start (ADR 063):
  // making a transport opens no connection, so a wrong SMTP_URL showed only at a send before as well.
  let nodemailer: Promise<typeof import('nodemailer')> | undefined;
  let transporter: Transporter | undefined;
  let closed = false;
  const open = async (): Promise<Transporter> => {
    nodemailer ??= import('nodemailer');
    const { default: mail } = await nodemailer;
    transporter ??= mail.createTransport(options);
    if (closed) transporter.close();
    return transporter;
  };

  /** Run `sending`, or give up when `signal` aborts or the deadline passes, dropping the connections. */
  async function bounded<T>(sending: (via: Transporter) => Promise<T>, signal?: AbortSignal) {
    const deadline = AbortSignal.timeout(timeouts.deadlineMs);
    const stop = signal ? AbortSignal.any([signal, deadline]) : deadline;
    stop.throwIfAborted();
    const via = await open();
    stop.throwIfAborted();
    let onAbort = () => {};
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => {
        // Every connection of this pool goes, so the message cannot still be on its way later; the
        // other messages on it fail too and are retried. The next send opens a fresh pool.
        if (transporter === via) transporter = undefined;
        via.close();
        reject(new Error(`SMTP send abandoned: ${String(stop.reason?.message ?? stop.reason)}`));
      };
      stop.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return await Promise.race([sending(via), aborted]);
    } finally {
      stop.removeEventListener('abort', onAbort);
    }
  }

  return {
    kind: 'smtp',
    deadlineMs: timeouts.deadlineMs,
    async send({ outboxId, attachments, ...message }, signal) {
      await bounded(
        (via) =>
          via.sendMail({
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
          }),
        signal,
      );
    },
    close() {
      closed = true;
      transporter?.close();
    },
  };
}

/**
 * The built-in development mailbox: nothing leaves the machine; the outbox row itself, marked sent,
 * is the message the mailbox page shows.
 */
export function developmentTransport(): MailTransport {
  return { kind: 'development', deadlineMs: 0, async send() {}, close() {} };
}
