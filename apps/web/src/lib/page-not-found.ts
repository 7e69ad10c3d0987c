/**
 * A route's validity check failed (spec §2): a fatal 404 'Page Not Found: {fullPath}', unlike the
 * non-fatal 404 of a path no route matches.
 */
export class PageNotFoundError extends Error {
  override readonly name = 'PageNotFoundError';
  constructor() {
    super('Page Not Found');
  }
}

/** A route's validity check: refuse the page when the condition does not hold. */
export function assertValidRoute(condition: boolean): asserts condition {
  if (!condition) throw new PageNotFoundError();
}

/** The router wraps what a search validator throws; the validity failure may be its cause. */
export function isPageNotFound(error: unknown): boolean {
  return (
    error instanceof PageNotFoundError || (error instanceof Error && error.cause instanceof PageNotFoundError)
  );
}
