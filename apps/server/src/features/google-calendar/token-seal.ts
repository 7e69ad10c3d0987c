import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** What is stored of a grant: Google's tokens, sealed. */
export interface StoredTokens {
  refresh_token: string;
  access_token?: string | null;
  expiry_date?: number | null;
}

const VERSION = 'v1';

/**
 * AES-256-GCM under the configured key (CALENDAR_TOKEN_KEY), a fresh 96-bit nonce each time; the
 * company's id is the associated data, so a sealed value copied to another company's row does not open.
 */
export function sealTokens(key: Buffer, companyId: string, tokens: StoredTokens): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(companyId));
  const body = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64'),
    cipher.getAuthTag().toString('base64'),
    body.toString('base64'),
  ].join('.');
}

/** The tokens, or null when the value does not open with this key (another key, altered, another company). */
export function openTokens(key: Buffer, companyId: string, sealed: string): StoredTokens | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAAD(Buffer.from(companyId));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString(
      'utf8',
    );
    return JSON.parse(text) as StoredTokens;
  } catch {
    return null;
  }
}
