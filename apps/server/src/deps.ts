import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { WebhookSettings } from './features/webhooks/index.ts';
import type { OrganisationLookup } from './platform/asn-organisation.ts';
import type { CountryLookup } from './platform/geo.ts';
import type { JobKindOptions, JobQueueSettings } from './platform/jobs/queue.ts';
import type { LogDestination } from './platform/log-output.ts';
import type { MailTransport } from './platform/mail/transport.ts';
import type { RateLimitStore } from './platform/rate-limit.ts';
import type { FileStorage } from './platform/storage.ts';

interface Window {
  max: number;
  windowMs: number;
}

/**
 * Limits on sign-in (ADR 020). A client is an IPv4 address or an IPv6 /64; a known device is a browser
 * holding a device cookie from an earlier correct sign-in to the same account.
 */
export interface LoginLimits {
  /** Every attempt from one client, whatever the account. */
  perClient: Window;
  /** Failed attempts on one account from one client without a known device. */
  failuresPerAccountAndClient: Window;
  /** Failed attempts on its account from one known device. */
  failuresPerDevice: Window;
  /**
   * Once an account has failed `afterFailures` times in the window from clients without a known
   * device (from anywhere), each such attempt waits `stepMs` more per further failure, at most `maxMs`,
   * before its password is checked. Nobody is refused for it.
   */
  slowdown: { afterFailures: number; stepMs: number; maxMs: number; windowMs: number };
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perClient: { max: 60, windowMs: 5 * 60_000 },
  failuresPerAccountAndClient: { max: 10, windowMs: 15 * 60_000 },
  failuresPerDevice: { max: 10, windowMs: 15 * 60_000 },
  slowdown: { afterFailures: 10, stepMs: 500, maxMs: 5_000, windowMs: 15 * 60_000 },
};

/** Everything the app needs from outside; tests replace parts of it (architecture.md convention 10). */
export interface AppDeps {
  config: Config;
  database: Database;
  rateLimitStore: RateLimitStore;
  countryOf: CountryLookup;
  /** The organisation of an IP address (ADR 054); default: none known. */
  organisationOf?: OrganisationLookup;
  loginLimits?: LoginLimits;
  /** Uploaded files; default: the S3_* object store when set, else a directory `files` in DATA_DIR. */
  storage?: FileStorage;
  /** Redis connections for the real-time adapter (publish, subscribe), when several instances run. */
  realtimeRedis?: {
    pub: import('ioredis').Redis;
    sub: import('ioredis').Redis;
    /** socket.io's Redis adapter on these connections, its channels starting with `key`. */
    adapter: (key: string) => ReturnType<typeof import('@socket.io/redis-adapter').createAdapter>;
  };
  /** How often open real-time connections are re-checked against their sessions (default 15 s). */
  socketRecheckMs?: number;
  now?: () => Date;
  /** Outgoing mail: the transport (default SMTP_URL, else the development mailbox) and how its jobs
   * are retried and bounded (default delivery.ts, MAIL_JOB_OPTIONS). */
  mail?: { transport?: MailTransport; jobOptions?: JobKindOptions };
  /** The job queue: whether this process runs the job handlers (default yes), how often it polls. */
  jobs?: Partial<JobQueueSettings>;
  /** Outbound webhooks: attempt timeout, retry waits, name resolution (default: production's, ADR 053). */
  webhooks?: Partial<Omit<WebhookSettings, 'allowPrivate'>>;
  /** Where the JSON log lines go; default standard output (main.ts: readable lines at a terminal). */
  logStream?: LogDestination;
}
