/**
 * A name no other test (nor an earlier run against the same server) uses, so each test finds exactly
 * its own records: "Muster k3x9f2".
 */
export function unique(prefix: string): string {
  const stamp = `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 6)}`;
  return `${prefix} ${stamp}`;
}
