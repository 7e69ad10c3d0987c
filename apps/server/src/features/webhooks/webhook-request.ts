import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import {
  type AddressPolicy,
  allowedAddresses,
  hostOf,
  type Resolve,
  systemResolve,
} from './webhook-address.ts';

/** How much of a receiver's answer the delivery log keeps. */
export const SNIPPET_BYTES = 1024;

/** One attempt's outcome as the delivery log records it. */
export interface AttemptOutcome {
  ok: boolean;
  /** The receiver's HTTP status; null when there was none (refused address, timeout, connection). */
  status: number | null;
  error: string | null;
  durationMs: number;
  snippet: string | null;
}

export interface PostOptions {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  policy: AddressPolicy;
  resolve?: Resolve;
}

/**
 * A lookup for the request's socket that answers only with addresses checked by the SSRF policy:
 * the check and the connection see the same DNS answer, so a name cannot pass the check and then
 * point the connection elsewhere (DNS rebinding).
 */
function checkedLookup(policy: AddressPolicy, resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    allowedAddresses(hostname.replace(/^\[(.*)\]$/, '$1'), policy, resolve).then(
      (addresses: LookupAddress[]) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : null;
        const usable = wanted ? addresses.filter((entry) => entry.family === wanted) : addresses;
        if (options.all) callback(null, usable);
        else if (usable[0]) callback(null, usable[0].address, usable[0].family);
        else callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 4);
      },
      (error: Error) => callback(Object.assign(error, { code: 'EREFUSED' }), '', 4),
    );
  };
}

/**
 * POST one webhook message. Never follows a redirect (a 3xx is a failed attempt: the receiver must
 * give its final address), bounded by `timeoutMs` from the connection to the last byte read, reads
 * at most 1 KB of the answer.
 */
export async function postWebhook(url: URL, options: PostOptions): Promise<AttemptOutcome> {
  const started = performance.now();
  const host = hostOf(url);
  const resolve = options.resolve ?? systemResolve;
  // The socket's lookup is not consulted for an address literal: it is checked here, before any
  // connection is opened.
  if (ipaddr.isValid(host)) {
    try {
      await allowedAddresses(host, options.policy, resolve);
    } catch (error) {
      return { ok: false, status: null, error: describe(error as Error, host), durationMs: 0, snippet: null };
    }
  }
  const elapsed = () => Math.round(performance.now() - started);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((done) => {
    let settled = false;
    const finish = (outcome: Omit<AttemptOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done({ ...outcome, durationMs: elapsed() });
    };
    const request = client.request(url, {
      method: 'POST',
      headers: {
        ...options.headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(options.body)),
        'user-agent': 'Maxer-Webhooks/1',
      },
      lookup: checkedLookup(options.policy, resolve),
      // A fresh connection per attempt: a pooled one might lead to an address checked long ago.
      agent: false,
    });
    const timer = setTimeout(() => {
      request.destroy();
      finish({ ok: false, status: null, error: `timeout after ${options.timeoutMs} ms`, snippet: null });
    }, options.timeoutMs);
    request.on('error', (error: Error) => {
      finish({ ok: false, status: null, error: describe(error, host), snippet: null });
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const status = response.statusCode ?? 0;
      const end = () => {
        const snippet = Buffer.concat(chunks).subarray(0, SNIPPET_BYTES).toString('utf8');
        finish({ ok: status >= 200 && status < 300, status, error: null, snippet: snippet || null });
        response.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        // Enough for the log: the rest is not read.
        if (size >= SNIPPET_BYTES) end();
      });
      response.on('end', end);
      response.on('error', end);
    });
    request.end(options.body);
  });
}

/** The log's words for a failed connection; the address checks' refusals said plainly. */
function describe(error: Error, host: string): string {
  if (error.message === 'error_webhook_address_refused')
    return `refused: ${host} resolves to a private or local address`;
  if (error.message === 'error_webhook_host_unknown') return `host not found: ${host}`;
  return error.message || 'connection failed';
}
