import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

const decodeHexRuns = (text: string) =>
  text.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => Number.parseInt(hex, 16)),
    ).toString('utf8'),
  );

/**
 * For tests: a real SMTP server on a free local port that keeps what it receives, and the last
 * message to an address with its encoded-word headers and quoted-printable parts decoded to text.
 */
export async function startSmtpInbox() {
  const inbox: { to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    // The mailer keeps pooled connections open; closing waits this long for them instead of 30 s.
    closeTimeout: 100,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    lastMessageTo(to: string): string {
      const message = [...inbox].reverse().find((m) => m.to.includes(to));
      if (!message) throw new Error(`no message to ${to}`);
      // Adjacent encoded words of a folded header join without the space between them (RFC 2047).
      const joined = message.raw.replace(/\?=\r?\n?\s+=\?utf-8\?Q\?/gi, '');
      const headers = joined.replace(/=\?utf-8\?Q\?([^?]*)\?=/gi, (_, word: string) =>
        decodeHexRuns(word.replace(/_/g, ' ')),
      );
      return decodeHexRuns(headers.replace(/=\r?\n/g, ''));
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
