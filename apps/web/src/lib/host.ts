/**
 * The side this page is on. The server names it in index.html (`<meta name="maxer-side">`, from
 * ADMIN_URL, whatever its host is called); without it (the Vite dev server) a host name beginning with
 * `admin.` is the admin side, as decisions.md's default admin host.
 */
export function isAdminHostname(hostname: string, served: string | null = null): boolean {
  if (served === 'admin' || served === 'company') return served === 'admin';
  return hostname.toLowerCase().startsWith('admin.');
}

export function isAdminHost(): boolean {
  const served = document.querySelector('meta[name="maxer-side"]')?.getAttribute('content') ?? null;
  return isAdminHostname(window.location.hostname, served);
}
