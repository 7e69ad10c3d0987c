import { z } from 'zod';
import { CURRENCIES } from './constants.ts';
import { USER_ROLES } from './roles.ts';

/** E-mail addresses are compared and stored in lower case. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'error_email_invalid' }).max(254));

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: 'error_field_required' }).max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** "Forgot password": the address a one-time set-password link goes to, if it is an account's. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordSchema>;

export const companySummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  active: z.boolean(),
  currency: z.enum(CURRENCIES),
  timeZone: z.string(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

/** The signed-in person as the client sees them (spec §3 "Auth response: userInfo (with _id)"). */
export const userInfoSchema = z.object({
  _id: z.string(),
  kind: z.enum(['user', 'admin']),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum([...USER_ROLES, 'PLATFORM_ADMIN']),
  username: z.string(),
  company: companySummarySchema.nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const authResponseSchema = z.object({
  userInfo: userInfoSchema,
  accessToken: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const sessionInfoSchema = z.object({
  _id: z.string(),
  current: z.boolean(),
  ip: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  os: z.string().nullable(),
  osPlatform: z.string().nullable(),
  deviceType: z.string().nullable(),
  browser: z.string().nullable(),
  browserFamily: z.string().nullable(),
  browserVersion: z.string().nullable(),
  country: z.string().nullable(),
  organisation: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/**
 * How a session was used (ADR 054): `web` — the browser with its cookie; `api` — a program with the
 * bearer token; `admin` — a platform admin acting on behalf of a company.
 */
export const SESSION_SOURCES = ['web', 'api', 'admin'] as const;
export type SessionSource = (typeof SESSION_SOURCES)[number];

/** One address a session was used from, per source, with when it was first and last seen. */
export const sessionAddressSchema = z.object({
  ip: z.string(),
  source: z.enum(SESSION_SOURCES),
  country: z.string().nullable(),
  organisation: z.string().nullable(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
});
export type SessionAddress = z.infer<typeof sessionAddressSchema>;

/** The detail page of one session: the list's fields, where it was used from and how. */
export const sessionDetailSchema = sessionInfoSchema.extend({
  /** The distinct sources, most recent use first. */
  sources: z.array(z.enum(SESSION_SOURCES)),
  lastUsedSource: z.enum(SESSION_SOURCES),
  /** Every address seen, most recently seen first. */
  addresses: z.array(sessionAddressSchema),
});
export type SessionDetail = z.infer<typeof sessionDetailSchema>;
