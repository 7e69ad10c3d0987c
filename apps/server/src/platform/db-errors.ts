function hasCode(error: unknown, code: string, constraint?: string): boolean {
  let current: unknown = error;
  // Drivers wrap the server's error; follow the causes.
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === code) return constraint === undefined || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}

/** Whether a database error is a unique-constraint violation (of the named constraint, if given). */
export const isUniqueViolation = (error: unknown, constraint?: string) => hasCode(error, '23505', constraint);

/**
 * Whether a row is still referenced (a customer with contracts), through the named foreign key if
 * given: NO ACTION answers 23503, RESTRICT 23001.
 */
export const isForeignKeyViolation = (error: unknown, constraint?: string) =>
  hasCode(error, '23503', constraint) || hasCode(error, '23001', constraint);
