import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Serializer = (data: unknown) => string;
// As Fastify calls a route's `serializerCompiler`: once per response schema (status code).
type SerializerCompiler = (route: { schema: unknown; method: string; url: string }) => Serializer;

/**
 * A route's answers written from the JSON schema of its zod response schema by fast-json-stringify
 * (Fastify's own serializer), instead of zod encoding the answer and `JSON.stringify` writing it: a
 * list page costs about a third as much to write (ADR 065). For hot read routes whose answer is built
 * by typed code from typed columns (`serializerCompiler: schemaSerializer` on the route).
 *
 * What stays as with zod: only the fields the schema names are written, at every depth (a field the
 * code adds by mistake, a password hash, never reaches the client); a missing required field fails
 * the answer (500) instead of sending part of it. What zod checked and this does not: enum values,
 * string formats, whole numbers (a fraction would be cut off), a string where the schema says number.
 * Hence only for answers TypeScript already holds to the schema's type, mapped from constrained columns.
 *
 * A schema that is not a closed object at every depth (a record, a passthrough object, a transform),
 * or that cannot be written as a JSON schema, keeps zod's serializer: those need zod's own encoding.
 */
export const schemaSerializer: SerializerCompiler = (route) => {
  const json = closedJsonSchema(route.schema);
  if (!json) return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  return fastJson(json) as Serializer;
};

/** The output JSON schema of `schema` when every object in it is closed (no extra fields written). */
export function closedJsonSchema(schema: unknown): Record<string, unknown> | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(schema as ZodType, { io: 'output', target: 'draft-7' }) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const { $schema: _, ...rest } = json;
  return everyObjectClosed(rest) ? rest : undefined;
}

function everyObjectClosed(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(everyObjectClosed);
  if (!node || typeof node !== 'object') return true;
  const record = node as Record<string, unknown>;
  const isObject = record.type === 'object' || (Array.isArray(record.type) && record.type.includes('object'));
  if (isObject && (record.additionalProperties !== false || !record.properties)) return false;
  // References and pattern properties would need their own proof; none of the hot schemas has them.
  if ('$ref' in record || 'patternProperties' in record || 'allOf' in record) return false;
  return Object.values(record).every(everyObjectClosed);
}
