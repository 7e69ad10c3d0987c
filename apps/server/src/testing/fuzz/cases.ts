import { randomUUID } from 'node:crypto';
import {
  HOSTILE_BODIES,
  HOSTILE_CONTENT_TYPES,
  HOSTILE_HEADER_VALUES,
  HOSTILE_JSON,
  HOSTILE_URL_VALUES,
} from './hostile-values.ts';
import type { JsonSchema } from './json-schema.ts';
import type { Random } from './random.ts';
import { type KnownIds, validSample } from './valid-sample.ts';

export interface Operation {
  method: string;
  /** The OpenAPI path, `{id}` and all. */
  path: string;
  pathParams: string[];
  queryParams: { name: string; schema: JsonSchema; required?: boolean }[];
  body?: JsonSchema;
}

export type Side = 'owner' | 'admin' | 'anonymous';

export interface FuzzCase {
  side: Side;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Raw body text, sent as it is. */
  payload?: string;
  /** What was made hostile, for the failure report. */
  what: string;
}

interface OpenApiParameter {
  in: string;
  name: string;
  schema: JsonSchema;
  required?: boolean;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every operation of the API description. */
export function operationsOf(document: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (operation.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: p.schema, required: p.required === true })),
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

/** The URL of an operation with its path parameters filled (known ids where there are some). */
export function urlOf(operation: Operation, ids: KnownIds, override?: { name: string; raw: string }): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (override?.name === name) return override.raw;
    return encodeURIComponent(ids(`${operation.path}#${name}`) ?? randomUUID());
  });
}

const MARKER = '\u0001hostile\u0001';

/** Every place in a sample a value can be put: `[]` is the whole, `['items', 0, 'name']` a leaf. */
function placesIn(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const places = at.length > 0 ? [at] : [];
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      places.push(...placesIn(item, [...at, Array.isArray(value) ? Number(key) : key]));
    }
  }
  return places;
}

/** The sample as JSON text with the raw hostile JSON at `place`. */
function withHostile(sample: unknown, place: (string | number)[], rawJson: string): string {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of place.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[place.at(-1)!] = MARKER;
  return JSON.stringify(copy).replace(JSON.stringify(MARKER), rawJson);
}

/**
 * `count` hostile requests for one operation, drawn from `random` (a fixed seed), and one more for each
 * field of its body.
 */
export function casesFor(operation: Operation, ids: KnownIds, random: Random, count: number): FuzzCase[] {
  const sample = operation.body ? validSample(operation.body, (name) => ids(name)) : undefined;
  const places = sample === undefined ? [] : placesIn(sample);
  const kinds = [
    ...(places.length > 0 ? ['field', 'field', 'field', 'field', 'field'] : []),
    ...(operation.body ? ['body', 'content-type'] : []),
    ...(operation.queryParams.length > 0 ? ['query', 'query', 'query'] : []),
    ...(operation.pathParams.length > 0 ? ['path', 'path'] : []),
    'header',
  ];
  const cases: FuzzCase[] = [];
  for (let index = 0; index < count; index++) {
    const side = random.pick<Side>(['owner', 'owner', 'owner', 'admin', 'anonymous']);
    const kind = random.pick(kinds);
    const json = (payload: string | undefined): Record<string, string> =>
      payload === undefined ? {} : { 'content-type': 'application/json' };
    let url = urlOf(operation, ids);
    let headers: Record<string, string> = {};
    let payload = sample === undefined ? undefined : JSON.stringify(sample);
    let what: string;
    if (kind === 'field') {
      const place = random.pick(places);
      const raw = random.pick(HOSTILE_JSON);
      payload = withHostile(sample, place, raw);
      what = `body.${place.join('.')} = ${raw.slice(0, 60)}`;
    } else if (kind === 'body') {
      payload = random.pick(HOSTILE_BODIES);
      what = `body = ${payload.slice(0, 60)}`;
    } else if (kind === 'content-type') {
      headers['content-type'] = random.pick(HOSTILE_CONTENT_TYPES);
      what = `content-type: ${headers['content-type']}`;
    } else if (kind === 'query') {
      const { name } = random.pick(operation.queryParams);
      const raw = random.pick([...HOSTILE_URL_VALUES, 'DUPLICATE']);
      const query = raw === 'DUPLICATE' ? `${name}=1&${name}=2` : `${name}=${raw}`;
      url = `${url}?${query}`;
      what = `query ${query.slice(0, 80)}`;
    } else if (kind === 'path') {
      const name = random.pick(operation.pathParams);
      const raw = random.pick(HOSTILE_URL_VALUES);
      url = urlOf(operation, ids, { name, raw });
      what = `path {${name}} = ${raw.slice(0, 60)}`;
    } else {
      const header = random.pick([
        'accept-language',
        'x-request-id',
        'x-company-id',
        'cookie',
        'authorization',
      ]);
      const value = random.pick(HOSTILE_HEADER_VALUES);
      headers[header] = value;
      what = `header ${header}: ${JSON.stringify(value.slice(0, 60))}`;
    }
    headers = { ...json(payload), ...headers };
    cases.push({ side, method: operation.method, url, headers, payload, what });
  }
  // And every body field once, so that no field of a large body is left out by chance.
  for (const place of places) {
    const raw = random.pick(HOSTILE_JSON);
    cases.push({
      side: 'owner',
      method: operation.method,
      url: urlOf(operation, ids),
      headers: { 'content-type': 'application/json' },
      payload: withHostile(sample, place, raw),
      what: `body.${place.join('.')} = ${raw.slice(0, 60)}`,
    });
  }
  return cases;
}
