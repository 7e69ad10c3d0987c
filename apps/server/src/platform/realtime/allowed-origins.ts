import type { IncomingMessage } from 'node:http';

/**
 * Which pages may open a real-time connection, judged by the handshake's Origin header.
 *
 * A browser always sends Origin on a WebSocket handshake, and WebSockets are not bound by the same-origin
 * policy, so without this check any site a signed-in person visits could open a socket in their name
 * (cross-site WebSocket hijacking). Allowed: exactly the origins of the addresses Maxer is reached at.
 * `null` (sandboxed frames, local files, some redirects) is refused like any other foreign origin.
 * A handshake without Origin comes from a program, not a browser: it carries no ambient credentials
 * (the token is in the handshake), so there is nothing cross-site to refuse.
 */
export function originPolicy(addresses: readonly string[]): (origin: string | undefined) => boolean {
  const allowed = new Set(addresses.map((address) => new URL(address).origin));
  return (origin) => origin === undefined || allowed.has(origin);
}

/** engine.io's `allowRequest`: refuses the handshake (403) before any session is looked up. */
export function allowRequestFrom(
  addresses: readonly string[],
  onRefused: (origin: string) => void,
): (
  request: IncomingMessage,
  callback: (error: string | null | undefined, success: boolean) => void,
) => void {
  const allowed = originPolicy(addresses);
  return (request, callback) => {
    const origin = request.headers.origin;
    if (allowed(origin)) return callback(null, true);
    onRefused(String(origin));
    callback('origin not allowed', false);
  };
}
