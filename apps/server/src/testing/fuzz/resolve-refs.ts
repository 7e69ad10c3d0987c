/**
 * The API description with every `#/components/schemas/…` reference replaced by the schema it names, so
 * the fuzz cases read each operation's schemas whole (the shared components of decision 036). The
 * components are not recursive; a reference met again inside itself is an error.
 */
export function resolveSchemaRefs<T>(document: T): T {
  const schemas = ((document as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ??
    {}) as Record<string, unknown>;
  const resolve = (value: unknown, seen: readonly string[]): unknown => {
    if (Array.isArray(value)) return value.map((entry) => resolve(entry, seen));
    if (!value || typeof value !== 'object') return value;
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.slice('#/components/schemas/'.length);
      if (seen.includes(name)) throw new Error(`recursive schema ${name}`);
      if (!(name in schemas)) throw new Error(`unknown schema ${name}`);
      return resolve(schemas[name], [...seen, name]);
    }
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, resolve(child, seen)]));
  };
  return resolve(document, []) as T;
}
