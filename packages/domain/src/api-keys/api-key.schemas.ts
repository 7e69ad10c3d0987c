import { z } from 'zod';
import { listQuerySchema } from '../lists/list-query.ts';

/** What a key may do: read-only keys answer GET and HEAD only; read-write keys everything API_KEY may. */
export const API_KEY_SCOPES = ['read', 'readWrite'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** A key as the owner creates it; the same schema checks the form and the API. */
export const apiKeyInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'error_field_required' })
    .max(100, { error: 'error_field_invalid' }),
  scope: z.enum(API_KEY_SCOPES, { error: 'error_field_invalid' }),
  /** The last day the key works (inclusive, in the company's time zone); absent: it never expires. */
  expiresOn: z.iso
    .date({ error: 'error_field_invalid' })
    .nullish()
    .transform((value) => value || null),
});
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;
export type ApiKeyValues = z.output<typeof apiKeyInputSchema>;

export const apiKeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The public part of the token (`mx_<keyId>_…`): how a key is recognised in logs and lists. */
  keyId: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  /** Expired or revoked: it answers 401. */
  active: z.boolean(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to creating a key: the only time its secret token is shown. */
export const createdApiKeySchema = apiKeySchema.extend({ token: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const API_KEY_SORTS = ['name', 'createdAt', 'lastUsedAt', 'expiresAt'] as const;
export const apiKeyListQuerySchema = listQuerySchema(API_KEY_SORTS, '-createdAt');
