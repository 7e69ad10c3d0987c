import { offerAcceptSchema, SIGNATURE_LIMITS } from '@maxer/domain';
import { describe, expect, it } from 'vitest';
import { type AcceptCheckInput, acceptIssues, SIGNATURE_NAME_MAX } from './accept-check.ts';

/** What the server's schema says of the same input, as the page used to read it: field → first message. */
function schemaIssues(input: AcceptCheckInput) {
  const parsed = offerAcceptSchema.safeParse({ ...input, acceptedServices: [...input.acceptedServices] });
  const issues: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0]);
    issues[field] ??= issue.message;
  }
  return issues;
}

const png = (length: number) => `data:image/png;base64,${'A'.repeat(length)}`;
const longest = Math.ceil(SIGNATURE_LIMITS.maxBytes / 3) * 4;

const cases: [string, AcceptCheckInput][] = [
  ['everything fine', { acceptedServices: ['relocation'], termsAccepted: true, signature: null }],
  [
    'all three services',
    { acceptedServices: ['relocation', 'trash', 'cleaning'], termsAccepted: true, signature: null },
  ],
  ['no service', { acceptedServices: [], termsAccepted: true, signature: null }],
  [
    'four services',
    { acceptedServices: ['relocation', 'trash', 'cleaning', 'trash'], termsAccepted: true, signature: null },
  ],
  [
    'an unknown service',
    { acceptedServices: ['piano' as unknown as 'trash'], termsAccepted: true, signature: null },
  ],
  ['terms not accepted', { acceptedServices: ['trash'], termsAccepted: false, signature: null }],
  ['no service, no terms', { acceptedServices: [], termsAccepted: false, signature: null }],
  [
    'drawn',
    { acceptedServices: ['trash'], termsAccepted: true, signature: { kind: 'drawn', image: png(400) } },
  ],
  [
    'drawn at the limit',
    { acceptedServices: ['trash'], termsAccepted: true, signature: { kind: 'drawn', image: png(longest) } },
  ],
  [
    'drawn too large',
    {
      acceptedServices: ['trash'],
      termsAccepted: true,
      signature: { kind: 'drawn', image: png(longest + 1) },
    },
  ],
  [
    'drawn not a PNG',
    {
      acceptedServices: ['trash'],
      termsAccepted: true,
      signature: { kind: 'drawn', image: 'data:image/jpeg;base64,AAAA' },
    },
  ],
  [
    'typed',
    {
      acceptedServices: ['cleaning'],
      termsAccepted: true,
      signature: { kind: 'typed', name: 'Erika Muster' },
    },
  ],
  [
    'typed one letter',
    { acceptedServices: ['cleaning'], termsAccepted: true, signature: { kind: 'typed', name: ' E  ' } },
  ],
  [
    'typed too long',
    {
      acceptedServices: ['cleaning'],
      termsAccepted: true,
      signature: { kind: 'typed', name: 'x'.repeat(SIGNATURE_NAME_MAX + 1) },
    },
  ],
  [
    'typed at the limit with spaces',
    {
      acceptedServices: ['cleaning'],
      termsAccepted: true,
      signature: { kind: 'typed', name: ` ${'x'.repeat(SIGNATURE_NAME_MAX)} ` },
    },
  ],
  [
    'an unknown kind',
    {
      acceptedServices: ['cleaning'],
      termsAccepted: true,
      signature: { kind: 'stamped' } as unknown as AcceptCheckInput['signature'],
    },
  ],
  [
    'everything wrong',
    { acceptedServices: [], termsAccepted: false, signature: { kind: 'typed', name: '' } },
  ],
];

describe('the offer page checks an acceptance as the server does, without zod', () => {
  it('keeps the name limit of the domain', () => {
    expect(SIGNATURE_NAME_MAX).toBe(SIGNATURE_LIMITS.maxNameLength);
  });
  it.each(cases)('%s', (_name, input) => {
    expect(acceptIssues(input)).toEqual(schemaIssues(input));
  });
  it('says what is wrong, field by field', () => {
    expect(acceptIssues({ acceptedServices: [], termsAccepted: false, signature: null })).toEqual({
      acceptedServices: 'error_field_required',
      termsAccepted: 'error_terms_not_accepted',
    });
  });
});
