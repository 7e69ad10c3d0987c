import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the receiver saw it. */
export interface Received {
  headers: Record<string, string>;
  body: string;
}

/** What the receiver does with the next request: answer with a status, or never answer. */
export type Reply = number | 'hang';

/**
 * A webhook receiver on loopback for tests and the bench: records every request and answers with
 * the replies queued in `next` (then `fallback`, default 200).
 */
export interface WebhookReceiver {
  url: string;
  received: Received[];
  next: Reply[];
  fallback: Reply;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver = { received: [] as Received[], next: [] as Reply[], fallback: 200 as Reply };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.received.push({
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([key, value]) => [key, String(value)]),
        ),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const reply = receiver.next.shift() ?? receiver.fallback;
      if (reply === 'hang') return;
      response.writeHead(reply, { 'content-type': 'text/plain' });
      response.end(reply >= 400 ? `failed with ${reply}` : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
