/** The path in the address bar with its query: what `{fullPath}` and `redirect` mean (language prefix included). */
export function browserPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
