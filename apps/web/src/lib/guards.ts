/** Paths anyone may open signed out (spec §2 "Public"); everything below them is public too. */
export const PUBLIC_PATHS = [
  '/login.php',
  '/set-password',
  '/accept-contract',
  '/customers-reviews',
  '/external',
] as const;

export const SIGN_IN_PATH = '/login.php';
export const ADMIN_HOME = '/admin';

function isUnder(path: string, base: string): boolean {
  const lower = path.toLowerCase();
  return lower === base || lower.startsWith(`${base}/`);
}

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.some((base) => isUnder(path, base));
}

export function isAdminPath(path: string): boolean {
  return isUnder(path, ADMIN_HOME);
}

export interface GuardInput {
  /** The router path, without language prefix or query. */
  path: string;
  /** The full browser path (language prefix and query included): where to come back after sign-in. */
  fullPath: string;
  isLogin: boolean;
  isAdmin: boolean;
  /** The address is a company page under /admin/company/{id}/… (decision 038). */
  acting?: boolean;
}

export type GuardDecision =
  | { to: typeof SIGN_IN_PATH; redirect: string }
  | { to: '/' | typeof ADMIN_HOME }
  | null;

/**
 * Spec §2 "Guards": signed out → sign-in with the way back; a platform admin is confined to /admin,
 * which includes the company pages they open for a company (`acting`, under /admin/company/{id}/…);
 * a company user is kept out of all of it. A signed-in person who opens the sign-in page goes home.
 */
export function decideRedirect({
  path,
  fullPath,
  isLogin,
  isAdmin,
  acting = false,
}: GuardInput): GuardDecision {
  if (!isLogin) return isPublicPath(path) ? null : { to: SIGN_IN_PATH, redirect: fullPath };
  if (isAdmin) return acting || isAdminPath(path) ? null : { to: ADMIN_HOME };
  if (acting || isAdminPath(path) || isUnder(path, SIGN_IN_PATH)) return { to: '/' };
  return null;
}

/**
 * A redirect target we are willing to follow: a path on this origin. `//host` and `/\host` would leave
 * it (browsers read a backslash as a slash), so they are refused like absolute URLs.
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we refuse.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const base = 'http://maxer.invalid';
  const url = new URL(value, base);
  if (url.origin !== base) return null;
  return value;
}
