import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { CountryLookup } from './platform/geo.ts';
import type { MailTransport } from './platform/mail/transport.ts';
import type { RateLimitStore } from './platform/rate-limit.ts';
import type { FileStorage } from './platform/storage.ts';

/** Limits on sign-in attempts (per client IP, and failures per account). */
export interface LoginLimits {
  perIp: { max: number; windowMs: number };
  failuresPerAccount: { max: number; windowMs: number };
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perIp: { max: 60, windowMs: 5 * 60_000 },
  failuresPerAccount: { max: 10, windowMs: 15 * 60_000 },
};

/** Everything the app needs from outside; tests replace parts of it (architecture.md convention 10). */
export interface AppDeps {
  config: Config;
  database: Database;
  rateLimitStore: RateLimitStore;
  countryOf: CountryLookup;
  loginLimits?: LoginLimits;
  /** Uploaded files; default: a directory `files` in DATA_DIR. */
  storage?: FileStorage;
  /** Redis connections for the real-time adapter (publish, subscribe), when several instances run. */
  realtimeRedis?: { pub: import('ioredis').Redis; sub: import('ioredis').Redis };
  /** How often open real-time connections are re-checked against their sessions (default 15 s). */
  socketRecheckMs?: number;
  now?: () => Date;
  /** Outgoing mail: the transport (default SMTP_URL, else the development mailbox) and whether this
   * process runs the delivery worker (default yes). */
  mail?: { transport?: MailTransport; runWorker?: boolean };
  /** Where the JSON log lines go; default standard output. */
  logStream?: NodeJS.WritableStream;
}
