/**
 * Text PostgreSQL can store as sent. A NUL character is refused by `text` and `jsonb` alike, and a lone
 * UTF-16 surrogate (half of a pair, as `"\ud800"` in JSON) is either refused by `jsonb` or silently
 * replaced on its way to `text`: neither is anything a person typed, so both are refused at the edge
 * with the field named, instead of failing deep inside a query (decision 022).
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

/** Deeper than any form or API payload of this product nests; refused before anything recurses into it. */
export const MAX_INPUT_DEPTH = 32;

export interface TextProblem {
  /** Dotted path of the offending value (`items.0.name`); `''` for the value itself. */
  path: string;
  problem: 'unstorable' | 'too_deep';
}

/**
 * The first string (value or object key) in `value` that cannot be stored, or nesting deeper than
 * `MAX_INPUT_DEPTH`. Walks iteratively, so hostile nesting cannot overflow the stack. Binary bodies
 * (Uint8Array, e.g. an uploaded file) are not text and are skipped.
 */
export function findTextProblem(value: unknown, maxDepth = MAX_INPUT_DEPTH): TextProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return { path, problem: 'unstorable' };
      continue;
    }
    if (current === null || typeof current !== 'object' || current instanceof Uint8Array) continue;
    if (depth >= maxDepth) return { path, problem: 'too_deep' };
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      // A key is stored too (records in JSON columns); it is reported at its parent, never echoed.
      if (!isStorableText(key)) return { path, problem: 'unstorable' };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}
