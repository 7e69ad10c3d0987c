/** The admin host (a name beginning with `admin.`) is where platform admins work (decisions.md). */
export function isAdminHostname(hostname: string): boolean {
  return hostname.toLowerCase().startsWith('admin.');
}

export function isAdminHost(): boolean {
  return isAdminHostname(window.location.hostname);
}
