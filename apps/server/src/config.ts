import path from 'node:path';
import { API_KEY_RATE_LIMIT } from '@maxer/domain';
import { z } from 'zod';
import { parseWebhookPublicKey } from './platform/mail/webhook-signature.ts';
import { type PlatformBilling, platformBillingEnv, toPlatformBilling } from './platform/platform-billing.ts';
import { parseTrustProxy } from './platform/proxy.ts';
import { checkS3Env, s3Env, toS3Storage } from './platform/storage-config.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An optional text; an empty value counts as unset. */
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);

/** The 32 bytes of an AES-256 key written as hex or base64, or null when it is neither. */
function tokenKeyBytes(value: string): Buffer | null {
  const bytes = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, 'hex')
    : /^[A-Za-z0-9+/]{43}=?$/.test(value)
      ? Buffer.from(value, 'base64')
      : null;
  return bytes?.length === 32 ? bytes : null;
}

/** An optional URL; an empty value counts as unset. */
const optionalUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.url().optional(),
);

/**
 * Every environment variable Maxer reads, parsed once at start-up (architecture.md convention 10).
 * `.env.example` lists the same variables; nothing else reads `process.env`.
 */
const envVariables = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded database, uploaded files and the lock file live. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server; unset means the embedded database (PGlite) in DATA_DIR. */
  DATABASE_URL: optionalUrl,
  /** Redis for the real-time adapter and rate-limit counters when several instances run. */
  REDIS_URL: optionalUrl.refine((value) => {
    if (value === undefined) return true;
    const url = new URL(value);
    return /^\/?(\d+)?$/.test(url.pathname) && /^(\d+)?$/.test(url.searchParams.get('db') ?? '');
  }, 'the database, if given, must be a number (redis://host:6379/2)'),
  /**
   * Start of every Redis key and pub/sub channel of this deployment (default "maxer:" and the database
   * number of REDIS_URL, e.g. "maxer:0:"). Pub/sub ignores database numbers, so deployments sharing one
   * Redis server need different prefixes. No glob characters: socket.io subscribes to patterns of it.
   */
  REDIS_PREFIX: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .regex(/^[A-Za-z0-9:._-]{1,100}$/, 'letters, digits and : . _ - only (at most 100)')
      .optional(),
  ),
  /** SMTP server for outgoing mail; unset means the built-in development mailbox. */
  SMTP_URL: optionalUrl,
  /** Sender of outgoing mail (default: no-reply at the PUBLIC_URL host). */
  MAIL_FROM: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().optional(),
  ),
  /**
   * SendGrid's verification key for signed Event Webhook posts (base64 DER, as shown in its mail
   * settings); unset means events are accepted unsigned only when EMAIL_EVENTS_ALLOW_UNSIGNED allows it.
   */
  SENDGRID_WEBHOOK_PUBLIC_KEY: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .refine(
        (value) => {
          try {
            parseWebhookPublicKey(value);
            return true;
          } catch {
            return false;
          }
        },
        { message: 'must be an ECDSA P-256 public key (base64 DER or PEM)' },
      )
      .optional(),
  ),
  /**
   * Accept delivery-event posts without a signature when no verification key is set; default: yes with
   * the development mailbox (no mail leaves the machine), no with SMTP_URL.
   */
  EMAIL_EVENTS_ALLOW_UNSIGNED: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    booleanFromEnv.optional(),
  ),
  /** The address people reach Maxer at, used in printed sign-in links and e-mails (default http://localhost:PORT). */
  PUBLIC_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  /**
   * The address platform admins reach Maxer at (default: PUBLIC_URL with "admin." in front of its host).
   * Requests to this host are the admin side; every other host is the company side.
   */
  ADMIN_URL: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.url().optional(),
  ),
  SEED_DEMO: booleanFromEnv.default(true),
  /**
   * Outbound webhooks (ADR 053) to private, loopback and link-local addresses, and over plain http://:
   * for development and tests only. Off, an endpoint must be https:// on a public address.
   */
  WEBHOOKS_ALLOW_PRIVATE: booleanFromEnv.default(false),
  /**
   * A browser key of the Google Maps JavaScript API (Places), handed to the web app by
   * /api/public-config: address fields then suggest places. Unset: plain address fields, no script.
   */
  MAPS_API_KEY: optionalText,
  /**
   * Sign-in attempts one client (an IPv4 address or an IPv6 /64) may make in 5 minutes, whatever the
   * account (ADR 020). An office behind one address with many staff, or a test run, may need more.
   */
  LOGIN_LIMIT_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Requests one API key may make per minute (ADR 052); more answer 429 with `Retry-After`. */
  API_KEY_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(API_KEY_RATE_LIMIT.max),
  DEMO_PASSWORD: z.string().min(8).default('maxer-demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which reverse proxies' X-Forwarded-* to believe (client IP, host, HTTPS): true (one proxy in
   * front), false, a hop count, or a comma-separated list of proxy addresses/CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** The built web app served by this process; unset means apps/web/dist of this checkout. */
  WEB_DIST_DIR: z.string().optional(),
  ...platformBillingEnv,
  /** Google Calendar (ADR 044): the OAuth client of the deployment; unset means not offered. */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /**
   * Root of Google's OAuth endpoints (consent at /o/oauth2/v2/auth, tokens at /token, revocation at
   * /revoke); unset means Google's own (accounts.google.com and oauth2.googleapis.com).
   */
  GOOGLE_OAUTH_BASE_URL: optionalUrl,
  /** Root of Google's APIs (the Calendar API under /calendar/v3); default https://www.googleapis.com. */
  GOOGLE_API_BASE_URL: optionalUrl,
  /** 32 random bytes (base64 or 64 hex digits) sealing the stored calendar tokens; required with GOOGLE_CLIENT_ID. */
  CALENDAR_TOKEN_KEY: optionalText.refine(
    (value) => value === undefined || tokenKeyBytes(value) !== null,
    'must be 32 random bytes as base64 (44 characters) or hex (64 digits), e.g. `openssl rand -base64 32`',
  ),
  /**
   * 32 random bytes (base64 or hex) signing the web inquiry form's token (ADR 056). Unset: a key per
   * process, so a form shown before a restart must be reloaded; several instances need it set.
   */
  INQUIRY_FORM_KEY: optionalText.refine(
    (value) => value === undefined || tokenKeyBytes(value) !== null,
    'must be 32 random bytes as base64 (44 characters) or hex (64 digits), e.g. `openssl rand -base64 32`',
  ),
  ...s3Env,
});

const envSchema = envVariables.superRefine(checkS3Env);

export type Config = ReturnType<typeof toConfig>;

/** PUBLIC_URL with "admin." in front of its host: the admin side's default address. */
function defaultAdminUrl(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol}//admin.${url.host}`;
}

/**
 * "maxer:" and REDIS_URL's database number, read as the Redis client reads it: the path, else `?db=`
 * (`redis://host:6379/2` → "maxer:2:"; none → "maxer:0:").
 */
function defaultRedisPrefix(redisUrl: string | undefined): string {
  const url = redisUrl ? new URL(redisUrl) : undefined;
  const database = url && (url.pathname.slice(1) || url.searchParams.get('db'));
  return `maxer:${database || '0'}:`;
}

/** Google Calendar's client, endpoints and token key; null when the deployment does not offer it. */
export interface GoogleCalendarConfig {
  clientId: string;
  clientSecret: string;
  /** Null: Google's own endpoints. */
  oauthBaseUrl: string | null;
  apiBaseUrl: string | null;
  tokenKey: Buffer;
}

function toGoogleCalendar(env: z.infer<typeof envSchema>): GoogleCalendarConfig | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET || !env.CALENDAR_TOKEN_KEY) return null;
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    oauthBaseUrl: env.GOOGLE_OAUTH_BASE_URL?.replace(/\/$/, '') ?? null,
    apiBaseUrl: env.GOOGLE_API_BASE_URL?.replace(/\/$/, '') ?? null,
    tokenKey: tokenKeyBytes(env.CALENDAR_TOKEN_KEY)!,
  };
}

/** With a Google client id, its secret and the token key must be set too (else start-up stops). */
function googleProblems(env: z.infer<typeof envSchema>): string[] {
  if (!env.GOOGLE_CLIENT_ID) return [];
  const problems: string[] = [];
  if (!env.GOOGLE_CLIENT_SECRET)
    problems.push('  GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set');
  if (!env.CALENDAR_TOKEN_KEY)
    problems.push(
      '  CALENDAR_TOKEN_KEY: required when GOOGLE_CLIENT_ID is set (32 random bytes, e.g. `openssl rand -base64 32`); it seals the stored calendar tokens',
    );
  return problems;
}

function toConfig(env: z.infer<typeof envSchema>): BaseConfig & {
  platformBilling: PlatformBilling;
  googleCalendar: GoogleCalendarConfig | null;
  s3: ReturnType<typeof toS3Storage>;
} {
  return {
    ...baseConfig(env),
    platformBilling: toPlatformBilling(env),
    googleCalendar: toGoogleCalendar(env),
    s3: toS3Storage(env),
  };
}

type BaseConfig = ReturnType<typeof baseConfig>;

function baseConfig(env: z.infer<typeof envSchema>) {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX ?? defaultRedisPrefix(env.REDIS_URL),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `Maxer <no-reply@${new URL(env.PUBLIC_URL ?? 'http://localhost').hostname}>`,
    sendgridWebhookPublicKey: env.SENDGRID_WEBHOOK_PUBLIC_KEY,
    emailEventsAllowUnsigned: env.EMAIL_EVENTS_ALLOW_UNSIGNED ?? !env.SMTP_URL,
    publicUrl,
    adminUrl: (env.ADMIN_URL ?? defaultAdminUrl(publicUrl)).replace(/\/$/, ''),
    seedDemo: env.SEED_DEMO,
    webhooksAllowPrivate: env.WEBHOOKS_ALLOW_PRIVATE,
    mapsApiKey: env.MAPS_API_KEY ?? null,
    loginLimitPerClient: env.LOGIN_LIMIT_PER_CLIENT,
    apiKeyLimit: { max: env.API_KEY_LIMIT_PER_MINUTE, windowMs: API_KEY_RATE_LIMIT.windowMs },
    demoPassword: env.DEMO_PASSWORD,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    inquiryFormKey: env.INQUIRY_FORM_KEY ? tokenKeyBytes(env.INQUIRY_FORM_KEY) : null,
    webDistDir: env.WEB_DIST_DIR
      ? path.resolve(env.WEB_DIST_DIR)
      : path.resolve(import.meta.dirname, '../../web/dist'),
  };
}

/** Parse the environment, or fail with every problem named at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const google = googleProblems(parsed.data);
  if (google.length > 0) throw new Error(`Invalid configuration:\n${google.join('\n')}`);
  const config = toConfig(parsed.data);
  // The host alone tells the two sides apart (ADR 020).
  if (new URL(config.adminUrl).hostname === new URL(config.publicUrl).hostname) {
    throw new Error(
      'Invalid configuration:\n  ADMIN_URL: must name another host than PUBLIC_URL (the host tells the admin side from the company side)',
    );
  }
  return config;
}
