import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Language } from '@maxer/domain';

/** How long a consent may take before its callback is refused. */
const STATE_TTL_MS = 15 * 60_000;

function mac(key: Buffer, sessionId: string, payload: string): string {
  return createHmac('sha256', key)
    .update(`google-calendar-state\n${sessionId}\n${payload}`)
    .digest('base64url');
}

/**
 * The OAuth `state`: a nonce, the time, the page's language, and a MAC over them and the session id.
 * Only the session that asked can complete the consent (no stored state needed: the MAC binds it),
 * and only within STATE_TTL_MS.
 */
export function makeState(key: Buffer, sessionId: string, language: Language, now: Date): string {
  const payload = `${randomBytes(16).toString('base64url')}.${now.getTime()}.${language}`;
  return `${payload}.${mac(key, sessionId, payload)}`;
}

/** The language the consent was asked in, or null when the state is not this session's or too old. */
export function checkState(key: Buffer, sessionId: string, state: string, now: Date): Language | null {
  const parts = state.split('.');
  if (parts.length !== 4) return null;
  const [nonce, time, language, given] = parts as [string, string, string, string];
  const payload = `${nonce}.${time}.${language}`;
  const expected = Buffer.from(mac(key, sessionId, payload));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  const age = now.getTime() - Number(time);
  if (!Number.isFinite(age) || age < 0 || age > STATE_TTL_MS) return null;
  return language === 'en' ? 'en' : 'de';
}
