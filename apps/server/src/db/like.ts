/** LIKE wildcards typed by a person are literal: a search for "50%" finds "50%", not everything. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An ILIKE pattern for "contains". */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
