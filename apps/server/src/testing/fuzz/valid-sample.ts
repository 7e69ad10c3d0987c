import { alternatives, type JsonSchema, primaryType } from './json-schema.ts';

/** Ids of the objects the fuzz test created, by what a field or path parameter calls them. */
export type KnownIds = (name: string) => string | undefined;

const DATE = '2030-06-14';
const PATTERN_SAMPLES: Record<string, string> = {
  '^#[0-9a-fA-F]{6}$': '#0b7285',
  '^[A-Z]{2}$': 'CH',
};

let counter = 0;

/**
 * A value the schema most likely accepts, so that a hostile value put into one field is judged by the
 * route's code and database, not refused for its neighbours. Every optional property is filled too,
 * so that nested fields get their turn.
 */
export function validSample(schema: JsonSchema, ids: KnownIds, name = '', depth = 0): unknown {
  if (depth > 12) return null;
  if (schema.allOf?.[0]) return validSample(schema.allOf[0], ids, name, depth + 1);
  const chosen = alternatives(schema)[0]!;
  if (chosen !== schema) return validSample(chosen, ids, name, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (primaryType(schema)) {
    case 'object': {
      const sample: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        sample[key] = validSample(property, ids, key, depth + 1);
      }
      return sample;
    }
    case 'array': {
      if (schema.prefixItems)
        return schema.prefixItems.map((item) => validSample(item, ids, name, depth + 1));
      const count = Math.max(schema.minItems ?? 0, schema.maxItems === 0 ? 0 : 1);
      return Array.from({ length: count }, () => validSample(schema.items ?? {}, ids, name, depth + 1));
    }
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      const high = schema.maximum ?? schema.exclusiveMaximum ?? Number.MAX_SAFE_INTEGER;
      return Math.min(Math.max(low, 1), high);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return sampleString(schema, ids, name);
    default:
      return 'x';
  }
}

function sampleString(schema: JsonSchema, ids: KnownIds, name: string): string {
  if (schema.format === 'uuid' || schema.pattern?.includes('[0-9a-fA-F]{8}-')) {
    return ids(name) ?? '5f0c6a4e-3b1d-4c8e-9a2b-7d6e5f4a3b2c';
  }
  if (schema.format === 'date-time' || schema.pattern?.includes('T(?:')) return `${DATE}T09:30:00.000Z`;
  if (schema.format === 'date' || schema.pattern?.includes('-02-29')) return DATE;
  if (schema.pattern && PATTERN_SAMPLES[schema.pattern]) return PATTERN_SAMPLES[schema.pattern]!;
  if (/e-?mail|recipient/i.test(name)) return `fuzz-${++counter}@example.com`;
  if (/url|website/i.test(name)) return 'https://example.com';
  const length = Math.max(schema.minLength ?? 0, 12);
  return `Fuzz ${name}`.padEnd(length, 'z').slice(0, schema.maxLength ?? length);
}
