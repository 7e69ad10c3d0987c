/**
 * A fresh idempotency key per opened form or create action (payments, invoices). `crypto.randomUUID`
 * exists only in secure contexts (HTTPS or localhost); an office reaching Maxer by a LAN address over
 * plain http still needs a key.
 */
export function newFormKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
