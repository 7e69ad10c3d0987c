/**
 * What outside testers throw at an API, as raw JSON text (so lone surrogates and numbers beyond a
 * double are sent exactly), and as raw query or path text (already percent-encoded where needed).
 */
const MEGABYTE_STRING = `"${'a'.repeat(1_000_000)}"`;
const nested = (open: string, close: string, depth: number, leaf = '1') =>
  `${open.repeat(depth)}${leaf}${close.repeat(depth)}`;

export const HOSTILE_JSON: readonly string[] = [
  // Text PostgreSQL cannot store, alone and inside ordinary text.
  '"\\u0000"',
  '"x\\u0000y"',
  '"\\ud800"',
  '"ab\\udfff"',
  '"\\ud83d\\ude9a\\ud800"',
  // Sizes: a megabyte of text (under the body limit, over any maxLength), empty and blank text.
  MEGABYTE_STRING,
  '""',
  '"   "',
  // Numbers beyond every column: doubles, integers past 2^53 and 2^31, tiny, negative, fractional.
  '1e308',
  '-1e308',
  '9007199254740993',
  '-9007199254740993',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '5e-324',
  '0.5',
  '-1',
  '0',
  '1e21',
  '123456789012345678901234567890',
  // Wrong types.
  'null',
  'true',
  '"1e308"',
  '"NaN"',
  '"2024-02-30"',
  '"99999-12-31"',
  '"00000000-0000-0000-0000-000000000000"',
  '[]',
  '{}',
  '[null]',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  // Deep nesting and wide containers.
  nested('[', ']', 5_000),
  nested('{"a":', '}', 5_000),
  `[${Array.from({ length: 50_000 }, () => '1').join(',')}]`,
  // Markup and injection text, which must arrive as text.
  '"<script>alert(1)</script>"',
  `"' OR 1=1 --"`,
  '"{{constructor.constructor(\'return process\')()}}"',
  '"%00%ED%A0%80"',
  '"../../../../etc/passwd"',
];

/** Whole bodies that are not the object a route expects. */
export const HOSTILE_BODIES: readonly string[] = [
  'null',
  '[]',
  '"text"',
  '1e308',
  '{"__proto__":{"admin":true}}',
  nested('[', ']', 100_000),
  nested('{"a":', '}', 50_000, '{}'),
  '{"a":',
  '\u0000',
];

/** Query and path values, as they appear in a URL. */
export const HOSTILE_URL_VALUES: readonly string[] = [
  '%00',
  'x%00y',
  '%ED%A0%80',
  '%C0%80',
  '%FF',
  '%',
  '%%32%65',
  'a'.repeat(20_000),
  '1e308',
  '9007199254740993',
  '2147483648',
  '-1',
  '0',
  'NaN',
  'Infinity',
  '2024-02-30',
  '99999-12-31',
  '00000000-0000-0000-0000-000000000000',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%3Cscript%3E',
  "'%20OR%201%3D1--",
  '',
];

/** Content types a JSON route must refuse (or parse) without failing. */
export const HOSTILE_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'image/png',
  'application/octet-stream',
];

/** Header values a client can send; they reach logging, language choice and the act-for header. */
export const HOSTILE_HEADER_VALUES: readonly string[] = [
  'x\u0000y',
  '\ud800',
  'a'.repeat(8_000),
  '00000000-0000-0000-0000-000000000000',
  '../..',
  '',
  // Percent-encoded, as cookies carry them (decoded by the cookie parser).
  'x-auth=%00; x-csrf=%ED%A0%80',
  'x-auth=%; lang=%00',
  'Bearer %00',
  'Bearer \u00ff\u00fe',
];
