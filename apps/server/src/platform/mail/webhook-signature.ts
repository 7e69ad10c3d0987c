import { createPublicKey, type KeyObject, verify } from 'node:crypto';

/** Headers of SendGrid's Signed Event Webhook. */
export const SIGNATURE_HEADER = 'x-twilio-email-event-webhook-signature';
export const TIMESTAMP_HEADER = 'x-twilio-email-event-webhook-timestamp';

/**
 * How far the signed timestamp may be from our clock. SendGrid documents none; ten minutes leaves
 * room for clock skew and a slow queue on their side while keeping a captured request from being
 * replayed for long (and events are deduplicated by their id anyway).
 */
export const SIGNATURE_MAX_AGE_MS = 10 * 60_000;

/**
 * The verification key as SendGrid shows it: base64 of the DER SubjectPublicKeyInfo of a P-256 key
 * (a PEM block is accepted too). Throws when it is not an EC P-256 public key.
 */
export function parseWebhookPublicKey(value: string): KeyObject {
  const text = value.trim();
  const key = text.includes('BEGIN PUBLIC KEY')
    ? createPublicKey(text)
    : createPublicKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('not an ECDSA P-256 public key');
  }
  return key;
}

/**
 * ECDSA P-256 / SHA-256 over the timestamp header followed by the raw body, signature base64 DER.
 * Answers false for a missing, malformed, wrong or stale signature.
 */
export function verifyWebhookSignature(input: {
  publicKey: KeyObject;
  signature: string | undefined;
  timestamp: string | undefined;
  rawBody: Buffer;
  now: Date;
}): boolean {
  const { signature, timestamp } = input;
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(input.now.getTime() - Number(timestamp) * 1000) > SIGNATURE_MAX_AGE_MS) return false;
  try {
    return verify(
      'sha256',
      Buffer.concat([Buffer.from(timestamp, 'utf8'), input.rawBody]),
      { key: input.publicKey, dsaEncoding: 'der' },
      Buffer.from(signature, 'base64'),
    );
  } catch {
    return false;
  }
}
