/** Business constants and limits of the specification (§9), in one place. */

/**
 * Default VAT rate in percent (a company setting may change it): the Swiss standard rate since
 * 1 January 2024. The others, for a company to choose: SWISS_VAT_RATES.
 */
export const DEFAULT_VAT_RATE = 8.1;
/** Swiss VAT rates since 2024 (standard, reduced, accommodation); before 2024 the standard rate was 7.7. */
export const SWISS_VAT_RATES = {
  standard: 8.1,
  reduced: 2.6,
  accommodation: 3.8,
  standardBefore2024: 7.7,
} as const;
/** An appointment must start more than this long from now. */
export const APPOINTMENT_MIN_LEAD_MS = 60 * 60 * 1000;
/** The dashboard counts contracts without offers over this many days. */
export const CONTRACTS_WITHOUT_OFFERS_DAYS = 30;

/** The session cookie (opaque token, HttpOnly). */
export const AUTH_COOKIE = 'x-auth';
export const AUTH_COOKIE_MAX_AGE_S = 10 * 24 * 60 * 60;
/**
 * The readable companion of the session cookie: the CSRF token the web app echoes in `x-csrf-token`.
 * Because `x-auth` is HttpOnly, its presence is also how the web app knows a session may exist
 * (spec §4 "if the cookie x-auth is non-empty").
 */
export const CSRF_COOKIE = 'x-csrf';
export const CSRF_HEADER = 'x-csrf-token';
/**
 * A browser that signed in to an account correctly before (HttpOnly, sent to the sign-in route only):
 * its failed attempts are counted on their own, so strangers cannot lock the account out.
 */
export const DEVICE_COOKIE = 'x-device';
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const PAYMENT_METHODS = ['CASH', 'BANK', 'OTHERS'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const TOAST = { timeoutMs: 2000, position: 'top-center' } as const;
export const TOAST_TYPES = ['default', 'success', 'danger', 'info', 'warning'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** Real-time connection (spec §9). */
export const SOCKET = {
  path: '/socket.io',
  timeoutMs: 20_000,
  reconnectionDelayMs: 1000,
  reconnectionDelayMaxMs: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
} as const;

/** How often an open app asks whether a newer build is deployed (spec §9), besides when it gets focus. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;

/** Focus comes and goes often: ask at most this often. */
export const BUILD_CHECK_MIN_GAP_MS = 30_000;

/** After a failed lazy-chunk load the page reloads, at most once within this window. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/** Requests the client retries once on these statuses: idempotent GETs only (spec §8). */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

export const CURRENCIES = ['CHF', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** How a contract's price range is written on documents (pricing.md). */
export const PDF_RELOCATION_PRICE_TYPES = ['FROMTO', 'FROM', 'TO'] as const;
export type PdfRelocationPriceType = (typeof PDF_RELOCATION_PRICE_TYPES)[number];

/** Life of an outgoing e-mail: queued → sending → sent, or failed after its last retry. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Requests one API key may make per window (each key counted on its own); over it: 429 with Retry-After. */
export const API_KEY_RATE_LIMIT = { max: 600, windowMs: 60_000 } as const;
/** An API key's token: `mx_<keyId>_<secret>`; only the secret's SHA-256 is stored. */
export const API_KEY_TOKEN_PREFIX = 'mx_';
