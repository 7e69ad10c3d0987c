import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { INQUIRY_MAX_AGE_MS, INQUIRY_MIN_FILL_MS } from '@maxer/domain';

function mac(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(`inquiry-form\n${payload}`).digest('base64url');
}

/**
 * The form's token: a nonce, the company and the moment the server handed the form out, with a MAC
 * over them. Nothing is stored: the MAC proves the moment, so the fill time is measured by the
 * server's clock and cannot be set by the sender.
 */
export function signFormToken(key: Buffer, companyId: string, now: Date): string {
  const payload = `${randomBytes(12).toString('base64url')}.${companyId}.${now.getTime()}`;
  return `${payload}.${mac(key, payload)}`;
}

export type FormTokenCheck = 'ok' | 'invalid' | 'tooFast' | 'expired';

/** Whether the token is ours, for this company, at least INQUIRY_MIN_FILL_MS and at most a day old. */
export function checkFormToken(key: Buffer, companyId: string, token: string, now: Date): FormTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 4) return 'invalid';
  const [nonce, company, time, given] = parts as [string, string, string, string];
  const payload = `${nonce}.${company}.${time}`;
  const expected = Buffer.from(mac(key, payload));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid';
  if (company !== companyId) return 'invalid';
  const age = now.getTime() - Number(time);
  if (!Number.isFinite(age)) return 'invalid';
  if (age < INQUIRY_MIN_FILL_MS) return 'tooFast';
  if (age > INQUIRY_MAX_AGE_MS) return 'expired';
  return 'ok';
}
